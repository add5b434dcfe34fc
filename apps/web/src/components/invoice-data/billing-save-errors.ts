import type { UseFormSetError } from 'react-hook-form';
import { describeError } from '../../lib/errors/describe-error';
import { reportError } from '../../lib/errors/report-error';
import { dismissProblemsOf, SNACKBAR_DURATION } from '../../lib/snackbar/snackbar-store';
import { BILLING_FIELDS, type BillingFormValues } from './billing-form-values';

/** The invoice data form's messages: a newer one (its success too) replaces the older. */
export const BILLING_SAVE_SOURCE = 'billing.invoiceData';

/**
 * Spec §8 "Billing save": field errors under their fields along with the general message; an error
 * of type vatId on the VAT id field; anything else a persistent red message.
 */
export function reactToBillingSaveError(error: unknown, setError: UseFormSetError<BillingFormValues>): void {
  const described = describeError(error);
  if (described.kind === 'answer' && described.status === 'vatId') {
    setError('vatid', { type: 'server', message: described.message });
    dismissProblemsOf(BILLING_SAVE_SOURCE);
    return;
  }
  // Messages for fields the form does not show still reach the user, below the general one.
  reportError(error, {
    logAs: 'Saving the billing data failed',
    form: { setError, fields: BILLING_FIELDS },
    source: BILLING_SAVE_SOURCE,
    snackbar: { duration: SNACKBAR_DURATION.persistent, withFields: SNACKBAR_DURATION.form },
  });
}
