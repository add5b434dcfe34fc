import type { retentionOfferEn } from './retention-offer.en';

/** The mail confirming an accepted retention offer (decision 0085). */
export const retentionOfferDe: Record<keyof typeof retentionOfferEn, string> = {
  'billingMails.fact.discount': 'Rabatt',
  'billingMails.fact.startsOn': 'Ab',
  'billingMails.fact.renewals': 'Rabattierte Verlängerungen',
  'billingMails.retentionOffer.subject': 'Ihr Rabatt auf {subscription}',
  'billingMails.retentionOffer.intro':
    'Schön, dass Sie bleiben. Ab der Verlängerung am {startsOn} ist {subscription} für {renewals} {percent} % günstiger.',
  'billingMails.retentionOffer.discount': 'Gutschein {coupon} (−{percent} %)',
  'billingMails.retentionOffer.renewals_one': '{count} Verlängerung',
  'billingMails.retentionOffer.renewals_other': '{count} Verlängerungen',
  'billingMails.retentionOffer.outro':
    'Sonst ändert sich nichts: Das Abonnement verlängert sich wie bisher, der Rabatt steht auf seinen Rechnungen.',
};
