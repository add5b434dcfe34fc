import { expect, test } from '@playwright/test';
import {
  expectAccessibleInBothThemes,
  invoicesOf,
  licenseCard,
  minorUnits,
  subscriptionNamed,
} from '../subscriptions/subscriptions-support';
import { expectAccessible, signIn } from '../support/session';
import {
  acceptTerms,
  enterCard,
  saveInvoiceData,
  subscriptionsOf,
  THREE_D_SECURE_ONCE_CARD,
} from './store-support';

// new@demo.test buys, then changes what it bought: one journey in steps, each needing the one before.
// No retry: the seeded account has bought by then, so a second run of the chain could only fail.
test.describe.configure({ mode: 'serial', retries: 0 });

test('new customer buys Tools Enterprise monthly with WELCOME10 and a 3-D Secure card', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  await acceptTerms(page);
  await saveInvoiceData(page);

  await page.goto('/store/tools');
  const enterprise = page.getByTestId('plan-1');
  await expect(enterprise.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await expect(page.getByTestId('plan-2').getByTestId('plan-badge')).toHaveText('Most popular');
  await expect(page.getByTestId('interval-switch').getByRole('button', { name: 'Monthly' })).toBeEnabled();
  await expectAccessible(page);

  await enterprise.getByRole('button', { name: 'Subscribe now' }).click();
  const create = page.getByTestId('create-subscription-dialog');
  // The server's quote: Austrian invoice data, so 20 % VAT on top.
  await expect(create.getByTestId('quote-net')).toHaveText('€250.00');
  await expect(create.getByTestId('quote-dueNow')).toHaveText('€300.00');
  await create.getByLabel('Coupon code (optional)').fill('WELCOME10');
  await expect(create.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await create.getByRole('button', { name: 'Apply' }).click();
  await expect(create.getByText('Welcome 10 %: 10 % off')).toBeVisible();
  await expect(create.getByTestId('quote-net')).toHaveText('€225.00');
  await expect(create.getByTestId('quote-dueNow')).toHaveText('€270.00');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Subscribe' }).click();

  const payment = page.getByTestId('payment-dialog');
  await expect(payment.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  // Spec §5: paying by invoice is for yearly billing only.
  await expect(payment.getByRole('radio', { name: 'Pay by invoice' })).toHaveCount(0);
  const box = await payment.getByRole('dialog').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(800);
  await enterCard(page, THREE_D_SECURE_ONCE_CARD);
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(payment.getByTestId('payment-summary-step')).toContainText('Welcome 10 % (−10 %)');
  await expect(payment.getByTestId('quote-net')).toHaveText('€225.00');
  await expect(payment.getByTestId('quote-dueNow')).toHaveText('€270.00');
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Buy now' }).click();

  const challenge = page.getByTestId('payment-challenge-dialog');
  await expect(challenge).toBeVisible();
  await challenge.frameLocator('iframe').getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  const subscriptions = await subscriptionsOf(page);
  expect(subscriptions).toEqual([expect.objectContaining({ product_id: 1, status: 'active', quantity: 1 })]);

  // The store now shows the plan as the account's own.
  await page.goto('/store/tools');
  await expect(page.getByTestId('plan-1').getByTestId('plan-badge')).toHaveText('Active');
  await expect(page.getByTestId('plan-1').getByRole('link', { name: 'Manage' })).toBeVisible();
});

test('the new customer raises the licences by 2 and is charged the prorated difference on a new invoice', async ({
  page,
}) => {
  await signIn(page, 'new@demo.test');
  await page.goto('/subscriptions/my');
  const before = await subscriptionNamed(page, 'Tools Enterprise');
  const invoicesBefore = await invoicesOf(page);

  const tools = licenseCard(page, 'tools');
  await tools.getByRole('button', { name: 'Change the number of licences' }).click();
  const dialog = page.getByTestId('quantity-dialog');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const input = dialog.getByRole('spinbutton', { name: 'Licences' });
  // One licence cannot become none (fewer licences, from 2 up, get the support message instead).
  expect(before.quantity).toBe(1);
  await input.fill('0');
  await expect(dialog.getByText('The quantity must be at least 1.')).toBeVisible();
  await expect(save).toBeDisabled();

  const target = before.quantity + 2;
  await input.fill(String(target));
  await expect(dialog.getByTestId('quote-newCost')).toHaveText(
    `€${((target * 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} per month`,
  );
  await expect(dialog.getByTestId('quote-difference')).toHaveText('€500.00 more per month');
  await expect(save).toBeEnabled();
  const dueNow = minorUnits((await dialog.getByTestId('quote-dueNow').textContent()) ?? '', '.');
  expect(dueNow).toBeGreaterThan(0);
  // Bought a moment ago: nearly the whole month is left, plus 20 % VAT. WELCOME10 discounted the
  // first invoice only.
  expect(dueNow).toBeLessThanOrEqual(60_000);
  await save.click();

  // The bank asked once, at the purchase: this charge goes through at once.
  await expect(page.getByTestId('snackbar')).toContainText(
    'The licences of Tools Enterprise have been updated.',
  );
  await expect(tools.getByTestId('subscription-status')).toHaveText('Active');
  await expect(dialog).toBeHidden();
  await expect(tools.getByTestId('subscription-quantity')).toContainText(String(target));
  await expect(tools.getByTestId('subscription-cost')).toHaveText(
    `€${((target * 25_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} per month`,
  );

  // The API: the quantity, and exactly one invoice more — the prorated difference plus 20 % VAT.
  expect(await subscriptionNamed(page, 'Tools Enterprise')).toMatchObject({
    quantity: target,
    status: 'active',
  });
  const invoicesAfter = await invoicesOf(page);
  expect(invoicesAfter).toHaveLength(invoicesBefore.length + 1);
  const known = new Set(invoicesBefore.map((invoice) => invoice.number));
  const added = invoicesAfter.find((invoice) => !known.has(invoice.number));
  expect(added).toMatchObject({ subscription: 'Tools Enterprise', status: 'paid' });
  // The server quoted, VAT included, a moment before it charged: at most a cent or two of time.
  expect(Math.abs((added?.amount ?? 0) - dueNow)).toBeLessThanOrEqual(2);

  // The next renewal charges the new quantity: 5 × €250 plus VAT.
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  const renewal = page.getByTestId('upcoming-payment').filter({ hasText: 'Tools Enterprise' });
  await expect(renewal.getByTestId('upcoming-amount')).toHaveText(
    `€${((target * 25_000 * 1.2) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
});

test('the new customer cancels Tools (it runs to its end date) and resumes it', async ({ page }) => {
  await signIn(page, 'new@demo.test');
  await page.goto('/subscriptions/my');
  const tools = licenseCard(page, 'tools');
  const before = await subscriptionNamed(page, 'Tools Enterprise');
  const endDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(before.renews_at),
  );

  await tools.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByTestId('cancel-dialog');
  await expect(cancel).toContainText(`stays active until ${endDate}`);
  // Why they leave is asked before cancelling (decision 0085); the demo products have no offer.
  await cancel.getByRole('radio', { name: 'Too expensive' }).check();
  await cancel.getByRole('textbox', { name: /Anything else/ }).fill('Budget cut this year');
  await cancel.getByRole('button', { name: 'Continue' }).click();
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
