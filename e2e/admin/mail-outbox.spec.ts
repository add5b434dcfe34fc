import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';

/** The subject column of the rows shown, top to bottom, as drawn (not the column name phones see in each cell). */
const subjects = (page: Page) =>
  page
    .getByTestId('mail-outbox-row')
    .evaluateAll((rows) => rows.map((row) => (row.children[1] as HTMLElement | undefined)?.innerText ?? ''));

const heading = (page: Page, name: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${name}`) });

test('staff sort, search, filter and page the mail outbox; the view survives a reload', async ({ page }) => {
  // Two mails to one new address: the registration's confirmation, then a password reset.
  const email = `outbox-${Date.now()}@example.test`;
  const password = 'Outbox-Table-2026!';
  const registered = await page.request.post('/v1/register', {
    data: { email, firstname: 'Otto', lastname: 'Outbox', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();
  expect((await page.request.post('/v1/forgotPassword', { data: { email } })).status()).toBe(200);

  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/mail-outbox');
  await expect(heading(page, 'Date')).toHaveAttribute('aria-sort', 'descending');

  // The search waits for a pause in typing, then keeps only this recipient's mails, newest first.
  await page.getByRole('searchbox', { name: 'Filter by recipient' }).fill(email);
  await expect(page).toHaveURL(/search=outbox-/);
  await expect(page.getByTestId('mail-outbox-row')).toHaveCount(2);
  expect(await subjects(page)).toEqual([
    'Reset your password',
    expect.stringMatching(/^Confirm your e-mail/),
  ]);

  // Sorting is the server's: by subject, then turned round.
  await heading(page, 'Subject').getByRole('button').click();
  await expect(page).toHaveURL(/sort=subject%3Aasc/);
  await expect(heading(page, 'Subject')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => subjects(page)).toEqual([expect.stringMatching(/^Confirm/), 'Reset your password']);
  await heading(page, 'Subject').getByRole('button').click();
  await expect.poll(() => subjects(page)).toEqual(['Reset your password', expect.stringMatching(/^Confirm/)]);

  // Shift+Enter on a heading adds it as a second sort key, from the keyboard.
  await heading(page, 'Recipient').getByRole('button').focus();
  await page.keyboard.press('Shift+Enter');
  await expect(page).toHaveURL(/sort=subject%3Adesc&sort=to%3Aasc/);
  await expect(heading(page, 'Recipient')).toHaveAttribute('aria-sort', 'ascending');
  await expect(heading(page, 'Subject')).toHaveAttribute('aria-sort', 'descending');

  // A status no mail of this address has: nothing to show.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No mails found.')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('mail-outbox-row')).toHaveCount(2);

  // The rows per page are remembered for the next visit, in dark mode too.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/pageSize=50/);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.goto('/admin/mail-outbox');
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('50');
  await expect(page.getByTestId('mail-outbox-row').first()).toBeVisible();
  await expectAccessible(page);
});
