import { expect, type Page, test } from '@playwright/test';
import { completeInvoicePayment, invoicesFromApi } from '../billing/invoices-support';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

// No retry: the first run changed the seeded owner for good, a second would start elsewhere.
test.describe.configure({ retries: 0 });

// The owner's bank starts asking for 3-D Secure: a licence raise leaves its invoice open, Tools
// becomes incomplete, and the owner completes the payment under Invoices (spec §4).

async function toolsFromApi(page: Page) {
  const answer = await apiFromPage(page, 'GET', '/v1/subscription/all');
  const all = (answer.body as { data: { name: string; status: string; quantity: number }[] }).data;
  return all.find((subscription) => subscription.name === 'Tools Enterprise');
}

test('owner completes the payment of an open invoice with 3-D Secure', async ({ page }) => {
  await signIn(page, 'owner@demo.test');

  // A card whose bank always asks for 3-D Secure becomes the default.
  await page.goto('/billing/payment-methods');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const add = page.getByRole('dialog', { name: 'Add payment method' });
  await add.getByLabel('Card number').fill('4000002760003184');
  await add.getByLabel('Expiry date').fill('1234');
  await add.getByLabel('Security code (CVC)').fill('123');
  await add.getByRole('switch', { name: 'Use as default payment method' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Payment method created.');

  // One licence more: the bank wants the challenge, so the invoice stays open.
  const before = await toolsFromApi(page);
  const known = new Set((await invoicesFromApi(page)).map((invoice) => invoice.number));
  await page.goto('/subscriptions/my');
  const tools = page.getByTestId('license-card-tools');
  await tools.getByRole('button', { name: 'Change the number of licences' }).click();
  const dialog = page.getByTestId('quantity-dialog');
  await dialog.getByRole('spinbutton', { name: 'Licences' }).fill(String((before?.quantity ?? 0) + 1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(
    'The licences of Tools Enterprise have been updated. Please complete the payment under Invoices.',
  );
  await expect(tools.getByTestId('subscription-status')).toHaveText('Incomplete');
  expect(await toolsFromApi(page)).toMatchObject({
    status: 'incomplete',
    quantity: (before?.quantity ?? 0) + 1,
  });

  // The card's prompt leads to the invoice waiting for the challenge.
  await tools.getByTestId('incomplete-prompt').getByRole('link').click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  const waiting = (await invoicesFromApi(page)).find((invoice) => !known.has(invoice.number));
  expect(waiting).toMatchObject({ status: 'open', subscription: 'Tools Enterprise' });
  expect(waiting?.clientSecret).toBeTruthy();
  const row = page.getByTestId('invoice-row').filter({ hasText: waiting?.number ?? '-' });
  await expect(row.getByText('Open')).toBeVisible();
  // Only this invoice waits for the bank; the SEPA debit in processing has nothing to complete.
  await expect(page.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(1);
  await expectAccessible(page);

  await completeInvoicePayment(page, waiting!);
  // Only this invoice was waiting for the bank.
  await expect(page.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);
  expect((await toolsFromApi(page))?.status).toBe('active');
});
