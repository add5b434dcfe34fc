import { CURRENCY_IDS, type CurrencyId, isProductLine, type Language, type Plan } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { plans, products, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { type Bound, preparedAccountRead, preparedRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';
import { buildPlan } from './build-plan';
import type { PlanRow, ProductRow } from './find-plan';

export const planNotFound = () => new AppError(404, 'plan_not_found', 'catalog.planNotFound');

const accountCurrencyRow = preparedAccountRead('account_currency', (executor, accountId) =>
  executor.select({ currencyId: users.currencyId }).from(users).where(eq(users.id, accountId)),
);

const linePlans = preparedRead(
  'line_plans',
  ['line', 'currencyId'],
  (executor, { line, currencyId }: Bound<{ line: string; currencyId: number }>) =>
    executor
      .select({ plan: plans, product: products })
      .from(plans)
      .innerJoin(products, eq(products.id, plans.productId))
      .where(and(eq(products.line, line), eq(plans.currencyId, currencyId)))
      .orderBy(asc(products.id)),
);

/** The account's billing currency: the owner's, so a sub-user sees the prices its owner pays. */
export async function accountCurrency(deps: AppDeps, principal: Principal): Promise<CurrencyId> {
  const [account] = await accountCurrencyRow(deps.database.db, principal.accountId);
  return account?.currencyId === CURRENCY_IDS.usd ? CURRENCY_IDS.usd : CURRENCY_IDS.eur;
}

/** `GET /v1/plan/:product`: a plan per product of the line, both intervals, in the account's currency. */
export async function getPlans(
  deps: AppDeps,
  principal: Principal,
  line: string,
  language: Language,
): Promise<Plan[]> {
  if (!isProductLine(line)) throw planNotFound();
  const currencyId = await accountCurrency(deps, principal);
  const rows = await linePlans(deps.database.db, { line, currencyId });

  const byProduct = new Map<number, { product: ProductRow; month?: PlanRow; year?: PlanRow }>();
  for (const { plan, product } of rows) {
    const entry = byProduct.get(product.id) ?? { product };
    if (plan.interval === 'month' || plan.interval === 'year') entry[plan.interval] = plan;
    byProduct.set(product.id, entry);
  }
  const result = [...byProduct.values()].flatMap(({ product, month, year }) =>
    month && year ? [buildPlan(product, month, year, currencyId, language)] : [],
  );
  // An empty catalog is the spec's "no plan found" (§8), not an empty pricing page.
  if (result.length === 0) throw planNotFound();
  return result;
}
