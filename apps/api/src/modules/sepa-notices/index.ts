// What other modules use of the SEPA pre-notifications (decision 0082): the billing cycle's
// announcement and the collection's gate, the notice of a debit collected at once, and what the
// invoices and the upcoming payments show of them. This module owns `sepa_debit_notices`.
export { noticeImmediateDebit } from './immediate-notice';
export { maskedIban } from './masked-iban';
export { accountDay, noticeLeadMs, noticeWindowMs } from './notice-days';
export {
  type DebitNoticeFacts,
  debitNoticeOfInvoice,
  immediateNoticeSince,
  renewalNoticesOf,
  sepaDebitView,
} from './notice-reads';
export type { RenewalDebit } from './renewal-debit';
export {
  announceRenewalDebits,
  gateRenewalDebits,
  gateRetryDebit,
  linkNoticesToInvoices,
} from './renewal-notices';
export { upcomingSepaDebits } from './upcoming-debits';
