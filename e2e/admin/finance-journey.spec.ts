import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { subscribeToTools } from '../support/purchase';
import { apiFromPage, expectAccessible, signIn, signInAsFreshCustomer } from '../support/session';

const TAX_CSV_HEADER =
  'quarter,country,kind,rate_percent,currency,invoices,credit_notes,net,tax,gross,consultation_numbers';

/** Tools Enterprise bought by the signed-in customer of `page`: its paid invoice. */
async function buyTools(page: Page): Promise<{ number: string; amount: number }> {
  await subscribeToTools(page);
  const invoices = await apiFromPage(page, 'GET', '/v1/invoice/all');
  const [invoice] = (invoices.body as { data: { number: string; amount: number; status: string }[] }).data;
  expect(invoice?.status).toBe('paid');
  return { number: invoice!.number, amount: invoice!.amount };
}

const euros = (minor: number) => `€${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('finance opens the finance page, exports the tax CSV and refunds part of a customer’s paid invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A customer of its own buys, so the invoice refunded here is no other journey's.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = await signInAsFreshCustomer(customer);
  const invoice = await buyTools(customer);
  await customerContext.close();

  await signIn(page, 'finance@demo.test');
  await page.goto('/admin/finance');
  const invoicesCard = page.getByTestId('refundable-invoices-card');
  await expect(invoicesCard.getByRole('heading', { name: 'Paid invoices' })).toBeVisible();
  await expect(
    page.getByTestId('tax-row').or(page.getByText('No invoices in this quarter.')).first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tax-\d{4}-Q[1-4]\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(TAX_CSV_HEADER);

  await invoicesCard.getByRole('searchbox', { name: 'Invoice number or e-mail' }).fill(email);
  const row = invoicesCard.getByTestId('refundable-invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoice.number);
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: `Refund invoice ${invoice.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund invoice ${invoice.number}` });
  const amount = dialog.getByRole('textbox', { name: /^Amount \(EUR\)/ });
  await expect(amount).toHaveValue((invoice.amount / 100).toFixed(2));
  await amount.fill('12.50');
  // A reason is required: leaving it empty says so, and Refund waits for it.
  const reason = dialog.getByRole('textbox', { name: /^Reason/ });
  await reason.focus();
  await reason.blur();
  await expect(dialog.getByText('The reason field is required.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refund' })).toBeDisabled();
  await expect(amount).toHaveValue('12.50');
  await reason.fill('Goodwill for a slow start');
  await dialog.getByRole('button', { name: 'Refund' }).click();

  await expect(page.getByText(/^Credit note CN-\d{4}-\d{6} has been issued\.$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(euros(invoice.amount - 1250));
  const note = page
    .getByTestId('credit-notes-card')
    .getByTestId('credit-note-row')
    .filter({ hasText: invoice.number });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('€12.50');
  await expect(note).toContainText('Goodwill for a slow start');

  // In German: the page's headings and the export button speak it.
  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bezahlte Rechnungen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Steuerübersicht' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('portal.language'));
});
