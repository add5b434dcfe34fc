import { i18n } from '../i18n/i18n';
import { currentLocation, navigateTo } from '../navigation/navigator';
import { endSession, sessionStore } from '../session/session-store';
import { SNACKBAR_DURATION, showSnackbar } from '../snackbar/snackbar-store';
import type { HttpError } from './http-error';
import { showServerErrorPage } from './server-error-store';

/**
 * The one place that maps HTTP failures to the app's reactions (spec §2 and §8 "System").
 * Callers that handle a status themselves (login's 403 for suspended accounts) list it in
 * `handledStatuses`; everything else still reaches the caller as a thrown HttpError.
 */
export function reactToHttpError(error: HttpError, handledStatuses: readonly number[] = []): void {
  if (handledStatuses.includes(error.statusCode)) return;
  const { statusCode } = error;
  if (statusCode === 401) {
    if (error.body.status !== 'invalid_credentials') signOutLocally();
  } else if (statusCode === 403) {
    navigateTo('/error', { replace: true });
  } else if (statusCode === 404) {
    navigateTo('/404', { replace: true });
  } else if (statusCode === 419) {
    showSnackbar(error.body.message, { severity: 'error', duration: SNACKBAR_DURATION.form });
  } else if (statusCode >= 500) {
    if (error.html) showServerErrorPage({ url: error.url, html: error.html });
    else showSnackbar('', { severity: 'error', duration: SNACKBAR_DURATION.persistent });
  }
}

function signOutLocally(): void {
  const from = currentLocation();
  endSession();
  navigateTo('/login', { replace: true, state: { from } });
}

/** A failed token refresh (spec §8): tell the user, forget the session, go to login. */
export function expireSession(): void {
  if (sessionStore.get().authenticated) {
    showSnackbar(i18n.t('common.errors.tokenExpired'), { severity: 'warning' });
  }
  signOutLocally();
}
