import type { yearlyEn } from './yearly.en';

export const yearlyDe: Record<keyof typeof yearlyEn, string> = {
  'subscriptions.yearly.switched':
    '{name} wird jetzt jährlich abgerechnet. Der nicht genutzte Teil des Monats wurde gutgeschrieben.',
  'subscriptions.yearly.switchedPaymentPending':
    '{name} wird jetzt jährlich abgerechnet. Bitte schließen Sie die Zahlung unter Rechnungen ab.',
  'subscriptions.yearly.planned': '{name} wird ab der nächsten Verlängerung jährlich abgerechnet.',
  'subscriptions.yearly.withdrawn': '{name} wird weiterhin monatlich abgerechnet.',
  'subscriptions.yearly.alreadyYearly': 'Dieses Abonnement wird bereits jährlich abgerechnet.',
  'subscriptions.yearly.notAvailable': 'Für dieses Abonnement ist keine jährliche Abrechnung verfügbar.',
  'subscriptions.yearly.notActive':
    'Nur ein aktives Abonnement kann auf jährliche Abrechnung umgestellt werden.',
  'subscriptions.yearly.pausePlanned':
    'Für dieses Abonnement ist eine Pause geplant. Nehmen Sie die Pause zuerst zurück, wenn Sie auf jährliche Abrechnung umstellen möchten.',
  'subscriptions.yearly.alreadyPlanned':
    'Die Umstellung auf jährliche Abrechnung ist für die nächste Verlängerung bereits geplant.',
  'subscriptions.yearly.notPlanned':
    'Für dieses Abonnement ist keine Umstellung auf jährliche Abrechnung geplant.',
};
