import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/session';
import { enterCard, registerCustomer, subscriptionsOf } from './store-support';

// Decision 0040: a customer without invoice data is asked for it inside the payment dialog, before
// typing a card, and sees what the coupon costs after its first month.
test('a new customer enters invoice data in the payment dialog and buys with WELCOME10', async ({ page }) => {
  await registerCustomer(page, 'invoice-step');
  await page.goto('/store/tools');
  await page.getByTestId('plan-1').getByRole('button', { name: 'Subscribe now' }).click();
  const create = page.getByTestId('create-subscription-dialog');
  await create.getByLabel('Number of licences').fill('3');
  await create.getByLabel('Coupon code (optional)').fill('WELCOME10');
  await create.getByRole('button', { name: 'Apply' }).click();
  // No invoice data yet, so no VAT rate: the VAT is worked out once the data is entered.
  await expect(create.getByTestId('recurring-price')).toHaveText(
    '€675.00 for the first month, then €750.00 per month before VAT',
  );
  await expect(create.getByTestId('quote-tax-pending')).toBeVisible();
  await expect(create.getByTestId('quote-tax')).toHaveCount(0);
  await create.getByRole('button', { name: 'Subscribe' }).click();

  const payment = page.getByTestId('payment-dialog');
  const step = payment.getByTestId('invoice-data-step');
  await expect(step).toBeVisible();
  await step.getByLabel('Street', { exact: false }).fill('Ringstraße 1');
  await step.getByLabel('Postal code', { exact: false }).fill('1010');
  await step.getByLabel('City', { exact: false }).fill('Vienna');
  await step.getByRole('combobox', { name: /^Country/ }).fill('Austria');
  await page.getByRole('option', { name: 'Austria' }).click();
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Save and continue' }).click();

  await expect(payment.getByTestId('new-method-default-fixed')).toHaveText(
    'This card becomes the payment method for all your subscriptions.',
  );
  await enterCard(page, '4242 4242 4242 4242');
  await expect(payment.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(payment.getByTestId('recurring-price')).toHaveText(
    '€675.00 for the first month, then €750.00 per month plus VAT',
  );
  await payment.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  const bought = await subscriptionsOf(page);
  expect(bought.map((subscription) => [subscription.product_id, subscription.quantity])).toEqual([[1, 3]]);
});
