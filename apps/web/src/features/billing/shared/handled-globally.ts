import { isHttpError } from '../../../lib/http/http-error';

/**
 * Answers the http client already reacted to app-wide (login, access-denied page, 404 page, the
 * unexpected-error snackbar): screens do not report them a second time.
 */
export function isHandledGlobally(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.statusCode;
  return status === 401 || status === 403 || status === 404 || status >= 500;
}
