import { expect, test } from '@playwright/test';

test('wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // What the user typed stays in the form.
  await expect(page.getByLabel('E-Mail')).toHaveValue('owner@demo.test');
});

test('field errors appear under the fields and clear on click', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const error = page.getByText('The e-mail must be a valid e-mail address.');
  await expect(error).toBeVisible();
  await page.getByLabel('E-Mail').click();
  await expect(error).toBeHidden();
});

test('a suspended account lands on the Tools store with a sticky message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('suspended@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
  await page.keyboard.press('Enter');
  const message = page.getByText('Your account has been suspended. Please contact support.');
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/store\/tools$/);
  await expect(page.getByTestId('plan-1')).toBeVisible();
  // Sticky: still there after the 4 s a login message would last.
  await page.waitForTimeout(4500);
  await expect(message).toBeVisible();
  // The store only: the side menu offers nothing of billing.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }),
  ).toHaveCount(0);
});

test('a deactivated account stays on the login with what it typed and a sticky message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('deactivated@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
  await page.keyboard.press('Enter');
  const message = page.getByText('Your account has been deactivated. Please contact support.');
  await expect(message).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-Mail')).toHaveValue('deactivated@demo.test');
});

test('German: a deactivated account reads its message in German', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
  await page.reload();
  await page.getByLabel('E-Mail').fill('deactivated@demo.test');
  await page.getByLabel('Passwort', { exact: true }).fill('Portal-Demo-2026!');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.'),
  ).toBeVisible();
});
