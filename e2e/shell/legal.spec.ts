import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/session';

test('the legal documents the terms dialog links to are public pages', async ({ page }) => {
  await page.goto('/legal/terms');
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Scope' })).toBeVisible();
  await expectAccessible(page);

  // The same page in the dark scheme keeps its contrast.
  await page.evaluate(() => localStorage.setItem('portal.theme', 'dark'));
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});
