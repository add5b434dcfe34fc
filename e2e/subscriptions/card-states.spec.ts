import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from '../support/session';
import { expectAccessibleInBothThemes, licenseCard, subscriptionNamed } from './subscriptions-support';

// Read-only looks at demo customers in the other states of spec §4; none of them is changed here.

test('incomplete (in French): a prompt to the invoices, no licence change, no cancel', async ({ page }) => {
  // sophie.martin@demo.test: her renewal failed (card without funds), dunning runs; French profile.
  await signIn(page, 'sophie.martin@demo.test');
  await mainMenu(page).getByRole('link', { name: 'Mes produits' }).click();
  const tools = licenseCard(page, 'tools');
  await expect(tools.getByTestId('subscription-status')).toHaveText('Incomplet');
  const prompt = tools.getByTestId('incomplete-prompt');
  await expect(prompt).toContainText('Le paiement de cet abonnement n’est pas encore finalisé.');
  await expect(prompt.getByRole('link', { name: 'Le finaliser dans Factures' })).toHaveAttribute(
    'href',
    '/billing/invoices',
  );
  await expect(tools.getByRole('button', { name: 'Modifier le nombre de licences' })).toBeDisabled();
  await expect(tools.getByTestId('cancel-button')).toHaveCount(0);
  await expect(tools.getByTestId('subscription-poll-views')).toContainText('mises à jour une fois par jour');
  expect((await subscriptionNamed(page, 'Tools Enterprise')).status).toBe('incomplete');
  await expectAccessibleInBothThemes(page);
});

test('cancelled in its grace period (in German): end date, resume, and the coupon in the quote', async ({
  page,
}) => {
  // anna.berger@demo.test: Tools Enterprise, 2 licences with PARTNER25 (25 % off for good), cancelled.
  await signIn(page, 'anna.berger@demo.test');
  await mainMenu(page).getByRole('link', { name: 'Meine Produkte' }).click();
  const tools = licenseCard(page, 'tools');
  const api = await subscriptionNamed(page, 'Tools Enterprise');
  expect(api.status).toBe('canceled');
  await expect(tools.getByTestId('subscription-status')).toHaveText('Gekündigt');
  await expect(tools.getByTestId('subscription-ends')).toHaveText(
    new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date(api.ends_at ?? '')),
  );
  await expect(tools.getByTestId('subscription-cost')).toHaveText('375,00 € pro Monat');
  await expect(tools.getByRole('button', { name: 'Abonnement fortsetzen' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  await tools.getByRole('button', { name: 'Anzahl der Lizenzen ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lizenzen von Tools Enterprise ändern' });
  await dialog.getByRole('spinbutton', { name: 'Lizenzen' }).fill('1');
  await expect(dialog.getByTestId('reduce-quantity-message')).toHaveText(
    'Wenn Sie die Anzahl verringern möchten, wenden Sie sich bitte an den Support.',
  );
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Lizenzen' }).fill('3');
  await expect(dialog.getByTestId('quote-newCost')).toHaveText('562,50 € pro Monat');
  await expect(dialog.getByTestId('quote-difference')).toHaveText('187,50 € mehr pro Monat');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect((await subscriptionNamed(page, 'Tools Enterprise')).quantity).toBe(2);
});

test('corporate (paid by invoice): no cancel or resume, no licence change, contact instead of buying', async ({
  page,
}) => {
  await signIn(page, 'invoice@demo.test');
  await page.goto('/subscriptions/my');
  const tools = licenseCard(page, 'tools');
  await expect(tools.getByTestId('subscription-plan')).toHaveText('Tools Corporate');
  await expect(tools.getByTestId('corporate-hint')).toBeVisible();
  await expect(tools.getByTestId('cancel-button')).toHaveCount(0);
  await expect(tools.getByTestId('resume-button')).toHaveCount(0);
  await expect(tools.getByTestId('edit-quantity')).toBeDisabled();
  // Paying by invoice needs no payment method.
  await expect(page.getByTestId('payment-method-prompt')).toHaveCount(0);
  for (const line of ['dmp', 'analytics'] as const) {
    await expect(licenseCard(page, line).getByTestId('contact-button')).toBeVisible();
    await expect(licenseCard(page, line).getByTestId('buy-button')).toHaveCount(0);
  }
  await expectAccessibleInBothThemes(page);
});
