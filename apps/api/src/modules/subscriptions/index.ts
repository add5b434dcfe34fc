// What other modules use of the subscriptions module: its one public surface (DESIGN.md §3).
export { accessChanged } from './access-changed';
// The charging kit: reserve → charge → record (DESIGN.md §4), for money that moves elsewhere
// (extra users, decision 0057) through the same ledger, gateway call and records.
export { charge } from './charge';
export { assertChargeable } from './chargeable-amount';
export {
  type ChargeReservation,
  type ChargeRow,
  chargeLeaseMs,
  chargeStatus,
  closeCharge,
  reserveCharges,
} from './charges/charge-ledger';
export { type ExtraUserGiveBack, giveBackExtraUserCharge } from './charges/settle-extra-user';
export { loadLines, type StoredLine, storeLines } from './charges/stored-lines';
export { type InvoiceAmounts, invoiceAmounts } from './invoice-total';
export { linesLanguage } from './lines-language';
export { toQuote } from './quote-view';
export { recordPayment } from './record-payment';
export { accountTime, clockOffsetOf } from './renewals/account-clock';
export { applyIntentUpdate } from './renewals/apply-intent-update';
export {
  paymentDeclined,
  paymentMethodMissing,
  subscriptionIncomplete,
} from './subscription-errors';
export { liveSubscriptionsOf, type SubscriptionRecord, type SubscriptionRow } from './subscription-queries';
export { toSubscriptionView } from './subscription-view';
export { transitionSubscription } from './transition-subscription';
