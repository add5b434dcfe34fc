import type { TFunction } from 'i18next';
import { describeError } from '../../../lib/errors/describe-error';
import { reportError } from '../../../lib/errors/report-error';
import { isPaymentsError } from '../../../lib/payments/payments';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';

/** What the validation-error step lists: the server's sentence and its field messages. */
export interface ValidationFailure {
  message: string;
  details: string[];
  /** Where the customer can fix it, when that is another page. */
  fixAt: 'invoiceData' | 'paymentMethods' | null;
}

export type PurchaseFailure =
  | { kind: 'validation'; failure: ValidationFailure }
  /** Shown as a snackbar; `retryDetails`: the payment itself failed, another method may help. */
  | { kind: 'shown'; retryDetails: boolean };

const VALIDATION_STATUSES = new Set(['validation_failed', 'billing_data_missing', 'payment_method_missing']);

const fixAtOf = (status: string): ValidationFailure['fixAt'] =>
  status === 'billing_data_missing'
    ? 'invoiceData'
    : status === 'payment_method_missing'
      ? 'paymentMethods'
      : null;

/** The purchase's messages: a newer one (its success too) replaces the older. */
export const PURCHASE_SOURCE = 'store.purchase';

const showError = (message: string, duration: number = SNACKBAR_DURATION.form) =>
  showSnackbar(message, { severity: 'error', duration, source: PURCHASE_SOURCE });

/** Spec §8 "Subscribing": each failure of a purchase with its text and timing. */
export function reactToPurchaseError(error: unknown, t: TFunction): PurchaseFailure {
  if (isPaymentsError(error)) {
    if (error.code === 'unavailable') showError(t('store.errors.providerUnavailable'));
    else if (error.code === 'unexpected') showError(t('store.errors.unexpected'));
    else showError(error.message);
    return { kind: 'shown', retryDetails: error.code !== 'unavailable' };
  }
  const described = describeError(error);
  if (described.kind === 'handledGlobally') {
    reportError(error, { source: PURCHASE_SOURCE });
    return { kind: 'shown', retryDetails: false };
  }
  if (described.kind === 'noAnswer') {
    console.error('Subscribing failed', error);
    showError(t('store.errors.unexpected'));
    return { kind: 'shown', retryDetails: false };
  }
  const { status, statusCode, message, fieldErrors } = described;
  if (status === 'gateway_unavailable' || statusCode === 503) {
    showError(t('store.errors.providerUnavailable'));
    return { kind: 'shown', retryDetails: false };
  }
  if (statusCode >= 500) {
    // With APP_DEBUG the server sent its error page: that shows, as for any other call.
    if (described.debugPage) reportError(error, { source: PURCHASE_SOURCE });
    else showError(t('store.errors.unexpected'));
    return { kind: 'shown', retryDetails: false };
  }
  if (status === 'authentication_failed') {
    showError(t('store.errors.threeDSecure'));
    return { kind: 'shown', retryDetails: true };
  }
  if (status === 'plan_not_found') {
    showError(message, SNACKBAR_DURATION.persistent);
    return { kind: 'shown', retryDetails: false };
  }
  if (VALIDATION_STATUSES.has(status) || Object.keys(fieldErrors).length > 0) {
    const details = Object.values(fieldErrors).flatMap((messages) => messages.slice(0, 1));
    return { kind: 'validation', failure: { message, details, fixAt: fixAtOf(status) } };
  }
  // Declined payment, coupon no longer valid, product already active…: the server's sentence, 6 s.
  showError(message);
  return { kind: 'shown', retryDetails: status === 'payment_declined' };
}
