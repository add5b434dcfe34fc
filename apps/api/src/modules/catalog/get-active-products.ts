import { and, asc, eq, ne } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { preparedAccountRead } from '../../platform/prepared-query';
import type { Principal } from '../../platform/principal';

/** `GET /v1/product/active`: product ids of the account's subscriptions that have not ended. */
export async function getActiveProducts(deps: AppDeps, principal: Principal): Promise<number[]> {
  const rows = await activeProducts(deps.database.db, principal.accountId);
  return rows.map((row) => row.productId);
}

const activeProducts = preparedAccountRead('active_products', (executor, accountId) =>
  executor
    .selectDistinct({ productId: subscriptions.productId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, accountId), ne(subscriptions.status, 'ended')))
    .orderBy(asc(subscriptions.productId)),
);
