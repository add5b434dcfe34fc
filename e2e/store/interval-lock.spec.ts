import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';
import { toggleDarkMode } from './store-support';

test('an invoice-paying yearly Corporate customer finds the interval switch locked', async ({ page }) => {
  await signIn(page, 'invoice@demo.test');
  await page.goto('/store/tools');
  const intervals = page.getByTestId('interval-switch');
  await expect(intervals.getByRole('button', { name: 'Yearly' })).toBeDisabled();
  await expect(intervals.getByRole('button', { name: 'Monthly' })).toBeDisabled();
  await expect(intervals.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Your account is billed yearly')).toBeVisible();
  const corporate = page.getByTestId('plan-2');
  await expect(corporate.getByTestId('plan-badge')).toHaveText('Active');
  await expect(corporate.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/subscriptions/my');
  // Spec §4: nothing is bought next to a corporate plan; a quote can still be asked for.
  await expect(page.getByRole('button', { name: 'Subscribe now' })).toHaveCount(0);
  await expect(page.getByTestId('plan-1').getByRole('button', { name: 'Request a quote' })).toBeVisible();
  await expectAccessible(page);

  await toggleDarkMode(page);
  await expectAccessible(page);
  await page.goto('/store/dmp');
  await expect(page.getByTestId('interval-switch').getByRole('button', { name: 'Monthly' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Show all features' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/store/analytics');
  await expect(page.getByTestId('plan-3')).toBeVisible();
  await expectAccessible(page);
});
