import { expect, type Page, test } from '@playwright/test';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

type AccountData = Record<string, unknown>;

async function account(page: Page): Promise<AccountData> {
  const answer = await apiFromPage(page, 'GET', '/v1/account/me');
  expect(answer.status).toBe(200);
  return answer.body as AccountData;
}

/** Puts the billing data back as it was, for the other journeys of this run. */
async function restoreBilling(page: Page, saved: AccountData): Promise<void> {
  const keys = ['company', 'vatid', 'street', 'postal_code', 'city', 'country', 'phone_number'] as const;
  const restored = await apiFromPage(page, 'PUT', '/v1/account/billing/information', {
    ...Object.fromEntries(keys.map((key) => [key, saved[key]])),
    no_vat_id: Boolean(saved.company) && !saved.vatid,
    firstname: saved.billing_firstname,
    lastname: saved.billing_lastname,
    invoice_language: saved.invoice_language,
    invoice_email: saved.invoice_email,
    invoice_reference: saved.invoice_reference,
  });
  expect(restored.status).toBe(200);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('the owner enters a VAT id: the country follows, the server checks it, the data is saved', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const saved = await account(page);
  expect(saved).toMatchObject({ company: 'Demo Media GmbH', vatid: 'ATU12345675', country: 'AT' });
  await page.goto('/billing/invoice-data');
  const vatId = textbox(page, 'VAT ID');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(vatId).toHaveValue('ATU12345675');
  await expect(country).toHaveValue('Austria');
  await expect(country).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'My company has no VAT ID' })).not.toBeChecked();
  // The demo seed's id was verified by the stand-in registry (decision 0080).
  const vatIdStatus = page.getByTestId('vat-id-status');
  await expect(vatIdStatus).toContainText('Verified on');
  await expect(vatIdStatus).toContainText(/VIES consultation number WAPI\d{12}/);
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
  await expectAccessible(page);

  await vatId.fill('DE123');
  await expect(country).toHaveValue('Germany');
  await expect(page.getByTestId('invoice-data-warning')).toContainText('You changed the VAT ID');
  await expect(page.getByTestId('vat-id-status-after-save')).toContainText('checked with the EU registry');
  await page.getByRole('button', { name: 'Save' }).click();
  // The server checks the VAT id's format; its answer (type vatId) shows on the VAT id field.
  await expect(page.getByText('The VAT ID DE123 is not a valid VAT identification number.')).toBeVisible();
  expect((await account(page)).vatid).toBe('ATU12345675');

  await vatId.fill('DE136695976');
  await textbox(page, 'Street').fill('Friedrichstraße 100');
  await textbox(page, 'Postal code').fill('10117');
  await textbox(page, 'City').fill('Berlin');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing data updated.')).toBeVisible();
  await expect(page.getByTestId('invoice-data-warning')).toHaveCount(0);
  expect(await account(page)).toMatchObject({
    vatid: 'DE136695976',
    country: 'DE',
    street: 'Friedrichstraße 100',
    postal_code: '10117',
    city: 'Berlin',
    billing_firstname: 'Olivia',
  });
  // The check runs in the background after the save; the screen follows it without a reload.
  await expect(vatIdStatus).toContainText('Verified on', { timeout: 30_000 });
  await expect(vatIdStatus).toContainText('Registered as: Wagner & Söhne GmbH');

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);
  await restoreBilling(page, saved);
});

// Sophie's profile speaks French, so the server's answers are French as well.
test('a French customer edits the invoice data in French', async ({ page }) => {
  await signIn(page, 'sophie.martin@demo.test');
  const saved = await account(page);
  expect(saved).toMatchObject({ vatid: 'FR40303265045', country: 'FR', language: 'fr' });
  await page.evaluate(() => localStorage.setItem('portal.language', 'fr'));
  await page.goto('/billing/invoice-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Données de facturation' })).toBeVisible();
  const vatId = textbox(page, 'Numéro de TVA');
  const country = page.getByRole('combobox', { name: 'Pays' });
  await expect(country).toHaveValue('France');
  await expectAccessible(page);

  const firstName = textbox(page, 'Prénom');
  await firstName.fill('');
  await textbox(page, 'Référence').fill('x'.repeat(31));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le champ prénom est obligatoire.')).toBeVisible();
  await expect(page.getByText('Le champ référence ne peut pas dépasser 30 caractères.')).toBeVisible();
  await firstName.fill('Sophie');
  await textbox(page, 'Référence').fill('BC-7');

  await vatId.fill('IT123');
  await expect(country).toHaveValue('Italie');
  await expect(page.getByTestId('invoice-data-warning')).toContainText('Vous avez modifié le numéro de TVA');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText("Le numéro de TVA IT123 n'est pas un numéro de TVA intracommunautaire valide."),
  ).toBeVisible();

  await vatId.fill('IT00743110157');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Données de facturation mises à jour.')).toBeVisible();
  expect(await account(page)).toMatchObject({
    vatid: 'IT00743110157',
    country: 'IT',
    invoice_reference: 'BC-7',
  });

  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
  await expectAccessible(page);
  await restoreBilling(page, saved);
});

test('a company without VAT id starts with the switch on and the VAT id disabled', async ({ page }) => {
  await signIn(page, 'invoice@demo.test');
  const saved = await account(page);
  expect(saved).toMatchObject({ company: 'Invoice Payer AG', vatid: null });
  await page.goto('/billing/invoice-data');
  const noVatId = page.getByRole('switch', { name: 'My company has no VAT ID' });
  await expect(noVatId).toBeChecked();
  await expect(textbox(page, 'VAT ID')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  await expectAccessible(page);

  // Without the switch a company needs a VAT id.
  await noVatId.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The VAT ID field is required.')).toBeVisible();
  await noVatId.click();
  await textbox(page, 'Reference').fill('PO-42');
  await expect(page.getByTestId('invoice-data-warning')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing data updated.')).toBeVisible();
  expect(await account(page)).toMatchObject({ vatid: null, invoice_reference: 'PO-42', country: 'DE' });
  await restoreBilling(page, saved);
});
