import type { ErrorBody } from '@portal/contract';
import type { HttpError } from '../http/http-error';
import { showServerErrorPage } from '../http/server-error-store';
import { i18n } from '../i18n/i18n';
import { currentLocation, navigateTo } from '../navigation/navigator';
import { endSession, sessionStore } from '../session/session-store';
import { SNACKBAR_DURATION, showSnackbar } from '../snackbar/snackbar-store';

/** What a request's caller words itself, so the app-wide reaction leaves it alone. */
export interface CallerHandles {
  /** HTTP statuses, e.g. a purchase's 5xx, which get the subscribing text instead. */
  statuses?: readonly number[];
  /** Machine codes of the error body, e.g. `user_not_found`, while other 404s stay the 404 page. */
  codes?: readonly string[];
}

/**
 * The one definition of the answers the app reacts to the same way wherever they come from (spec §2
 * and §8 "System", decision 0032): 401 (but a login's invalid credentials), 403, 404, 419 and 5xx.
 * Everything else, and a lost connection, is the screen's to word.
 */
export function isGlobalAnswer(statusCode: number, body: ErrorBody): boolean {
  if (statusCode === 401) return body.status !== 'invalid_credentials';
  return statusCode === 403 || statusCode === 404 || statusCode === 419 || statusCode >= 500;
}

/** Whether this request's failure gets the app-wide reaction, given what its caller words itself. */
export function handlesGlobally(statusCode: number, body: ErrorBody, caller: CallerHandles = {}): boolean {
  if (caller.statuses?.includes(statusCode) || caller.codes?.includes(body.status)) return false;
  return isGlobalAnswer(statusCode, body);
}

/**
 * Staff signed in as a customer (decision 0063) asked for what the login-as does not allow: the
 * server's sentence, and the screen stays as it is, with what was typed.
 */
const LOGIN_AS_REFUSALS = new Set(['login_as_read_only', 'holder_only']);

/** Said when a login-as's time is over; the impersonation banner takes the staff member back. */
export const LOGIN_AS_ENDED_EVENT = 'portal:login-as-ended';

/** The message the app-wide reaction showed for a failure, so the screen that asked can own it. */
const shownFor = new WeakMap<HttpError, number>();

/** The id of the snackbar `reactGlobally` showed for this failure, if it showed one. */
export function snackbarShownFor(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? shownFor.get(error as HttpError) : undefined;
}

/** The app-wide reaction to an answer `handlesGlobally` picked (the http client calls it once). */
export function reactGlobally(error: HttpError): void {
  const shown = showGlobalReaction(error);
  if (shown !== undefined) shownFor.set(error, shown);
}

function showGlobalReaction(error: HttpError): number | undefined {
  const { statusCode } = error;
  if (LOGIN_AS_REFUSALS.has(error.body.status)) {
    return showSnackbar(error.body.message, { severity: 'warning', duration: SNACKBAR_DURATION.form });
  }
  if (statusCode === 401 && error.body.status === 'login_as_ended') {
    window.dispatchEvent(new Event(LOGIN_AS_ENDED_EVENT));
  } else if (statusCode === 401) {
    signOutLocally();
  } else if (statusCode === 403) {
    navigateTo('/error', { replace: true });
  } else if (statusCode === 404) {
    navigateTo('/404', { replace: true });
  } else if (statusCode === 419) {
    return showSnackbar(error.body.message, { severity: 'error', duration: SNACKBAR_DURATION.form });
  } else if (statusCode >= 500) {
    if (!error.html) return showSnackbar('', { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    showServerErrorPage({ url: error.url, html: error.html });
  }
  return undefined;
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
