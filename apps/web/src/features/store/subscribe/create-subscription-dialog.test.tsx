import type { Account } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PricingPage } from '../pages/pricing-page';
import { AMOUNT_TOO_LARGE, answerPurchaseQuote } from '../test/fake-quotes';
import { TOOLS_PLANS } from '../test/store-fixtures';

vi.mock('../../../lib/integrations/conversions', () => ({ trackConversion: vi.fn() }));
vi.mock('../../../lib/integrations/chat', () => ({ openChatMessenger: vi.fn() }));
vi.mock('../../../lib/payments/use-payments', () => ({ usePayments: () => null }));

/** Answers the coupon check when the test says so, to see the checking state. */
function deferredCoupon() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/** Invoice data on file: the quote's VAT is the one the invoice will carry. */
const WITH_INVOICE_DATA: Partial<Account> = {
  billing_firstname: 'Olivia',
  billing_lastname: 'Owner',
  street: 'Ringstraße 1',
  postal_code: '1010',
  city: 'Vienna',
  country: 'AT',
};

async function openDialog(
  couponRoute: (code: string) => Response | Promise<Response>,
  interval: 'Monthly' | 'Yearly' = 'Monthly',
  account: Partial<Account> = WITH_INVOICE_DATA,
) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/subscription/all': () => json({ data: [] }),
    'GET /v1/plan/tools': () => json({ data: TOOLS_PLANS }),
    'GET /v1/coupon/WELCOME10': () => couponRoute('WELCOME10'),
    'GET /v1/coupon/PARTNER25': () => json({ name: 'Partner', percent_off: 25 }),
    'GET /v1/coupon/SPRING3': () => json({ name: 'Spring', percent_off: 20 }),
    'GET /v1/coupon/NOPE': () =>
      json({ status: 'invalid_coupon', message: 'Your coupon code is invalid.' }, 404),
    'POST /v1/subscription/upgrade/quote': answerPurchaseQuote,
  });
  renderWithProviders(
    <Routes>
      <Route path="/store/:product" element={<PricingPage />} />
    </Routes>,
    '/store/tools',
  );
  const user = userEvent.setup();
  const enterprise = await screen.findByTestId('plan-1');
  if (interval === 'Yearly') {
    await user.click(within(screen.getByTestId('interval-switch')).getByRole('button', { name: interval }));
  }
  await user.click(within(enterprise).getByRole('button', { name: 'Subscribe now' }));
  const dialog = await screen.findByTestId('create-subscription-dialog');
  const subscribe = () => within(dialog).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
  const coupon = () => within(dialog).getByTestId('coupon-input') as HTMLInputElement;
  const licenses = () => within(dialog).getByLabelText('Number of licences') as HTMLInputElement;
  /** A figure of the server's quote, or null while none shows. */
  const figure = (key: string) => within(dialog).queryByTestId(`quote-${key}`)?.textContent ?? null;
  /** What the latest quote asked the server for. */
  const quoted = () =>
    api.calls.filter((call) => call.path === '/v1/subscription/upgrade/quote').at(-1)?.body;
  // The licenses rule loads with the first validation.
  await waitFor(() => expect(subscribe().disabled).toBe(false));
  return { user, dialog, subscribe, coupon, licenses, figure, quoted };
}

const welcome = () => json({ name: 'Welcome 10 %', percent_off: 10 });

describe('create-subscription dialog', () => {
  it('shows the server’s quote of one license of the chosen interval without coupon, with VAT', async () => {
    const { figure, quoted } = await openDialog(welcome);
    await waitFor(() => expect(figure('net')).toBe('€250.00'));
    expect(quoted()).toEqual({
      plan: 'tools-enterprise-month-eur',
      productId: 1,
      interval: 'month',
      quantity: 1,
      couponCode: null,
    });
    expect(figure('subtotal')).toBe('€250.00');
    expect(figure('discount')).toBeNull();
    expect(figure('tax')).toBe('€50.00');
    expect(within(screen.getByTestId('quote-summary')).getByText('VAT 20%')).toBeTruthy();
    expect(figure('gross')).toBe('€300.00');
    expect(figure('dueNow')).toBe('€300.00');
  });

  it('shows no VAT rate before the account has invoice data, and says when the VAT is worked out', async () => {
    const { dialog, figure } = await openDialog(welcome, 'Monthly', {});
    await waitFor(() => expect(figure('net')).toBe('€250.00'));
    expect(figure('tax')).toBeNull();
    expect(figure('gross')).toBeNull();
    expect(figure('dueNow')).toBeNull();
    expect(within(dialog).queryByText(/VAT \d/)).toBeNull();
    expect(within(dialog).getByTestId('quote-tax-pending').textContent).toBe(
      'VAT depends on your invoice data: it is worked out once the invoice data is entered.',
    );
    expect(within(dialog).getByTestId('recurring-price').textContent).toBe('€250.00 per month before VAT');
  });

  it('quotes the licenses entered and the valid coupon', async () => {
    const { user, licenses, coupon, figure, quoted } = await openDialog(welcome);
    await user.clear(licenses());
    await user.type(licenses(), '3');
    await waitFor(() => expect(figure('net')).toBe('€750.00'));
    expect(quoted()).toMatchObject({ quantity: 3, couponCode: null });
    await user.type(coupon(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(figure('net')).toBe('€675.00'));
    expect(quoted()).toMatchObject({ quantity: 3, couponCode: 'WELCOME10' });
    expect(figure('discount')).toBe('−€75.00');
    expect(figure('dueNow')).toBe('€810.00');
  });

  it('says what each month costs while the coupon lasts and after it', async () => {
    const { user, dialog, licenses, coupon } = await openDialog(welcome);
    const price = () => within(dialog).queryByTestId('recurring-price')?.textContent;
    await user.clear(licenses());
    await user.type(licenses(), '3');
    await waitFor(() => expect(price()).toBe('€750.00 per month plus VAT'));
    // A first-invoice coupon is not the monthly price: only the first month is cheaper.
    await user.type(coupon(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price()).toBe('€675.00 for the first month, then €750.00 per month plus VAT'));
    await user.clear(coupon());
    await user.type(coupon(), 'SPRING3');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(price()).toBe('€600.00 for the first 3 months, then €750.00 per month plus VAT'),
    );
    // A coupon that never ends is the price of every month.
    await user.clear(coupon());
    await user.type(coupon(), 'PARTNER25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price()).toBe('€562.50 per month plus VAT'));
  });

  it('says what the first year costs with a first-invoice coupon, then every year', async () => {
    const { user, dialog, coupon } = await openDialog(welcome, 'Yearly');
    await user.type(coupon(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('recurring-price').textContent).toBe(
        '€2,484.00 for the first year, then €2,760.00 per year plus VAT',
      ),
    );
  });

  it('shows a refusal about the licences under their field and blocks subscribing', async () => {
    const { user, dialog, licenses, subscribe, figure } = await openDialog(welcome);
    await user.clear(licenses());
    await user.type(licenses(), '9000');
    expect(await within(dialog).findByText(AMOUNT_TOO_LARGE)).toBeTruthy();
    expect(figure('net')).toBeNull();
    expect(subscribe().disabled).toBe(true);
  });

  it('goes unchecked, checking, then valid with the name and a green icon', async () => {
    const deferred = deferredCoupon();
    const { user, coupon, subscribe } = await openDialog(() => deferred.answer);
    await user.type(coupon(), 'WELCOME10');
    // Unchecked: entered but not valid yet.
    expect(subscribe().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByLabelText('Checking the coupon…')).toBeTruthy();
    expect(subscribe().disabled).toBe(true);
    deferred.release(welcome());
    expect(await screen.findByTestId('coupon-valid-icon')).toBeTruthy();
    expect(screen.getByText('Welcome 10 %: 10 % off')).toBeTruthy();
    expect(subscribe().disabled).toBe(false);
  });

  it('marks an unknown code invalid with a red icon and the §8 text, and blocks subscribing', async () => {
    const { user, coupon, subscribe, figure, quoted } = await openDialog(welcome);
    await user.type(coupon(), 'NOPE');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('coupon-invalid-icon')).toBeTruthy();
    expect(screen.getByText('Your coupon code is invalid.')).toBeTruthy();
    expect(subscribe().disabled).toBe(true);
    // The figures stay those without a coupon: only a valid code is quoted.
    await waitFor(() => expect(figure('net')).toBe('€250.00'));
    expect(quoted()).toMatchObject({ couponCode: null });
  });

  it('resets a checked coupon on editing, and takes an emptied field as valid', async () => {
    const { user, coupon, subscribe } = await openDialog(welcome);
    await user.type(coupon(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-valid-icon');
    await user.type(coupon(), 'X');
    expect(screen.queryByTestId('coupon-valid-icon')).toBeNull();
    expect(subscribe().disabled).toBe(true);
    await user.clear(coupon());
    expect(subscribe().disabled).toBe(false);
    expect(screen.queryByTestId('coupon-invalid-icon')).toBeNull();
  });

  it('blocks subscribing while the licenses are not a whole number of at least 1', async () => {
    const { user, licenses, subscribe, figure } = await openDialog(welcome);
    await waitFor(() => expect(figure('net')).toBe('€250.00'));
    await user.clear(licenses());
    await waitFor(() => expect(subscribe().disabled).toBe(true));
    // Nothing to quote: no figures, not the last ones.
    expect(figure('net')).toBeNull();
    await user.type(licenses(), '0');
    await waitFor(() => expect(subscribe().disabled).toBe(true));
    expect(await screen.findByText('The quantity must be at least 1.')).toBeTruthy();
    await user.clear(licenses());
    await user.type(licenses(), '2');
    await waitFor(() => expect(subscribe().disabled).toBe(false));
  });
});
