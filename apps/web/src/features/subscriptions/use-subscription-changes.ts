import type { SubscriptionChangeResponse } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../lib/http/http-error';
import { accountQueryKey } from '../../lib/session/get-account';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';
import { subscriptionsQueryKey } from '../../lib/subscriptions/subscriptions-query';

/** Answers the http client already reacted to app-wide (login, 403 and 404 pages, 419, 5xx). */
function handledGlobally(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.statusCode;
  return status === 401 || status === 403 || status === 404 || status === 419 || status >= 500;
}

/**
 * Spec §8 "Subscription changes": success shows the server's sentence with the plan name and reloads
 * what the change touched; a refusal shows the server's message for 4 s.
 */
export function useSubscriptionChangeOutcome() {
  const queryClient = useQueryClient();

  const succeeded = async (answer: SubscriptionChangeResponse) => {
    showSnackbar(answer.message, { severity: 'success' });
    // The account carries hasOpenPayments; a quantity change issues an invoice (billing lists).
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
      queryClient.invalidateQueries({ queryKey: accountQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['billing'] }),
    ]);
  };

  const failed = (error: unknown) => {
    if (handledGlobally(error)) return;
    // An empty message shows the generic unexpected-error sentence (network failures).
    const message = isHttpError(error) ? error.body.message : '';
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.login });
  };

  return { succeeded, failed };
}
