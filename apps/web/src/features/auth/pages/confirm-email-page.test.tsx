import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signOutForTest } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { ConfirmEmailPage } from './confirm-email-page';
import { LoginPage } from './login-page';

function renderAt(url: string) {
  signOutForTest();
  return renderWithProviders(
    <Routes>
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    url,
  );
}

describe('confirm e-mail page', () => {
  it('confirms the address once and shows the server message on the login', async () => {
    const api = mockFetch({
      'POST /v1/register/confirm': () => json({ message: 'Your e-mail address is confirmed.' }),
    });
    renderAt('/confirm-email?token=abc&email=rita%40example.test');
    expect(await screen.findByText('Your e-mail address is confirmed.')).toBeTruthy();
    expect(screen.queryByText('Confirming your e-mail address…')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail').value).toBe('rita@example.test');
    const confirms = api.calls.filter((call) => call.path === '/v1/register/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ token: 'abc', email: 'rita@example.test' });
  });

  it('says when the link is spent or wrong', async () => {
    mockFetch({
      'POST /v1/register/confirm': () =>
        json(
          {
            status: 'invalid_token',
            message: 'The given data was invalid.',
            errors: { token: ['This confirmation link is invalid or has expired.'] },
          },
          422,
        ),
    });
    renderAt('/confirm-email?token=abc&email=rita%40example.test');
    expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeTruthy();
    // A password reset link confirms the address as well: the way to a new link.
    expect(screen.getByRole('link', { name: 'Request a password reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says when the link is incomplete, without asking the server', async () => {
    const api = mockFetch({});
    renderAt('/confirm-email?email=rita%40example.test');
    expect(await screen.findByText(/This confirmation link is incomplete/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/v1/register'))).toHaveLength(0);
  });
});
