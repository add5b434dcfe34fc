import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { SecurityCard } from './security-card';

const OFF = { enabled: false, enabled_at: null, recovery_codes_left: 0 };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SETUP = {
  otpauth_url: 'otpauth://totp/Account%20Portal:owner%40demo.test?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSW Y3DP EHPK 3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"></svg>',
};
const SESSIONS = [
  {
    id: 'b9f8f6a2-0d7e-4b5c-9c1d-2f3e4a5b6c7d',
    browser: 'Chrome 126',
    os: 'macOS',
    device: 'desktop',
    ip_address: '203.0.113.7',
    signed_in_at: '2026-11-24T08:00:00.000Z',
    last_active_at: '2026-11-25T09:30:00.000Z',
    current: true,
  },
  {
    id: '5a1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b',
    browser: 'Safari 17',
    os: 'iOS',
    device: 'mobile',
    ip_address: '198.51.100.4',
    signed_in_at: '2026-11-20T18:00:00.000Z',
    last_active_at: '2026-11-21T07:15:00.000Z',
    current: false,
  },
];

function renderCard(routes: Parameters<typeof mockFetch>[0] = {}, account = makeAccount()) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/security/two-factor': () => json(OFF),
    'GET /v1/account/security/sessions': () => json({ data: SESSIONS }),
    ...routes,
  });
  renderWithProviders(
    <SecurityCard account={{ ...account, email: 'owner@demo.test', timezone: 'Asia/Tokyo' }} />,
  );
  return api;
}

const card = () => screen.getByRole('region', { name: 'Security' });

describe('security card: two-factor sign-in', () => {
  it('turns it on: QR code and key, a code, then recovery codes that close only once saved', async () => {
    const user = userEvent.setup();
    let status: object = OFF;
    const api = renderCard({
      'GET /v1/account/security/two-factor': () => json(status),
      'POST /v1/account/security/two-factor/setup': () => json(SETUP),
      'POST /v1/account/security/two-factor/enable': () => {
        status = { enabled: true, enabled_at: '2026-11-25T09:00:00.000Z', recovery_codes_left: 10 };
        return json({ message: 'Two-factor sign-in is on.', recovery_codes: CODES });
      },
    });
    expect(within(await screen.findByTestId('two-factor-status')).getByText('Off')).toBeTruthy();
    await user.click(within(card()).getByRole('button', { name: 'Turn on' }));

    const setup = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(
      within(setup)
        .getByRole('img', { name: /QR code/ })
        .getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(within(setup).getByLabelText('Key for typing into the app').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    // Turn on waits for 6 digits.
    await user.type(within(setup).getByLabelText(/^Code from the app/), '12');
    await waitFor(() =>
      expect(within(setup).getByRole('button', { name: 'Turn on' }).hasAttribute('disabled')).toBe(true),
    );
    await user.type(within(setup).getByLabelText(/^Code from the app/), '3456');
    await user.click(within(setup).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(api.calls.find((call) => call.path.endsWith('/enable'))?.body).toEqual({ code: '123456' });
    const list = within(codes).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const done = within(codes).getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    await user.click(within(codes).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await screen.findByTestId('two-factor-status')).getByText('On')).toBeTruthy();
    expect(card().textContent).toMatch(/10 recovery codes left/);
  });

  it('turns it off with the password and a code, showing a wrong password on its field', async () => {
    const user = userEvent.setup();
    const api = renderCard({
      'GET /v1/account/security/two-factor': () =>
        json({ enabled: true, enabled_at: '2026-11-25T09:00:00.000Z', recovery_codes_left: 3 }),
      'POST /v1/account/security/two-factor/disable': (request) =>
        (request.body as { password: string }).password === 'Portal-Demo-2026!'
          ? json({ message: 'Two-factor sign-in is off.' })
          : json(
              {
                status: 'wrong_password',
                message: 'The current password is incorrect.',
                errors: { password: ['The current password is incorrect.'] },
              },
              422,
            ),
    });
    expect(await within(card()).findByText(/3 recovery codes left/)).toBeTruthy();
    await user.click(within(card()).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^Code from the app or recovery code/), 'abcde-23456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    // Under the password field (and in the dialog's error area).
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('The current password is incorrect.')).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Portal-Demo-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.path.endsWith('/disable')).at(-1)?.body).toEqual({
      password: 'Portal-Demo-2026!',
      code: 'abcde-23456',
    });
    expect(snackbarStore.get()).toMatchObject([
      { message: 'Two-factor sign-in is off.', severity: 'success', duration: 2000 },
    ]);
  });

  it('lets staff acting as the customer look but not change it', async () => {
    renderCard(
      {},
      makeAccount({
        impersonator: {
          id: 1,
          email: 'admin@demo.test',
          until: '2026-11-28T10:00:00.000Z',
          changes_allowed: false,
        },
      }),
    );
    expect(
      await within(card()).findByText('Only the customer can turn two-factor sign-in on or off.'),
    ).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});

describe('security card: sessions', () => {
  it('lists the sessions in the profile time zone, marks this device, and signs another out', async () => {
    const user = userEvent.setup();
    let sessions = SESSIONS;
    const api = renderCard({
      'GET /v1/account/security/sessions': () => json({ data: sessions }),
      'DELETE /v1/account/security/sessions/5a1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b': () => {
        sessions = SESSIONS.slice(0, 1);
        return json({ message: 'The session has been signed out.' });
      },
    });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Chrome 126 on macOS');
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('IP address 203.0.113.7');
    // 09:30 UTC is 18:30 in Tokyo.
    expect(rows[0]?.textContent).toMatch(/last active .*18:30/);
    expect(within(rows[0]!).queryByRole('button', { name: /^Sign out/ })).toBeNull();

    await user.click(
      within(rows[1]!).getByRole('button', { name: /^Sign out Safari 17 on iOS, last active/ }),
    );
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(api.count('DELETE /v1/account/security/sessions/5a1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b')).toBe(1);
    expect(snackbarStore.get()).toMatchObject([{ message: 'The session has been signed out.' }]);
    expect(
      within(card()).getByRole('button', { name: 'Sign out all other sessions' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('signs out every other session after asking', async () => {
    const user = userEvent.setup();
    const api = renderCard({
      'POST /v1/account/security/sessions/sign-out-others': () =>
        json({ message: 'Every other session has been signed out.', signed_out: 1 }),
    });
    await screen.findAllByTestId('session-row');
    await user.click(within(card()).getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /v1/account/security/sessions/sign-out-others')).toBe(1);
  });
});

describe('security card: many sign-ins of one browser', () => {
  // Every sign-in is a session: a browser used daily for two weeks, and a phone once.
  const chrome = Array.from({ length: 12 }, (_, index) => ({
    ...SESSIONS[0]!,
    id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    ip_address: `203.0.113.${index + 1}`,
    last_active_at: new Date(Date.UTC(2026, 10, 25 - index, 9, 30)).toISOString(),
    current: index === 0,
  }));
  const many = [...chrome, SESSIONS[1]!];

  it('shows one row per browser and system, its sign-ins a few at a time, each one signed out on its own', async () => {
    const user = userEvent.setup();
    let sessions = many;
    const second = chrome[1]!.id;
    const api = renderCard({
      'GET /v1/account/security/sessions': () => json({ data: sessions }),
      [`DELETE /v1/account/security/sessions/${second}`]: () => {
        sessions = many.filter((session) => session.id !== second);
        return json({ message: 'The session has been signed out.' });
      },
    });
    const group = await screen.findByTestId('session-group');
    const list = screen.getByTestId('sessions');
    // Two rows, not thirteen: Chrome on macOS (this device, 12 sign-ins) and the phone.
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list),
    ).toHaveLength(2);
    expect(group.textContent).toContain('Chrome 126 on macOS');
    expect(group.textContent).toContain('12 sign-ins');
    expect(within(group).getByText('This device')).toBeTruthy();
    expect(group.textContent).toContain('IP address 203.0.113.1');
    expect(within(group).queryAllByTestId('session-row')).toHaveLength(0);

    const toggle = within(group).getByRole('button', { name: 'Show sign-ins of Chrome 126 on macOS' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(group).getAllByTestId('session-row')).toHaveLength(5);
    await user.click(within(group).getByRole('button', { name: 'Show 5 more' }));
    expect(within(group).getAllByTestId('session-row')).toHaveLength(10);
    await user.click(within(group).getByRole('button', { name: 'Show 2 more' }));
    expect(within(group).getAllByTestId('session-row')).toHaveLength(12);
    expect(within(group).queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();

    // This device has no "Sign out"; another sign-in of the same browser has its own.
    const [current, other] = within(group).getAllByTestId('session-row');
    expect(within(current!).queryByRole('button', { name: /^Sign out/ })).toBeNull();
    await user.click(within(other!).getByRole('button', { name: /^Sign out Chrome 126 on macOS/ }));
    await waitFor(() => expect(screen.getByTestId('session-group').textContent).toContain('11 sign-ins'));
    expect(api.count(`DELETE /v1/account/security/sessions/${second}`)).toBe(1);
    expect(
      within(card()).getByRole('button', { name: 'Sign out all other sessions' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});
