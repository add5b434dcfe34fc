import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, signInAsFreshCustomer } from '../support/session';

const toggle = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('switch', { name, exact: true });

test('support finds a customer from the top bar, keeps their domains, signs in as them with a reason, may only look, returns; the customer reads it in their log', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const email = await signInAsFreshCustomer(customer);

  await signIn(page, 'support@demo.test');
  // Two keystrokes' worth of search: the top bar finds the customer and opens their detail.
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByTestId('user-search-match')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

  // The customer's domains: one added (its scheme, www. and slash left out while typing), then edited.
  const domains = page.getByTestId('domains-card');
  await expect(domains.getByText('This user has no domains yet.')).toBeVisible();
  await domains.getByRole('button', { name: 'Add domain' }).click();
  const add = page.getByRole('dialog', { name: 'Add domain' });
  await add.getByRole('textbox', { name: /Domain/ }).fill('https://www.shop-e2e.example/');
  await add.getByRole('switch', { name: 'SDK' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domain shop-e2e.example created.')).toBeVisible();
  await domains.getByRole('button', { name: 'Edit shop-e2e.example' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit domain' });
  await edit.getByRole('textbox', { name: /Domain/ }).fill('shop2-e2e.example');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Domain shop2-e2e.example updated.')).toBeVisible();
  await expect(domains.getByTestId('domain-row')).toHaveCount(1);

  await page.getByRole('button', { name: 'Log in as user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in as this user?' });
  // Support may not allow changes: the switch is an Administrator's.
  await expect(dialog.getByRole('switch')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('The reason field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ticket 4711: invoice address');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`You are signed in as Frida Fresh (${email})`);
  await expect(banner).toContainText('read-only');
  await expect(banner).toContainText(/\(\d+ minutes left\)/);
  await expectAccessible(page);
  // Only the holder agrees to new terms: staff signed in as them are not asked.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);

  // A change is refused as read-only, on the screen, and what was chosen stays.
  await page.goto('/settings/notifications');
  await toggle(page, 'Insights').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('You are signed in as this customer to look only: changes are not allowed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(toggle(page, 'Insights')).toBeChecked();

  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Search users')).toBeVisible();

  // The customer reads who signed in as them, why, and when.
  await customer.goto('/security/activities');
  // A fresh account is asked to agree to the current terms first.
  await customer.getByRole('button', { name: 'Later' }).click();
  const entry = customer.getByRole('row').filter({ hasText: 'Support signed in as you' });
  await expect(entry).toContainText('Support (Stella Support)');
  await expect(entry).toContainText(
    /Signed in as you: Ticket 4711: invoice address, from \d\d\.\d\d\.\d{4} \d\d:\d\d to /,
  );
  await expect(customer.getByRole('row').filter({ hasText: 'Support signed out' })).toHaveCount(1);
  await expectAccessible(customer);
  await customerContext.close();
});
