import { expect, test } from '@playwright/test';
import { expectAccessible, menuEntries, signIn } from '../support/session';

// The language is also stored on the profile, so this journey uses an account no other journey needs.
test('switching the language changes the UI and survives a reload', async ({ page }) => {
  await signIn(page, 'invoice@demo.test');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect.poll(() => menuEntries(page)).toContain('Rechnungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect.poll(() => menuEntries(page)).toContain('Rechnungen');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sprache ändern' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect.poll(() => menuEntries(page)).toContain('Factures');
  await page.getByRole('button', { name: /langue/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect.poll(() => menuEntries(page)).toContain('Invoices');
});

test('dark mode toggles and survives a reload', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect.poll(background).toBe(dark);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect.poll(background).toBe(light);
});
