import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../../lib/i18n/i18n';
import { signOutForTest } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { LoginPage } from '../../pages/login-page';
import { RegisterPage } from './register-page';

const CHECK_INBOX =
  'Thank you. Please check your inbox: we have sent a mail to this address to finish the registration.';

/** The page, once its texts (an on-demand area) have loaded and the form shows. */
async function renderRegister(title = 'Create your account') {
  signOutForTest();
  renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    '/register',
  );
  await screen.findByRole('dialog', { name: title });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

async function fillIn(user: UserEvent, password = 'Sturdy-Passw0rd!', confirmation = password) {
  await user.type(field('First name'), 'Fiona');
  await user.type(field('Last name'), 'Fresh');
  await user.type(field('E-Mail'), 'fiona@example.test');
  await user.type(field('Password'), password);
  await user.type(field('Confirm password'), confirmation);
}

const acceptTerms = (user: UserEvent) => user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('register page', () => {
  afterEach(() => applyLanguage('en'));

  it('names each missing field and the unticked terms before calling the server', async () => {
    const api = mockFetch({});
    await renderRegister();
    const user = userEvent.setup();
    await submit(user);
    expect(await screen.findByText('The first name field is required.')).toBeTruthy();
    expect(screen.getByText('The last name field is required.')).toBeTruthy();
    expect(screen.getByText('The e-mail field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(screen.getByText('The terms must be accepted.')).toBeTruthy();
    expect(api.count('POST /v1/register')).toBe(0);
  });

  it('applies the password rule and the confirmation', async () => {
    const api = mockFetch({});
    await renderRegister();
    const user = userEvent.setup();
    await fillIn(user, 'short', 'other');
    await acceptTerms(user);
    await submit(user);
    expect(await screen.findByText('The password must be at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    expect(api.count('POST /v1/register')).toBe(0);
  });

  it('registers with the enterprise plan and the accepted terms, then says to check the inbox', async () => {
    const api = mockFetch({ 'POST /v1/register': () => json({ message: CHECK_INBOX }) });
    await renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await acceptTerms(user);
    await submit(user);
    expect(await screen.findByText(CHECK_INBOX)).toBeTruthy();
    expect(screen.getByText(/Sent to fiona@example\.test/)).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/register')?.body).toEqual({
      firstname: 'Fiona',
      lastname: 'Fresh',
      email: 'fiona@example.test',
      password: 'Sturdy-Passw0rd!',
      password_confirmation: 'Sturdy-Passw0rd!',
      language: 'en',
      plan: 'enterprise',
      accept_terms: true,
    });
    // The way on is the login, with the address filled in.
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect((await screen.findByLabelText<HTMLInputElement>('E-Mail')).value).toBe('fiona@example.test');
  });

  it('shows the server field messages under their fields and keeps everything typed', async () => {
    mockFetch({
      'POST /v1/register': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: {
              email: ['The e-mail must be a valid e-mail address.'],
              plan: ['The selected plan is invalid.'],
            },
          },
          422,
        ),
    });
    await renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await acceptTerms(user);
    await submit(user);
    expect(await screen.findByText('The e-mail must be a valid e-mail address.')).toBeTruthy();
    // A field the form does not show joins the sentence above the form.
    expect(screen.getByText(/The selected plan is invalid\./).textContent).toContain(
      'The given data was invalid.',
    );
    expect(field('First name').value).toBe('Fiona');
    expect(field('E-Mail').value).toBe('fiona@example.test');
    expect(field('Password').value).toBe('Sturdy-Passw0rd!');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /I accept the/ }).checked).toBe(true);
    fireEvent.focus(field('E-Mail'));
    await waitFor(() => expect(screen.queryByText('The e-mail must be a valid e-mail address.')).toBeNull());
  });

  it('says plainly when there were too many attempts, and lets the user try again later', async () => {
    let refuse = true;
    mockFetch({
      'POST /v1/register': () =>
        refuse
          ? json(
              { status: 'too_many_requests', message: 'Too many attempts. Please try again in 42 minutes.' },
              429,
            )
          : json({ message: CHECK_INBOX }),
    });
    await renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await acceptTerms(user);
    await submit(user);
    const dialog = screen.getByTestId('register-dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 42 minutes.',
    );
    expect(field('Last name').value).toBe('Fresh');
    refuse = false;
    await submit(user);
    expect(await screen.findByText(CHECK_INBOX)).toBeTruthy();
  });

  it('says the generic sentence when no answer came, keeping the form', async () => {
    mockFetch({ 'POST /v1/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRegister();
    const user = userEvent.setup();
    await fillIn(user);
    await acceptTerms(user);
    await submit(user);
    expect(
      await screen.findByText('An unexpected error occurred. Please try again or contact support.'),
    ).toBeTruthy();
    expect(field('Password').value).toBe('Sturdy-Passw0rd!');
    expect(logged).toHaveBeenCalledWith('Registration failed', expect.any(TypeError));
  });

  it('links the three legal documents in a new tab, so nothing typed is lost', async () => {
    mockFetch({});
    await renderRegister();
    const links = ['terms of use', 'privacy policy', 'data processing agreement'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/legal/terms',
      '/legal/privacy',
      '/legal/dpa',
    ]);
    for (const link of links) expect(link.getAttribute('target')).toBe('_blank');
  });

  it('speaks French, field names included, and registers in the chosen language', async () => {
    await applyLanguage('fr');
    const api = mockFetch({ 'POST /v1/register': () => json({ message: 'Merci.' }) });
    await renderRegister('Créer votre compte');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Le champ prénom est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Les conditions d’utilisation doivent être acceptées.')).toBeTruthy();
    expect(api.count('POST /v1/register')).toBe(0);
    await user.type(field('Prénom'), 'Fanny');
    await user.type(field('Nom'), 'Faure');
    await user.type(field('E-mail'), 'fanny@example.test');
    await user.type(field('Mot de passe'), 'Solide-Passw0rd!');
    await user.type(field('Confirmer le mot de passe'), 'Solide-Passw0rd!');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les/ }));
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Merci.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/register')?.body).toMatchObject({ language: 'fr' });
  });
});
