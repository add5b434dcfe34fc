import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';
import {
  expectAccessibleInBothThemes,
  invoicesOf,
  licenseCard,
  minorUnits,
  subscriptionNamed,
} from './subscriptions-support';

// owner@demo.test: Tools Enterprise (3 licences, monthly, by card) and DMP Enterprise (SEPA),
// billed from Vienna to an Austrian company: 20 % VAT on every invoice.
test.describe.configure({ mode: 'serial' });

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
  await expect(page.getByTestId('stat-card-dmp').getByTestId('stat-figure')).toHaveText(/^\d+(\.\d)?K/);
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

test('owner raises the Tools licences by 2 and is charged the prorated difference on a new invoice', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/subscriptions/my');
  const before = await subscriptionNamed(page, 'Tools Enterprise');
  const invoicesBefore = await invoicesOf(page);

  const tools = licenseCard(page, 'tools');
  await tools.getByRole('button', { name: 'Change the number of licences' }).click();
  const dialog = page.getByTestId('quantity-dialog');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const input = dialog.getByRole('spinbutton', { name: 'Licences' });
  await input.fill(String(before.quantity - 1));
  await expect(dialog.getByTestId('reduce-quantity-message')).toHaveText(
    'If you want to reduce the quantity please get in touch with support.',
  );
  await expect(save).toBeDisabled();

  const target = before.quantity + 2;
  await input.fill(String(target));
  await expect(dialog.getByTestId('quote-newCost')).toHaveText(
    `€${((target * 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} per month`,
  );
  await expect(dialog.getByTestId('quote-difference')).toHaveText('€500.00 more per month');
  const dueNow = minorUnits((await dialog.getByTestId('quote-dueNow').textContent()) ?? '', '.');
  expect(dueNow).toBeGreaterThan(0);
  expect(dueNow).toBeLessThan(50_000);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByTestId('snackbar')).toContainText(
    'The licenses of Tools Enterprise have been updated.',
  );
  await expect(dialog).toBeHidden();
  await expect(tools.getByTestId('subscription-quantity')).toContainText(String(target));
  await expect(tools.getByTestId('subscription-cost')).toHaveText(
    `€${((target * 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} per month`,
  );

  // The API: the quantity, and exactly one invoice more — the prorated difference plus 20 % VAT.
  expect((await subscriptionNamed(page, 'Tools Enterprise')).quantity).toBe(target);
  const invoicesAfter = await invoicesOf(page);
  expect(invoicesAfter).toHaveLength(invoicesBefore.length + 1);
  const known = new Set(invoicesBefore.map((invoice) => invoice.number));
  const added = invoicesAfter.find((invoice) => !known.has(invoice.number));
  expect(added?.subscription).toBe('Tools Enterprise');
  // The browser quoted a moment before the server charged: a cent or two of rounding and time.
  expect(Math.abs((added?.amount ?? 0) - Math.round(dueNow * 1.2))).toBeLessThanOrEqual(3);

  // The next renewal charges the new quantity: 5 × €250 plus VAT.
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  const renewal = page.getByTestId('upcoming-payment').filter({ hasText: 'Tools Enterprise' });
  await expect(renewal.getByTestId('upcoming-amount')).toHaveText(
    `€${((target * 25_000 * 1.2) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
});

test('owner cancels Tools (it runs to its end date) and resumes it', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/subscriptions/my');
  const tools = licenseCard(page, 'tools');
  const before = await subscriptionNamed(page, 'Tools Enterprise');
  const endDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(before.renews_at),
  );

  await tools.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByTestId('cancel-dialog');
  await expect(cancel).toContainText(`stays active until ${endDate}`);
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(
    'Your subscription Tools Enterprise has been cancelled.',
  );
  await expect(tools.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(tools.getByTestId('subscription-ends')).toHaveText(endDate);
  const canceled = await subscriptionNamed(page, 'Tools Enterprise');
  expect(canceled.status).toBe('canceled');
  expect(canceled.ends_at).toBe(before.renews_at);
  await expectAccessibleInBothThemes(page);

  await tools.getByRole('button', { name: 'Resume subscription' }).click();
  await page.getByTestId('resume-dialog').getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('snackbar').last()).toContainText(
    'Your subscription Tools Enterprise has been resumed.',
  );
  await expect(tools.getByTestId('subscription-status')).toHaveText('Active');
  await expect(tools.getByTestId('subscription-renews')).toHaveText(endDate);
  const resumed = await subscriptionNamed(page, 'Tools Enterprise');
  expect(resumed.status).toBe('active');
  expect(resumed.ends_at).toBeNull();
});
