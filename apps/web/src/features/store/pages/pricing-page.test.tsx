import type { Account, Plan, Subscription } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { DMP_PLANS, makeSubscription, TOOLS_PLANS } from '../test/store-fixtures';
import { PricingPage } from './pricing-page';

const integrations = vi.hoisted(() => ({ trackConversion: vi.fn(), openChatMessenger: vi.fn() }));
vi.mock('../../../lib/integrations/conversions', () => ({ trackConversion: integrations.trackConversion }));
vi.mock('../../../lib/integrations/chat', () => ({ openChatMessenger: integrations.openChatMessenger }));

interface Setup {
  path?: string;
  account?: Partial<Account>;
  subscriptions?: Subscription[];
  plans?: Plan[];
  routes?: Parameters<typeof mockFetch>[0];
}

function renderPricing({
  path = '/store/tools',
  account = {},
  subscriptions = [],
  plans = TOOLS_PLANS,
  routes = {},
}: Setup) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount(account)),
    'GET /v1/subscription/all': () => json({ data: subscriptions }),
    'GET /v1/plan/tools': () => json({ data: plans }),
    'GET /v1/plan/dmp': () => json({ data: plans }),
    'GET /v1/plan/analytics': () =>
      json({ status: 'plan_not_found', message: 'No plan was found for this product.' }, 404),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/store/:product" element={<PricingPage />} />
    </Routes>,
    path,
  );
  return api;
}

const column = (productId: number) => screen.getByTestId(`plan-${productId}`);
const switchButton = (name: string) =>
  within(screen.getByTestId('interval-switch')).getByRole('button', { name });

describe('pricing page', () => {
  it('shows a column per plan with title, price or the on-request text, limits and support', async () => {
    renderPricing({});
    await screen.findByTestId('plan-columns');
    expect(within(column(1)).getByRole('heading', { name: 'Enterprise' })).toBeTruthy();
    expect(within(column(1)).getByTestId('plan-price').textContent).toBe('€250');
    expect(within(column(6)).getByTestId('plan-price').textContent).toBe('Price on request');
    expect(within(column(1)).getByTestId('plan-limits').textContent).toContain('20 polls');
    expect(within(column(1)).getByTestId('plan-support').textContent).toContain('E-mail support');
    expect(within(column(1)).getByTestId('money-back')).toBeTruthy();
    expect(within(column(6)).queryByTestId('money-back')).toBeNull();
    expect(screen.getByTestId('tools-footnote')).toBeTruthy();
  });

  it('highlights the recommended plan as most popular for an account without subscriptions', async () => {
    renderPricing({});
    await screen.findByTestId('plan-columns');
    expect(column(2).dataset.highlighted).toBe('true');
    expect(within(column(2)).getByTestId('plan-badge').textContent).toBe('Most popular');
    expect(column(1).dataset.highlighted).toBe('false');
    expect(within(column(1)).getByRole('button', { name: 'Subscribe now' })).toBeTruthy();
  });

  it("highlights the account's active plan with the active badge and a manage button", async () => {
    renderPricing({ subscriptions: [makeSubscription({ product_id: 1 })] });
    await screen.findByTestId('plan-columns');
    expect(column(1).dataset.highlighted).toBe('true');
    expect(within(column(1)).getByTestId('plan-badge').textContent).toBe('Active');
    expect(column(2).dataset.highlighted).toBe('false');
    const manage = within(column(1)).getByRole('link', { name: 'Manage' });
    expect(manage.getAttribute('href')).toBe('/subscriptions/my');
    expect(within(column(1)).queryByRole('button', { name: 'Request a quote' })).toBeNull();
    // An upgrade to Corporate stays possible; the plan on request only takes a quote.
    expect(within(column(2)).getByRole('button', { name: 'Subscribe now' })).toBeTruthy();
    expect(within(column(6)).queryByRole('button', { name: 'Subscribe now' })).toBeNull();
  });

  it('offers nothing to buy next to a corporate plan', async () => {
    renderPricing({ subscriptions: [makeSubscription({ product_id: 2, name: 'Tools Corporate' })] });
    await screen.findByTestId('plan-columns');
    expect(screen.queryByRole('button', { name: 'Subscribe now' })).toBeNull();
    expect(within(column(1)).getByRole('button', { name: 'Request a quote' })).toBeTruthy();
  });

  it('switches the prices between monthly and yearly billing', async () => {
    renderPricing({});
    await screen.findByTestId('plan-columns');
    expect(switchButton('Monthly').getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(switchButton('Yearly'));
    expect(within(column(1)).getByTestId('plan-price').textContent).toBe('€230');
    expect(switchButton('Yearly').getAttribute('aria-pressed')).toBe('true');
  });

  it('locks the interval switch on yearly for an invoice-paying account', async () => {
    renderPricing({ account: { card_brand: 'invoice' } });
    await screen.findByTestId('plan-columns');
    expect((switchButton('Monthly') as HTMLButtonElement).disabled).toBe(true);
    expect((switchButton('Yearly') as HTMLButtonElement).disabled).toBe(true);
    expect(switchButton('Yearly').getAttribute('aria-pressed')).toBe('true');
    expect(within(column(1)).getByTestId('plan-price').textContent).toBe('€230');
  });

  it('locks the interval switch for an account with a yearly Tools plan, on every store page', async () => {
    renderPricing({
      path: '/store/dmp',
      plans: DMP_PLANS,
      subscriptions: [makeSubscription({ product_id: 1, interval: 'year' })],
    });
    await screen.findByTestId('plan-columns');
    expect((switchButton('Monthly') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the switch free for a monthly card-paying subscriber', async () => {
    renderPricing({ account: { card_brand: 'visa' }, subscriptions: [makeSubscription()] });
    await screen.findByTestId('plan-columns');
    expect((switchButton('Monthly') as HTMLButtonElement).disabled).toBe(false);
  });

  it('collapses the Tools features behind a toggle', async () => {
    renderPricing({});
    await screen.findByTestId('plan-columns');
    const features = () => within(column(1)).getByTestId('plan-features').querySelectorAll('li').length;
    expect(features()).toBe(3);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all features' }));
    expect(features()).toBe(5);
    expect(screen.getByRole('button', { name: 'Show fewer features' })).toBeTruthy();
  });

  it('always shows every DMP feature, without toggle or Tools footnote', async () => {
    renderPricing({ path: '/store/dmp', plans: DMP_PLANS });
    await screen.findByTestId('plan-columns');
    expect(within(column(4)).getByTestId('plan-features').querySelectorAll('li').length).toBe(5);
    expect(screen.queryByRole('button', { name: 'Show all features' })).toBeNull();
    expect(screen.queryByTestId('tools-footnote')).toBeNull();
    expect(within(column(4)).getByTestId('plan-badge').textContent).toBe('Most popular');
  });

  it('warns about open payments with a link to the invoices', async () => {
    renderPricing({ account: { hasOpenPayments: true } });
    const warning = await screen.findByTestId('open-payments-warning');
    expect(within(warning).getByRole('link').getAttribute('href')).toBe('/billing/invoices');
  });

  it('holds up Subscribe while a due open payment waits, as the warning says (decision 0040)', async () => {
    renderPricing({ account: { hasOpenPayments: true, mustSettleOpenPayments: true } });
    const warning = await screen.findByTestId('open-payments-warning');
    expect(warning.textContent).toContain(
      'Your account has open payments. Please settle them before you buy another product.',
    );
    const subscribe = within(column(1)).getByRole('button', { name: 'Subscribe now' }) as HTMLButtonElement;
    expect(subscribe.disabled).toBe(true);
    expect(subscribe.getAttribute('aria-describedby')).toBe(warning.id);
  });

  it('keeps Subscribe for open payments on their way, and says they do not hold it up', async () => {
    renderPricing({ account: { hasOpenPayments: true, mustSettleOpenPayments: false } });
    const notice = await screen.findByTestId('open-payments-warning');
    expect(notice.textContent).toContain('You can still buy.');
    expect(notice.textContent).not.toContain('Please settle them');
    const subscribe = within(column(1)).getByRole('button', { name: 'Subscribe now' }) as HTMLButtonElement;
    expect(subscribe.disabled).toBe(false);
  });

  it('requests a quote: a conversion event and the chat with a message naming the product', async () => {
    renderPricing({});
    await screen.findByTestId('plan-columns');
    await userEvent.setup().click(within(column(6)).getByRole('button', { name: 'Request a quote' }));
    expect(integrations.trackConversion).toHaveBeenCalledWith('request_quote', { productId: 6 });
    expect(integrations.openChatMessenger).toHaveBeenCalledWith(
      'Hello, I would like to request a quote for Tools Contracted.',
    );
  });

  it('shows a warning and a sticky error when no plan exists for the product', async () => {
    renderPricing({ path: '/store/analytics' });
    expect((await screen.findByTestId('plans-missing')).textContent).toContain('No plan was found');
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar.textContent).toContain('No plan was found for this product.');
    await waitFor(() => expect(screen.queryByTestId('plan-columns')).toBeNull());
  });

  it('says the plans did not load (server error: its sentence for 6 s) and loads them on retry', async () => {
    let fail = true;
    renderPricing({
      routes: {
        'GET /v1/plan/tools': () =>
          fail
            ? json(
                {
                  status: 'server_error',
                  message: 'An unexpected error occurred. Please try again or contact support.',
                },
                500,
              )
            : json({ data: TOOLS_PLANS }),
      },
    });
    const failed = await screen.findByTestId('plans-load-failed');
    expect(failed.textContent).toContain('The plans could not be loaded.');
    expect((await screen.findByTestId('snackbar')).textContent).toContain('An unexpected error occurred.');
    fail = false;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-columns')).toBeTruthy();
  });

  it('says so when the connection is lost while loading the plans', async () => {
    renderPricing({
      routes: { 'GET /v1/plan/tools': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    expect(await screen.findByTestId('plans-load-failed')).toBeTruthy();
    expect((await screen.findByTestId('snackbar')).textContent).toContain('An unexpected error occurred.');
  });
});
