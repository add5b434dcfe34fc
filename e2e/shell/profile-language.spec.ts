import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from '../support/session';

test('a German user still reads German after a reload', async ({ page }) => {
  // anna.berger@demo.test's profile language is German; this browser has chosen none.
  await signIn(page, 'anna.berger@demo.test');
  await expect(mainMenu(page)).toHaveAccessibleName('Hauptmenü');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('portal.language'))).toBe('de');

  await page.reload();
  await expect(mainMenu(page)).toHaveAccessibleName('Hauptmenü');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a French user still reads French after a reload', async ({ page }) => {
  await signIn(page, 'sophie.martin@demo.test');
  await expect(mainMenu(page)).toHaveAccessibleName('Menu principal');
  await page.reload();
  await expect(mainMenu(page)).toHaveAccessibleName('Menu principal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
