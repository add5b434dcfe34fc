import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PricingPage } from '../pages/pricing-page';
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

async function openDialog(couponRoute: (code: string) => Response | Promise<Response>) {
  signIn(OWNER_PERMISSIONS);
  mockFetch({
    'GET /v1/account/me': () => json(makeAccount()),
    'GET /v1/subscription/all': () => json({ data: [] }),
    'GET /v1/plan/tools': () => json({ data: TOOLS_PLANS }),
    'GET /v1/coupon/WELCOME10': () => couponRoute('WELCOME10'),
    'GET /v1/coupon/NOPE': () =>
      json({ status: 'invalid_coupon', message: 'Your coupon code is invalid.' }, 404),
  });
  renderWithProviders(
    <Routes>
      <Route path="/store/:product" element={<PricingPage />} />
    </Routes>,
    '/store/tools',
  );
  const user = userEvent.setup();
  const enterprise = await screen.findByTestId('plan-1');
  await user.click(within(enterprise).getByRole('button', { name: 'Subscribe now' }));
  const dialog = await screen.findByTestId('create-subscription-dialog');
  const subscribe = () => within(dialog).getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
  const coupon = () => within(dialog).getByTestId('coupon-input') as HTMLInputElement;
  const licenses = () => within(dialog).getByLabelText('Number of licences') as HTMLInputElement;
  const price = () => within(dialog).getByTestId('final-price-amount').textContent;
  // The licenses rule loads with the first validation.
  await waitFor(() => expect(subscribe().disabled).toBe(false));
  return { user, dialog, subscribe, coupon, licenses, price };
}

const welcome = () => json({ name: 'Welcome 10 %', percent_off: 10 });

describe('create-subscription dialog', () => {
  it('prices one license of the chosen interval without coupon', async () => {
    const { price } = await openDialog(welcome);
    expect(price()).toBe('€250.00');
    expect(screen.getByTestId('final-price').textContent).toContain('per month');
  });

  it('multiplies by the licenses and takes the coupon percentage off', async () => {
    const { user, licenses, coupon, price } = await openDialog(welcome);
    await user.clear(licenses());
    await user.type(licenses(), '3');
    expect(price()).toBe('€750.00');
    await user.type(coupon(), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(price()).toBe('€675.00'));
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
    const { user, coupon, subscribe, price } = await openDialog(welcome);
    await user.type(coupon(), 'NOPE');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('coupon-invalid-icon')).toBeTruthy();
    expect(screen.getByText('Your coupon code is invalid.')).toBeTruthy();
    expect(subscribe().disabled).toBe(true);
    expect(price()).toBe('€250.00');
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
    const { user, licenses, subscribe, price } = await openDialog(welcome);
    await user.clear(licenses());
    await waitFor(() => expect(subscribe().disabled).toBe(true));
    expect(price()).toBe('–');
    await user.type(licenses(), '0');
    await waitFor(() => expect(subscribe().disabled).toBe(true));
    expect(await screen.findByText('The quantity must be at least 1.')).toBeTruthy();
    await user.clear(licenses());
    await user.type(licenses(), '2');
    await waitFor(() => expect(subscribe().disabled).toBe(false));
  });
});
