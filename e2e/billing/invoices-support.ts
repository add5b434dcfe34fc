import { expect, type Page } from '@playwright/test';
import { apiFromPage } from '../support/session';

export interface InvoiceRow {
  number: string;
  date: string;
  status: string;
  subscription: string | null;
  clientSecret: string | null;
  subscriptionId: string | null;
}

export async function invoicesFromApi(page: Page): Promise<InvoiceRow[]> {
  const answer = await apiFromPage(page, 'GET', '/v1/invoice/all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: InvoiceRow[] }).data;
}

/**
 * On Invoices: pays `invoice` with the saved card through the sandbox's 3-D Secure page and checks
 * what the customer and the API then see (paid, nothing left to pay).
 */
export async function completeInvoicePayment(page: Page, invoice: InvoiceRow) {
  const row = page.getByTestId('invoice-row').filter({ hasText: invoice.number });
  await row.getByRole('button', { name: `Pay invoice ${invoice.number}` }).click();
  const dialog = page.getByTestId('pay-invoice-dialog');
  await expect(dialog.getByRole('radio', { name: /^Saved card/ })).toBeChecked();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  const challenge = page.frameLocator('iframe[src*="/v1/sandbox/challenge/"]');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`Invoice ${invoice.number} has been paid. Thank you.`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);
  const after = (await invoicesFromApi(page)).find((each) => each.number === invoice.number);
  expect(after).toMatchObject({ status: 'paid', clientSecret: null });
}
