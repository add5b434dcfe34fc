import { expect, test } from '@playwright/test';
import { enterCard, registerCustomer, saveInvoiceData, THREE_D_SECURE_CARD } from '../store/store-support';
import { watchContentSecurityPolicy } from '../support/content-security-policy';
import { signIn } from '../support/session';

// The portal runs under a strict Content-Security-Policy (decision 0028): these journeys touch every
// kind of content it has (emotion's styles, the sandbox card input, the 3-D Secure frame, the mail
// viewer's frame) and must cause no violation.

test('a purchase with a 3-D Secure challenge runs without a CSP violation', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
  await registerCustomer(page, 'csp');
  await saveInvoiceData(page);

  const store = await page.goto('/store/tools');
  expect(store?.headers()['content-security-policy']).toContain("script-src 'self';");
  await page.getByTestId('plan-1').getByRole('button', { name: 'Subscribe now' }).click();
  await page.getByTestId('create-subscription-dialog').getByRole('button', { name: 'Subscribe' }).click();
  const payment = page.getByTestId('payment-dialog');
  await enterCard(page, THREE_D_SECURE_CARD);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByRole('button', { name: 'Buy now' }).click();
  const challenge = page.getByTestId('payment-challenge-dialog');
  await expect(challenge).toBeVisible();
  await challenge.frameLocator('iframe').getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/my$/);

  await page.goto('/billing/invoices');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the mail viewer shows a mail without a CSP violation', async ({ page }) => {
  const violations = await watchContentSecurityPolicy(page);
  // A password-reset mail (styled with inline styles, shown in a srcdoc frame).
  const email = `csp-mail-${Date.now()}@example.test`;
  const password = 'Mail-Viewer-2026!';
  const registered = await page.request.post('/v1/register', {
    data: { email, firstname: 'Mia', lastname: 'Mail', password, password_confirmation: password },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();
  expect((await page.request.post('/v1/forgotPassword', { data: { email } })).status()).toBe(200);
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/mail-outbox');
  // The registration's confirmation and the reset: both are styled mails; the newest is shown first.
  await page
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .first()
    .click();
  await expect(page.frameLocator('iframe').first().locator('body')).not.toBeEmpty();
  expect(await violations()).toEqual([]);
});
