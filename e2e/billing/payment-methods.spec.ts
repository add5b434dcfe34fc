import { readFile } from 'node:fs/promises';
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

test('a SEPA method shows its mandate and downloads it as a PDF, in light and dark mode', async ({
  page,
}) => {
  await signInAsFreshCustomer(page);
  await dismissTermsIfShown(page);
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  const saved = await apiFromPage(page, 'PUT', '/v1/account/billing/information', {
    company: 'Mandat Test SARL',
    vatid: null,
    no_vat_id: true,
    firstname: 'Frida',
    lastname: 'Fresh',
    street: 'Rue de Rivoli 1',
    postal_code: '75001',
    city: 'Paris',
    country: 'FR',
    phone_number: null,
    invoice_language: 'fr',
    invoice_email: null,
    invoice_reference: null,
  });
  expect(saved.status).toBe(200);

  await page.goto('/billing/payment-methods');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Payment method created.');
  await expect(rows(page)).toHaveCount(1);
  const listed = await apiFromPage(page, 'GET', '/v1/account/billing/payment-methods');
  const [method] = (listed.body as { data: { mandate: { reference: string; creditorId: string } }[] }).data;
  expect(method?.mandate.reference).toMatch(/^SANDBOX-/);

  const toggle = rows(page).getByRole('button', {
    name: 'Show the SEPA mandate of SEPA Direct Debit •••• 3000',
  });
  await toggle.click();
  const mandate = page.getByTestId('sepa-mandate');
  await expect(mandate).toBeVisible();
  await expect(mandate).toContainText(method?.mandate.reference ?? 'no reference');
  await expect(mandate).toContainText(method?.mandate.creditorId ?? 'no creditor id');
  await expect(mandate).toContainText('DE •••• 3000');
  await expect(mandate).toContainText('To revoke this mandate, delete this payment method.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await mandate.getByRole('button', { name: 'Download mandate (PDF): SEPA Direct Debit •••• 3000' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`sepa-mandate-${method?.mandate.reference}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();

  await rows(page)
    .getByRole('button', { name: 'Hide the SEPA mandate of SEPA Direct Debit •••• 3000' })
    .click();
  await expect(mandate).toBeHidden();
});
