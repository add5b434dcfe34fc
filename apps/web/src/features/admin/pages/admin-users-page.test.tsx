import type { AdminUsersPage as Page } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { FINANCE_PERMISSIONS, SUPPORT_PERMISSIONS, userRow } from '../test/admin-user-fixtures';
import { AdminUsersPage } from './admin-users-page';

const ROWS = [
  userRow(12, 'Anna', { state: 'trial', last_login_at: '2026-02-01T08:30:00.000Z', subscriptions: 2 }),
  userRow(11, 'Ben', { state: 'suspended', company: null }),
  userRow(10, 'Stella', { is_staff: true, lastname: 'Support', state: 'active', subscriptions: 0 }),
];

function UserProbe() {
  return <p data-testid="user-page">user {useParams().id}</p>;
}

function renderTable(permissions = SUPPORT_PERMISSIONS, path = '/admin/users') {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/user/datatable': () => json({ data: ROWS, total: 3, totalExact: true } satisfies Page),
    'POST /v1/login/user': () =>
      json({ message: 'You may not sign in as this user.', status: 'forbidden' }, 403),
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<AdminUsersPage />} />
      <Route path="/admin/users/:id" element={<UserProbe />} />
    </Routes>,
    path,
  );
  const lastQuery = () => api.calls.filter((call) => call.path === '/v1/user/datatable').at(-1)?.query;
  return { api, lastQuery };
}

beforeEach(() => localStorage.clear());

describe('admin users page', () => {
  it('shows id, name, e-mail, company, state, logins and subscriptions, 15 newest first', async () => {
    const { lastQuery } = renderTable();
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(3);
    const anna = within(rows[0] as HTMLElement);
    expect(anna.getByText('12')).toBeTruthy();
    expect(anna.getByRole('link', { name: 'Anna Berger' }).getAttribute('href')).toBe('/admin/users/12');
    expect(anna.getByText('anna@users.test')).toBeTruthy();
    expect(anna.getByText('Berger KG')).toBeTruthy();
    expect(anna.getByText('Trial')).toBeTruthy();
    expect(anna.getByText('2')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Suspended')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Never')).toBeTruthy();
    expect(lastQuery()?.getAll('sort')).toEqual(['id:desc']);
    expect(lastQuery()?.get('pageSize')).toBe('15');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('turns each typed word into a chip and searches for all of them after a pause', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderTable();
    await screen.findAllByTestId('admin-user-row');
    const box = screen.getByTestId('user-chip-search');
    await user.type(box, 'anna  berger{Enter}');
    expect(screen.getByRole('button', { name: /anna/ })).toBeTruthy();
    expect(screen.getByLabelText('Remove the word berger')).toBeTruthy();
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('anna berger'), { timeout: 2000 });
    await user.click(screen.getByLabelText('Remove the word anna'));
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('berger'), { timeout: 2000 });
    // Backspace in an empty box takes the last chip back.
    await user.type(box, '{Backspace}');
    await waitFor(() => expect(lastQuery()?.get('search')).toBeNull(), { timeout: 2000 });
  });

  it('filters by account state, sorts by name and remembers the page size', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderTable();
    await screen.findAllByTestId('admin-user-row');
    await user.click(screen.getByRole('combobox', { name: 'Account state' }));
    await user.click(screen.getByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(lastQuery()?.getAll('accountState')).toEqual(['deactivated']));
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['name:asc']));
    expect(screen.queryByRole('button', { name: 'Last login' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(lastQuery()?.get('pageSize')).toBe('50'));
    expect(localStorage.getItem('portal.table.admin.users.pageSize')).toBe('50');
  });

  it('opens a user from the row and asks before signing in as them; a refusal shows in a snackbar', async () => {
    const user = userEvent.setup();
    const { api } = renderTable();
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(
      (
        within(rows[2] as HTMLElement).getByRole('button', {
          name: 'Staff accounts cannot be signed in as',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Log in as Ben Berger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in as this user?' });
    expect(within(dialog).getByText(/You will act as Ben Berger \(ben@users\.test\)/)).toBeTruthy();
    // The reason is asked for first (decision 0063); nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/login/user')).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ticket 4711');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You may not sign in as this user.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/login/user')?.body).toEqual({
      id: 11,
      reason: 'Ticket 4711',
      allow_changes: false,
    });
    // What was typed stays after the refusal.
    expect((within(dialog).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe(
      'Ticket 4711',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(rows[0] as HTMLElement).getByText('anna@users.test'));
    expect((await screen.findByTestId('user-page')).textContent).toBe('user 12');
  });

  it('tells an Administrator about the switch that allows changes, and offers it', async () => {
    const user = userEvent.setup();
    renderTable(ADMIN_PERMISSIONS);
    const rows = await screen.findAllByTestId('admin-user-row');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Log in as Ben Berger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in as this user?' });
    expect(within(dialog).getByText(/read-only unless you allow changes/)).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: /Allow changes/ })).toBeTruthy();
  });

  it('shows each user with picture, name and e-mail in one column, the dates as date and time', async () => {
    renderTable();
    const [anna] = await screen.findAllByTestId('admin-user-row');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Id',
      'Name',
      'Company',
      'State',
      'Created',
      'Last login',
      'Subscriptions',
      'Actions',
    ]);
    const cells = within(anna as HTMLElement).getAllByRole('cell');
    expect(within(cells[1] as HTMLElement).getByRole('link', { name: 'Anna Berger' })).toBeTruthy();
    expect(within(cells[1] as HTMLElement).getByTestId('admin-user-email').textContent).toBe(
      'anna@users.test',
    );
    // A long address may break after its @ and before a dot of its domain, nowhere else.
    expect(
      within(cells[1] as HTMLElement)
        .getByTestId('admin-user-email')
        .querySelectorAll('wbr'),
    ).toHaveLength(2);
  });

  it('gives finance the table without login-as or a way into the user page', async () => {
    renderTable(FINANCE_PERMISSIONS);
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(rows[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByText('Anna Berger')).toBeTruthy();
  });
});
