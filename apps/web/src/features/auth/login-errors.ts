import type { LoginRequest } from '@portal/contract';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { isHttpError } from '../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';

/** Where a suspended account is sent (spec §2 "Login"). */
export const SUSPENDED_TARGET = '/store/tools';

/** Spec §8 "Login": what each rejected sign-in shows. Returns a route to go to, if any. */
export function reactToLoginError(error: unknown, setError: UseFormSetError<LoginRequest>): string | null {
  if (!isHttpError(error)) {
    console.error('Login failed', error);
    return null;
  }
  const { status, message, errors } = error.body;
  if (errors) applyServerErrors(setError, errors, ['email', 'password']);
  if (status === 'invalid_credentials') {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.login });
  } else if (status === 'account_suspended') {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    return SUSPENDED_TARGET;
  } else if (status === 'account_deactivated' || status === 'email_not_confirmed') {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.persistent });
  } else if (error.statusCode === 429) {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.form });
  } else if (!errors) {
    console.error('Login failed', error);
  }
  return null;
}
