/** The cancellation reasons' and the retention offer's sentences (decision 0085), English. */
export const retentionEn = {
  'subscriptions.retention.accepted_one':
    'Thank you for staying. {name} is {percent} % cheaper at the next renewal.',
  'subscriptions.retention.accepted_other':
    'Thank you for staying. {name} is {percent} % cheaper for the next {count} renewals.',
  'subscriptions.retention.offerNotAvailable': 'This offer is no longer available for this subscription.',
  'subscriptions.retention.productNotFound': 'The product was not found or cannot be bought in the portal.',
  'subscriptions.retention.couponNotUsable': 'Choose a coupon that has neither expired nor been used up.',
  'subscriptions.retention.offerNotFound': 'This product has no retention offer.',
  'subscriptions.retention.saved': 'The retention offer for {product} has been saved.',
  'subscriptions.retention.deleted': 'The retention offer for {product} has been removed.',
} as const;
