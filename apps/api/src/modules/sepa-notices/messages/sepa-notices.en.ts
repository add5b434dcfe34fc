/** The SEPA pre-notifications (English; the other languages mirror these keys). `{product}` is the portal's name. */
export const sepaNoticesEn = {
  'sepaNotices.mail.subject': 'Notice of SEPA direct debit: {amount} on {collectOn}',
  'sepaNotices.mail.intro':
    'We will collect {amount} for your subscription {subscription} by SEPA direct debit on {collectOn}:',
  'sepaNotices.mail.action': 'Open upcoming payments',
  'sepaNotices.mail.outro':
    'Please make sure your account is funded on that day. You can ask your bank to refund a SEPA direct debit within eight weeks of the debit date, without giving a reason. If you disagree with this debit, reply to this e-mail or change your payment method in the portal before the collection date.',
  'sepaNotices.fact.amount': 'Amount',
  'sepaNotices.fact.collectOn': 'Collection date',
  'sepaNotices.fact.product': 'For',
  'sepaNotices.fact.period': 'Period',
  'sepaNotices.fact.mandate': 'Mandate reference',
  'sepaNotices.fact.creditorId': 'Creditor identifier',
  'sepaNotices.fact.account': 'Debited account',
  'sepaNotices.invoice.mandateNote':
    'The amount is collected by SEPA direct debit from {account} under mandate {mandate}, creditor identifier {creditorId}.',
  'sepaNotices.invoice.debitNote':
    'The amount of {amount} will be debited from {account} on {collectOn} under SEPA mandate {mandate}, creditor identifier {creditorId}.',
} as const;
