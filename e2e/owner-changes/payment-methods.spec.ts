import { expect, test } from '@playwright/test';
import { listedMethods, methodRows as rows } from '../billing/payment-methods-support';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

// No retry: the first run changed the seeded owner for good, a second would start elsewhere.
test.describe.configure({ retries: 0 });

test('owner adds a SEPA direct debit, makes it the default and cannot delete it as the last method', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const before = await listedMethods(page);
  expect(before.length).toBeGreaterThan(1);

  await page.goto('/billing/payment-methods');
  await expect(rows(page)).toHaveCount(before.length);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await expect(dialog.getByLabel('First name')).toHaveValue('Olivia');
  await dialog.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await expect(dialog.getByRole('switch', { name: 'Use as default payment method' })).not.toBeChecked();
  await expect(dialog.getByText(/authorise us to collect payments/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Payment method created.');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(before.length + 1);

  const added = (await listedMethods(page)).find((method) => !before.some((old) => old.id === method.id));
  expect(added).toMatchObject({ type: 'sepa_debit', last4: '3000', isDefault: false });

  // The newest method comes first, as the API lists it.
  const newRow = rows(page).first();
  await newRow.getByRole('button', { name: 'Set SEPA Direct Debit •••• 3000 as default' }).click();
  await expect(newRow).toContainText('Default');
  await expect(page.locator('[data-testid="payment-method"][data-default="true"]')).toHaveCount(1);
  await expect(page.getByTestId('snackbar').last()).toContainText('Default payment method updated.');
  const after = await listedMethods(page);
  expect(after.find((method) => method.id === added?.id)?.isDefault).toBe(true);
  expect(after.filter((method) => method.isDefault)).toHaveLength(1);
  const account = await apiFromPage(page, 'GET', '/v1/account/me');
  expect(account.body).toMatchObject({ card_brand: 'sepa_debit', card_last_four: '3000' });

  // With other methods left, each of them can go.
  // Oldest first: the list shows the newest on top.
  for (const old of [...before].reverse()) {
    await rows(page)
      .last()
      .getByRole('button', { name: /^Delete / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete payment method' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('snackbar').last()).toContainText('Payment method removed.');
    expect((await listedMethods(page)).some((method) => method.id === old.id)).toBe(false);
  }
  await expect(rows(page)).toHaveCount(1);

  // The last method of a running subscription stays, in dark mode too.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expectAccessible(page);
  await rows(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete payment method' });
  await expect(confirm).toContainText('Do you really want to delete SEPA Direct Debit •••• 3000?');
  // Spec §9: the delete dialog is 320 px wide.
  expect((await confirm.boundingBox())?.width ?? 0).toBeLessThanOrEqual(320);
  // The red delete button included.
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByTestId('last-method-explanation')).toHaveText(
    'This is your only payment method and you have running subscriptions. To delete it, cancel all running subscriptions or add another payment method first.',
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeHidden();

  const refused = await apiFromPage(page, 'DELETE', `/v1/account/billing/payment-methods/${added?.id}`, {});
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ status: 'last_payment_method' });
  expect(await listedMethods(page)).toEqual([expect.objectContaining({ id: added?.id, isDefault: true })]);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
});
