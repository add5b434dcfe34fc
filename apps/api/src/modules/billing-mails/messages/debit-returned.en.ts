/** The returned SEPA debit's mail (decision 0083); the bank's reason codes in the portal's words. */
export const debitReturnedEn = {
  'billingMails.fact.returnedOn': 'Returned on',
  'billingMails.fact.transfer': 'Bank transfer',
  'billingMails.debitReturned.subject': 'Your bank returned the direct debit for invoice {invoice}',
  'billingMails.debitReturned.intro':
    'Your bank returned the SEPA direct debit of {amount} for invoice {invoice}. The invoice is open again and due now.',
  'billingMails.debitReturned.transfer': '{holder}, IBAN {iban}, BIC {bic}, reference {reference}',
  'billingMails.debitReturned.outro':
    'You can pay it now under Invoices in the portal by card, or transfer the amount to the account above, quoting the invoice number. We will not debit your account for this invoice again on our own.',
  'billingMails.reason.debit_returned': 'Your bank returned the SEPA direct debit.',
  'billingMails.returnReason.MD06': 'You asked your bank to refund the debit.',
  'billingMails.returnReason.AM04': 'The account did not have enough funds.',
  'billingMails.returnReason.MD01': 'Your bank holds no valid mandate for this debit.',
  'billingMails.returnReason.AC04': 'The account has been closed.',
  'billingMails.returnReason.MS02': 'Your bank gave no reason.',
} as const;
