import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../forms/apply-server-errors';
import { showServerErrorPage } from '../http/server-error-store';
import { assignSnackbarSource, SNACKBAR_DURATION, showSnackbar } from '../snackbar/snackbar-store';
import { describeError } from './describe-error';
import { snackbarShownFor } from './global-errors';

/** The form whose fields show the server's field messages. */
export interface ServerFieldTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The fields the form shows; messages for any other field join the sentence. */
  fields: readonly Path<T>[];
}

/** Spec §9 display times of the error snackbar, in ms (0: until closed). */
export interface ErrorSnackbarTimes {
  /** The server's sentence; 6 s (form errors) unless said otherwise. */
  duration?: number;
  /** The sentence of an answer that came with field messages; `duration` unless said otherwise. */
  withFields?: number;
  /** The generic sentence when no answer came (a lost connection, a bug); `duration` unless said otherwise. */
  noAnswer?: number;
}

/** How a screen wants a failure shown; the texts stay the server's or the generic one. */
export interface ReportErrorOptions<T extends FieldValues = FieldValues> {
  /** Logged with a failure the user is not told the details of (no answer, or `generic`). */
  logAs?: string;
  form?: ServerFieldTarget<T>;
  /** Where spec §8 says so: the generic sentence whatever the server said. */
  generic?: boolean;
  /** A snackbar with these times (the default), or `false`: the caller shows `message` in place. */
  snackbar?: ErrorSnackbarTimes | false;
  /**
   * The form or screen reporting (`settings.profile`): its next message replaces this one, the
   * app-wide message of a failure it caused included.
   */
  source?: string;
}

/** What the user was told, besides the field messages placed under their fields. */
export type ErrorReport =
  /** Nothing more: the app already reacted, or the debug error page shows. */
  | { kind: 'shown' }
  /** The sentence for the user; '' stands for the generic unexpected-error sentence. */
  | { kind: 'reported'; message: string };

/**
 * The one function that turns a failed call into what the user sees (decision 0032): nothing when
 * the app already reacted, the server's field messages under the form's fields, and one sentence
 * (the server's, or the generic one) in a snackbar or for the caller to show. What the user typed
 * stays in the form.
 */
export function reportError<T extends FieldValues>(
  error: unknown,
  options: ReportErrorOptions<T> = {},
): ErrorReport {
  const described = describeError(error);
  const { source } = options;
  if (described.kind === 'handledGlobally') {
    const shown = snackbarShownFor(error);
    if (source && shown !== undefined) assignSnackbarSource(shown, source);
    return { kind: 'shown' };
  }
  const times = options.snackbar === false ? null : (options.snackbar ?? {});
  const duration = times?.duration ?? SNACKBAR_DURATION.form;
  const showError = (message: string, ms: number) =>
    showSnackbar(message, { severity: 'error', duration: ms, source });
  if (described.kind === 'noAnswer') {
    if (options.logAs) console.error(options.logAs, described.cause);
    if (times) showError('', times.noAnswer ?? duration);
    return { kind: 'reported', message: '' };
  }
  if (described.debugPage) {
    showServerErrorPage(described.debugPage);
    return { kind: 'shown' };
  }
  if (options.generic) {
    if (options.logAs) console.error(options.logAs, error);
    if (times) showError('', duration);
    return { kind: 'reported', message: '' };
  }
  const { message, fieldErrors } = described;
  if (Object.keys(fieldErrors).length === 0) {
    if (times) showError(message, duration);
    return { kind: 'reported', message };
  }
  const unplaced = options.form
    ? applyServerErrors(options.form.setError, fieldErrors, options.form.fields)
    : Object.values(fieldErrors).flatMap((messages) => messages.slice(0, 1));
  const sentence = [message, ...unplaced].filter(Boolean).join('\n');
  if (times) showError(sentence, times.withFields ?? duration);
  return { kind: 'reported', message: sentence };
}
