import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { isHttpError } from '../../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { isHandledGlobally } from '../shared/handled-globally';
import { BILLING_FIELDS, type BillingFormValues } from './billing-form-values';

/**
 * Spec §8 "Billing save": field errors under their fields along with the general message; an error
 * of type vatId on the VAT id field; anything else a persistent red message.
 */
export function reactToBillingSaveError(error: unknown, setError: UseFormSetError<BillingFormValues>): void {
  if (isHandledGlobally(error)) return;
  if (!isHttpError(error)) {
    console.error('Saving the billing data failed', error);
    showSnackbar('', { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    return;
  }
  const { status, message, errors } = error.body;
  if (status === 'vatId') {
    setError('vatid', { type: 'server', message });
    return;
  }
  if (errors && Object.keys(errors).length > 0) {
    // Messages for fields the form does not show still reach the user, below the general one.
    const unplaced = applyServerErrors(setError, errors, BILLING_FIELDS);
    showSnackbar([message, ...unplaced].filter(Boolean).join('\n'), {
      severity: 'error',
      duration: SNACKBAR_DURATION.form,
    });
    return;
  }
  showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.persistent });
}
