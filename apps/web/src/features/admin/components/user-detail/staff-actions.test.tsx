import type { DomainsPage, UserDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSnackbars } from '../../../../lib/snackbar/snackbar-store';
import { makeAccount, signIn } from '../../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { AdminUserPage } from '../../pages/admin-user-page';
import { SUPPORT_PERMISSIONS } from '../../test/admin-user-fixtures';
import { userDetail } from '../../test/user-detail-fixture';

type Handler = (request: MockRequest) => Response;

/** The user detail of user 42 (active, no subscription unless said), with the staff action routes given. */
function renderPage(detail: Partial<UserDetail> = {}, routes: Record<string, Handler> = {}) {
  signIn(SUPPORT_PERMISSIONS);
  let current = userDetail(42, { state: 'active', trial_ends_at: null, active_subscriptions: [], ...detail });
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions: SUPPORT_PERMISSIONS, timezone: 'UTC' })),
    'GET /v1/config': () => json({ toolsUrl: 'https://tools.test' }),
    'GET /v1/user/42': () => json(current),
    'GET /v1/domain/datatable': () => json({ data: [], total: 0, totalExact: true } satisfies DomainsPage),
    'GET /v1/admin/users/42/documents': () => json({ invoices: [], credit_notes: [] }),
    'GET /api/v1/audit/datatable': () =>
      json({ data: [], nextCursor: null, totalEstimate: 0, total: 0, totalExact: true }),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/:id" element={<AdminUserPage />} />
    </Routes>,
    '/admin/users/42',
  );
  const changeTo = (next: Partial<UserDetail>) => {
    current = { ...current, ...next };
  };
  return { api, changeTo };
}

const card = async () => screen.findByTestId('staff-actions-card');
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => clearSnackbars());

describe('the user detail’s staff actions (decision 0062)', () => {
  it('offers what the account state allows', async () => {
    renderPage();
    expect(buttonsOf(await card())).toEqual(['Suspend', 'Extend trial', 'Send password reset', 'Deactivate']);
  });

  it('offers no trial to a sub-user, and lifting to a suspended account', async () => {
    renderPage({ state: 'suspended', parent_id: 7 });
    expect(buttonsOf(await card())).toEqual(['Lift suspension', 'Send password reset', 'Deactivate']);
  });

  it('offers no trial to a paying customer', async () => {
    renderPage({ active_subscriptions: userDetail(42).active_subscriptions });
    expect(buttonsOf(await card())).toEqual(['Suspend', 'Send password reset', 'Deactivate']);
  });

  it('says a deactivated account takes no action', async () => {
    renderPage({ state: 'deactivated' });
    expect(within(await card()).getByText(/The account is deactivated/)).toBeTruthy();
    expect(within(await card()).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows no card for a staff account', async () => {
    renderPage({ is_staff: true });
    await screen.findByTestId('user-profile-card');
    expect(screen.queryByTestId('staff-actions-card')).toBeNull();
  });

  it('suspends with a reason, shows the server’s message and loads the detail again', async () => {
    const user = userEvent.setup();
    const { api, changeTo } = renderPage(
      {},
      {
        'POST /v1/user/42/suspend': () => {
          changeTo({ state: 'suspended' });
          return json({ message: 'The account has been suspended. Its sign-ins have ended.' });
        },
      },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Olivia Owner?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'ab');
    await user.tab();
    expect(await within(dialog).findByText('The reason must be at least 3 characters.')).toBeTruthy();
    expect(api.count('POST /v1/user/42/suspend')).toBe(0);

    await user.type(reason, 'use reported');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The account has been suspended. Its sign-ins have ended.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/user/42/suspend')?.body).toEqual({
      reason: 'abuse reported',
    });
    await waitFor(() => expect(screen.queryByTestId('staff-action-dialog')).toBeNull());
    await waitFor(() =>
      expect(buttonsOf(screen.getByTestId('staff-actions-card'))[0]).toBe('Lift suspension'),
    );
    expect(api.count('GET /v1/user/42')).toBe(2);
  });

  it('extends the trial by the days typed', async () => {
    const user = userEvent.setup();
    const { api } = renderPage(
      {},
      { 'POST /v1/user/42/trial': () => json({ message: 'The trial now ends on 2026-04-30.' }) },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByTestId('staff-action-dialog');
    const days = within(dialog).getByRole('spinbutton', { name: 'Days' }) as HTMLInputElement;
    expect(days.value).toBe('14');
    await user.clear(days);
    await user.type(days, '30');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Evaluation takes longer');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('The trial now ends on 2026-04-30.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/user/42/trial')?.body).toEqual({
      reason: 'Evaluation takes longer',
      days: 30,
    });
  });

  it('puts the server’s field messages under the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage(
      {},
      {
        'POST /v1/user/42/password-reset': () =>
          json(
            {
              status: 'validation_failed',
              message: 'The given data was invalid.',
              errors: { reason: ['Das Feld Grund ist erforderlich.'] },
            },
            422,
          ),
      },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByTestId('staff-action-dialog');
    expect(within(dialog).getByText(/olivia@users\.test receives the “Forgot password” mail/)).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
    await user.type(reason, 'Locked out');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Das Feld Grund ist erforderlich.')).toBeTruthy();
    expect(reason.value).toBe('Locked out');
  });

  it('shows a refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    renderPage(
      {},
      {
        'POST /v1/user/42/deactivate': () =>
          json({ status: 'conflict', message: 'The account is already deactivated.' }, 409),
      },
    );
    await user.click(within(await card()).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Olivia Owner?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByTestId('form-dialog-error')).textContent).toBe(
      'The account is already deactivated.',
    );
    expect((within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe(
      'Duplicate account',
    );
  });
});
