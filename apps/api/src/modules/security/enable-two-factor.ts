import { RECOVERY_CODE_COUNT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { twoFactorSecrets } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { replaceRecoveryCodes } from './recovery-codes';
import { openTotpSecret } from './sealed-totp-secret';
import { matchingTimeStep } from './totp';
import { alreadyEnabled, invalidTwoFactorCode, refuseActingStaff } from './two-factor-errors';

/**
 * `POST /v1/account/security/two-factor/enable`: the app's first code proves it holds the waiting
 * secret. Two-factor sign-in is on from now, the code's time step counts as used, and ten recovery
 * codes are made: answered in plain text this once, kept as hashes. The audit row masks the secret.
 */
export async function enableTwoFactor(
  deps: AppDeps,
  context: RequestContext,
  input: { code: string },
): Promise<string[]> {
  const principal = callerOf(context);
  refuseActingStaff(principal);
  const { userId } = principal;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId))
      .for('update');
    if (!row) throw new AppError(409, 'invalid_state', 'twoFactor.notStarted');
    if (row.enabledAt) throw alreadyEnabled();
    const secret = openTotpSecret(deps.secrets, userId, row.secretSealed);
    const step = secret ? matchingTimeStep(secret, input.code, now) : null;
    if (step === null) throw invalidTwoFactorCode(context.language);
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(eq(twoFactorSecrets.userId, userId));
    const codes = await replaceRecoveryCodes(tx, deps.secrets, userId);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      event: 'two-factor enabled',
      ...auditBy(context),
      // The key names a secret, so the audit log masks its value.
      newValues: { two_factor_secret: row.secretSealed, recovery_codes: RECOVERY_CODE_COUNT },
    });
    return codes;
  });
}
