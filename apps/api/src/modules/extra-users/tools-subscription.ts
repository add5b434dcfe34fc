import { and, eq, isNull, ne } from 'drizzle-orm';
import { products, subscriptions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import type { SubscriptionRow } from '../subscriptions/index';

/** The account's live Tools subscription with what extra-user billing needs of its product. */
export interface ToolsSubscription {
  subscription: SubscriptionRow;
  productName: string;
  /** enterprise bills extra users; corporate and contracted include any number. */
  productTier: string;
}

/**
 * The Tools subscription that has not ended (one per account: `subscriptions_one_live_per_line`),
 * or null. One an upgrade is replacing (its successor waits for 3-D Secure) still counts until the
 * successor takes over. `lock` holds its row until the transaction ends.
 */
export async function findToolsSubscription(
  executor: Executor,
  accountId: number,
  options: { lock?: boolean } = {},
): Promise<ToolsSubscription | null> {
  const query = executor
    .select({ subscription: subscriptions, productName: products.name, productTier: products.tier })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.userId, accountId),
        eq(subscriptions.line, 'tools'),
        ne(subscriptions.status, 'ended'),
        isNull(subscriptions.replacedById),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: subscriptions }) : await query;
  return row ?? null;
}

/** How the plan treats sub-users: billed as extra users, or included (spec §9, decision 0057). */
export const billsExtraUsers = (tools: ToolsSubscription) => tools.productTier === 'enterprise';
