import { pathOf, type SandboxPaymentIntent, sandboxRoutes } from '@portal/contract';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { showChallenge } from '../challenge-store';
import type { ConfirmCardPaymentResult } from '../payments';
import { answerSandboxChallenge, fetchSandboxIntent } from './sandbox-api';

/** Client secrets are `<intent id>_secret_<random>`, as Stripe's are. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

export function challengeUrl(intentId: string, clientSecret: string): string {
  const query = new URLSearchParams({ client_secret: clientSecret, lang: currentLanguage() });
  return `${pathOf(sandboxRoutes.challengePage, { intentId })}?${query}`;
}

const threeDSecureFailed = () => i18n.t('payments.errors.threeDSecureFailed');

function resultOf(intent: SandboxPaymentIntent, challenged: boolean): ConfirmCardPaymentResult {
  if (intent.status === 'succeeded' || intent.status === 'processing') {
    return { status: intent.status, error: null };
  }
  // After a challenge the customer's answer decides (spec §8); otherwise the bank's own reason.
  const reason = challenged ? null : intent.last_payment_error?.message;
  return { status: 'failed', error: reason || threeDSecureFailed() };
}

/**
 * The sandbox's `confirmCardPayment`: an intent waiting for 3-D Secure shows the issuer's page;
 * the intent is then read again, since the page's message alone is no proof of the outcome.
 * Closing the page without an answer fails the check, as closing Stripe's modal does: the attempt
 * ends, so the purchase behind it is undone and can be tried again.
 */
export async function confirmSandboxCardPayment(input: {
  clientSecret: string;
}): Promise<ConfirmCardPaymentResult> {
  const intentId = intentIdOf(input.clientSecret);
  const intent = await fetchSandboxIntent(intentId, input.clientSecret);
  if (intent.status !== 'requires_action') return resultOf(intent, false);
  await showChallenge(intentId, challengeUrl(intentId, input.clientSecret));
  const answered = await fetchSandboxIntent(intentId, input.clientSecret);
  if (answered.status !== 'requires_action') return resultOf(answered, true);
  try {
    return resultOf(
      await answerSandboxChallenge(intentId, { client_secret: input.clientSecret, result: 'fail' }),
      true,
    );
  } catch {
    // Answered on the page in the same moment (409 not pending): that answer counts.
    return resultOf(await fetchSandboxIntent(intentId, input.clientSecret), true);
  }
}
