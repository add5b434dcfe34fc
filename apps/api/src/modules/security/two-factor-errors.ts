import type { Language } from '@portal/contract';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { Principal } from '../../platform/principal';

/** A wrong code (or recovery code): a field error on `code`, as the form shows it. */
export const invalidTwoFactorCode = (language: Language, recovery = false) => {
  const key = recovery ? 'twoFactor.invalidRecoveryCode' : 'twoFactor.invalidCode';
  return new AppError(422, 'invalid_two_factor_code', key, { errors: { code: [t(language, key)] } });
};

/** `wrong_password` (spec §8) on the password field of the dialog that asked for it. */
export const wrongPassword = (language: Language) =>
  new AppError(422, 'wrong_password', 'password.wrong', {
    errors: { password: [t(language, 'password.wrong')] },
  });

export const alreadyEnabled = () => new AppError(409, 'invalid_state', 'twoFactor.alreadyEnabled');
export const notEnabled = () => new AppError(409, 'invalid_state', 'twoFactor.notEnabled');

/**
 * Staff signed in as a customer (login-as) may not set the customer's second factor up, nor turn
 * it off: an app of theirs would lock the customer out, and they do not know the password anyway.
 */
export function refuseActingStaff(principal: Principal): void {
  if (principal.impersonatorId !== null) throw new AppError(403, 'forbidden', 'twoFactor.notWhileActingAs');
}
