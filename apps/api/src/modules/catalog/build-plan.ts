import {
  type CurrencyId,
  type Language,
  type Plan,
  PRODUCT_IDS,
  type ProductId,
  type ProductLine,
  type ProductTier,
} from '@portal/contract';
import {
  type CatalogCurrencyCode,
  currencyCodeOf,
  formatMoney,
  toMajorUnits,
  toMinorUnits,
} from '@portal/contract/money';
import type { PlanRow, ProductRow } from './find-plan';
import { planContent } from './plan-content/index';

/** Spec §9: one extra user costs 25 per month, the same figure in both currencies. */
export const EXTRA_USER_MONTHLY = 25;

const RECOMMENDED_TIER: Record<ProductLine, ProductTier> = {
  tools: 'corporate',
  dmp: 'enterprise',
  analytics: 'enterprise',
};
const MONEY_BACK_PRODUCTS: readonly number[] = [PRODUCT_IDS.toolsEnterprise, PRODUCT_IDS.toolsCorporate];

/** A plan's price per month in major units, the month's share rounded to whole minor units. */
const perMonth = (minor: number, months: number, currency: CatalogCurrencyCode) =>
  toMajorUnits(Math.round(minor / months), currency);

/** The extra-user figure of the price info in the language's own currency sign (`25 $US` in French). */
function extraUserPrice(currency: CatalogCurrencyCode, language: Language): string {
  return formatMoney(toMinorUnits(EXTRA_USER_MONTHLY, currency), currency, language, {
    currencyDisplay: 'symbol',
    omitZeroDecimals: true,
  });
}

/** One column of the pricing page: the product's monthly and yearly plan with its words in `language`. */
export function buildPlan(
  product: ProductRow,
  month: PlanRow,
  year: PlanRow,
  currencyId: CurrencyId,
  language: Language,
): Plan {
  const content = planContent(language);
  const currency = currencyCodeOf(currencyId);
  const copy = content.plans[product.id as ProductId];
  const onRequest = month.onRequest || year.onRequest;
  return {
    id: month.id,
    interval: 'month',
    planIds: { month: month.id, year: year.id },
    productId: product.id,
    productName: product.name,
    line: product.line as Plan['line'],
    currencyId,
    unitAmounts: onRequest ? { month: null, year: null } : { month: month.unitAmount, year: year.unitAmount },
    upgradable: product.tier === 'enterprise',
    title: copy.title,
    subTitle: copy.subTitle,
    prices: {
      monthly: onRequest ? null : perMonth(month.unitAmount, 1, currency),
      yearly: onRequest ? null : perMonth(year.unitAmount, 12, currency),
      onRequest: onRequest ? content.onRequest : null,
      durationMonthly: content.durationMonthly,
      allowActivateNow: !onRequest && month.active && year.active,
    },
    priceInfo: content.priceInfo.replace('{extraUser}', extraUserPrice(currency, language)),
    limits: copy.limits,
    features: copy.features,
    support: copy.support,
    moneyBack: MONEY_BACK_PRODUCTS.includes(product.id),
    recommended: RECOMMENDED_TIER[product.line as ProductLine] === product.tier,
  };
}
