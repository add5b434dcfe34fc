import type { UseFormSetError } from 'react-hook-form';
import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { SNACKBAR_DURATION } from '../../../lib/snackbar/snackbar-store';
import { NOTIFICATION_FIELDS, type NotificationFormValues } from './notification-form-values';

/** The notification form's messages: a newer one (its success too) replaces the older. */
export const NOTIFICATION_SAVE_SOURCE = 'settings.notifications';

/**
 * Spec §8 "notifications": with a field-errors map, the errors under their fields plus the message;
 * otherwise the warning is logged and the message stays, in error colour, until closed.
 */
export function reactToNotificationSaveError(
  error: unknown,
  setError: UseFormSetError<NotificationFormValues>,
): void {
  const described = describeError(error);
  if (described.kind === 'answer' && Object.keys(described.fieldErrors).length === 0) {
    console.warn('Saving the notification settings failed', error);
  }
  reportError(error, {
    logAs: 'Saving the notification settings failed',
    form: { setError, fields: NOTIFICATION_FIELDS },
    source: NOTIFICATION_SAVE_SOURCE,
    snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
  });
}
