/** The mail confirming an accepted retention offer (decision 0085). */
export const retentionOfferEn = {
  'billingMails.fact.discount': 'Discount',
  'billingMails.fact.startsOn': 'From',
  'billingMails.fact.renewals': 'Discounted renewals',
  'billingMails.retentionOffer.subject': 'Your discount on {subscription}',
  'billingMails.retentionOffer.intro':
    'Thank you for staying. From the renewal on {startsOn}, {subscription} is {percent} % cheaper for {renewals}.',
  'billingMails.retentionOffer.discount': 'Coupon {coupon} (−{percent} %)',
  'billingMails.retentionOffer.renewals_one': '{count} renewal',
  'billingMails.retentionOffer.renewals_other': '{count} renewals',
  'billingMails.retentionOffer.outro':
    'Nothing else changes: the subscription renews as before, and the discount shows on its invoices.',
} as const;
