import type { retentionOfferEn } from './retention-offer.en';

/** The mail confirming an accepted retention offer (decision 0085). */
export const retentionOfferFr: Record<keyof typeof retentionOfferEn, string> = {
  'billingMails.fact.discount': 'Remise',
  'billingMails.fact.startsOn': 'À partir du',
  'billingMails.fact.renewals': 'Renouvellements remisés',
  'billingMails.retentionOffer.subject': 'Votre remise sur {subscription}',
  'billingMails.retentionOffer.intro':
    'Merci de rester avec nous. À partir du renouvellement du {startsOn}, {subscription} coûte {percent} % de moins pendant {renewals}.',
  'billingMails.retentionOffer.discount': 'Coupon {coupon} (−{percent} %)',
  'billingMails.retentionOffer.renewals_one': '{count} renouvellement',
  'billingMails.retentionOffer.renewals_other': '{count} renouvellements',
  'billingMails.retentionOffer.outro':
    'Rien d’autre ne change : l’abonnement se renouvelle comme avant, et la remise figure sur ses factures.',
};
