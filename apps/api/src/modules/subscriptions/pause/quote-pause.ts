import { CURRENCY_CODES, type PauseQuote, type PauseRequest } from '@portal/contract';
import type { AppDeps } from '../../../platform/app-deps';
import type { Principal } from '../../../platform/principal';
import { accountTime } from '../renewals/account-clock';
import { subscriptionNotFound } from '../subscription-errors';
import { findLiveSubscription } from '../subscription-queries';
import { assertPausable } from './pause-rules';
import { pricePause } from './price-pause';

/**
 * `POST /v1/subscription/pause/quote`: when the pause would begin and end, the renewal it skips and
 * the first charge after it, refused as the pause itself would be. Another account's subscription is
 * not found. Writes nothing.
 */
export async function quotePause(
  deps: AppDeps,
  principal: Principal,
  input: PauseRequest,
): Promise<PauseQuote> {
  const db = deps.database.db;
  const record = await findLiveSubscription(db, principal.accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  await assertPausable(db, record, await accountTime(deps, principal.accountId));
  const priced = await pricePause(db, deps.config, record.subscription.id, input.months);
  return {
    currency: CURRENCY_CODES[record.subscription.currencyId === 2 ? 2 : 1],
    starts_at: priced.startsAt.toISOString(),
    ends_at: priced.endsAt.toISOString(),
    skipped: { on: priced.startsAt.toISOString(), gross: priced.skippedGross },
    next: { on: priced.endsAt.toISOString(), gross: priced.nextGross },
  };
}
