import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';
import {
  acceptTerms,
  enterCard,
  saveInvoiceData,
  subscriptionsOf,
  THREE_D_SECURE_CARD,
} from './store-support';

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
  await expect(create.getByTestId('final-price-amount')).toHaveText('€250.00');
  await create.getByLabel('Coupon code (optional)').fill('WELCOME10');
  await expect(create.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await create.getByRole('button', { name: 'Apply' }).click();
  await expect(create.getByText('Welcome 10 %: 10 % off')).toBeVisible();
  await expect(create.getByTestId('final-price-amount')).toHaveText('€225.00');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Subscribe' }).click();

  const payment = page.getByTestId('payment-dialog');
  await expect(payment.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  // Spec §5: paying by invoice is for yearly billing only.
  await expect(payment.getByRole('radio', { name: 'Pay by invoice' })).toHaveCount(0);
  const box = await payment.getByRole('dialog').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(800);
  await enterCard(page, THREE_D_SECURE_CARD);
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(payment.getByTestId('payment-summary-step')).toContainText('Welcome 10 % (−10 %)');
  await expect(payment.getByTestId('final-price-amount')).toHaveText('€225.00');
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
