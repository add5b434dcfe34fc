import {
  CURRENCY_CODES,
  type CurrencyId,
  type Language,
  type Plan,
  PRODUCT_IDS,
  type ProductId,
  type ProductLine,
  type ProductTier,
} from '@portal/contract';
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

const majorUnits = (minor: number, months: number) => Math.round(minor / months) / 100;

function formatMoney(amount: number, currencyId: CurrencyId, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: CURRENCY_CODES[currencyId].toUpperCase(),
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
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
      monthly: onRequest ? null : majorUnits(month.unitAmount, 1),
      yearly: onRequest ? null : majorUnits(year.unitAmount, 12),
      onRequest: onRequest ? content.onRequest : null,
      durationMonthly: content.durationMonthly,
      allowActivateNow: !onRequest && month.active && year.active,
    },
    priceInfo: content.priceInfo.replace(
      '{extraUser}',
      formatMoney(EXTRA_USER_MONTHLY, currencyId, language),
    ),
    limits: copy.limits,
    features: copy.features,
    support: copy.support,
    moneyBack: MONEY_BACK_PRODUCTS.includes(product.id),
    recommended: RECOMMENDED_TIER[product.line as ProductLine] === product.tier,
  };
}
