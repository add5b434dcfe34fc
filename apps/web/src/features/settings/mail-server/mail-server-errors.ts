import type { MailServerFormValues } from '@portal/contract';
import type { UseFormSetError } from 'react-hook-form';
import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { SNACKBAR_DURATION } from '../../../lib/snackbar/snackbar-store';
import { MAIL_SERVER_FIELDS } from './mail-server-form-values';

/** The mail server form's messages: a newer one (its success too) replaces the older. */
export const MAIL_SERVER_SOURCE = 'settings.mailServer';

/**
 * Spec §8 "mail server": field errors under their fields plus the message; otherwise the warning is
 * logged and the message shows persistently in error colour. What the user typed stays.
 */
export function reactToMailServerError(
  error: unknown,
  setError: UseFormSetError<MailServerFormValues>,
  logAs: string,
): void {
  const described = describeError(error);
  if (described.kind === 'answer' && Object.keys(described.fieldErrors).length === 0)
    console.warn(logAs, error);
  reportError(error, {
    logAs,
    form: { setError, fields: MAIL_SERVER_FIELDS },
    source: MAIL_SERVER_SOURCE,
    snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
  });
}

/** The sentence of a save whose check of the server failed (`mail_server_unverified`), else null. */
export function unverifiedMessage(error: unknown): string | null {
  const described = describeError(error);
  return described.kind === 'answer' && described.status === 'mail_server_unverified'
    ? described.message
    : null;
}
