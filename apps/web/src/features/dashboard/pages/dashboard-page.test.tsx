import { screen } from '@testing-library/react';
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

async function tilesFor(permissions: string[], account: Parameters<typeof makeAccount>[0]) {
  signIn(permissions);
  mockFetch({ 'GET /v1/account/me': () => json(makeAccount({ ...account, permissions })) });
  renderWithProviders(<DashboardPage />);
  const grid = await screen.findByTestId('dashboard-tiles');
  return [...grid.querySelectorAll('[data-testid^="tile-"]')].map((tile) => tile.getAttribute('data-testid'));
}

describe('dashboard', () => {
  it('shows a subscriber the billing tiles, each linking to its page', async () => {
    expect(await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: true })).toEqual([
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

  it('warns on the products tile when payments are open', async () => {
    await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: true, hasOpenPayments: true });
    expect(screen.getByTestId('tile-products').textContent).toContain('You have open payments.');
  });

  it('shows an account without subscription the store tiles, account and notifications', async () => {
    expect(await tilesFor(OWNER_PERMISSIONS, { hasSubscriptions: false })).toEqual([
      'tile-tools',
      'tile-dmp',
      'tile-analytics',
      'tile-account',
      'tile-notifications',
    ]);
  });

  it('keeps the account tile inside the store check, notifications outside', async () => {
    expect(await tilesFor(CLIENT_PERMISSIONS, { hasSubscriptions: false })).toEqual(['tile-notifications']);
  });

  it('shows an admin without subscription the store tiles too', async () => {
    const tiles = await tilesFor(ADMIN_PERMISSIONS, { hasSubscriptions: false });
    expect(tiles).toContain('tile-tools');
    expect(tiles).not.toContain('tile-invoices');
  });
});
