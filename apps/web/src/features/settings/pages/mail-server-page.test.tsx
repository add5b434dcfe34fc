import type { Account, MailServerStatus } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { MailServerPage } from './mail-server-page';

const STORED: Account['mail_server'] = {
  host: 'smtp.example.test',
  username: 'mailer@example.test',
  port: 587,
  encryption: 'tls',
};

const HEALTHY: MailServerStatus = {
  configured: true,
  last_success_at: '2026-12-01T08:00:00.000Z',
  last_failure_at: null,
  last_failure: null,
  failing: false,
};

type Handler = Parameters<typeof mockFetch>[0][string];

function renderPage(stored: Account['mail_server'], handlers: Record<string, Handler> = {}) {
  signIn([...OWNER_PERMISSIONS, 'ELEMENTS.USE_EMAIL_VERIFICATION']);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ mail_server: stored })),
    'PUT /v1/account/update-mail-server': () => json({ message: 'Mail server saved.' }),
    'GET /v1/account/mail-server/status': () => json(HEALTHY),
    ...handlers,
  });
  renderWithProviders(<MailServerPage />);
  return api;
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const loaded = () => screen.findByRole('button', { name: 'Save' });
const sent = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.calls.filter((call) => call.path === path);

describe('mail server page', () => {
  it('starts empty with SSL on port 465, and names every required field on save without a request', async () => {
    const api = renderPage(null);
    await loaded();
    expect(field(/^Host/).value).toBe('');
    expect(field(/^Port/).value).toBe('465');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^SSL/ }).checked).toBe(true);
    // The counters of spec §5.
    expect(screen.getAllByText('0 / 255')).toHaveLength(2); // host and password
    expect(screen.getByText('0 / 320')).toBeTruthy();
    expect(screen.getByText('3 / 4')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The host field is required.')).toBeTruthy();
    expect(screen.getByText('The username field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(sent(api, '/v1/account/update-mail-server')).toHaveLength(0);
  });

  it('shows the stored server without its password and keeps that password when the field stays empty', async () => {
    const api = renderPage(STORED);
    await loaded();
    expect(field(/^Host/).value).toBe('smtp.example.test');
    expect(field(/^Username/).value).toBe('mailer@example.test');
    expect(field(/^Password/).value).toBe('');
    expect(screen.getByText('A password is stored. Leave the field empty to keep it.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^TLS/ }).checked).toBe(true);
    expect(screen.getByText('17 / 255')).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(field(/^Port/));
    await user.type(field(/^Port/), '2525');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(api, '/v1/account/update-mail-server')).toHaveLength(1));
    expect(sent(api, '/v1/account/update-mail-server')[0]?.body).toEqual({
      host: 'smtp.example.test',
      username: 'mailer@example.test',
      password: '',
      port: 2525,
      encryption: 'tls',
    });
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([{ severity: 'success', message: 'Mail server saved.' }]),
    );
  });

  it('asks for the password again when the host changes', async () => {
    const api = renderPage(STORED);
    await loaded();
    const user = userEvent.setup();
    await user.clear(field(/^Host/));
    await user.type(field(/^Host/), 'mail.elsewhere.test');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('The password field is required.')).toBeTruthy();
    expect(sent(api, '/v1/account/mail-server/test')).toHaveLength(0);
  });

  it('puts the server field errors under their fields, with the message; other errors persist in red', async () => {
    let answer = json(
      {
        status: 'validation_failed',
        message: 'The given data was invalid.',
        errors: {
          password: ['Enter the password: it is kept only while the host and username stay the same.'],
        },
      },
      422,
    );
    renderPage(STORED, { 'PUT /v1/account/update-mail-server': () => answer });
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Enter the password: it is kept only while the host and username stay the same.',
      ),
    ).toBeTruthy();
    expect(snackbarStore.get()).toMatchObject([
      { severity: 'error', message: 'The given data was invalid.', duration: 6000 },
    ]);
    // What the user typed stays.
    expect(field(/^Host/).value).toBe('smtp.example.test');

    answer = json(
      { status: 'too_many_requests', message: 'Too many attempts. Please try again in a minute.' },
      429,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(snackbarStore.get().at(-1)).toMatchObject({
        severity: 'error',
        message: 'Too many attempts. Please try again in a minute.',
        duration: 0,
      }),
    );
  });

  it('sends a test e-mail with the form as it is and shows the outcome in plain words', async () => {
    const api = renderPage(STORED, {
      'POST /v1/account/mail-server/test': () =>
        json({
          outcome: 'auth_failed',
          message: 'Authentication failed: the mail server did not accept the username and password.',
        }),
    });
    await loaded();
    const user = userEvent.setup();
    await user.type(field(/^Password/), 'typed-not-saved');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    const outcome = await screen.findByTestId('mail-server-test-outcome');
    expect(outcome.textContent).toBe(
      'Authentication failed. Authentication failed: the mail server did not accept the username and password.',
    );
    expect(sent(api, '/v1/account/mail-server/test')[0]?.body).toMatchObject({
      password: 'typed-not-saved',
      port: 587,
    });
    expect(sent(api, '/v1/account/update-mail-server')).toHaveLength(0);
  });

  it('asks before saving a server that failed its check, and saves it only when confirmed', async () => {
    const api = renderPage(STORED, {
      'PUT /v1/account/update-mail-server': (request) =>
        (request.body as { confirmed?: boolean }).confirmed
          ? json({ message: 'Mail server saved.' })
          : json(
              {
                status: 'mail_server_unverified',
                message: 'Not saved yet: the check of your mail server failed. Connection refused.',
                data: { outcome: 'refused' },
              },
              422,
            ),
    });
    await loaded();
    const user = userEvent.setup();
    await user.clear(field(/^Port/));
    await user.type(field(/^Port/), '2525');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByTestId('mail-server-unverified');
    expect(dialog.textContent).toContain('the check of your mail server failed. Connection refused.');
    expect(snackbarStore.get()).toEqual([]);

    // "Correct the settings" keeps what was typed and saves nothing.
    await user.click(screen.getByRole('button', { name: 'Correct the settings' }));
    await waitFor(() => expect(screen.queryByTestId('mail-server-unverified')).toBeNull());
    expect(field(/^Port/).value).toBe('2525');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(snackbarStore.get()).toMatchObject([{ severity: 'success', message: 'Mail server saved.' }]),
    );
    const saves = sent(api, '/v1/account/update-mail-server');
    expect(saves.map((call) => (call.body as { confirmed?: boolean }).confirmed)).toEqual([
      undefined,
      undefined,
      true,
    ]);
    expect(saves[2]?.body).toMatchObject({ port: 2525, host: 'smtp.example.test' });
  });

  it('shows how mails through the server went: last delivery, last failure and why', async () => {
    renderPage(STORED, {
      'GET /v1/account/mail-server/status': () =>
        json({
          ...HEALTHY,
          last_failure_at: '2026-12-02T09:30:00.000Z',
          last_failure: 'auth_failed',
          failing: true,
        } satisfies MailServerStatus),
    });
    const card = await screen.findByTestId('mail-server-status');
    expect(card.textContent).toContain('Mails through this server are not being delivered.');
    expect(card.textContent).toContain('Last delivered');
    expect(card.textContent).toContain('The username and password were not accepted.');
  });
});
