import { expect, type Page, test } from '@playwright/test';
import { linkFromInbox } from '../support/mail';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

const PASSWORD = 'Sign-Up-Pass-2026!';
const CHECK_INBOX =
  'Thank you. Please check your inbox: we have sent a mail to this address to finish the registration.';

async function fillInRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Neumann');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

test('register from the login → confirmation mail → confirm → sign in, terms already accepted', async ({
  page,
}) => {
  const email = `register-${Date.now()}@example.test`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);

  // A mistake is named under its field and costs nothing typed.
  await fillInRegistration(page, email);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The password confirmation does not match.')).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText(CHECK_INBOX)).toBeVisible();
  await expect(page.getByText(`Sent to ${email}.`, { exact: false })).toBeVisible();

  const link = await linkFromInbox(email, '/confirm-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);

  await signIn(page, email, PASSWORD);
  const me = await apiFromPage(page, 'GET', '/v1/account/me');
  expect(me.body).toMatchObject({
    email,
    firstname: 'Nora',
    lastname: 'Neumann',
    accepted_latest_terms: true,
  });
  await expect(page.getByTestId('terms-dialog')).toBeHidden();

  // The link works once; a second visit offers the way to a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(
    page.getByText(/This confirmation link is invalid, has expired or was already used\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a password reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the sign-up form at 390 px in dark mode, in German', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The choices a visitor made earlier in this browser (theme toggle, language switch).
  await context.addInitScript(() => {
    localStorage.setItem('portal.theme', 'dark');
    localStorage.setItem('portal.language', 'de');
  });
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'Konto anlegen' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Das Feld Vorname ist erforderlich.')).toBeVisible();
  await expect(page.getByText('Die Nutzungsbedingungen müssen akzeptiert werden.')).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
