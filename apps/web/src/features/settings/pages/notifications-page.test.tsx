import type { NotificationSettings } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { NotificationsPage } from './notifications-page';

const DEFAULTS: NotificationSettings = {
  insights: { id: 1, active: false, status: 'WEEK', editable: true },
  invoice: { id: 2, active: true, status: null, editable: true },
  system: { id: 3, active: true, status: null, editable: false },
  partner: { id: 4, active: false, status: null, editable: true, consented_at: null },
};

const URL = '/v1/account/notifications';

function renderPage(
  settings: NotificationSettings = DEFAULTS,
  save?: Parameters<typeof mockFetch>[0][string],
) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount()),
    [`GET ${URL}`]: () => json(settings),
    [`PUT ${URL}`]: save ?? (() => json({ message: 'Notification settings updated.' })),
  });
  renderWithProviders(<NotificationsPage />);
  return api;
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
const loaded = () => screen.findByRole('button', { name: 'Save' });
const interval = () => screen.queryByRole('combobox', { name: /^Interval/ });

describe('notification settings page', () => {
  it('shows the four switches, system on and disabled, and the interval only while insights is on', async () => {
    renderPage();
    await loaded();
    expect(toggle('Insights').checked).toBe(false);
    expect(toggle('Invoices').checked).toBe(true);
    expect(toggle('System').checked).toBe(true);
    expect(toggle('System').disabled).toBe(true);
    expect(toggle('Partner offers').checked).toBe(false);
    expect(interval()).toBeNull();
    await userEvent.setup().click(toggle('Insights'));
    expect(interval()?.textContent).toBe('Weekly (on Mondays)');
  });

  it('saves the switches and interval, then confirms', async () => {
    const api = renderPage();
    await loaded();
    const user = userEvent.setup();
    await user.click(toggle('Insights'));
    await user.click(interval()!);
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Monthly (on the 1st)' }),
    );
    await user.click(toggle('Invoices'));
    await user.click(toggle('Partner offers'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.count(`PUT ${URL}`)).toBe(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      insights: { active: true, status: 'MONTH' },
      invoice: { active: false },
      system: { active: true },
      partner: { active: true },
    });
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([
        { severity: 'success', message: 'Notification settings updated.' },
      ]),
    );
  });

  it('shows the date of the partner consent, and the owner’s say over invoice mails to a sub-user', async () => {
    renderPage({
      ...DEFAULTS,
      invoice: { ...DEFAULTS.invoice, editable: false },
      partner: { ...DEFAULTS.partner, active: true, consented_at: '2026-03-05T10:00:00.000Z' },
    });
    await loaded();
    expect(screen.getByText('Consent given on Mar 5, 2026. You can withdraw it at any time.')).toBeTruthy();
    expect(toggle('Invoices').disabled).toBe(true);
    expect(screen.getByText(/the account owner decides/)).toBeTruthy();
  });

  it('shows server field errors under their fields with the message, keeping the choices', async () => {
    renderPage(DEFAULTS, () =>
      json(
        {
          status: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { 'insights.status': ['The insights interval field is required.'] },
        },
        422,
      ),
    );
    await loaded();
    const user = userEvent.setup();
    await user.click(toggle('Insights'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The insights interval field is required.')).toBeTruthy();
    expect(await screen.findByText('The given data was invalid.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 6000 }]);
    expect(toggle('Insights').checked).toBe(true);
  });

  it('logs any other error and shows its message persistently in error colour', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(DEFAULTS, () => json({ status: 'conflict', message: 'Try again later.' }, 409));
    await loaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Try again later.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 0 }]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
