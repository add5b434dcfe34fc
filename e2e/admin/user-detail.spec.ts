import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from '../support/session';

/** The accessibility check in the light theme, then in the dark one. */
async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
}

test('support finds owner@demo.test in the user table and opens everything about them on one page', async ({
  page,
}) => {
  await signIn(page, 'support@demo.test');
  await page.goto('/admin/users');
  await page.getByTestId('user-chip-search').fill('owner@demo.test');
  await page.keyboard.press('Enter');
  const row = page.getByTestId('admin-user-row').filter({ hasText: 'owner@demo.test' });
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await row.getByText('owner@demo.test').click();

  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const profile = page.getByTestId('user-profile-card');
  await expect(profile.getByText('owner@demo.test')).toBeVisible();
  await expect(profile.getByText('Active')).toBeVisible();
  const statistics = page.getByTestId('user-statistics-card');
  await expect(statistics.getByText('Polls')).toBeVisible();
  await expect(page.getByTestId('domains-card').getByTestId('domain-row').first()).toBeVisible();
  await expect(page.getByTestId('user-subscriptions-card')).toBeVisible();
  await expect(page.getByTestId('user-polls-card').getByRole('link').first()).toHaveAttribute(
    'href',
    /\/experiences\/polls\/\d+$/,
  );
  await expect(page.getByTestId('user-feed-card').getByRole('link', { name: 'Show all' })).toHaveAttribute(
    'href',
    /\/security\/activities\?editors=\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Log in as user' })).toBeEnabled();

  await expectAccessibleInBothThemes(page);

  // An id no user has is the not-found page.
  await page.goto('/admin/users/2147483647');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
