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
 * On Invoices: completes the payment of `invoice` through the sandbox's 3-D Secure page and checks
 * what the customer and the API then see (paid, nothing left to complete).
 */
export async function completeInvoicePayment(page: Page, invoice: InvoiceRow, productName: string) {
  const row = page.getByRole('row', { name: new RegExp(invoice.number) });
  await row.getByRole('button', { name: `Complete payment of invoice ${invoice.number}` }).click();
  const challenge = page.frameLocator('iframe[src*="/v1/sandbox/challenge/"]');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`Your payment was successful. ${productName} is active.`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Complete payment/ })).toHaveCount(0);
  const after = (await invoicesFromApi(page)).find((each) => each.number === invoice.number);
  expect(after).toMatchObject({ status: 'paid', clientSecret: null });
}
