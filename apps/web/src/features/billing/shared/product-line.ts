import { PRODUCTS, type ProductLine } from '@portal/contract';

/** The product line of a product id (spec §3 "Product ids"), or null for an invoice without one. */
export function productLineOf(productId: number | null): ProductLine | null {
  return PRODUCTS.find((product) => product.id === productId)?.line ?? null;
}

/** The line's name is the page name of its store route (`nav.pages.tools`, …). */
export const productLineKey = (line: ProductLine) => `nav.pages.${line}` as const;
