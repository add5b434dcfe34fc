import { expect, type Page, test } from '@playwright/test';
import { dashboardTiles, mainMenu, signIn } from '../support/session';

/** The in-app paths of every link in a region, once each. */
async function pathsIn(region: ReturnType<Page['locator']>): Promise<string[]> {
  const hrefs = await region
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

test('client@demo.test is offered only doors it may open', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await expect.poll(() => dashboardTiles(page)).toEqual(['notifications']);

  const paths = new Set([
    ...(await pathsIn(mainMenu(page))),
    ...(await pathsIn(page.getByTestId('dashboard-tiles'))),
  ]);
  await page.getByTestId('account-menu-button').click();
  const accountMenu = page.locator('.MuiPopover-paper[aria-label="Account menu"]');
  await expect(accountMenu.getByText('Logout')).toBeVisible();
  // Its owner has subscriptions, but its role does not open them.
  await expect(accountMenu.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
  for (const path of await pathsIn(accountMenu)) paths.add(path);
  await page.keyboard.press('Escape');

  // The app switcher lists the apps its role allows (Tools); its owner's DMP is not for it.
  await page.getByTestId('app-switcher').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Tools']);
  await page.keyboard.press('Escape');

  expect([...paths].sort()).toEqual(
    ['/', '/security/activities', '/settings/account', '/settings/notifications'].sort(),
  );
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page).not.toHaveURL(/\/error$/);
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  }
});
