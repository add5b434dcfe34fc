import { AppError } from '../../platform/errors';

/** Spec §8: 3-D Secure was not passed. */
export const authenticationFailed = () =>
  new AppError(402, 'authentication_failed', 'subscriptions.authenticationFailed');

/** Nothing waits for the customer to complete (already paid, or never asked). */
export const nothingToComplete = () => new AppError(409, 'invalid_state', 'subscriptions.nothingToComplete');

/** A declined payment, with the gateway's reason when it is one a customer can act on. */
export function paymentDeclined(failureCode: string | null): AppError {
  if (failureCode === 'authentication_failed' || failureCode === 'authentication_required') {
    return authenticationFailed();
  }
  const key =
    failureCode === 'insufficient_funds'
      ? 'subscriptions.insufficientFunds'
      : 'subscriptions.paymentDeclined';
  return new AppError(402, 'payment_declined', key, { data: { reason: failureCode } });
}
