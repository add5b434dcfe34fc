import { expect, type Page } from '@playwright/test';
import { apiFromPage, confirmRegistration, dismissTermsIfShown, signIn } from '../support/session';

export const THREE_D_SECURE_CARD = '4000 0027 6000 3184';
/** The bank asks for 3-D Secure on the first payment only, then trusts the card. */
export const THREE_D_SECURE_ONCE_CARD = '4000 0025 0000 3155';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Accepts the terms through the API, so their dialog does not cover the store after each reload. */
export async function acceptTerms(page: Page) {
  const answer = await apiFromPage(page, 'POST', '/v1/account/accept-terms', {});
  expect(answer.status).toBe(200);
}

/** Invoice data: nothing can be bought (or a payment method added) without it. */
export async function saveInvoiceData(page: Page, names = { firstname: 'Nora', lastname: 'New' }) {
  const answer = await apiFromPage(page, 'PUT', '/v1/account/billing/information', {
    ...names,
    street: 'Ringstraße 1',
    postal_code: '1010',
    city: 'Vienna',
    country: 'AT',
  });
  expect(answer.status).toBe(200);
}

/** A customer of its own, so a journey that buys (or fails to) depends on no other journey. */
export async function registerCustomer(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.test`;
  const registered = await page.request.post('/v1/register', {
    data: {
      email,
      firstname: 'Sam',
      lastname: 'Shopper',
      password: 'Store-Journey-2026!',
      password_confirmation: 'Store-Journey-2026!',
      language: 'en',
      plan: 'enterprise',
    },
  });
  expect(registered.status()).toBe(200);
  await confirmRegistration(page, email);
  await signIn(page, email, 'Store-Journey-2026!');
  await dismissTermsIfShown(page);
  await acceptTerms(page);
  return email;
}

export { subscriptionsOf } from '../subscriptions/subscriptions-support';

/** Types a card into the sandbox card input as a customer would. */
export async function enterCard(
  page: Page,
  number: string,
  labels = { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)' },
) {
  const dialog = page.getByTestId('payment-dialog');
  // Typing only focuses the field: into a step still hidden (the dialog shows it once the account
  // has reloaded) the keys would go nowhere.
  await expect(dialog.getByLabel(labels.number)).toBeVisible();
  await dialog.getByLabel(labels.number).pressSequentially(number.replace(/\s/g, ''));
  await dialog.getByLabel(labels.expiry).pressSequentially('1234');
  await dialog.getByLabel(labels.cvc).pressSequentially('123');
}

export async function toggleDarkMode(page: Page) {
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}
