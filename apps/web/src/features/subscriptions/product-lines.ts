import { PRODUCT_LINES, PRODUCTS, type ProductLine, type Subscription } from '@portal/contract';

export { PRODUCT_LINES };

/** The product line of a subscription (spec §3 "Product ids"), or null for an unknown product. */
export function lineOf(subscription: Pick<Subscription, 'product_id'>): ProductLine | null {
  return PRODUCTS.find((product) => product.id === subscription.product_id)?.line ?? null;
}

/** The subscription of each line; an account holds at most one live subscription per line. */
export function subscriptionsByLine(subscriptions: readonly Subscription[]): Map<ProductLine, Subscription> {
  const byLine = new Map<ProductLine, Subscription>();
  for (const subscription of subscriptions) {
    const line = lineOf(subscription);
    if (line && !byLine.has(line)) byLine.set(line, subscription);
  }
  return byLine;
}

/** The line's name is the page name of its store route (`nav.pages.tools`, …). */
export const lineTitleKey = (line: ProductLine) => `nav.pages.${line}` as const;
