import { isRecoveryCode, type PasswordAndSecondFactor } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { verifyPassword } from '../../platform/auth/passwords';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { hasTwoFactor, type SecondFactorMethod, verifySecondFactor } from './second-factor';
import { invalidTwoFactorCode, notEnabled, wrongPassword } from './two-factor-errors';

/**
 * What turning two-factor sign-in off or renewing its recovery codes asks for: the password, then
 * a code (or a recovery code, which is spent). Each answer says which of the two was wrong.
 */
export async function confirmPasswordAndSecondFactor(
  deps: AppDeps,
  context: RequestContext,
  userId: number,
  input: PasswordAndSecondFactor,
): Promise<SecondFactorMethod> {
  const { db } = deps.database;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  if (!(await hasTwoFactor(db, userId))) throw notEnabled();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword(context.language);
  const method = await verifySecondFactor(deps, db, userId, input.code);
  if (!method) throw invalidTwoFactorCode(context.language, isRecoveryCode(input.code));
  return method;
}
