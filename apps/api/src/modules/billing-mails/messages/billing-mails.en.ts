/** The billing events' e-mails (English; the other languages mirror these keys). `{product}` is the portal's name. */
export const billingMailsEn = {
  'billingMails.fact.product': 'Product',
  'billingMails.fact.plan': 'Plan',
  'billingMails.fact.quantity': 'Licences',
  'billingMails.fact.amount': 'Amount',
  'billingMails.fact.invoice': 'Invoice',
  'billingMails.fact.creditNote': 'Credit note',
  'billingMails.fact.reason': 'Reason',
  'billingMails.fact.nextRetry': 'Next attempt',
  'billingMails.fact.endsOn': 'Ends on',
  'billingMails.fact.renewsOn': 'Renews on',
  'billingMails.fact.dueOn': 'Due on',
  'billingMails.plan.month': 'Monthly, {price} per licence',
  'billingMails.plan.year': 'Yearly, {price} per licence',
  'billingMails.action.subscriptions': 'Open my subscriptions',
  'billingMails.action.invoices': 'Open invoices',
  'billingMails.action.creditNotes': 'Open credit notes',
  'billingMails.action.store': 'Open the store',
  'billingMails.purchaseConfirmed.subject': 'Your subscription {subscription} is active',
  'billingMails.purchaseConfirmed.intro':
    'Thank you for your order. Your subscription {subscription} is active:',
  'billingMails.purchaseConfirmed.outro':
    'You find the invoice under Invoices in the portal. You can change or cancel the subscription there at any time.',
  'billingMails.paymentActionNeeded.subject': 'Please confirm your payment for {subscription}',
  'billingMails.paymentActionNeeded.intro':
    'Your bank asks you to confirm the payment of {amount} for {subscription} (3-D Secure). It is only taken once you have confirmed it.',
  'billingMails.paymentActionNeeded.action': 'Confirm payment',
  'billingMails.paymentActionNeeded.outro':
    'Open Invoices in the portal and choose "Complete payment" next to the invoice. We never ask for your card details by e-mail.',
  'billingMails.paymentFailed.subject': 'Payment for {subscription} failed',
  'billingMails.paymentFailed.intro':
    'We could not collect {amount} for invoice {invoice} of your subscription {subscription}.',
  'billingMails.paymentFailed.action': 'Pay the invoice',
  'billingMails.paymentFailed.outro':
    'You can pay the invoice now under Invoices, or add another payment method under Payment methods; we will then use it for the next attempt. If the payment cannot be collected after our last attempt, the subscription ends.',
  'billingMails.subscriptionEnded.subject': 'Your subscription {subscription} has ended',
  'billingMails.subscriptionEnded.intro':
    'We could not collect {amount} for invoice {invoice} after several attempts, so your subscription {subscription} has ended.',
  'billingMails.subscriptionEnded.outro': 'You can subscribe again at any time in the store.',
  'billingMails.reason.insufficient_funds': 'The account has insufficient funds.',
  'billingMails.reason.authentication_required':
    'Your bank asks you to confirm the payment yourself (3-D Secure).',
  'billingMails.reason.authentication_failed': 'The confirmation with your bank (3-D Secure) failed.',
  'billingMails.reason.expired_card': 'The card has expired.',
  'billingMails.reason.no_payment_method': 'No payment method is stored.',
  'billingMails.reason.declined': 'Your bank declined the payment.',
  'billingMails.licencesChanged.subject': 'The licences of {subscription} have changed',
  'billingMails.licencesChanged.intro':
    'The number of licences of your subscription {subscription} has changed:',
  'billingMails.licencesChanged.outro':
    'The additional licences for the rest of the current period are charged on their own invoice; from the next renewal on, the subscription is billed with the new number.',
  'billingMails.subscriptionCancelled.subject': 'Your subscription {subscription} has been cancelled',
  'billingMails.subscriptionCancelled.intro':
    'Your subscription {subscription} has been cancelled. You can use it until {endsOn}; it does not renew after that.',
  'billingMails.subscriptionCancelled.outro':
    'Changed your mind? You can resume the subscription in the portal until it ends.',
  'billingMails.subscriptionResumed.subject': 'Your subscription {subscription} continues',
  'billingMails.subscriptionResumed.intro':
    'Your subscription {subscription} has been resumed and renews on {renewsOn} as before.',
  'billingMails.subscriptionResumed.outro': 'Thank you for staying with us.',
  'billingMails.invoiceIssued.subject': 'Your invoice {invoice}',
  'billingMails.invoiceIssued.intro': 'Attached is your invoice {invoice} for {amount} as a PDF.',
  'billingMails.invoiceIssued.outro.card':
    'The amount is charged to your card; there is nothing for you to do.',
  'billingMails.invoiceIssued.outro.sepa_debit':
    'The amount is collected from your account by SEPA direct debit; there is nothing for you to do.',
  'billingMails.invoiceIssued.outro.invoice':
    'Please transfer the amount by {dueOn}, quoting the invoice number; the bank details are on the invoice.',
  'billingMails.creditNoteIssued.subject': 'Your credit note {creditNote}',
  'billingMails.creditNoteIssued.intro':
    'We have issued credit note {creditNote} for {amount} on invoice {invoice}. It is attached as a PDF.',
  'billingMails.creditNoteIssued.outro.refunded':
    'The amount is refunded to the payment method the invoice was paid with; it may take a few days to appear.',
  'billingMails.creditNoteIssued.outro.transfer': 'We transfer the amount back to your bank account.',
} as const;
