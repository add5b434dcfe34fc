import type { UserSearchResult } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_PERMISSIONS, signIn } from '../../test/fixtures';
import { json, mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render-app';
import { UserSearchSlot } from './user-search-slot';

const SUPPORT = ['MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW', 'ALL_ENTITIES.EDIT', 'MODULE_DASHBOARD.VIEW'];

const match = (id: number, firstname: string, state: 'active' | 'suspended') => ({
  id,
  image: null,
  firstname,
  lastname: 'Berger',
  email: `${firstname.toLowerCase()}@users.test`,
  state,
});

function UsersProbe() {
  return <p data-testid="users-page">users {new URLSearchParams(useLocation().search).get('search')}</p>;
}

function UserProbe() {
  return <p data-testid="user-page">user {useParams().id}</p>;
}

function renderSearch(permissions = SUPPORT) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/user/search': () =>
      json({
        data: [match(12, 'Anna', 'active'), match(9, 'Anton', 'suspended')],
        total: 2,
        totalExact: true,
      } satisfies UserSearchResult),
  });
  renderWithProviders(
    <Routes>
      <Route path="/" element={<UserSearchSlot />} />
      <Route path="/admin/users" element={<UsersProbe />} />
      <Route path="/admin/users/:id" element={<UserProbe />} />
    </Routes>,
  );
  const searches = () => api.calls.filter((call) => call.path === '/v1/user/search');
  return { searches };
}

afterEach(() => vi.useRealTimers());

describe('top-bar user search', () => {
  it('asks the server 500 ms after the last key, once', async () => {
    const { searches } = renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search users' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    // Only the clock of the typing is faked: the field above loaded on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'an' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'anna b' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.query.get('search')).toBe('anna b');
  });

  it('lists avatar, name, e-mail and state; arrow keys and Enter open a user', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search users' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await user.type(box, 'an');
    const matches = await screen.findAllByTestId('user-search-match', {}, { timeout: 2000 });
    expect(matches).toHaveLength(2);
    const anton = within(matches[1] as HTMLElement);
    expect(anton.getByText('Anton Berger')).toBeTruthy();
    expect(anton.getByText('anton@users.test')).toBeTruthy();
    expect(anton.getByText('Suspended')).toBeTruthy();
    expect(anton.getByText('AB')).toBeTruthy();
    // The first match is highlighted; one arrow down moves to the second.
    await user.keyboard('{ArrowDown}{Enter}');
    expect((await screen.findByTestId('user-page')).textContent).toBe('user 9');
  });

  it('opens a user by click', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = await screen.findByRole('combobox', { name: 'Search users' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await user.type(box, 'anna');
    await user.click(await screen.findByText('Anna Berger', {}, { timeout: 2000 }));
    expect((await screen.findByTestId('user-page')).textContent).toBe('user 12');
  });

  it('opens the users table on the match for staff who may view users but not open them', async () => {
    const user = userEvent.setup();
    renderSearch(['MODULE_ADMIN.VIEW', 'ALL_ENTITIES.VIEW', 'ADMIN.VIEW', 'MODULE_DASHBOARD.VIEW']);
    const box = await screen.findByRole('combobox', { name: 'Search users' });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await user.type(box, 'anna');
    await user.click(await screen.findByText('Anna Berger', {}, { timeout: 2000 }));
    expect((await screen.findByTestId('users-page')).textContent).toBe('users anna@users.test');
  });

  it('is not there for users who may not view users', async () => {
    renderSearch(OWNER_PERMISSIONS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Search users' })).toBeNull();
  });
});
