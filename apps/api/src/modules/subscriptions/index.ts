// What other modules use of the subscriptions module: its one public surface (DESIGN.md §3).
export { accessChanged } from './access-changed';
export { assertChargeable } from './chargeable-amount';
export { activateOnInvoicePaid } from './invoice-paid';
export { type InvoiceAmounts, invoiceAmounts } from './invoice-total';
export { linesLanguage } from './lines-language';
export { toQuote } from './quote-view';
export { accountTime, clockOffsetOf } from './renewals/account-clock';
export { applyIntentUpdate } from './renewals/apply-intent-update';
export { pastDueOnDebitReturn } from './renewals/debit-returned';
export { settleCollection } from './renewals/settle-collection';
export {
  latestCancellations,
  type RetentionEventCount,
  retentionEventsByMonth,
} from './retention/cancellation-figures';
export { cancellationsOfAccount } from './retention/cancellations-of-account';
export { listRetentionOfferSettings } from './retention/retention-offer-settings';
export { deleteRetentionOffer, saveRetentionOffer } from './retention/save-retention-offer';
export { settlePurchase } from './settle-purchase';
export { settleQuantityChange, settleYearlySwitch } from './settle-reserved-change';
export { paymentMethodMissing, subscriptionIncomplete, subscriptionPaused } from './subscription-errors';
export { liveSubscriptionsOf, type SubscriptionRecord, type SubscriptionRow } from './subscription-queries';
export { toSubscriptionView } from './subscription-view';
export { transitionSubscription } from './transition-subscription';
