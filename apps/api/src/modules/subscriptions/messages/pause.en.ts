/** The pause's sentences (decision 0085; English; the other languages mirror these keys). */
export const pauseEn = {
  'subscriptions.pausePlanned': 'Your subscription {name} will be paused from {startsOn} until {endsOn}.',
  'subscriptions.pauseWithdrawn':
    'The pause of {name} has been withdrawn. It renews on {renewsOn} as before.',
  'subscriptions.pauseEndedCharged':
    'Your subscription {name} is active again. The new period has been charged to your payment method.',
  'subscriptions.pauseEndedSepa':
    'Your subscription {name} is active again. The SEPA direct debit for the new period is announced to you by e-mail before it is collected.',
  'subscriptions.pauseEndedInvoice':
    'Your subscription {name} is active again. The invoice for the new period is under Invoices.',
  'subscriptions.pauseEndedPaymentFailed':
    'Your subscription {name} is active again, but the payment for the new period failed. Please pay its invoice under Invoices.',
  'subscriptions.pauseEndedPaymentPending':
    'Your subscription {name} is active again. The payment for the new period is being processed; its invoice follows under Invoices.',
  'subscriptions.pauseAlreadyPlanned': 'This subscription already has a pause planned or running.',
  'subscriptions.pauseRenewalDue':
    'This subscription is being renewed right now. You can pause it once the renewal is done.',
  'subscriptions.pauseCanceled':
    'A cancelled subscription cannot be paused. Resume it first if you want to pause it instead.',
  'subscriptions.pauseSwitchingToYearly':
    'This subscription switches to yearly billing at its next renewal. Keep monthly billing first if you want to pause it.',
  'subscriptions.pauseOpenInvoice': 'Please pay the open invoice of this subscription before pausing it.',
  'subscriptions.notPaused': 'This subscription has no planned or running pause.',
  'subscriptions.subscriptionPaused':
    'This subscription is paused. End the pause first if you want to change it.',
} as const;
