import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_PERMISSIONS,
  makeAccount,
  OWNER_PERMISSIONS,
  signIn,
  signOutForTest,
} from '../../test/fixtures';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

function mockSignedInApi(permissions: string[]) {
  return mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions })),
    'GET /v1/config': () => json({ landingUrl: '/login', cdnUrl: '/storage', appDebug: false }),
  });
}

describe('route guard', () => {
  it('shows the access-denied page when the rule fails', async () => {
    signIn(CLIENT_PERMISSIONS);
    mockSignedInApi(CLIENT_PERMISSIONS);
    const { location } = renderApp('/billing/invoices');
    expect(
      await screen.findByText('You do not have the required permissions to access this view.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(location().pathname).toBe('/error');
    await waitFor(() => expect(document.title).toBe('Account Portal | Access Denied'));
  });

  it('sends a signed-out visitor to login and remembers where they wanted to go', async () => {
    signOutForTest();
    mockFetch({});
    const { location } = renderApp('/settings/account');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/settings/account' });
  });

  it('shows an allowed admin route with its section and page title', async () => {
    const permissions = [...OWNER_PERMISSIONS, 'ADMIN.VIEW', 'MODULE_ADMIN.VIEW'];
    signIn(permissions);
    mockSignedInApi(permissions);
    renderApp('/admin/finance');
    expect(await screen.findByText(/Figures from the invoices/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
    expect(screen.getByTestId('content-section').textContent).toBe('Admin');
  });

  it('shows unknown paths as View Not Found', async () => {
    signIn(OWNER_PERMISSIONS);
    mockSignedInApi(OWNER_PERMISSIONS);
    renderApp('/no/such/view');
    expect(await screen.findByText('This view was not found.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Account Portal | View Not Found'));
  });
});
