import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { isPaymentsError } from '../../../lib/payments/payments';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';

/** The payment-method changes' messages: a newer one (a success too) replaces the older. */
export const PAYMENT_METHODS_SOURCE = 'billing.paymentMethods';

/** What a dialog shows itself instead of a snackbar. */
export type PaymentMethodProblem =
  | { kind: 'billingDataMissing'; message: string }
  | { kind: 'lastMethod'; message: string }
  | { kind: 'input'; message: string };

/**
 * Spec §8 "Payment methods" in one place: returns what the dialog words itself, shows everything
 * else. What the app already reacted to (401, 403, another 404, 419, 5xx but 503) is not shown twice.
 */
export function reportPaymentMethodError(error: unknown): PaymentMethodProblem | null {
  if (isPaymentsError(error)) {
    if (error.code === 'invalid_input' || error.code === 'declined') {
      return { kind: 'input', message: error.message };
    }
    showSnackbar(error.code === 'unavailable' ? error.message : '', {
      severity: 'error',
      duration: SNACKBAR_DURATION.persistent,
      source: PAYMENT_METHODS_SOURCE,
    });
    return null;
  }
  const described = describeError(error);
  if (described.kind === 'answer') {
    const { status, statusCode, message, fieldErrors } = described;
    if (status === 'user_not_found') {
      showSnackbar(message, {
        severity: 'error',
        duration: SNACKBAR_DURATION.form,
        source: PAYMENT_METHODS_SOURCE,
      });
      return null;
    }
    if (status === 'billing_data_missing') return { kind: 'billingDataMissing', message };
    if (status === 'last_payment_method') return { kind: 'lastMethod', message };
    const fieldMessage = Object.values(fieldErrors).flat()[0];
    if (statusCode === 422 && fieldMessage) return { kind: 'input', message: fieldMessage };
    if (statusCode === 503) {
      showSnackbar(message, {
        severity: 'error',
        duration: SNACKBAR_DURATION.persistent,
        source: PAYMENT_METHODS_SOURCE,
      });
      return null;
    }
  }
  // Spec §8: any other failure shows the generic sentence (an empty message), persistent, in red.
  reportError(error, {
    logAs: 'Payment method change failed',
    generic: true,
    snackbar: { duration: SNACKBAR_DURATION.persistent },
    source: PAYMENT_METHODS_SOURCE,
  });
  return null;
}
