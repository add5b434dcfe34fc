// What other modules use of the money module: its one public surface (DESIGN.md §3). Every charge,
// payment and refund moves through here: reserve under the account's money lock → charge at the
// gateway with a key derived from our record → record under the lock (decision 0067).
export {
  type ChargePurpose,
  type ChargeReservation,
  type ChargeRow,
  changeUnderWay,
  chargeLeaseMs,
  chargePlan,
  chargeStatus,
  closeCharge,
  closeCharges,
  isInvoicePaymentIntent,
  linkChargeToInvoice,
  reserveCharges,
} from './charge-ledger';
export { collectDebitReturns } from './debit-returns/collect-debit-returns';
export type { DebitReturnedHook } from './debit-returns/debit-return-hooks';
export { debitReturnsByMonth, listDebitReturns } from './debit-returns/list-debit-returns';
export { type DebitReturnOutcome, recordDebitReturn } from './debit-returns/record-debit-return';
export { returnedDebitOf } from './debit-returns/returned-debit-of';
export { invoiceCharge } from './invoice-charge';
export { confirmInvoicePayment } from './invoice-payments/confirm-invoice-payment';
export { payInvoice } from './invoice-payments/pay-invoice';
export { authenticationFailed, nothingToComplete, paymentDeclined } from './money-errors';
export { lockAccountsMoney, moneyTransaction } from './money-lock';
export { chargeAtGateway, chargeReserved, type GatewayStep, type Recorded, recordCharge } from './move-money';
export {
  type CollectedAttempt,
  latestPaymentOf,
  markPaymentCanceled,
  paymentOfIntent,
  processingPayments,
  recordCollectedAttempts,
  waitingPaymentsOf,
} from './payment-attempts';
export {
  type ChargeSettler,
  type InvoicePaidHook,
  type MoneyPurposes,
  plugMoneyPurposes,
} from './purposes';
export { reconcileCharges } from './reconcile-charges';
export { accountOfIntent, type PaymentRow, paymentAuditValues, recordPayment } from './record-payment';
export { refundQuietly } from './refund-quietly';
export { moneyRoutes } from './routes';
export { loadLines, type StoredLine, storeLines } from './stored-lines';
