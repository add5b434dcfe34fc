import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import type { PaymentInputHandle, PaymentInputState } from '../payments';
import { PaymentsError } from '../payments';
import { sandboxPayments } from './sandbox-payments';

function renderInput(kind: 'card' | 'iban') {
  const states: PaymentInputState[] = [];
  let handle: PaymentInputHandle | null = null;
  const Input = kind === 'card' ? sandboxPayments.CardInput : sandboxPayments.IbanInput;
  renderWithProviders(
    <Input
      label="Payment details"
      onChange={(state) => states.push(state)}
      onReady={(ready) => {
        handle = ready;
      }}
    />,
  );
  return {
    lastState: () => states.at(-1),
    handle: () => {
      if (!handle) throw new Error('the input is not ready');
      return handle;
    },
  };
}

describe('sandbox card input', () => {
  it('shows the brand and reports a complete card, which becomes a sandbox payment method', async () => {
    const api = mockFetch({
      'GET /v1/csrf-token': () => json({ token: 't' }),
      'POST /v1/sandbox/payment-methods': () =>
        json({
          id: 'pm_1',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
        }),
    });
    const input = renderInput('card');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByTestId('card-brand').textContent).toBe('Visa');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date'), '1240');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(input.lastState()).toEqual({ complete: true, empty: false, error: null });

    const created = await sandboxPayments.createCardMethod(input.handle(), { name: 'Olivia Owner' });
    expect(created).toEqual({ paymentMethodId: 'pm_1' });
    const call = api.calls.find((c) => c.path === '/v1/sandbox/payment-methods');
    expect(call?.body).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { name: 'Olivia Owner' },
    });
  });

  it('says a wrong number is invalid and an unfinished one incomplete when left', async () => {
    const input = renderInput('card');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(input.lastState()?.error).toBe('Your card number is invalid.');
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242');
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Your card number is incomplete.')).toBeTruthy();
    expect(input.lastState()?.complete).toBe(false);
  });

  it('refuses an expiry in the past', async () => {
    renderInput('card');
    await userEvent.setup().type(screen.getByLabelText('Expiry date'), '0120');
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
  });

  it('turns the server refusing the card into a PaymentsError with its sentence', async () => {
    mockFetch({
      'GET /v1/csrf-token': () => json({ token: 't' }),
      'POST /v1/sandbox/payment-methods': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { 'card.number': ['Your card number is invalid.'] },
          },
          422,
        ),
    });
    const input = renderInput('card');
    const failure = sandboxPayments.createCardMethod(input.handle(), { name: 'A B' });
    await expect(failure).rejects.toBeInstanceOf(PaymentsError);
    await expect(failure).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Your card number is invalid.',
    });
  });
});

describe('sandbox IBAN input', () => {
  it('reports a valid SEPA IBAN and confirms the setup intent with it', async () => {
    const api = mockFetch({
      'GET /v1/csrf-token': () => json({ token: 't' }),
      'POST /v1/sandbox/setup-intents/seti_1/confirm': () =>
        json({ id: 'seti_1', status: 'succeeded', payment_method: 'pm_sepa' }),
    });
    const input = renderInput('iban');
    await userEvent.setup().type(screen.getByLabelText('IBAN'), 'at611904300234573201');
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('AT61 1904 3002 3457 3201');
    expect(input.lastState()).toEqual({ complete: true, empty: false, error: null });
    const confirmed = await sandboxPayments.confirmSepaSetup(input.handle(), {
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      name: 'Olivia Owner',
    });
    expect(confirmed).toEqual({ paymentMethodId: 'pm_sepa' });
    expect(api.calls.at(-1)?.body).toEqual({
      client_secret: 'seti_1_secret_x',
      iban: 'AT611904300234573201',
      name: 'Olivia Owner',
    });
  });

  it('refuses IBANs of countries outside SEPA', async () => {
    const input = renderInput('iban');
    await userEvent.setup().type(screen.getByLabelText('IBAN'), 'SA03');
    expect(input.lastState()?.error).toMatch(/^IBANs from SA cannot be used for SEPA Direct Debit/);
  });
});

function intent(status: string, lastError: { code: string; message: string } | null = null) {
  return json({ id: 'pi_1', status, amount: 25000, currency: 'eur', last_payment_error: lastError });
}

describe('sandbox confirmCardPayment', () => {
  it('resolves at once when the intent needs no action', async () => {
    mockFetch({ 'GET /v1/sandbox/payment-intents/pi_1': () => intent('succeeded') });
    renderWithProviders(<div />);
    const result = await sandboxPayments.confirmCardPayment({
      clientSecret: 'pi_1_secret_a',
      paymentMethodId: 'pm_1',
    });
    expect(result).toEqual({ status: 'succeeded', error: null });
    expect(screen.queryByTestId('payment-challenge-dialog')).toBeNull();
  });

  it('shows the challenge page in a dialog and resolves with the answer the page reports', async () => {
    let status = 'requires_action';
    mockFetch({ 'GET /v1/sandbox/payment-intents/pi_1': () => intent(status) });
    renderWithProviders(<div />);
    const outcome = sandboxPayments.confirmCardPayment({
      clientSecret: 'pi_1_secret_a',
      paymentMethodId: 'pm_1',
    });
    const dialog = await screen.findByTestId('payment-challenge-dialog');
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/v1/sandbox/challenge/pi_1?client_secret=pi_1_secret_a&lang=en');
    expect(frame?.getAttribute('title')).toBe("Your bank's 3-D Secure check");

    status = 'succeeded';
    // A message from anywhere else is ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-3ds', intentId: 'pi_1', status: 'succeeded' },
          origin: 'https://evil.example',
        }),
      );
    });
    expect(screen.getByTestId('payment-challenge-dialog')).toBeTruthy();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-3ds', intentId: 'pi_1', status: 'succeeded' },
          origin: window.location.origin,
          source: frame?.contentWindow ?? null,
        }),
      );
    });
    await expect(outcome).resolves.toEqual({ status: 'succeeded', error: null });
    await waitFor(() => expect(screen.queryByTestId('payment-challenge-dialog')).toBeNull());
  });

  it('closing the dialog fails the check at the bank and answers with the 3-D Secure sentence', async () => {
    let status = 'requires_action';
    const api = mockFetch({
      'GET /v1/sandbox/payment-intents/pi_1': () => intent(status),
      'POST /v1/sandbox/payment-intents/pi_1/challenge': () => {
        status = 'failed';
        return intent(status, { code: 'authentication_failed', message: 'The bank refused.' });
      },
    });
    renderWithProviders(<div />);
    const outcome = sandboxPayments.confirmCardPayment({
      clientSecret: 'pi_1_secret_a',
      paymentMethodId: 'pm_1',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toEqual({
      status: 'failed',
      error: '3D secure check failed. Please try again.',
    });
    // The attempt is over at the bank too, so the purchase behind it can be undone and tried again.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      client_secret: 'pi_1_secret_a',
      result: 'fail',
    });
  });

  it('a check answered on the page while the dialog closes keeps that answer', async () => {
    let status = 'requires_action';
    mockFetch({
      'GET /v1/sandbox/payment-intents/pi_1': () => intent(status),
      'POST /v1/sandbox/payment-intents/pi_1/challenge': () => {
        status = 'succeeded';
        return json({ status: 'sandbox_not_pending', message: 'This payment is not waiting.' }, 409);
      },
    });
    renderWithProviders(<div />);
    const outcome = sandboxPayments.confirmCardPayment({
      clientSecret: 'pi_1_secret_a',
      paymentMethodId: 'pm_1',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toEqual({ status: 'succeeded', error: null });
  });

  it('gives the bank reason of an intent that failed without a challenge', async () => {
    const onError = vi.fn();
    mockFetch({
      'GET /v1/sandbox/payment-intents/pi_1': () =>
        intent('failed', { code: 'card_declined', message: 'Your card was declined.' }),
    });
    renderWithProviders(<div />);
    const result = await sandboxPayments
      .confirmCardPayment({ clientSecret: 'pi_1_secret_a', paymentMethodId: 'pm_1' })
      .catch(onError);
    expect(result).toEqual({ status: 'failed', error: 'Your card was declined.' });
    expect(onError).not.toHaveBeenCalled();
  });
});
