import { isLanguage } from '@portal/contract';
import { addMinutes } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import { findUserByEmail } from './user-queries';

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * `POST /v1/forgotPassword`: when the e-mail has an account, a reset link valid for 60 minutes goes
 * out in the same transaction as its token. The caller gets the same answer either way.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user || user.deactivatedAt) return;
  const token = newOpaqueToken();
  const expiresAt = addMinutes(deps.clock.now(), RESET_TOKEN_TTL_MINUTES);
  await deps.database.db.transaction(async (tx) => {
    // Only the newest link works; a sub-user's welcome link keeps working beside it (decision 0056).
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          eq(passwordResetTokens.purpose, 'reset'),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt });
    const query = new URLSearchParams({ token, email: user.email });
    await deps.mailer.send(tx, {
      to: user.email,
      template: 'password-reset',
      language: isLanguage(user.language) ? user.language : 'en',
      // Only the transport gets the working link; the outbox keeps a placeholder (decision 0026).
      secret: token,
      data: {
        name: `${user.firstname} ${user.lastname}`.trim(),
        resetUrl: `${deps.config.publicUrl}/reset-password?${query}`,
      },
    });
  });
}
