import type { StaffActionRequest } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import type { Db } from '../../platform/db';
import type { RequestContext } from '../../platform/request-context';
import { requestPasswordReset } from '../auth/index';
import {
  inStaffTransaction,
  lockedTarget,
  recordStaffAction,
  refuseDeactivated,
} from './staff-action-target';

/**
 * `POST /v1/user/:id/password-reset` (decision 0062): mails the user the link "forgot password"
 * mails (the same use case, run in this transaction), so the mail, its token and the audit row
 * commit together. Answers the address it went to.
 */
export async function sendPasswordReset(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  body: StaffActionRequest,
): Promise<string> {
  return inStaffTransaction(deps, userId, async (tx) => {
    const target = await lockedTarget(tx, userId);
    refuseDeactivated(target);
    // Its own transaction becomes a savepoint of this one.
    await requestPasswordReset(
      { ...deps, database: { ...deps.database, db: tx as unknown as Db } },
      target.email,
    );
    await recordStaffAction(tx, context, target, {
      event: 'password reset sent',
      reason: body.reason,
      newValues: { email: target.email },
    });
    return target.email;
  });
}
