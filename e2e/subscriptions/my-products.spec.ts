import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';
import { expectAccessibleInBothThemes, licenseCard, subscriptionNamed } from './subscriptions-support';

// owner@demo.test: Tools Enterprise (3 licences, monthly, by card) and DMP Enterprise (SEPA). What a
// customer changes on this page is tested with new@demo.test right after buying (store journeys).

test('owner sees the license and stat cards; every part passes axe in light and dark', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'My Products' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  await expect(page).toHaveTitle('Account Portal | My Products');

  const tools = licenseCard(page, 'tools');
  const api = await subscriptionNamed(page, 'Tools Enterprise');
  await expect(tools.getByTestId('subscription-plan')).toHaveText('Tools Enterprise');
  await expect(tools.getByTestId('subscription-quantity')).toContainText(String(api.quantity));
  await expect(tools.getByTestId('subscription-status')).toHaveText('Active');
  await expect(tools.getByTestId('subscription-poll-views')).toContainText('updated once per day');
  await expect(licenseCard(page, 'dmp').getByTestId('subscription-plan')).toHaveText('DMP Enterprise');
  await expect(licenseCard(page, 'analytics').getByRole('link', { name: 'Buy Analytics' })).toHaveAttribute(
    'href',
    '/store/analytics',
  );
  // Tools votes and DMP visitors are far above 10; the owner has no Analytics: a placeholder.
  await expect(page.getByTestId('stat-card-tools').getByTestId('stat-figure')).toHaveText(/^\d+(\.\d)?K/);
  const dmpFigures = page.getByTestId('stat-card-dmp');
  await expect(dmpFigures.getByTestId('stat-figure')).toHaveText(/^\d+(\.\d)?K/);
  // The demo data stands in for the DMP app, and the card says so (decision 0075).
  await expect(dmpFigures.getByTestId('stat-demo')).toHaveText('Demo figure');
  await expect(dmpFigures.getByTestId('stat-reported-at')).toHaveText(
    /^Updated \w{3} \d{1,2}, \d{4}, \d\d:\d\d$/,
  );
  await expect(page.getByTestId('stat-card-analytics').getByTestId('stat-placeholder')).toBeVisible();
  await expectAccessibleInBothThemes(page);

  for (const dark of [false, true]) {
    if (dark) await page.getByTestId('theme-toggle').click();
    await tools.getByRole('button', { name: 'Change the number of licences' }).click();
    await expect(page.getByTestId('quantity-dialog')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await tools.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByTestId('cancel-dialog')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Keep subscription' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
