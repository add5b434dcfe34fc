import type { TwoFactorStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { twoFactorSecrets } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { recoveryCodesLeft } from './recovery-codes';

/** `GET /v1/account/security/two-factor`: on or off (a set-up waiting for its code is off). */
export async function twoFactorStatus(executor: Executor, userId: number): Promise<TwoFactorStatus> {
  const [row] = await executor
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await recoveryCodesLeft(executor, userId) : 0,
  };
}
