import type { Language } from '@portal/contract';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { type ServerMessageKey, t } from '../../platform/i18n/index';
import { GatewayDeclinedError, GatewayUnavailableError } from '../../platform/payments/gateway';
import { SandboxFieldError, SandboxStateError } from './sandbox-errors';
import type { SandboxPaymentIntentData } from './sandbox-objects';

const DECLINE_MESSAGES: Readonly<Record<string, ServerMessageKey>> = {
  card_declined: 'payments.decline.card_declined',
  insufficient_funds: 'payments.decline.insufficient_funds',
  authentication_required: 'payments.decline.authentication_required',
  authentication_failed: 'payments.decline.authentication_failed',
  sepa_debit_failed: 'payments.decline.sepa_debit_failed',
};

/** The sandbox's own failures in the portal's error shape, in the caller's language. */
function toAppError(error: unknown, language: Language): unknown {
  if (error instanceof SandboxFieldError) {
    return fieldError(
      Object.fromEntries(Object.entries(error.problems).map(([field, key]) => [field, [t(language, key)]])),
    );
  }
  if (error instanceof SandboxStateError) return new AppError(409, 'invalid_state', error.messageKey);
  if (error instanceof GatewayUnavailableError) {
    return new AppError(503, 'gateway_unavailable', 'payments.gatewayUnavailable');
  }
  if (error instanceof GatewayDeclinedError && error.code === 'resource_missing') return notFound();
  return error;
}

/** Runs a sandbox call; its failures leave as portal errors. */
export async function answering<T>(language: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error, language);
  }
}

/** An intent as the browser sees it (Stripe.js's shape, trimmed). */
export function intentView(id: string, intent: SandboxPaymentIntentData, language: Language) {
  const code = intent.failureCode;
  return {
    id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    last_payment_error:
      code === null
        ? null
        : { code, message: t(language, DECLINE_MESSAGES[code] ?? 'payments.decline.other') },
  };
}
