import type { PasswordAndSecondFactor } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { loginChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { confirmPasswordAndSecondFactor } from './confirm-second-factor';
import { refuseActingStaff } from './two-factor-errors';

/**
 * `POST /v1/account/security/two-factor/disable`: with the password and a code, the secret, the
 * recovery codes and any sign-in waiting for its second step go. Audited, the secret masked.
 */
export async function disableTwoFactor(
  deps: AppDeps,
  context: RequestContext,
  input: PasswordAndSecondFactor,
): Promise<void> {
  const principal = callerOf(context);
  refuseActingStaff(principal);
  const { userId } = principal;
  const method = await confirmPasswordAndSecondFactor(deps, context, userId, input);
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId))
      .returning({ secretSealed: twoFactorSecrets.secretSealed, enabledAt: twoFactorSecrets.enabledAt });
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'two-factor disabled',
      ...auditBy(context),
      oldValues: { two_factor_secret: removed?.secretSealed ?? null, enabled_at: removed?.enabledAt ?? null },
      newValues: { confirmed_with: method },
    });
  });
}
