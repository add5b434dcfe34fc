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

test('a suspended account gets a sticky message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('suspended@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
  await page.keyboard.press('Enter');
  const message = page.getByText('Your account has been suspended. Please contact support.');
  await expect(message).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(message).toBeVisible();
});
