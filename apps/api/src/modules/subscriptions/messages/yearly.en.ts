/** The switch to yearly billing's sentences (decision 0085; English; the other languages mirror these keys). */
export const yearlyEn = {
  'subscriptions.yearly.switched':
    '{name} is now billed yearly. The unused part of the month has been credited.',
  'subscriptions.yearly.switchedPaymentPending':
    '{name} is now billed yearly. Please complete the payment under Invoices.',
  'subscriptions.yearly.planned': '{name} will be billed yearly from its next renewal.',
  'subscriptions.yearly.withdrawn': '{name} stays on monthly billing.',
  'subscriptions.yearly.alreadyYearly': 'This subscription is already billed yearly.',
  'subscriptions.yearly.notAvailable': 'Yearly billing is not available for this subscription.',
  'subscriptions.yearly.notActive': 'Only an active subscription can switch to yearly billing.',
  'subscriptions.yearly.pausePlanned':
    'A pause is planned for this subscription. Withdraw the pause first if you want to switch to yearly billing.',
  'subscriptions.yearly.alreadyPlanned':
    'The switch to yearly billing is already planned for the next renewal.',
  'subscriptions.yearly.notPlanned': 'No switch to yearly billing is planned for this subscription.',
} as const;
