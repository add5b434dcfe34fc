import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';

test('a route without permission shows Access Denied', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/billing/invoices');
  await expect(
    page.getByTestId('access-denied-page').getByRole('heading', { name: 'Access Denied' }),
  ).toBeVisible();
  await expect(page.getByText('You do not have the required permissions to access this view.')).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows View Not Found', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/no/such/page');
  await expect(
    page.getByTestId('not-found-page').getByRole('heading', { name: 'View Not Found' }),
  ).toBeVisible();
  await expect(page.getByText('This view was not found.')).toBeVisible();
  await expectAccessible(page);
});

test('the admin menu opens the finance page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  await expect(page.getByTestId('tax-card').getByRole('heading', { name: 'Tax summary' })).toBeVisible();
  await expect(page).toHaveTitle('Account Portal | Finance');
  await expectAccessible(page);
});

test('signed out, a guarded page sends the visitor to login and back after signing in', async ({ page }) => {
  await page.goto('/settings/account');
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
  await page.getByLabel('E-Mail').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Portal-Demo-2026!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/account$/);
});
