/** The portal's currency ids (spec §9): what accounts, plans, subscriptions and invoices store. */
export const CURRENCY_IDS = { eur: 1, usd: 2 } as const;

/** ISO 4217 code of a currency the catalog sells in. */
export type CatalogCurrencyCode = 'EUR' | 'USD';

/**
 * The ISO code of a stored currency id: euro for id 1, the US dollar otherwise. Code that only has
 * the id resolves it once with this, then formats and converts by code.
 */
export const currencyCodeOf = (currencyId: number): CatalogCurrencyCode =>
  currencyId === CURRENCY_IDS.eur ? 'EUR' : 'USD';
