// What other modules (subscriptions, invoices) use of the payments module.
export { addPaymentMethod } from './add-payment-method';
export {
  type BillingAccount,
  billingDataMissing,
  hasInvoiceData,
  loadBillingAccount,
} from './billing-account';
export { detachQuietly } from './detach-quietly';
export { ensureGatewayCustomer } from './ensure-gateway-customer';
export { gatewayUnavailable, mayHaveMovedMoney, viaGateway } from './gateway-errors';
export {
  findDefaultPaymentMethod,
  findOwnPaymentMethod,
  listLivePaymentMethods,
  type PaymentMethodRow,
  toPaymentMethod,
} from './payment-method-queries';
export { hasRunningSubscription } from './remove-payment-method';
export { removeMethodSavedForPurchase } from './remove-saved-method';
