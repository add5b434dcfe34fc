import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { AccountPage } from '../pages/account-page';

const PREVIEW = {
  scope: 'account',
  email: 'owner@demo.test',
  subscriptions: [
    {
      id: 'sub_1',
      product: 'Tools Enterprise',
      interval: 'month',
      quantity: 1,
      status: 'active',
      endsAt: '2026-11-25T10:00:00.000Z',
      paidUntil: '2026-12-20T00:00:00.000Z',
    },
  ],
  openInvoices: [
    { id: 7, number: 'R-2026-0007', amount: 1200, currency: 'eur', dueAt: '2026-12-01T00:00:00.000Z' },
  ],
  subUsers: [{ id: 9, email: 'client@demo.test', name: 'Clara Client' }],
  keptRecords: { invoices: 12, creditNotes: 1, years: 10 },
};

function renderPage(routes: Parameters<typeof mockFetch>[0] = {}, account = {}) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ email: 'owner@demo.test', ...account })),
    'GET /v1/account/profile/email-change': () => json({ pending: null }),
    'GET /v1/account/delete/preview': () => json(PREVIEW),
    'POST /v1/logout': () => json({ message: 'Signed out.' }),
    ...routes,
  });
  renderWithProviders(<AccountPage />);
  return api;
}

async function openDialog() {
  const user = userEvent.setup();
  const card = await screen.findByRole('region', { name: 'Delete account' });
  await user.click(within(card).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
  return { user, dialog };
}

async function chooseReason(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, reason: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
  await user.click(await screen.findByRole('option', { name: reason }));
}

describe('delete account card', () => {
  it('is the last card and shows the server preview before anything is confirmed', async () => {
    renderPage();
    const { dialog } = await openDialog();
    const preview = await within(dialog).findByTestId('deletion-preview');
    expect(within(preview).getByRole('region', { name: 'Subscriptions that end now' }).textContent).toMatch(
      /Tools Enterprise: ends now and is not charged again; paid until Dec 20, 2026, not refunded/,
    );
    expect(
      within(preview).getByRole('region', { name: 'Open invoices that stay payable' }).textContent,
    ).toMatch(/R-2026-0007: €12\.00, due Dec 1, 2026/);
    expect(within(preview).getByText('Clara Client (client@demo.test)')).toBeTruthy();
    expect(
      within(preview).getByText(/Invoices \(12\) and credit notes \(1\) are kept for 10 years/),
    ).toBeTruthy();
    // The last card of the page, after the data export card.
    const card = screen.getByRole('region', { name: 'Delete account', hidden: true });
    expect(card.nextElementSibling).toBeNull();
    expect(
      card.previousElementSibling?.getAttribute('aria-label') ?? card.previousElementSibling?.textContent,
    ).toMatch(/Download my data/);
  });

  it('enables Delete only for the account e-mail (any case, spaces around), then signs out', async () => {
    const api = renderPage({
      'POST /v1/account/delete': () => json({ message: 'Your account is being deleted.' }),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByTestId('deletion-preview');
    await chooseReason(user, dialog, 'Privacy concerns');
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Bye');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    const email = within(dialog).getByLabelText(/^Type your e-mail address to confirm/);
    await user.type(email, 'owner@demo.tes');
    expect(remove).toHaveProperty('disabled', true);
    await user.clear(email);
    await user.type(email, '  OWNER@Demo.test ');
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    await user.click(remove);

    await waitFor(() => expect(api.count('POST /v1/logout')).toBe(1));
    expect(api.calls.find((call) => call.path === '/v1/account/delete')?.body).toEqual({
      confirmed: true,
      reason: 'privacy',
      comment: 'Bye',
    });
  });

  it('shows a failure in the generic snackbar for 6 s and keeps what was typed', async () => {
    const api = renderPage({
      'POST /v1/account/delete': () => json({ status: 'server_error', message: 'Boom' }, 500),
    });
    const { user, dialog } = await openDialog();
    await within(dialog).findByTestId('deletion-preview');
    await chooseReason(user, dialog, 'Other');
    const email = within(dialog).getByLabelText(/^Type your e-mail address to confirm/);
    await user.type(email, 'owner@demo.test');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    await user.click(remove);

    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([
        {
          severity: 'error',
          duration: 6000,
          message: '',
        },
      ]),
    );
    expect(api.count('POST /v1/logout')).toBe(0);
    expect((email as HTMLInputElement).value).toBe('owner@demo.test');
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
  });

  it('says when the preview cannot be loaded and tries again on request', async () => {
    let attempts = 0;
    renderPage({
      'GET /v1/account/delete/preview': () => {
        attempts += 1;
        return attempts === 1 ? json({ status: 'server_error', message: 'Boom' }, 500) : json(PREVIEW);
      },
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('What the deletion affects could not be loaded.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('deletion-preview')).toBeTruthy();
  });

  it('cannot be used by staff acting as the customer', async () => {
    renderPage(
      {},
      {
        impersonator: {
          id: 1,
          email: 'admin@demo.test',
          until: '2026-11-28T10:00:00.000Z',
          changes_allowed: false,
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Delete account' });
    expect(within(card).getByRole('button', { name: 'Delete account' })).toHaveProperty('disabled', true);
    expect(within(card).getByText(/Only the account holder can delete the account/)).toBeTruthy();
  });
});
