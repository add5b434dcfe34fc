import type { retentionEn } from './retention.en';

/** The cancellation reasons' and the retention offer's sentences (decision 0085), German. */
export const retentionDe: Record<keyof typeof retentionEn, string> = {
  'subscriptions.retention.accepted_one':
    'Schön, dass Sie bleiben. {name} ist bei der nächsten Verlängerung {percent} % günstiger.',
  'subscriptions.retention.accepted_other':
    'Schön, dass Sie bleiben. {name} ist für die nächsten {count} Verlängerungen {percent} % günstiger.',
  'subscriptions.retention.offerNotAvailable': 'Dieses Angebot gilt für dieses Abonnement nicht mehr.',
  'subscriptions.retention.productNotFound':
    'Das Produkt wurde nicht gefunden oder kann im Portal nicht gekauft werden.',
  'subscriptions.retention.couponNotUsable':
    'Wählen Sie einen Gutschein, der weder abgelaufen noch aufgebraucht ist.',
  'subscriptions.retention.offerNotFound': 'Für dieses Produkt gibt es kein Halteangebot.',
  'subscriptions.retention.saved': 'Das Halteangebot für {product} wurde gespeichert.',
  'subscriptions.retention.deleted': 'Das Halteangebot für {product} wurde entfernt.',
};
