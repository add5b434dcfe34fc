import { describeError, isHandledGlobally } from '../../lib/errors/describe-error';
import { reportError } from '../../lib/errors/report-error';
import { i18n } from '../../lib/i18n/i18n';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';

/**
 * The sentence of a failed client call (spec §8 "Admin and clients"), or null when the app already
 * told the user (sign-in, access denied, a server error). Field messages come all, one per line;
 * otherwise the server's message, or `fallbackKey`'s sentence.
 */
export function clientErrorText(error: unknown, fallbackKey: string): string | null {
  const described = describeError(error);
  if (described.kind === 'handledGlobally') return null;
  if (described.kind === 'noAnswer') return i18n.t(fallbackKey);
  if (described.debugPage) {
    // The debug page of a 5xx (APP_DEBUG) shows instead.
    reportError(error);
    return null;
  }
  const lines = Object.values(described.fieldErrors).flat().filter(Boolean);
  if (lines.length > 0) return lines.join('\n');
  return described.message || i18n.t(fallbackKey);
}

/** User management's messages: a newer one (a success too) replaces the older. */
export const CLIENTS_SOURCE = 'clients';

/** Shows a failed client call in an error snackbar for 6 s (spec §8); what the user typed stays. */
export function showClientError(error: unknown, fallbackKey = 'clients.errors.generic'): void {
  const text = clientErrorText(error, fallbackKey);
  if (text !== null) {
    showSnackbar(text, { severity: 'error', duration: SNACKBAR_DURATION.form, source: CLIENTS_SOURCE });
  } else if (isHandledGlobally(error)) {
    // The app-wide message of the failure (a server error) becomes this area's: its next replaces it.
    reportError(error, { source: CLIENTS_SOURCE });
  }
}
