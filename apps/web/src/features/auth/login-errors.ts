import type { LoginRequest } from '@portal/contract';
import type { UseFormSetError } from 'react-hook-form';
import { describeError } from '../../lib/errors/describe-error';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { isHttpError } from '../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';

/** The sign-in's messages: the next attempt's replaces the last one's. */
export const LOGIN_SOURCE = 'auth.login';

/** Where a suspended account is sent (spec §2 "Login"). */
export const SUSPENDED_TARGET = '/store/tools';

/** The challenge of a right password whose account asks for a second step (decision 0050), else null. */
export function twoFactorChallengeOf(error: unknown): string | null {
  const data = isHttpError(error) && error.body.status === 'two_factor_required' && error.body.data;
  const challenge = data && typeof data === 'object' && Reflect.get(data, 'challenge');
  return typeof challenge === 'string' ? challenge : null;
}

/** Spec §8 "Login": what each rejected sign-in shows. Returns a route to go to, if any. */
export function reactToLoginError(error: unknown, setError: UseFormSetError<LoginRequest>): string | null {
  const described = describeError(error);
  if (described.kind === 'handledGlobally') return null;
  if (described.kind === 'noAnswer') {
    console.error('Login failed', error);
    return null;
  }
  const { status, statusCode, message, fieldErrors } = described;
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  if (hasFieldErrors) applyServerErrors(setError, fieldErrors, ['email', 'password']);
  if (status === 'invalid_credentials') {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.login, source: LOGIN_SOURCE });
  } else if (status === 'account_suspended') {
    showSnackbar(message, {
      severity: 'error',
      duration: SNACKBAR_DURATION.persistent,
      source: LOGIN_SOURCE,
    });
    return SUSPENDED_TARGET;
  } else if (status === 'account_deactivated' || status === 'email_not_confirmed') {
    showSnackbar(message, {
      severity: 'error',
      duration: SNACKBAR_DURATION.persistent,
      source: LOGIN_SOURCE,
    });
  } else if (statusCode === 429) {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.login, source: LOGIN_SOURCE });
  } else if (!hasFieldErrors) {
    console.error('Login failed', error);
  }
  return null;
}
