import { expect, type Page, test } from '@playwright/test';
import { enterCard, registerCustomer, saveInvoiceData } from './store-support';

async function switcherApps(page: Page): Promise<string[]> {
  await page.getByTestId('app-switcher').click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  const apps = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return apps.map((app) => app.trim());
}

test('buying Analytics adds it to the app switcher at once, without a reload', async ({ page }) => {
  await registerCustomer(page, 'analytics-unlock');
  await saveInvoiceData(page);
  expect(await switcherApps(page)).toEqual(['Tools']);

  await page.goto('/store/analytics');
  const enterprise = page.getByTestId('plan-3');
  await enterprise.getByRole('button', { name: 'Subscribe now' }).click();
  await page.getByTestId('create-subscription-dialog').getByRole('button', { name: 'Subscribe' }).click();
  const payment = page.getByTestId('payment-dialog');
  await enterCard(page, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Continue' }).click();
  // Loaded once and never again: the purchase must redraw the switcher by itself.
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  await payment.getByRole('button', { name: 'Buy now' }).click();

  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  await expect.poll(() => switcherApps(page)).toEqual(['Tools', 'Analytics']);
  expect(loads.filter((url) => !url.endsWith('/subscriptions/my'))).toEqual([]);
  // The Analytics app has not reported for the new account yet: no figure is made up (decision 0075).
  await expect(page.getByTestId('stat-card-analytics').getByTestId('stat-not-connected')).toHaveText(
    'Not connected yet: Analytics has not sent any figures for your account.',
  );
});
