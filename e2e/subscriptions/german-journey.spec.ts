import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from '../support/session';
import {
  expectAccessibleInBothThemes,
  invoicesOf,
  licenseCard,
  subscriptionNamed,
} from './subscriptions-support';

// jonas.weber@demo.test keeps his profile in German: the portal adopts it at sign-in. He has Tools
// Enterprise and Analytics Enterprise (1 licence, €300 a month) by card; no other journey uses him.
test('in German: more Analytics licences, cancel and resume Tools, upcoming payments', async ({ page }) => {
  await signIn(page, 'jonas.weber@demo.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await mainMenu(page).getByRole('link', { name: 'Meine Produkte' }).click();
  await expect(page).toHaveTitle('Account Portal | Meine Produkte');

  const analytics = licenseCard(page, 'analytics');
  await expect(analytics.getByTestId('subscription-status')).toHaveText('Aktiv');
  await expect(analytics.getByTestId('subscription-cost')).toHaveText('300,00 € pro Monat');
  await expect(page.getByTestId('stat-card-analytics').getByTestId('stat-figure')).toBeVisible();
  await expect(licenseCard(page, 'dmp').getByRole('link', { name: 'DMP kaufen' })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  const invoicesBefore = await invoicesOf(page);
  await analytics.getByRole('button', { name: 'Anzahl der Lizenzen ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lizenzen von Analytics Enterprise ändern' });
  await dialog.getByRole('spinbutton', { name: 'Lizenzen' }).fill('2');
  await expect(dialog.getByTestId('quote-newCost')).toHaveText('600,00 € pro Monat');
  await expect(dialog.getByTestId('quote-difference')).toHaveText('300,00 € mehr pro Monat');
  await expect(dialog.getByTestId('quote-dueNow')).toHaveText(/^\d+,\d\d\s€$/);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(
    'Die Lizenzen von Analytics Enterprise wurden aktualisiert.',
  );
  await expect(analytics.getByTestId('subscription-quantity')).toContainText('2');
  expect((await subscriptionNamed(page, 'Analytics Enterprise')).quantity).toBe(2);
  expect(await invoicesOf(page)).toHaveLength(invoicesBefore.length + 1);

  const tools = licenseCard(page, 'tools');
  await tools.getByRole('button', { name: 'Abonnement kündigen' }).click();
  const cancel = page.getByTestId('cancel-dialog');
  await cancel.getByRole('radio', { name: 'Zu wenig genutzt' }).check();
  await cancel.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('snackbar').last()).toContainText(
    'Ihr Abonnement Tools Enterprise wurde gekündigt.',
  );
  await expect(tools.getByTestId('subscription-status')).toHaveText('Gekündigt');
  expect((await subscriptionNamed(page, 'Tools Enterprise')).status).toBe('canceled');

  // A cancelled subscription renews no more: only Analytics is coming up.
  await mainMenu(page).getByRole('link', { name: 'Zahlungen' }).click();
  const upcoming = page.getByTestId('upcoming-payment');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.getByRole('heading')).toHaveText('Analytics Enterprise');
  await expect(upcoming.getByTestId('upcoming-date')).toContainText('Nächste Zahlung am');
  await expectAccessibleInBothThemes(page);

  await upcoming.getByRole('link', { name: 'Meine Produkte' }).click();
  await tools.getByRole('button', { name: 'Abonnement fortsetzen' }).click();
  await page.getByTestId('resume-dialog').getByRole('button', { name: 'Abonnement fortsetzen' }).click();
  await expect(tools.getByTestId('subscription-status')).toHaveText('Aktiv');
  expect((await subscriptionNamed(page, 'Tools Enterprise')).status).toBe('active');
});
