import { i18n } from '../../i18n/i18n';
import { type PaymentInputHandle, PaymentsError, type PaymentsModule } from '../payments';
import { parseExpiry } from './card-rules';
import { confirmSandboxCardPayment } from './confirm-sandbox-card-payment';
import { confirmSandboxSetup, createSandboxCard } from './sandbox-api';
import { SandboxCardInput } from './sandbox-card-input';
import { isSandboxCardHandle, isSandboxIbanHandle } from './sandbox-handles';
import { SandboxIbanInput } from './sandbox-iban-input';

/** A handle from another module (or none) is a programming error; the customer sees the generic text. */
function wrongHandle(handle: PaymentInputHandle): never {
  console.error('The sandbox got an input handle it did not hand out', handle);
  throw new PaymentsError('unexpected', i18n.t('payments.errors.unexpected'));
}

/** The built-in gateway's browser side: its own inputs, `/v1/sandbox/*` and its challenge page. */
export const sandboxPayments: PaymentsModule = {
  gateway: 'sandbox',
  CardInput: SandboxCardInput,
  IbanInput: SandboxIbanInput,

  async createCardMethod(handle, billing) {
    if (!isSandboxCardHandle(handle)) wrongHandle(handle);
    const { number, expiry, cvc } = handle.read();
    const parsed = parseExpiry(expiry);
    const card = await createSandboxCard({
      type: 'card',
      card: { number, exp_month: parsed?.month ?? 0, exp_year: parsed?.year ?? 0, cvc },
      billing_details: { name: billing.name },
    });
    return { paymentMethodId: card.id };
  },

  async confirmSepaSetup(handle, input) {
    if (!isSandboxIbanHandle(handle)) wrongHandle(handle);
    const confirmed = await confirmSandboxSetup(input.setupIntentId, {
      client_secret: input.clientSecret,
      iban: handle.read(),
      name: input.name,
    });
    return { paymentMethodId: confirmed.payment_method };
  },

  confirmCardPayment: confirmSandboxCardPayment,
};
