import { expect, test } from '@playwright/test';
import { linkFromInbox } from '../support/mail';
import { confirmFromInbox, expectAccessible, signIn } from '../support/session';

const NEW_PASSWORD = 'Fresh-Start-2026!';

test('forgot password → mail in the inbox → reset → sign in with the new password', async ({
  browser,
  page,
}) => {
  const email = `reset-${Date.now()}@example.test`;
  const registered = await page.request.post('/v1/register', {
    data: {
      email,
      firstname: 'Rita',
      lastname: 'Reset',
      password: 'Original-Pass-2026!',
      password_confirmation: 'Original-Pass-2026!',
      language: 'en',
      plan: 'enterprise',
    },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();
  await confirmFromInbox(page, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectAccessible(page);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for this e-mail address, we have sent a link to reset the password.',
    ),
  ).toBeVisible();

  // Staff see the mail in the outbox, its link without the token (decision 0026).
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin@demo.test');
  await staff.goto('/admin/mail-outbox');
  await expectAccessible(staff);
  const row = staff
    .getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })
    .filter({ hasText: 'Reset your password' });
  await expect(row).toBeVisible();
  await row.click();
  const mail = staff.frameLocator('iframe').first();
  const shownLink = await mail.getByRole('link').first().getAttribute('href');
  expect(shownLink).toContain('/reset-password?token=[token-removed]');
  await staffContext.close();

  // The working link arrives in the inbox only.
  const resetLink = await linkFromInbox(email, '/reset-password');
  await page.goto(resetLink);
  // The page and its dialog load after the document: check once the dialog is there.
  await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your password has been reset. You can sign in now.')).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
});
