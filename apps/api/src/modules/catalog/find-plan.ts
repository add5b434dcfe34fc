import { eq } from 'drizzle-orm';
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
