import { PRODUCTS } from '@portal/contract/catalog';
import type { Subscription } from '@portal/contract/subscriptions';

/**
 * Spec §3 "isCorporate": a subscription of a corporate product, decided by the product's tier as
 * the API decides it (for the catalog's products the name says the same).
 */
export const isCorporate = (subscription: Pick<Subscription, 'product_id'>) =>
  PRODUCTS.find((product) => product.id === subscription.product_id)?.tier === 'corporate';
