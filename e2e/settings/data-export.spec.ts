import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { linkFromInbox } from '../support/mail';
import { apiFromPage, expectAccessible, signInAsFreshCustomer } from '../support/session';

const FRESH_PASSWORD = 'Fresh-Customer-2026!';

const exportCard = (page: Page) => page.getByRole('region', { name: 'Download my data' });

/** Downloads the archive with the card's button and answers its first bytes. */
async function downloadArchive(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const button = exportCard(page).getByRole('link', { name: 'Download archive' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('a customer asks for their data, follows the mailed link and downloads the ZIP, light and dark', async ({
  page,
}) => {
  const email = await signInAsFreshCustomer(page);
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  await page.goto('/settings/account');
  const card = exportCard(page);
  await expect(card.getByRole('list', { name: 'The archive contains:' })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Request my data' }).click();
  await expect(
    page.getByText(/We are preparing your data\. We will e-mail you a download link/),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request my data' })).toBeDisabled();
  // The server's worker builds the archive; the card asks again until it is ready.
  await expect(card.getByTestId('data-export-state')).toContainText('is ready', { timeout: 20_000 });

  await page.goto(await linkFromInbox(email, '/settings/account'));
  await expect(card.getByRole('link', { name: 'Download archive' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/settings\/account$/);
  const archive = await downloadArchive(page);
  expect(archive.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(archive.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download archive' })).toBeVisible();
  await expectAccessible(page);

  // Signed out, the link leads to the login and, once signed in, back to the download.
  const link = await linkFromInbox(email, '/settings/account');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/account$/);
  expect((await downloadArchive(page)).bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
