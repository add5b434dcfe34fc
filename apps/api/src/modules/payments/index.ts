// What other modules (subscriptions, invoices) use of the payments module.
export type { Actor } from './actor';
export { ensureGatewayCustomer } from './ensure-gateway-customer';
export { gatewayUnavailable, viaGateway } from './gateway-errors';
export { findDefaultPaymentMethod, type PaymentMethodRow } from './payment-method-queries';
