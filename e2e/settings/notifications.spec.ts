import { expect, type Page, test } from '@playwright/test';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

const URL = '/v1/account/notifications';

/** Puts the owner's settings back to the seed's (no partner consent, invoices on, no digest). */
async function restoreSettings(page: Page): Promise<void> {
  const restored = await apiFromPage(page, 'PUT', URL, {
    insights: { active: false, status: 'WEEK' },
    invoice: { active: true },
    system: { active: true },
    partner: { active: false },
  });
  expect(restored.status).toBe(200);
}

const toggle = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

test('the owner switches notifications and the interval, saves, and finds them kept after a reload', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/settings/notifications');
  await expect(toggle(page, 'System')).toBeChecked();
  await expect(toggle(page, 'System')).toBeDisabled();
  await expect(toggle(page, 'Insights')).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: /Interval/ })).toHaveCount(0);
  await expectAccessible(page);

  await toggle(page, 'Insights').click();
  await page.getByRole('combobox', { name: /Interval/ }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await toggle(page, 'Invoices').click();
  await toggle(page, 'Partner offers').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings updated.')).toBeVisible();
  await expect(page.getByText(/^Consent given on /)).toBeVisible();

  await page.reload();
  await expect(toggle(page, 'Insights')).toBeChecked();
  await expect(page.getByRole('combobox', { name: /Interval/ })).toHaveText('Daily');
  await expect(toggle(page, 'Invoices')).not.toBeChecked();
  await expect(toggle(page, 'Partner offers')).toBeChecked();
  await expect(toggle(page, 'System')).toBeChecked();

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);
  await restoreSettings(page);
});

test('the page speaks German', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
  await page.goto('/settings/notifications');
  await expect(toggle(page, 'Partnerangebote')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('portal.language'));
});
