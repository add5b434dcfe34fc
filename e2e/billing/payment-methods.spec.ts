import { expect, type Page, test } from '@playwright/test';
import {
  apiFromPage,
  dismissTermsIfShown,
  expectAccessible,
  signIn,
  signInAsFreshCustomer,
} from '../support/session';

interface Method {
  id: string;
  type: string;
  brand: string | null;
  last4: string;
  isDefault: boolean;
}

async function listedMethods(page: Page): Promise<Method[]> {
  const answer = await apiFromPage(page, 'GET', '/v1/account/billing/payment-methods');
  expect(answer.status).toBe(200);
  return (answer.body as { data: Method[] }).data;
}

const rows = (page: Page) => page.getByTestId('payment-method');

test('owner adds a SEPA direct debit and makes it the default', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const before = await listedMethods(page);
  const card = before.find((method) => method.type === 'card');
  expect(card?.isDefault).toBe(true);

  await page.goto('/billing/payment-methods');
  await expect(rows(page)).toHaveCount(before.length);
  await expect(rows(page).filter({ hasText: 'Visa •••• 4242' })).toContainText('Default');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await expect(dialog.getByLabel('First name')).toHaveValue('Olivia');
  await dialog.getByLabel('IBAN').fill('AT61 1904 3002 3457 3201');
  await expect(dialog.getByRole('switch', { name: 'Use as default payment method' })).not.toBeChecked();
  await expect(dialog.getByText(/authorise us to collect payments/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Payment method created.');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(before.length + 1);

  const added = (await listedMethods(page)).find((method) => !before.some((old) => old.id === method.id));
  expect(added).toMatchObject({ type: 'sepa_debit', last4: '3201', isDefault: false });

  // The newest method comes first, as the API lists it.
  const newRow = rows(page).first();
  await newRow.getByRole('button', { name: 'Set SEPA Direct Debit •••• 3201 as default' }).click();
  await expect(newRow).toContainText('Default');
  await expect(rows(page).filter({ hasText: 'Visa •••• 4242' })).not.toContainText('Default');
  await expect(page.getByTestId('snackbar').last()).toContainText('Default payment method updated.');
  const after = await listedMethods(page);
  expect(after.find((method) => method.id === added?.id)?.isDefault).toBe(true);
  expect(after.filter((method) => method.isDefault)).toHaveLength(1);
  const account = await apiFromPage(page, 'GET', '/v1/account/me');
  expect(account.body).toMatchObject({ card_brand: 'sepa_debit', card_last_four: '3201' });

  // Leave the owner as seeded for the other journeys: the card default again, the new mandate gone.
  expect(
    (await apiFromPage(page, 'POST', '/v1/account/billing/payment-methods/default', { paymentId: card?.id }))
      .status,
  ).toBe(200);
  expect(
    (await apiFromPage(page, 'DELETE', `/v1/account/billing/payment-methods/${added?.id}`, {})).status,
  ).toBe(200);
});

test('the only method of a running subscription cannot be deleted (dark mode)', async ({ page }) => {
  // James pays his Analytics subscription with one card.
  await signIn(page, 'james.carter@demo.test');
  const [only, ...others] = await listedMethods(page);
  expect(others).toHaveLength(0);
  const refused = await apiFromPage(page, 'DELETE', `/v1/account/billing/payment-methods/${only?.id}`, {});
  expect(refused.status).toBe(409);
  const { status, message } = refused.body as { status: string; message: string };
  expect(status).toBe('last_payment_method');

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.goto('/billing/payment-methods');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('American Express •••• 0005');
  await expectAccessible(page);
  await rows(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete payment method' });
  await expect(dialog).toContainText('Do you really want to delete American Express •••• 0005?');
  // Spec §9: the delete dialog is 320 px wide.
  expect((await dialog.boundingBox())?.width ?? 0).toBeLessThanOrEqual(320);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('last-method-explanation')).toHaveText(message);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await listedMethods(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
});

test('a new customer enters invoice data, then adds a first card (in German)', async ({ page }) => {
  await signInAsFreshCustomer(page);
  await dismissTermsIfShown(page);
  // Accepted, so the terms dialog does not come back (in German) after the reload below.
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  const saved = await apiFromPage(page, 'PUT', '/v1/account/billing/information', {
    company: null,
    vatid: null,
    no_vat_id: true,
    firstname: 'Nina',
    lastname: 'Neu',
    street: 'Mariahilfer Straße 10',
    postal_code: '1060',
    city: 'Wien',
    country: 'AT',
    phone_number: null,
    invoice_language: 'de',
    invoice_email: null,
    invoice_reference: null,
  });
  expect(saved.status).toBe(200);

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/billing/payment-methods');
  await expect(page.getByTestId('payment-methods-empty')).toHaveText(
    'Sie haben noch keine Zahlungsmethode gespeichert.',
  );
  await expectAccessible(page);

  // The add dialog in dark mode as well (the owner's journey checks it in light mode).
  await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zahlungsmethode hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zahlungsmethode hinzufügen' });
  const defaultSwitch = dialog.getByRole('switch', { name: 'Als Standard-Zahlungsmethode verwenden' });
  await expect(defaultSwitch).toBeChecked();
  await expect(defaultSwitch).toBeDisabled();
  await dialog.getByLabel('Vorname').fill('Nina');
  await dialog.getByLabel('Nachname').fill('Neu');
  await dialog.getByLabel('Kartennummer').fill('4242424242424241');
  await expect(dialog.getByText('Ihre Kartennummer ist ungültig.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Kartennummer').fill('4242424242424242');
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await dialog.getByLabel('Ablaufdatum').fill('1234');
  await expect(dialog.getByLabel('Ablaufdatum')).toHaveValue('12 / 34');
  await dialog.getByLabel('Prüfnummer (CVC)').fill('123');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Zahlungsmethode hinzugefügt.');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Visa •••• 4242');
  await expect(rows(page)).toContainText('Standard');

  const methods = await listedMethods(page);
  expect(methods).toEqual([
    expect.objectContaining({ type: 'card', brand: 'visa', last4: '4242', isDefault: true }),
  ]);
  const account = await apiFromPage(page, 'GET', '/v1/account/me');
  expect(account.body).toMatchObject({ card_brand: 'visa', card_last_four: '4242' });
});
