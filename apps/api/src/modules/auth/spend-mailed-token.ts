import { and, eq, gt, isNull } from 'drizzle-orm';
import type { emailConfirmationTokens, passwordResetTokens } from '../../db/schema/index';
import { hashOpaqueToken } from '../../platform/auth/opaque-token';
import type { Tx } from '../../platform/db';

/**
 * Spends a token a mail carried (a password reset, a registration's confirmation): it works once,
 * only for its own account and only until it expires. Returns whether it was spent now.
 */
export async function spendMailedToken(
  tx: Tx,
  table: typeof passwordResetTokens | typeof emailConfirmationTokens,
  input: { token: string; userId: number; now: Date },
): Promise<boolean> {
  const spent = await tx
    .update(table)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(table.tokenHash, hashOpaqueToken(input.token)),
        eq(table.userId, input.userId),
        isNull(table.usedAt),
        gt(table.expiresAt, input.now),
      ),
    )
    .returning({ id: table.id });
  return spent.length > 0;
}
