import { expect, test } from '@playwright/test';
import { listedMethods } from '../billing/payment-methods-support';
import { expectAccessible } from '../support/session';
import {
  DECLINED_CARD,
  enterCard,
  registerCustomer,
  saveInvoiceData,
  subscriptionsOf,
  THREE_D_SECURE_CARD,
  toggleDarkMode,
} from './store-support';

test('a declined card shows the server text and buys nothing (dark mode)', async ({ page }) => {
  await registerCustomer(page, 'declined');
  await saveInvoiceData(page);
  await toggleDarkMode(page);
  await page.goto('/store/dmp');
  await expectAccessible(page);
  await page.getByTestId('plan-4').getByRole('button', { name: 'Subscribe now' }).click();
  const create = page.getByTestId('create-subscription-dialog');
  await expect(create.getByTestId('quote-net')).toHaveText('€600.00');
  await expect(create.getByTestId('quote-dueNow')).toHaveText('€720.00');
  await create.getByLabel('Coupon code (optional)').fill('NOT-A-COUPON');
  await create.getByLabel('Coupon code (optional)').press('Enter');
  await expect(create.getByText('Your coupon code is invalid.')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  await expectAccessible(page);
  await create.getByLabel('Coupon code (optional)').fill('');
  await create.getByRole('button', { name: 'Subscribe' }).click();

  const payment = page.getByTestId('payment-dialog');
  await enterCard(page, DECLINED_CARD);
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(
    'Your payment was declined. Please use another payment method.',
  );
  await expect(payment.getByTestId('payment-details-step')).toBeVisible();
  await expect(page).toHaveURL(/\/store\/dmp$/);
  expect(await subscriptionsOf(page)).toEqual([]);
  // The card typed for the refused purchase is not kept either.
  expect(await listedMethods(page)).toEqual([]);
});

test('a failed 3-D Secure challenge shows the §8 text and buys nothing, in French', async ({ page }) => {
  await registerCustomer(page, 'challenge');
  await saveInvoiceData(page);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/store/analytics');
  const analytics = page.getByTestId('plan-3');
  await expect(page.getByTestId('interval-switch').getByRole('button', { name: 'Mensuel' })).toBeEnabled();
  await page.getByTestId('interval-switch').getByRole('button', { name: 'Annuel' }).click();
  await expectAccessible(page);
  await analytics.getByRole('button', { name: 'S’abonner maintenant' }).click();
  const create = page.getByTestId('create-subscription-dialog');
  await create.getByLabel('Nombre de licences').fill('2');
  // 2 × 250 € × 12 months, yearly billing, plus 20 % Austrian VAT.
  await expect(create.getByTestId('quote-net')).toHaveText(/^6\s000,00\s€$/);
  await expect(create.getByTestId('quote-dueNow')).toHaveText(/^7\s200,00\s€$/);
  await expectAccessible(page);
  await create.getByRole('button', { name: 'S’abonner', exact: true }).click();

  const payment = page.getByTestId('payment-dialog');
  // Yearly billing without a saved method: paying by invoice is offered.
  await expect(payment.getByRole('radio', { name: 'Paiement sur facture' })).toBeVisible();
  await payment.getByRole('radio', { name: 'Carte bancaire' }).check();
  await enterCard(page, THREE_D_SECURE_CARD, {
    number: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'Code de sécurité (CVC)',
  });
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continuer' }).click();
  await payment.getByRole('button', { name: 'Acheter maintenant' }).click();

  const challenge = page.getByTestId('payment-challenge-dialog');
  await expect(challenge).toBeVisible();
  await expectAccessible(page);
  await challenge.frameLocator('iframe').getByRole('button', { name: 'Faire échouer' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(
    'La vérification 3D Secure a échoué. Veuillez réessayer.',
  );
  await expect(page).toHaveURL(/\/store\/analytics$/);
  expect(await subscriptionsOf(page)).toEqual([]);
  expect(await listedMethods(page)).toEqual([]);
});

test('closing the 3-D Secure window ends that attempt; buying again then works', async ({ page }) => {
  await registerCustomer(page, 'closed-challenge');
  await saveInvoiceData(page);
  await page.goto('/store/tools');
  await page.getByTestId('plan-1').getByRole('button', { name: 'Subscribe now' }).click();
  await page.getByTestId('create-subscription-dialog').getByRole('button', { name: 'Subscribe' }).click();
  const payment = page.getByTestId('payment-dialog');
  await enterCard(page, THREE_D_SECURE_CARD);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByRole('button', { name: 'Buy now' }).click();

  // The customer closes the bank's window without answering.
  const challenge = page.getByTestId('payment-challenge-dialog');
  await challenge.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText('3D secure check failed. Please try again.');
  expect(await subscriptionsOf(page)).toEqual([]);
  expect(await listedMethods(page)).toEqual([]);

  // The card is still typed in; this time the check passes: bought, not "already subscribed".
  await expect(payment.getByTestId('payment-details-step')).toBeVisible();
  await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByRole('button', { name: 'Buy now' }).click();
  await challenge.frameLocator('iframe').getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  expect(await subscriptionsOf(page)).toEqual([
    expect.objectContaining({ product_id: 1, status: 'active', quantity: 1 }),
  ]);
});
