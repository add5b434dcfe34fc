import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, signOutForTest } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { LoginForm } from './login-form';

function renderLogin() {
  signOutForTest();
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/" element={<p>Dashboard page</p>} />
      <Route path="/store/tools" element={<p>Tools page</p>} />
    </Routes>,
    '/login',
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.keyboard('{Enter}');
  return user;
}

describe('login form', () => {
  it('shows the notice after a password reset, with the e-mail filled in', async () => {
    mockFetch({});
    signOutForTest();
    renderWithProviders(
      <Routes>
        <Route
          path="/login"
          element={<LoginForm notice="Your password has been reset." email="rita@example.test" />}
        />
      </Routes>,
      '/login',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Your password has been reset.');
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('rita@example.test');
  });

  it('shows the schema errors under the fields before calling the server', async () => {
    const api = mockFetch({});
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The e-mail field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows server field errors under the fields and clears one on focus', async () => {
    mockFetch({
      'POST /v1/login': () =>
        json(
          {
            status: 'validation_failed',
            message: 'Invalid.',
            errors: { email: ['This address is not allowed.'] },
          },
          422,
        ),
    });
    renderLogin();
    await submit('someone@demo.test', 'secret');
    expect(await screen.findByText('This address is not allowed.')).toBeTruthy();
    fireEvent.focus(screen.getByLabelText('E-Mail'));
    await waitFor(() => expect(screen.queryByText('This address is not allowed.')).toBeNull());
  });

  it('shows invalid credentials in a snackbar for 4 seconds', async () => {
    mockFetch({
      'POST /v1/login': () =>
        json({ status: 'invalid_credentials', message: 'These credentials are wrong.' }, 401),
    });
    renderLogin();
    await submit('owner@demo.test', 'wrong-password');
    expect(await screen.findByText('These credentials are wrong.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 4000 }]);
  });

  it('shows the field errors again when a second submit leaves the password empty', async () => {
    const api = mockFetch({
      'POST /v1/login': () =>
        json({ status: 'invalid_credentials', message: 'These credentials are wrong.' }, 401),
    });
    renderLogin();
    const user = await submit('owner@demo.test', 'wrong-password');
    expect(await screen.findByText('These credentials are wrong.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The password field is required.')).toBeTruthy();
    // Still there once the submit is over, and nothing more was sent.
    await waitFor(() => expect(screen.getByText('The password field is required.')).toBeTruthy());
    expect(api.count('POST /v1/login')).toBe(1);

    // The same again with Enter from the field.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The password field is required.')).toBeTruthy();
    expect(api.count('POST /v1/login')).toBe(1);
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('owner@demo.test');
  });

  it('sends a suspended account to the tools route, signed in to the store, with a sticky message', async () => {
    const api = mockFetch({
      'POST /v1/login': () =>
        json(
          { status: 'account_suspended', message: 'Your account is suspended.', data: { token: 'jwt' } },
          403,
        ),
      'GET /v1/account/me': () =>
        json(makeAccount({ permissions: ['AUTHENTICATED', 'MODULE_MARKETPLACE.VIEW'] })),
    });
    renderLogin();
    await submit('suspended@demo.test', 'Portal-Demo-2026!');
    expect(await screen.findByText('Tools page')).toBeTruthy();
    expect(api.count('GET /v1/account/me')).toBe(1);
    expect(JSON.parse(localStorage.getItem('portal.permissions') ?? '[]')).toContain(
      'MODULE_MARKETPLACE.VIEW',
    );
    expect(snackbarStore.get()).toMatchObject([{ message: 'Your account is suspended.', duration: 0 }]);
  });

  it('keeps a deactivated account on the login with what it typed and a sticky message', async () => {
    const api = mockFetch({
      'POST /v1/login': () =>
        json({ status: 'account_deactivated', message: 'Your account is deactivated.' }, 403),
    });
    renderLogin();
    await submit('deactivated@demo.test', 'Portal-Demo-2026!');
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([{ message: 'Your account is deactivated.', duration: 0 }]),
    );
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('deactivated@demo.test');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Portal-Demo-2026!');
    expect(api.count('GET /v1/account/me')).toBe(0);
  });

  it('loads the account after success and goes to the dashboard', async () => {
    const api = mockFetch({
      'POST /v1/login': () => json({ token: 'jwt' }),
      'GET /v1/account/me': () => json(makeAccount()),
    });
    renderLogin();
    await submit('owner@demo.test', 'Portal-Demo-2026!');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(api.count('GET /v1/account/me')).toBe(1);
    expect(JSON.parse(localStorage.getItem('portal.permissions') ?? '[]')).toContain('AUTHENTICATED');
  });

  describe('second step (two-factor sign-in)', () => {
    const required = () =>
      json(
        {
          status: 'two_factor_required',
          message: 'Enter the code from your authenticator app to finish signing in.',
          data: { challenge: 'challenge-1', expires_at: '2026-11-25T10:05:00.000Z' },
        },
        401,
      );

    it('asks for the code, sends it with the challenge and signs in', async () => {
      const api = mockFetch({
        'POST /v1/login': required,
        'POST /v1/login/two-factor': () => json({ token: 'jwt' }),
        'GET /v1/account/me': () => json(makeAccount()),
      });
      renderLogin();
      const user = await submit('owner@demo.test', 'Portal-Demo-2026!');
      const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
      expect(dialog.textContent).toContain('Enter the 6-digit code from your authenticator app.');
      await user.type(screen.getByLabelText(/^Authentication code/), '123456');
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Dashboard page')).toBeTruthy();
      expect(api.calls.find((call) => call.path === '/v1/login/two-factor')?.body).toEqual({
        challenge: 'challenge-1',
        code: '123456',
      });
      expect(snackbarStore.get()).toEqual([]);
    });

    it('checks the code before sending, shows a wrong one on the field, and takes a recovery code instead', async () => {
      const api = mockFetch({
        'POST /v1/login': required,
        'POST /v1/login/two-factor': (request) =>
          (request.body as { code: string }).code === 'abcde-23456'
            ? json({ token: 'jwt' })
            : json(
                {
                  status: 'invalid_two_factor_code',
                  message: 'This code is not valid.',
                  errors: { code: ['This code is not valid.'] },
                },
                422,
              ),
        'GET /v1/account/me': () => json(makeAccount()),
      });
      renderLogin();
      const user = await submit('owner@demo.test', 'Portal-Demo-2026!');
      await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
      await user.type(screen.getByLabelText(/^Authentication code/), '12');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The code must be 6 digits or a recovery code.')).toBeTruthy();
      expect(api.count('POST /v1/login/two-factor')).toBe(0);

      await user.clear(screen.getByLabelText(/^Authentication code/));
      await user.type(screen.getByLabelText(/^Authentication code/), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('This code is not valid.')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      expect(screen.getByText('Enter one of your recovery codes.')).toBeTruthy();
      await user.type(screen.getByLabelText(/^Recovery code/), 'abcde-23456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Dashboard page')).toBeTruthy();
    });

    it('goes back to the password when the challenge has expired', async () => {
      mockFetch({
        'POST /v1/login': required,
        'POST /v1/login/two-factor': () =>
          json({ status: 'two_factor_challenge_expired', message: 'This sign-in has expired.' }, 401),
      });
      renderLogin();
      const user = await submit('owner@demo.test', 'Portal-Demo-2026!');
      await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
      await user.type(screen.getByLabelText(/^Authentication code/), '123456');
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('owner@demo.test');
      expect(snackbarStore.get()).toMatchObject([
        { message: 'This sign-in has expired.', severity: 'error' },
      ]);
    });
  });
});
