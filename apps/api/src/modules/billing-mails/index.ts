// What other modules use of the billing mails: one function per event, each enqueuing its mail in
// the caller's transaction (decision 0041), and the job that sends them.
export { registerBillingMailJobs } from './billing-mail-job';
export {
  mailCreditNoteIssued,
  mailDebitReturned,
  mailInvoicesIssued,
  mailLicencesChanged,
  mailPaymentActionNeeded,
  mailPaymentFailed,
  mailPurchaseConfirmed,
  mailRetentionOfferAccepted,
  mailSubscriptionCancelled,
  mailSubscriptionPaused,
  mailSubscriptionPauseEnded,
  mailSubscriptionResumed,
} from './enqueue-billing-mails';
