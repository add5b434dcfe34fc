import { reactToHttpError } from '../../../lib/http/error-mapping';
import { isHttpError } from '../../../lib/http/http-error';
import { isPaymentsError } from '../../../lib/payments/payments';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';

/** What a dialog shows itself instead of a snackbar. */
export type PaymentMethodProblem =
  | { kind: 'billingDataMissing'; message: string }
  | { kind: 'lastMethod'; message: string }
  | { kind: 'input'; message: string };

/** Spec §8: any other failure shows the generic sentence (an empty message), persistent, in red. */
const showUnexpected = () => showSnackbar('', { severity: 'error', duration: SNACKBAR_DURATION.persistent });

/**
 * Spec §8 "Payment methods" in one place: returns what the dialog words itself, shows everything
 * else. Statuses the http client handles app-wide (401, 403, 5xx but 503) are not shown twice.
 */
export function reportPaymentMethodError(error: unknown): PaymentMethodProblem | null {
  if (isPaymentsError(error)) {
    if (error.code === 'invalid_input' || error.code === 'declined') {
      return { kind: 'input', message: error.message };
    }
    showSnackbar(error.code === 'unavailable' ? error.message : '', {
      severity: 'error',
      duration: SNACKBAR_DURATION.persistent,
    });
    return null;
  }
  if (!isHttpError(error)) {
    console.error('Payment method change failed', error);
    showUnexpected();
    return null;
  }
  const { status, message, errors } = error.body;
  if (status === 'user_not_found') {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.form });
    return null;
  }
  if (status === 'billing_data_missing') return { kind: 'billingDataMissing', message };
  if (status === 'last_payment_method') return { kind: 'lastMethod', message };
  const fieldMessage = Object.values(errors ?? {}).flat()[0];
  if (error.statusCode === 422 && fieldMessage) return { kind: 'input', message: fieldMessage };
  if (error.statusCode === 503) {
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.persistent });
    return null;
  }
  // Any other 404 is the 404 page, as everywhere else (spec §2).
  if (error.statusCode === 404) {
    reactToHttpError(error);
    return null;
  }
  const handledGlobally = error.statusCode === 401 || error.statusCode === 403 || error.statusCode >= 500;
  if (!handledGlobally) showUnexpected();
  return null;
}
