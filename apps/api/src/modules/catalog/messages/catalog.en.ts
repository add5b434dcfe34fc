/** Server sentences of the catalog area (English; the other languages mirror these keys). */
export const catalogEn = {
  'catalog.planNotFound': 'No plan was found for this product.',
  'catalog.invalidCoupon': 'Your coupon code is invalid.',
  'catalog.currency.eur': 'Euro',
  'catalog.currency.usd': 'US dollar',
} as const;
