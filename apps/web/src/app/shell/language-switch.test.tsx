import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n';
import { makeAccount, OWNER_PERMISSIONS, signIn, signOutForTest } from '../../test/fixtures';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render-app';
import { LanguageSwitch } from './language-switch';
import { SideMenu } from './side-menu';

describe('language switch', () => {
  afterEach(() => applyLanguage('en'));

  it('changes the texts, stores the choice and updates <html lang>', async () => {
    signOutForTest();
    mockFetch({});
    renderWithProviders(<LanguageSwitch />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Sprache ändern' })).toBeTruthy();
    expect(localStorage.getItem('portal.language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('redraws the menu and stores the language on the profile when signed in', async () => {
    signIn(OWNER_PERMISSIONS);
    const api = mockFetch({
      'GET /v1/account/me': () => json(makeAccount()),
      'PUT /v1/account/language': () => json({ message: 'ok' }),
    });
    renderWithProviders(
      <>
        <LanguageSwitch />
        <SideMenu />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Factures' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    await waitFor(() => expect(api.count('PUT /v1/account/language')).toBe(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ language: 'fr' });
  });
});
