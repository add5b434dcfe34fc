import { type PasswordAndSecondFactor, RECOVERY_CODE_COUNT } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { confirmPasswordAndSecondFactor } from './confirm-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import { refuseActingStaff } from './two-factor-errors';

/**
 * `POST /v1/account/security/two-factor/recovery-codes`: with the password and a code, ten new
 * recovery codes replace the old ones (answered in plain text this once). Audited without them.
 */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  context: RequestContext,
  input: PasswordAndSecondFactor,
): Promise<string[]> {
  const principal = callerOf(context);
  refuseActingStaff(principal);
  const { userId } = principal;
  const method = await confirmPasswordAndSecondFactor(deps, context, userId, input);
  return deps.database.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, deps.secrets, userId);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'recovery codes regenerated',
      ...auditBy(context),
      newValues: { recovery_codes: RECOVERY_CODE_COUNT, confirmed_with: method },
    });
    return codes;
  });
}
