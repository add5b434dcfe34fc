/** The SEPA mandate's sentences (decision 0081): the PDF in English and the refusal of a card. */
export const mandateEn = {
  'payments.mandate.notSepa': 'This payment method is a card: only a SEPA Direct Debit has a mandate.',
  'payments.mandate.title': 'SEPA Direct Debit Mandate',
  'payments.mandate.scheme': 'SEPA Core Direct Debit Scheme',
  'payments.mandate.mandate': 'Mandate',
  'payments.mandate.reference': 'Mandate reference',
  'payments.mandate.referencePending': 'not yet assigned',
  'payments.mandate.creditor': 'Creditor',
  'payments.mandate.name': 'Name',
  'payments.mandate.address': 'Address',
  'payments.mandate.creditorId': 'Creditor identifier',
  'payments.mandate.debtor': 'Debtor',
  'payments.mandate.holder': 'Account holder',
  'payments.mandate.iban': 'IBAN',
  'payments.mandate.ibanMasked':
    'Only the country and the last four digits of your IBAN are shown: we never store your full IBAN.',
  'payments.mandate.bankCode': 'BIC / bank code',
  'payments.mandate.paymentType': 'Type of payment',
  'payments.mandate.recurrent': 'Recurrent payment',
  'payments.mandate.signed': 'Date of signing',
  'payments.mandate.signedOnline': 'Signed online on {date}',
  'payments.mandate.signedOnlineUndated': 'Signed online',
  'payments.mandate.authorisation':
    'By signing this mandate form, you authorise (A) {creditor} to send instructions to your bank to debit your account and (B) your bank to debit your account in accordance with the instructions from {creditor}. As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited. Your rights are explained in a statement that you can obtain from your bank.',
  'payments.mandate.prenotification_one':
    'Pre-notification: {creditor} tells you the amount and the date of each debit at least {count} day before it is collected.',
  'payments.mandate.prenotification_other':
    'Pre-notification: {creditor} tells you the amount and the date of each debit at least {count} days before it is collected.',
  'payments.mandate.revocation':
    'You can revoke this mandate at any time by removing this payment method under Billing › Payment Methods in your account.',
} as const;
