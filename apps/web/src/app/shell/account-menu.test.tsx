import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../test/fixtures';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

function mockApi(hasSubscriptions: boolean) {
  return mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ hasSubscriptions })),
    'GET /v1/config': () =>
      json({ landingUrl: '/login', cdnUrl: '/storage', helpCenterUrl: 'https://help.example' }),
    'POST /v1/logout': () => json({ message: 'ok' }),
  });
}

describe('account menu', () => {
  it('shows name and e-mail, and the subscriptions link only with subscriptions', async () => {
    signIn(OWNER_PERMISSIONS);
    mockApi(false);
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByTestId('account-menu');
    expect(menu.textContent).toContain('Olivia Owner');
    expect(menu.textContent).toContain('owner@demo.test');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/settings/account');
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).toBeNull();
  });

  it('links subscriptions for an account that has some', async () => {
    signIn(OWNER_PERMISSIONS);
    mockApi(true);
    renderApp('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu' }));
    expect((await screen.findByRole('link', { name: 'Subscriptions' })).getAttribute('href')).toBe(
      '/subscriptions/my',
    );
  });

  it('logs out: calls the server, forgets the session and shows the login without a return target', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockApi(false);
    const { location, queryClient } = renderApp('/billing/invoices');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(api.count('POST /v1/logout')).toBe(1);
    expect(sessionStore.get().authenticated).toBe(false);
    expect(localStorage.getItem('portal.permissions')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(['account', 'me'])).toBeUndefined());
    expect(location().pathname).toBe('/login');
    expect(location().state).toBeNull();
  });
});
