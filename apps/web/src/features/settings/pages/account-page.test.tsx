import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { AccountPage } from './account-page';

const PENDING = { email: 'new@example.test', expiresAt: '2026-11-25T10:00:00.000Z' };

function renderPage(routes: Parameters<typeof mockFetch>[0] = {}) {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ email: 'owner@demo.test', timezone: 'Europe/Vienna' })),
    'GET /v1/account/profile/email-change': () => json({ pending: null }),
    'GET /v1/account/data-export': () => json({ export: null }),
    'GET /v1/account/security/two-factor': () =>
      json({ enabled: false, enabled_at: null, recovery_codes_left: 0 }),
    'GET /v1/account/security/sessions': () => json({ data: [] }),
    ...routes,
  });
  renderWithProviders(<AccountPage />);
  return api;
}

const profileCard = () => screen.getByRole('form', { name: 'Profile' });
const passwordCard = () => screen.getByRole('form', { name: 'Password' });

describe('account page: profile card', () => {
  it('shows the profile with a ticking clock in its time zone and the zone as a GMT offset', async () => {
    renderPage();
    const card = await screen.findByRole('form', { name: 'Profile' });
    expect(within(card).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('owner@demo.test');
    expect(within(card).getByRole('combobox', { name: /^Time zone/ }).textContent).toMatch(
      /\(GMT\+0[12]:00\) Vienna/,
    );
    const first = screen.getByTestId('profile-clock').textContent;
    await waitFor(() => expect(screen.getByTestId('profile-clock').textContent).not.toBe(first), {
      timeout: 2500,
    });
  });

  it('saves a new address as waiting for confirmation and offers to send again or cancel', async () => {
    const user = userEvent.setup();
    let pending: typeof PENDING | null = null;
    const api = renderPage({
      'GET /v1/account/profile/email-change': () => json({ pending }),
      'PUT /v1/account/profile': () => {
        pending = PENDING;
        return json({ message: 'We have sent a confirmation link to new@example.test.', pending });
      },
      'DELETE /v1/account/profile/email-change': () => {
        pending = null;
        return json({ message: 'The e-mail change has been cancelled.' });
      },
    });
    const email = within(await screen.findByRole('form', { name: 'Profile' })).getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.test');
    await user.type(within(profileCard()).getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByTestId('pending-email-change');
    expect(notice.textContent).toMatch(/Waiting for confirmation of new@example\.test/);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      email: 'new@example.test',
      gender: 'unspecified',
      language: 'en',
      timezone: 'Europe/Vienna',
      currentPassword: 'Portal-Demo-2026!',
    });
    // The address in the form stays the current one until the new one is confirmed; the password goes.
    expect(within(profileCard()).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('owner@demo.test');
    expect(within(profileCard()).queryByLabelText(/^Current password/)).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-email-change')).toBeNull());
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage({
      'PUT /v1/account/profile': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { email: ['The e-mail has already been taken.'] },
          },
          422,
        ),
    });
    const email = within(await screen.findByRole('form', { name: 'Profile' })).getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'client@demo.test');
    await user.type(within(profileCard()).getByLabelText(/^Current password/), 'Portal-Demo-2026!');
    await user.click(within(profileCard()).getByRole('button', { name: 'Save' }));
    expect(await within(profileCard()).findByText('The e-mail has already been taken.')).toBeTruthy();
    expect(within(profileCard()).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('client@demo.test');
    expect(within(profileCard()).getByLabelText<HTMLInputElement>(/^Current password/).value).toBe(
      'Portal-Demo-2026!',
    );
    expect(snackbarStore.get()).toMatchObject([{ severity: 'error', duration: 6000 }]);
  });

  it('asks for the current password, and the code with two-factor sign-in on, only for a new address', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /v1/account/security/two-factor': () =>
        json({ enabled: true, enabled_at: '2026-01-10T10:00:00.000Z', recovery_codes_left: 10 }),
      'PUT /v1/account/profile': () =>
        json(
          {
            status: 'wrong_password',
            message: 'The current password is incorrect.',
            errors: { currentPassword: ['The current password is incorrect.'] },
          },
          422,
        ),
    });
    const card = await screen.findByRole('form', { name: 'Profile' });
    expect(within(card).queryByLabelText(/^Current password/)).toBeNull();
    const email = within(card).getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.test');
    expect(await within(card).findByLabelText(/^Two-factor code/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The current password field is required.')).toBeTruthy();
    expect(within(card).getByText('The code field is required.')).toBeTruthy();
    expect(api.count('PUT /v1/account/profile')).toBe(0);

    await user.type(within(card).getByLabelText(/^Current password/), 'Not-my-Passw0rd!');
    await user.type(within(card).getByLabelText(/^Two-factor code/), '123456');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The current password is incorrect.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      currentPassword: 'Not-my-Passw0rd!',
      code: '123456',
    });
    expect(within(card).getByLabelText<HTMLInputElement>(/^Two-factor code/).value).toBe('123456');

    // Back to the current address: nothing more to prove.
    await user.clear(email);
    await user.type(email, 'OWNER@demo.test');
    expect(within(card).queryByLabelText(/^Current password/)).toBeNull();
    expect(within(card).queryByLabelText(/^Two-factor code/)).toBeNull();
  });
});

describe('account page: profile image card', () => {
  const imageCard = () => screen.getByRole('region', { name: 'Profile image' });
  const picture = (name = 'me.png', bytes = 2048) =>
    new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  it('uploads the chosen file as profile_image and shows it at once, then removes it after asking', async () => {
    const user = userEvent.setup();
    const image = '/storage/user/0b7e8c1a-8f44-4a53-9d87-3c9b8f0c1d2e.webp';
    const api = renderPage({
      'POST /v1/account/profile/image': () =>
        json({ message: 'Your profile image has been updated.', image }),
      'DELETE /v1/account/profile/image': () =>
        json({ message: 'Your profile image has been removed.', image: null }),
    });
    const card = await screen.findByRole('region', { name: 'Profile image' });
    expect(within(card).getByRole('img', { name: /initials show instead/ }).textContent).toBe('OO');
    expect(within(card).queryByRole('button', { name: 'Remove image' })).toBeNull();

    await user.upload(within(card).getByTestId('profile-image-input'), picture());
    const shown = await within(imageCard()).findByRole('img', { name: 'Your profile image' });
    expect(shown.getAttribute('src')).toBe(image);
    const sent = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('profile_image') as File).name).toBe('me.png');
    // Spec §9: a success shows for the default 2 s.
    expect(snackbarStore.get()).toMatchObject([
      { severity: 'success', message: 'Your profile image has been updated.', duration: 2000 },
    ]);

    // Asked in place; Escape keeps the image, as does "Keep it".
    await user.click(within(imageCard()).getByRole('button', { name: 'Remove image' }));
    expect(document.activeElement?.textContent).toBe('Keep it');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('remove-profile-image-confirm')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Remove image');
    expect(api.count('DELETE /v1/account/profile/image')).toBe(0);

    await user.click(within(imageCard()).getByRole('button', { name: 'Remove image' }));
    const question = await screen.findByTestId('remove-profile-image-confirm');
    expect(question.textContent).toMatch(/Remove the profile image\?/);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await within(imageCard()).findByRole('img', { name: /initials show instead/ })).toBeTruthy();
    expect(api.count('DELETE /v1/account/profile/image')).toBe(1);
    expect(within(imageCard()).queryByRole('button', { name: 'Remove image' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Upload image');
  });

  it('shows the server’s first profile_image message under the card', async () => {
    const user = userEvent.setup();
    renderPage({
      'POST /v1/account/profile/image': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: {
              profile_image: ['The file must be an image (JPEG, PNG, WebP, GIF or AVIF).', 'Second.'],
            },
          },
          422,
        ),
    });
    const card = await screen.findByRole('region', { name: 'Profile image' });
    await user.upload(within(card).getByTestId('profile-image-input'), picture('notes.png'));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(within(card).queryByText('Second.')).toBeNull();
    expect(snackbarStore.get()).toMatchObject([
      { severity: 'error', message: 'The given data was invalid.' },
    ]);
  });

  it('does not send a file over 5 MB', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const card = await screen.findByRole('region', { name: 'Profile image' });
    await user.upload(
      within(card).getByTestId('profile-image-input'),
      picture('huge.png', 5 * 1024 * 1024 + 1),
    );
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'The image may not be larger than 5 MB.',
    );
    expect(api.count('POST /v1/account/profile/image')).toBe(0);
  });
});

describe('account page: password card', () => {
  it('checks the rule before sending and shows wrong_password on the current-password field and in a snackbar', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'PUT /v1/account/password': () =>
        json({ status: 'wrong_password', message: 'The current password is incorrect.' }, 422),
    });
    const card = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(card).getByLabelText(/^Current password/), 'Whatever-1!');
    await user.type(within(card).getByLabelText(/^New password/), 'weakpassword');
    await user.type(within(card).getByLabelText(/^Confirm new password/), 'weakpassword');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText(/must contain at least one upper case letter/)).toBeTruthy();
    expect(api.count('PUT /v1/account/password')).toBe(0);

    const next = within(passwordCard()).getByLabelText(/^New password/);
    await user.clear(next);
    await user.type(next, 'Strong-Passw0rd!');
    const confirmation = within(passwordCard()).getByLabelText(/^Confirm new password/);
    await user.clear(confirmation);
    await user.type(confirmation, 'Strong-Passw0rd!');
    await user.click(within(passwordCard()).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordCard()).findByText('The current password is incorrect.')).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([
      { severity: 'error', message: 'The current password is incorrect.' },
    ]);
  });
});
