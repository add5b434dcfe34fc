import { isRecoveryCode, type Language, missingReauthentication, type ProfileUpdate } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Tx } from '../../platform/db';
import { AppError, fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';
import { hasTwoFactor, invalidTwoFactorCode, verifySecondFactor } from '../security/index';

/** The password change's `wrong_password`, placed on the profile's current-password field. */
const wrongCurrentPassword = (language: Language) =>
  new AppError(422, 'wrong_password', 'password.wrong', {
    errors: { currentPassword: [t(language, 'password.wrong')] },
  });

const NEEDED = {
  currentPassword: 'profile.emailChangeNeedsPassword',
  code: 'profile.emailChangeNeedsCode',
} as const;

/**
 * Whoever starts an e-mail change proves to be the holder (decision 0048): the address signs in
 * and receives the password resets, so whoever holds a session alone must not move it. Staff
 * signed in as the customer never can (as with the password, decision 0063). The password check is
 * counted first (`countAttempt`, the password change's limit); a recovery code given as the second
 * factor is spent in `tx`, so a change refused later in it keeps the code.
 */
export async function reauthenticateEmailChange(
  deps: AppDeps,
  tx: Tx,
  caller: { principal: Principal; language: Language; passwordHash: string; email: string },
  input: ProfileUpdate,
  countAttempt: () => Promise<void>,
): Promise<void> {
  const { principal, language } = caller;
  if (principal.impersonatorId !== null) throw new AppError(403, 'holder_only', 'auth.holderOnly');
  const twoFactor = await hasTwoFactor(tx, principal.userId);
  const missing = missingReauthentication(input, { email: caller.email, twoFactor });
  if (missing.length > 0) {
    throw fieldError(Object.fromEntries(missing.map((field) => [field, [t(language, NEEDED[field])]])));
  }
  await countAttempt();
  if (!(await verifyPassword(caller.passwordHash, input.currentPassword ?? ''))) {
    throw wrongCurrentPassword(language);
  }
  if (!twoFactor) return;
  const code = input.code ?? '';
  if (!(await verifySecondFactor(deps, tx, principal.userId, code))) {
    throw invalidTwoFactorCode(language, isRecoveryCode(code));
  }
}
