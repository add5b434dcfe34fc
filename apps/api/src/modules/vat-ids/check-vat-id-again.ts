import type { VatIdVerification } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { checkVatId } from './check-vat-id';
import { vatIdVerificationOf } from './vat-id-views';

/**
 * `POST /v1/account/billing/vat-id/check`: the customer asks the registry again now (after
 * registering their id, or while it was down). Answers where the id stands after the check; an
 * account without a VAT id is a 409.
 */
export async function checkVatIdAgain(deps: AppDeps, context: RequestContext): Promise<VatIdVerification> {
  const accountId = accountOf(context);
  const { db } = deps.database;
  const [account] = await db.select({ vatId: users.vatId }).from(users).where(eq(users.id, accountId));
  if (!account?.vatId) throw new AppError(409, 'no_vat_id', 'vatIds.noVatId');
  await checkVatId(deps, accountId, 'requested', { context, timeoutMs: deps.config.VIES_TIMEOUT_MS });
  const verification = await vatIdVerificationOf(
    db,
    { accountId, vatId: account.vatId },
    deps.clock.now(),
    deps.config.VAT_VERIFICATION_VALID_DAYS,
  );
  if (!verification) throw new AppError(409, 'no_vat_id', 'vatIds.noVatId');
  return verification;
}
