import type { Stripe } from '@stripe/stripe-js';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import type { PaymentInputHandle, PaymentInputState } from '../payments';
import { createStripePayments } from './stripe-payments';

type Listener = (event?: unknown) => void;

/** A stand-in for Stripe.js: its elements record their options and let the test fire events. */
function fakeStripe() {
  const created: { kind: string; options: unknown; fire: (name: string, event?: unknown) => void }[] = [];
  const element = (kind: string, options: unknown) => {
    const listeners = new Map<string, Listener>();
    const fake = {
      on: (name: string, listener: Listener) => listeners.set(name, listener),
      mount: vi.fn(),
      update: vi.fn(),
      destroy: vi.fn(),
    };
    created.push({ kind, options, fire: (name, event) => listeners.get(name)?.(event) });
    return fake;
  };
  const stripe = {
    elements: vi.fn(() => ({ create: element })),
    createPaymentMethod: vi.fn(),
    confirmSepaDebitSetup: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  // Only the members the module uses exist; the cast stands in for Stripe's full object.
  return { stripe, module: createStripePayments(stripe as unknown as Stripe), created };
}

function mountInput(kind: 'card' | 'iban') {
  const fake = fakeStripe();
  const states: PaymentInputState[] = [];
  let handle: PaymentInputHandle | null = null;
  const Input = kind === 'card' ? fake.module.CardInput : fake.module.IbanInput;
  renderWithProviders(
    <Input
      label="Payment details"
      onChange={(state) => states.push(state)}
      onReady={(ready) => {
        handle = ready;
      }}
    />,
  );
  const element = fake.created[0];
  if (!element) throw new Error('no element created');
  act(() => element.fire('ready'));
  if (!handle) throw new Error('no handle');
  return { ...fake, element, states, handle: handle as PaymentInputHandle };
}

describe('Stripe payments module', () => {
  it('mounts a card element and reports its changes in the shared shape', () => {
    const { element, states } = mountInput('card');
    expect(element.kind).toBe('card');
    act(() =>
      element.fire('change', {
        complete: false,
        empty: false,
        error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
      }),
    );
    expect(states.at(-1)).toEqual({ complete: false, empty: false, error: 'Your card number is invalid.' });
  });

  it('limits the IBAN element to SEPA countries', () => {
    const { element } = mountInput('iban');
    expect(element.kind).toBe('iban');
    expect(element.options).toMatchObject({ supportedCountries: ['SEPA'] });
  });

  it('creates a card payment method from the element', async () => {
    const { stripe, module, handle } = mountInput('card');
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe' } });
    await expect(module.createCardMethod(handle, { name: 'Olivia Owner' })).resolves.toEqual({
      paymentMethodId: 'pm_stripe',
    });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Olivia Owner' } }),
    );
  });

  it('maps a refused card to a PaymentsError with Stripe sentence', async () => {
    const { stripe, module, handle } = mountInput('card');
    stripe.createPaymentMethod.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await expect(module.createCardMethod(handle, { name: 'A B' })).rejects.toMatchObject({
      code: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('maps an unreachable Stripe to the provider-down sentence', async () => {
    const { stripe, module, handle } = mountInput('card');
    stripe.createPaymentMethod.mockResolvedValue({ error: { type: 'api_connection_error' } });
    await expect(module.createCardMethod(handle, { name: 'A B' })).rejects.toMatchObject({
      code: 'unavailable',
      message:
        'Our payment service provider is currently unavailable. Please try again later or contact support.',
    });
  });

  it('confirms a SEPA setup with the IBAN element, name and e-mail', async () => {
    const { stripe, module, handle } = mountInput('iban');
    stripe.confirmSepaDebitSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_sepa' } });
    await expect(
      module.confirmSepaSetup(handle, {
        setupIntentId: 'seti_1',
        clientSecret: 'seti_1_secret_x',
        name: 'Olivia Owner',
        email: 'owner@demo.test',
      }),
    ).resolves.toEqual({ paymentMethodId: 'pm_sepa' });
    expect(stripe.confirmSepaDebitSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: {
        sepa_debit: expect.anything(),
        billing_details: { name: 'Olivia Owner', email: 'owner@demo.test' },
      },
    });
  });

  it('maps confirmCardPayment outcomes', async () => {
    const { stripe, module } = fakeStripe();
    const input = { clientSecret: 'pi_1_secret_x', paymentMethodId: 'pm_1' };
    stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    await expect(module.confirmCardPayment(input)).resolves.toEqual({ status: 'succeeded', error: null });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: 'pm_1' });

    stripe.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'x' },
    });
    await expect(module.confirmCardPayment(input)).resolves.toEqual({
      status: 'failed',
      error: '3D secure check failed. Please try again.',
    });

    stripe.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await expect(module.confirmCardPayment(input)).resolves.toEqual({
      status: 'failed',
      error: 'Your card was declined.',
    });

    stripe.confirmCardPayment.mockResolvedValueOnce({
      paymentIntent: { status: 'requires_payment_method', last_payment_error: null },
    });
    await expect(module.confirmCardPayment(input)).resolves.toEqual({
      status: 'failed',
      error: '3D secure check failed. Please try again.',
    });
  });
});
