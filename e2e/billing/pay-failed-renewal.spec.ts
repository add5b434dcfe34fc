import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerCustomer, saveInvoiceData, THREE_D_SECURE_CARD } from '../store/store-support';
import { licenseCard, subscriptionNamed } from '../subscriptions/subscriptions-support';
import { apiFromPage, expectAccessible, signIn } from '../support/session';
import { invoicesFromApi } from './invoices-support';

const PLAIN_CARD = '4242424242424242';
const NO_FUNDS_CARD = '4000000000009995';

/** Creates a card at the sandbox as the card input would, and saves it as the default. */
async function saveDefaultCard(page: Page, number: string) {
  const created = await apiFromPage(page, 'POST', '/v1/sandbox/payment-methods', {
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
    billing_details: { name: 'Sam Shopper' },
  });
  expect(created.status).toBe(200);
  const paymentId = (created.body as { id: string }).id;
  const saved = await apiFromPage(page, 'POST', '/v1/account/billing/payment-methods', {
    paymentId,
    isDefault: true,
  });
  expect(saved.status).toBe(200);
}

/** Staff move this customer's clock (the sandbox's time travel) just past the renewal, once. */
async function travelPastRenewal(browser: Browser, userId: number, renewsAt: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'admin@demo.test');
  const hours = Math.ceil((Date.parse(renewsAt) - Date.now()) / 3_600_000) + 1;
  const moved = await apiFromPage(staff, 'POST', '/v1/sandbox/clock', { userId, hours });
  expect(moved.status).toBe(200);
  await context.close();
}

// A customer of its own: Tools renews on a card without funds and goes into dunning; the customer
// pays the open renewal with another card through 3-D Secure, and Tools is active again.
test('a failed renewal is paid with another card and 3-D Secure; the subscription is active again', async ({
  page,
  browser,
}) => {
  await registerCustomer(page, 'dunning');
  await saveInvoiceData(page);
  await saveDefaultCard(page, PLAIN_CARD);
  const bought = await apiFromPage(page, 'POST', '/v1/subscription/upgrade', {
    plan: 'tools-enterprise-month-eur',
    productId: 1,
    interval: 'month',
    quantity: 1,
  });
  expect(bought.status).toBe(200);
  const renewsAt = (bought.body as { data: { subscription: { renews_at: string } } }).data.subscription
    .renews_at;
  await saveDefaultCard(page, NO_FUNDS_CARD);
  const me = await apiFromPage(page, 'GET', '/v1/account/me');
  await travelPastRenewal(browser, (me.body as { id: number }).id, renewsAt);

  // My products: incomplete, with what failed, the next retry and the end.
  await page.goto('/subscriptions/my');
  const tools = licenseCard(page, 'tools');
  await expect(tools.getByTestId('subscription-status')).toHaveText('Incomplete');
  const cardTimeline = tools.getByTestId('dunning-timeline');
  await expect(cardTimeline.getByTestId('dunning-attempt')).toHaveCount(1);
  await expect(cardTimeline).toContainText('The card has insufficient funds.');
  await expect(cardTimeline.getByTestId('dunning-next-retry')).toContainText('We will try again on');
  await expect(cardTimeline.getByTestId('dunning-ends')).toContainText('the subscription ends');
  await expectAccessible(page);

  // The prompt leads to the invoice, which shows the same dunning and can be paid.
  await tools.getByTestId('incomplete-prompt').getByRole('link').click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  const open = (await invoicesFromApi(page)).find((invoice) => invoice.status === 'open');
  expect(open).toBeDefined();
  const row = page.getByTestId('invoice-row').filter({ hasText: open!.number });
  await expect(page.getByTestId('invoice-details').getByTestId('dunning-timeline')).toContainText(
    'The card has insufficient funds.',
  );
  await expectAccessible(page);

  await row.getByRole('button', { name: `Pay invoice ${open!.number}` }).click();
  const dialog = page.getByTestId('pay-invoice-dialog');
  await dialog.getByRole('radio', { name: 'Another card' }).check();
  await dialog.getByLabel('Card number').pressSequentially(THREE_D_SECURE_CARD.replace(/\s/g, ''));
  await dialog.getByLabel('Expiry date').pressSequentially('1234');
  await dialog.getByLabel('Security code (CVC)').pressSequentially('123');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^Pay / }).click();
  const challenge = page.frameLocator('iframe[src*="/v1/sandbox/challenge/"]');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`Invoice ${open!.number} has been paid. Thank you.`)).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dunning-timeline')).toHaveCount(0);

  expect((await subscriptionNamed(page, 'Tools Enterprise')).status).toBe('active');
  await page.goto('/subscriptions/my');
  await expect(licenseCard(page, 'tools').getByTestId('subscription-status')).toHaveText('Active');
  await expect(licenseCard(page, 'tools').getByTestId('dunning-timeline')).toHaveCount(0);
});
