import type { Interval } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { plans, products } from '../../db/schema/index';
import type { Executor } from '../../platform/db';

export type PlanRow = typeof plans.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/**
 * The plan a client sent back, with its product; null when no such plan exists. Inactive and
 * on-request plans are returned too: buying checks `active` and `onRequest`, renewals of older
 * subscriptions still need their plan.
 */
export async function findPlan(
  executor: Executor,
  planId: string,
): Promise<{ plan: PlanRow; product: ProductRow } | null> {
  const [row] = await executor
    .select({ plan: plans, product: products })
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .where(eq(plans.id, planId));
  return row ?? null;
}

/**
 * A product's plan for an interval and currency (there is one at most), whatever its state; null
 * when the catalogue has none. Switching a subscription's interval (decision 0085) checks `active`
 * and `onRequest` itself.
 */
export async function findPlanOf(
  executor: Executor,
  of: { productId: number; interval: Interval; currencyId: number },
): Promise<PlanRow | null> {
  const [row] = await executor
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.productId, of.productId),
        eq(plans.interval, of.interval),
        eq(plans.currencyId, of.currencyId),
      ),
    );
  return row ?? null;
}
