import { CURRENCY_IDS, type CurrencyId, isProductLine, type Language, type Plan } from '@portal/contract';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import { plans, products, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';
import { buildPlan } from './build-plan';
import type { PlanRow, ProductRow } from './find-plan';

export const planNotFound = () => new AppError(404, 'plan_not_found', 'catalog.planNotFound');

/**
 * The account's billing currency as SQL: the owner's, so a sub-user sees the prices its owner pays;
 * dollars for a dollar account, euros for every other.
 */
const accountCurrencySql = (accountId: number | Placeholder) => {
  // Our own constants, written into the statement so the database knows their type.
  const usd = sql.raw(String(CURRENCY_IDS.usd));
  const eur = sql.raw(String(CURRENCY_IDS.eur));
  return sql`case when (select ${users.currencyId} from ${users} where ${eq(users.id, accountId)}) = ${usd} then ${usd} else ${eur} end`;
};

/** The line's plans in the account's currency, with their products: one query. */
const linePlans = preparedRead(
  'line_plans',
  ['line', 'accountId'],
  (executor, { line, accountId }: Bound<{ line: string; accountId: number }>) =>
    executor
      .select({ plan: plans, product: products })
      .from(plans)
      .innerJoin(products, eq(products.id, plans.productId))
      .where(and(eq(products.line, line), eq(plans.currencyId, accountCurrencySql(accountId))))
      .orderBy(asc(products.id)),
);

/** `GET /v1/plan/:product`: a plan per product of the line, both intervals, in the account's currency. */
export async function getPlans(
  deps: AppDeps,
  principal: Principal,
  line: string,
  language: Language,
): Promise<Plan[]> {
  if (!isProductLine(line)) throw planNotFound();
  const rows = await linePlans(deps.database.db, { line, accountId: principal.accountId });

  const byProduct = new Map<number, { product: ProductRow; month?: PlanRow; year?: PlanRow }>();
  for (const { plan, product } of rows) {
    const entry = byProduct.get(product.id) ?? { product };
    if (plan.interval === 'month' || plan.interval === 'year') entry[plan.interval] = plan;
    byProduct.set(product.id, entry);
  }
  const result = [...byProduct.values()].flatMap(({ product, month, year }) =>
    month && year ? [buildPlan(product, month, year, month.currencyId as CurrencyId, language)] : [],
  );
  // An empty catalog is the spec's "no plan found" (§8), not an empty pricing page.
  if (result.length === 0) throw planNotFound();
  return result;
}
