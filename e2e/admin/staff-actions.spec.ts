import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsFreshCustomer } from '../support/session';

/** Support opens the user detail of the customer with this e-mail address from the user table. */
async function openDetailOf(page: Page, email: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByTestId('user-chip-search').fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await page.getByTestId('admin-user-row').getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
}

test('support suspends a customer with a reason, the customer’s open session ends, and lifts it in German', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = await signInAsFreshCustomer(customer);

  await signIn(page, 'support@demo.test');
  await openDetailOf(page, email);
  const card = page.getByTestId('staff-actions-card');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await card.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Frida Fresh?' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chargeback on the last invoice');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The account has been suspended. Its sign-ins have ended.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  await expect(page.getByTestId('user-profile-card').getByText('Suspended')).toBeVisible();
  await expectAccessible(page);

  // The customer's page was open all along: its next request finds the session ended.
  await customer.reload();
  await expect(customer).toHaveURL(/\/login/);
  await customerContext.close();

  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
  await page.reload();
  await page.getByTestId('staff-actions-card').getByRole('button', { name: 'Sperre aufheben' }).click();
  const lift = page.getByRole('dialog', { name: 'Sperre von Frida Fresh aufheben?' });
  await lift.getByRole('button', { name: 'Sperre aufheben' }).click();
  await expect(lift.getByText('Das Feld Grund ist erforderlich.')).toBeVisible();
  await lift.getByRole('textbox', { name: 'Grund' }).fill('Zahlung eingegangen');
  await lift.getByRole('button', { name: 'Sperre aufheben' }).click();
  await expect(page.getByText('Die Sperre wurde aufgehoben.')).toBeVisible();
  await expect(page.getByTestId('staff-actions-card').getByRole('button', { name: 'Sperren' })).toBeVisible();
});
