import type { Account } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  CLIENT_PERMISSIONS,
  makeAccount,
  OWNER_PERMISSIONS,
  signIn,
} from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { DashboardPage } from './dashboard-page';

const unix = (iso: string) => Date.parse(iso) / 1000;

function invoice(number: string, status: 'paid' | 'open' | 'refunded') {
  return {
    id: Number(number),
    number,
    subscription: 'Tools Enterprise',
    product: 1,
    date: '2026-01-10T12:00:00Z',
    amount: 90_000,
    currency: 'eur',
    status,
    pdf: `/v1/invoice/${number}/pdf`,
    clientSecret: null,
    subscriptionId: 'sub_tools',
  };
}

/** The owner's world: two subscriptions, one open invoice of three, one credit note, two renewals. */
function mockOwnerApi(account: Account, overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /v1/account/me': () => json(account),
    'GET /v1/subscription/all': () => json({ data: [{ id: 'sub_tools' }, { id: 'sub_dmp' }] }),
    'GET /v1/invoice/all': () =>
      json({ data: [invoice('1', 'paid'), invoice('2', 'open'), invoice('3', 'refunded')] }),
    'GET /v1/invoice/credit': () => json({ data: [{ id: 1, number: 'CN-1' }] }),
    'GET /v1/invoice/upcoming': () =>
      json({
        data: [
          {
            name: 'DMP Enterprise',
            total: 72_000,
            is_metered: '0',
            last_updated: unix('2026-01-01T00:00:00Z'),
            next_payment_attempt: unix('2026-03-01T12:00:00Z'),
            subscriptionId: 'sub_dmp',
            currency: 'eur',
          },
          {
            name: 'Tools Enterprise',
            total: 90_000,
            is_metered: '1',
            last_updated: unix('2026-01-01T00:00:00Z'),
            next_payment_attempt: unix('2026-02-10T12:00:00Z'),
            subscriptionId: 'sub_tools',
            currency: 'eur',
          },
        ],
      }),
    ...overrides,
  });
}

async function tilesFor(permissions: string[], overrides: Partial<Account>) {
  signIn(permissions);
  const api = mockOwnerApi(makeAccount({ ...overrides, permissions }));
  renderWithProviders(<DashboardPage />);
  const grid = await screen.findByTestId('dashboard-tiles');
  const tiles = [...grid.querySelectorAll('[data-testid^="tile-"]')].map((tile) =>
    tile.getAttribute('data-testid'),
  );
  return { tiles, api };
}

const detailOf = async (tile: string) =>
  (await within(screen.getByTestId(`tile-${tile}`)).findByTestId('dashboard-tile-detail')).textContent;

describe('dashboard', () => {
  it("keeps the room of a tile's live line while it loads, so the tiles below do not move", async () => {
    signIn(OWNER_PERMISSIONS);
    let answer: (response: Response) => void = () => {};
    const subscriptions = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockOwnerApi(makeAccount({ hasSubscriptions: true, permissions: OWNER_PERMISSIONS }), {
      'GET /v1/subscription/all': () => subscriptions,
    });
    renderWithProviders(<DashboardPage />);
    const products = within(await screen.findByTestId('tile-products'));
    expect(products.getByTestId('dashboard-tile-detail-pending').textContent).toBe('\u00a0');
    expect(products.queryByTestId('dashboard-tile-detail')).toBeNull();
    // A tile without a live line keeps no room.
    expect(
      within(screen.getByTestId('tile-notifications')).queryByTestId('dashboard-tile-detail-pending'),
    ).toBeNull();

    answer(json({ data: [{ id: 'sub_tools' }] }));
    expect(await detailOf('products')).toBe('Subscribed products: 1');
    expect(products.queryByTestId('dashboard-tile-detail-pending')).toBeNull();
  });

  it('shows a subscriber the billing tiles, each linking to its page', async () => {
    const { tiles } = await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: true });
    expect(tiles).toEqual([
      'tile-products',
      'tile-invoices',
      'tile-credit-notes',
      'tile-payments',
      'tile-invoice-data',
      'tile-payment-methods',
      'tile-account',
      'tile-notifications',
    ]);
    expect(screen.getByRole('link', { name: /Invoices/ }).getAttribute('href')).toBe('/billing/invoices');
    expect(screen.queryByTestId('open-payments-warning')).toBeNull();
  });

  it('wires each subscriber tile to the account and its lists', async () => {
    await tilesFor(OWNER_PERMISSIONS, {
      hasSubscriptions: true,
      card_brand: 'visa',
      card_last_four: '4242',
      company: 'Demo Media GmbH',
      street: 'Mariahilfer Straße 1',
      city: 'Vienna',
    });
    expect(await detailOf('products')).toBe('Subscribed products: 2');
    expect(await detailOf('invoices')).toBe('Open invoices: 1');
    expect(await detailOf('credit-notes')).toBe('Credit notes: 1');
    expect(await detailOf('payments')).toBe('Next: €900.00 on Feb 10, 2026');
    expect(await detailOf('invoice-data')).toBe('Demo Media GmbH, Vienna');
    expect(await detailOf('payment-methods')).toBe('Visa •••• 4242');
    expect(await detailOf('account')).toBe('owner@demo.test');
    expect(
      within(screen.getByTestId('tile-notifications')).queryByTestId('dashboard-tile-detail'),
    ).toBeNull();
  });

  it('names missing invoice data and payment by invoice or SEPA', async () => {
    await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: true, card_brand: 'invoice' });
    expect(await detailOf('invoice-data')).toBe('Not filled in yet');
    expect(await detailOf('payment-methods')).toBe('Pay by invoice');
  });

  it('warns on the products tile when payments are open', async () => {
    await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: true, hasOpenPayments: true });
    expect(screen.getByTestId('tile-products').textContent).toContain('You have open payments.');
  });

  it('shows an account without subscription the store tiles, account and notifications, asking no lists', async () => {
    const { tiles, api } = await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: false });
    expect(tiles).toEqual(['tile-tools', 'tile-dmp', 'tile-analytics', 'tile-account', 'tile-notifications']);
    await waitFor(() => expect(api.count('GET /v1/account/me')).toBe(1));
    expect(api.calls.map((call) => call.path)).toEqual(['/v1/account/me']);
  });

  it('keeps the account tile inside the store check, notifications outside', async () => {
    const { tiles } = await tilesFor(CLIENT_PERMISSIONS, { hasSubscriptions: false });
    expect(tiles).toEqual(['tile-notifications']);
  });

  it('shows a sub-user who cannot see the account’s subscriptions the tiles without subscription', async () => {
    // client@demo.test: the account subscribes, the sub-user sees neither subscriptions nor the store.
    const { tiles } = await tilesFor(CLIENT_PERMISSIONS, { hasSubscriptions: true, parent_id: 7 });
    expect(tiles).toEqual(['tile-notifications']);
  });

  it('greets a first sign-in with “Welcome”, a later one with “Welcome back”', async () => {
    await tilesFor(OWNER_PERMISSIONS, { signed_in_before: false });
    expect(screen.getByText('Welcome, Olivia.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('greets a returning user with “Welcome back”', async () => {
    await tilesFor(OWNER_PERMISSIONS, { signed_in_before: true });
    expect(screen.getByText('Welcome back, Olivia.')).toBeTruthy();
  });

  it('shows an admin without subscription the store tiles too', async () => {
    const { tiles } = await tilesFor(ADMIN_PERMISSIONS, { hasSubscriptions: false });
    expect(tiles).toContain('tile-tools');
    expect(tiles).not.toContain('tile-invoices');
  });

  it('warns while mails through the account mail server fail, and leads to its settings', async () => {
    const MAIL_SERVER = {
      host: 'smtp.example.test',
      username: 'mailer',
      port: 465,
      encryption: 'ssl',
    } as const;
    const status = (failing: boolean) => ({
      configured: true,
      last_success_at: null,
      last_failure_at: failing ? '2026-12-02T09:30:00.000Z' : null,
      last_failure: failing ? 'refused' : null,
      failing,
    });
    const permissions = [...OWNER_PERMISSIONS, 'ELEMENTS.USE_EMAIL_VERIFICATION'];
    signIn(permissions);
    const api = mockFetch({
      'GET /v1/account/me': () => json(makeAccount({ permissions, mail_server: MAIL_SERVER })),
      'GET /v1/account/mail-server/status': () => json(status(true)),
    });
    renderWithProviders(<DashboardPage />);
    const warning = await screen.findByTestId('mail-server-warning');
    expect(warning.textContent).toContain('Mails through your mail server are not being delivered');
    expect(within(warning).getByRole('link', { name: 'Check settings' }).getAttribute('href')).toBe(
      '/settings/mail-server',
    );
    expect(api.calls.some((call) => call.path === '/v1/account/mail-server/status')).toBe(true);
  });

  it('asks nothing about a mail server the account does not have', async () => {
    const { api } = await tilesFor([...OWNER_PERMISSIONS, 'ELEMENTS.USE_EMAIL_VERIFICATION'], {
      hasSubscriptions: true,
    });
    expect(screen.queryByTestId('mail-server-warning')).toBeNull();
    expect(api.calls.some((call) => call.path === '/v1/account/mail-server/status')).toBe(false);
  });
});
