import type { StripeError } from '@stripe/stripe-js';
import { i18n } from '../../i18n/i18n';
import { PaymentsError } from '../payments';

/** Stripe's error as the interface's; Stripe words card and input errors in the element's language. */
export function fromStripeError(error: StripeError): PaymentsError {
  switch (error.type) {
    case 'card_error':
      return new PaymentsError('declined', error.message || i18n.t('payments.errors.unexpected'));
    case 'validation_error':
      return new PaymentsError('invalid_input', error.message || i18n.t('payments.errors.unexpected'));
    case 'api_connection_error':
    case 'rate_limit_error':
      return new PaymentsError('unavailable', i18n.t('payments.errors.unavailable'));
    default:
      console.error('Stripe refused the call', error);
      return new PaymentsError('unexpected', i18n.t('payments.errors.unexpected'));
  }
}
