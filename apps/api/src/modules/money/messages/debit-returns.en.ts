/** Staff's return of a SEPA debit in the sandbox (decision 0083). */
export const debitReturnsEn = {
  'debitReturns.done':
    'The bank returned the debit. Invoice {number} is open again and the customer has been told.',
  'debitReturns.donePaid':
    'The bank returned the debit. Invoice {number} stays paid: it was paid again or refunded.',
  'debitReturns.doneUnknown': 'The bank returned the debit. No invoice of the portal was paid with it.',
  'debitReturns.notSepa': 'Only a SEPA direct debit can be returned by the bank; this is a card payment.',
  'debitReturns.notSettled': 'This debit has not been settled, so the bank cannot return it.',
  'debitReturns.windowOver':
    'This debit was settled more than 8 weeks ago; the bank can no longer return it.',
  'debitReturns.alreadyReturned': 'The bank has already returned this debit.',
} as const;
