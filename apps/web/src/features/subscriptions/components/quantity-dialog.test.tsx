import type { QuantityQuote } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { makeSubscription } from '../subscription-fixtures';
import { QuantityDialog } from './quantity-dialog';

const subscription = makeSubscription();

/** The server's quote of 5 licences: 2 × €250 for 16 of 31 days, plus 20 % VAT. */
const FIVE: QuantityQuote = {
  currency: 'eur',
  subtotal: 0,
  discount: 0,
  proration: 25_806,
  net: 25_806,
  tax: { amount: 5_161, rate: 2000, reason: 'domestic' },
  gross: 30_967,
  dueNow: 30_967,
  period: { start: '2026-01-25T12:00:00.000Z', end: '2026-02-10T12:00:00.000Z' },
  renewal: { net: 125_000, difference: 50_000 },
};

const QUOTE_ROUTE = 'POST /v1/subscription/quantity/quote';

function openDialog(onClose = vi.fn()) {
  renderWithProviders(<QuantityDialog subscription={subscription} onClose={onClose} />);
  return { onClose, dialog: screen.getByTestId('quantity-dialog'), user: userEvent.setup() };
}

async function enter(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = screen.getByLabelText('Licences');
  await user.clear(input);
  await user.type(input, value);
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('change-quantity dialog', () => {
  beforeEach(() => {
    // Only the date: 16 of the period's 31 days are left (Jan 10 to Feb 10).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-25T12:00:00Z'));
    signIn(OWNER_PERMISSIONS);
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the current quantity with Save disabled and nothing to quote', async () => {
    const api = mockFetch({});
    openDialog();
    expect(screen.getByText('Licences now: 3')).toBeTruthy();
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(true));
    expect(screen.queryByTestId('quote-difference')).toBeNull();
    expect(api.count(QUOTE_ROUTE)).toBe(0);
  });

  it('shows the server’s quote of more licences: new cost, difference, amount due now with VAT; saves with an idempotency key', async () => {
    const api = mockFetch({
      [QUOTE_ROUTE]: () => json({ data: FIVE }),
      'PUT /v1/subscription/quantity': () =>
        json({
          message: 'The licences of Tools Enterprise have been updated.',
          data: makeSubscription({ quantity: 5, total: 125_000 }),
        }),
    });
    const { user, onClose } = openDialog();
    await enter(user, '5');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    expect(api.calls.filter((call) => call.path === '/v1/subscription/quantity/quote').at(-1)?.body).toEqual({
      subscriptionId: 'sub_tools',
      quantity: 5,
    });
    expect(screen.getByTestId('quote-newCost').textContent).toBe('€1,250.00 per month');
    expect(screen.getByTestId('quote-difference').textContent).toBe('€500.00 more per month');
    expect(screen.getByTestId('quote-proration').textContent).toBe('€258.06');
    expect(screen.getByTestId('quote-tax').textContent).toBe('€51.61');
    expect(screen.getByTestId('quote-dueNow').textContent).toBe('€309.67');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = api.calls.filter((call) => call.method === 'PUT');
    expect(request?.body).toEqual({ subscriptionId: 'sub_tools', quantity: 5 });
    expect(request?.headers['idempotency-key']).toMatch(/.{16,}-5$/);
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'The licences of Tools Enterprise have been updated.',
    );
  });

  it('announces a SEPA debit in the confirmation: amount, account, day, mandate, creditor id (decision 0082)', async () => {
    mockFetch({
      [QUOTE_ROUTE]: () => json({ data: FIVE }),
      'PUT /v1/subscription/quantity': () =>
        json({
          message: 'The licences of Tools Enterprise have been updated.',
          data: makeSubscription({ quantity: 5, total: 125_000 }),
          sepaDebit: {
            amount: 30_967,
            currency: 'eur',
            collectOn: '2026-01-26',
            mandateReference: 'SANDBOX-MANDATE1',
            creditorId: 'AT61ZZZ00000012345',
            account: 'DE •••• 3000',
          },
        }),
    });
    const { user, onClose } = openDialog();
    await enter(user, '5');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The account's day as the server counted it (the 26th in its zone), whatever the browser's.
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'The licences of Tools Enterprise have been updated. €309.67 will be debited from DE •••• 3000 on Jan 26, 2026 under mandate SANDBOX-MANDATE1, creditor id AT61ZZZ00000012345.',
    );
  });

  it('accepts only more licences and explains how to reduce', async () => {
    const api = mockFetch({});
    const { user } = openDialog();
    await enter(user, '2');
    expect(screen.getByTestId('reduce-quantity-message').textContent).toBe(
      'If you want to reduce the quantity please get in touch with support.',
    );
    expect(await screen.findByText('The quantity must be higher than 3.')).toBeTruthy();
    // Fewer licences are not sold, so not quoted either.
    expect(screen.queryByTestId('quote-difference')).toBeNull();
    expect(api.count(QUOTE_ROUTE)).toBe(0);
    expect(save().hasAttribute('disabled')).toBe(true);
    await enter(user, '3');
    await waitFor(() => expect(screen.queryByTestId('reduce-quantity-message')).toBeNull());
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('refuses an empty or fractional quantity', async () => {
    mockFetch({});
    const { user } = openDialog();
    await user.clear(screen.getByLabelText('Licences'));
    expect(await screen.findByText('The quantity must be a whole number.')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    await enter(user, '4.5');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(true));
  });

  it('shows a refused quote’s message under the quantity field and keeps Save disabled', async () => {
    mockFetch({
      [QUOTE_ROUTE]: () =>
        json(
          {
            status: 'amount_too_large',
            message: 'This order is too large for one payment. Please contact sales.',
          },
          422,
        ),
    });
    const { user } = openDialog();
    await enter(user, '9000');
    expect(
      await screen.findByText('This order is too large for one payment. Please contact sales.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('quote-dueNow')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('shows the server message for 4 s when the change is refused and stays open', async () => {
    mockFetch({
      [QUOTE_ROUTE]: () => json({ data: { ...FIVE, renewal: { net: 100_000, difference: 25_000 } } }),
      'PUT /v1/subscription/quantity': () =>
        json(
          {
            status: 'payment_declined',
            message: 'Your payment was declined. Please use another payment method.',
          },
          402,
        ),
    });
    const { user, onClose, dialog } = openDialog();
    await enter(user, '4');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Your payment was declined.');
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Licences')).toBeTruthy();
  });
});
