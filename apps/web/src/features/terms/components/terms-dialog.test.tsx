import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { TermsDialog } from './terms-dialog';

function mockAccount(overrides: Parameters<typeof makeAccount>[0]) {
  let accepted = false;
  return mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ ...overrides, accepted_latest_terms: accepted })),
    'GET /v1/config': () => json({ termsUrl: '/t', privacyUrl: '/p', dpaUrl: '/d', landingUrl: '/login' }),
    'POST /v1/account/accept-terms': () => {
      accepted = true;
      return json({ message: 'ok' });
    },
  });
}

describe('terms dialog', () => {
  it('asks an account without parent that has not accepted the terms, with the three documents', async () => {
    signIn(OWNER_PERMISSIONS);
    mockAccount({ parent_id: null });
    renderWithProviders(<TermsDialog />);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/t');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Data processing agreement' })).toBeTruthy();
    expect(dialog).toBeTruthy();
  });

  it('does not ask a sub-user (account with a parent)', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockAccount({ parent_id: 3 });
    renderWithProviders(<TermsDialog />);
    await waitFor(() => expect(api.count('GET /v1/account/me')).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask staff signed in as the holder: only the holder agrees', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockAccount({
      parent_id: null,
      impersonator: {
        id: 1,
        email: 'support@demo.test',
        until: '2026-11-28T10:00:00.000Z',
        changes_allowed: false,
      },
    });
    renderWithProviders(<TermsDialog />);
    await waitFor(() => expect(api.count('GET /v1/account/me')).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Later without calling the server', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockAccount({ parent_id: null });
    renderWithProviders(<TermsDialog />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /v1/account/accept-terms')).toBe(0);
  });

  it('accepts on Agree, closes and reloads the account', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockAccount({ parent_id: null });
    renderWithProviders(<TermsDialog />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /v1/account/accept-terms')).toBe(1);
    expect(api.count('GET /v1/account/me')).toBe(2);
  });
});
