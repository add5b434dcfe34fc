import { expect, test } from '@playwright/test';
import {
  apiFromPage,
  dismissTermsIfShown,
  expectAccessible,
  signInAsFreshCustomer,
} from '../support/session';

import { listedMethods, methodRows as rows } from './payment-methods-support';

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
