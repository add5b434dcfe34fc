import { expect, test } from '@playwright/test';
import {
  dashboardTiles,
  dismissTermsIfShown,
  expectAccessible,
  mainMenu,
  menuEntries,
  signIn,
} from '../support/session';

const CUSTOMER_MENU = [
  'Dashboard',
  'Tools',
  'DMP',
  'Analytics',
  'My Products',
  'Payments',
  'Invoices',
  'Credit Notes',
  'Invoice Data',
  'Payment Methods',
  'Account',
  'User Management',
  'Mail Server',
  'Notifications',
  'Activity Log',
];
const NO_SUBSCRIPTION_TILES = ['tools', 'dmp', 'analytics', 'account', 'notifications'];
// The billing demo gives owner@demo.test and invoice@demo.test running subscriptions.
const SUBSCRIBER_TILES = [
  'products',
  'invoices',
  'credit-notes',
  'payments',
  'invoice-data',
  'payment-methods',
  'account',
  'notifications',
];

const cases = [
  {
    email: 'admin@demo.test',
    menu: [...CUSTOMER_MENU, 'Users', 'Finance', 'Mail outbox'],
    tiles: NO_SUBSCRIPTION_TILES,
  },
  { email: 'owner@demo.test', menu: CUSTOMER_MENU, tiles: SUBSCRIBER_TILES },
  { email: 'new@demo.test', menu: CUSTOMER_MENU, tiles: NO_SUBSCRIPTION_TILES },
  { email: 'invoice@demo.test', menu: CUSTOMER_MENU, tiles: SUBSCRIBER_TILES },
  {
    email: 'client@demo.test',
    menu: ['Dashboard', 'Account', 'Notifications', 'Activity Log'],
    // Its role sees no subscriptions, so no subscriber tiles; without the store permission the
    // account tile goes with the store tiles (spec §2), notifications stays.
    tiles: ['notifications'],
  },
];

for (const { email, menu, tiles } of cases) {
  test(`${email} sees exactly its menu and dashboard tiles`, async ({ page }) => {
    await signIn(page, email);
    await dismissTermsIfShown(page);
    await expect.poll(() => menuEntries(page)).toEqual(menu);
    await expect.poll(() => dashboardTiles(page)).toEqual(tiles);
    await expect(page).toHaveTitle('Account Portal | Dashboard');
    await expectAccessible(page);
  });
}

test('the admin sees the user search; a customer does not', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(
    page.getByRole('combobox', { name: 'Search users' }).or(page.getByLabel('Search users')),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'owner@demo.test');
  await expect(page.getByLabel('Search users')).toHaveCount(0);
});

test('new@demo.test is asked to accept the terms; Agree stores it', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Agree' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
