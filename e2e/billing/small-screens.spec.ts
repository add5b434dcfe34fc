import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

// A phone in portrait (390 × 844): the invoices and credit notes are cards, not a table hiding the
// amount, status and download in a sideways scroll.
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('invoices at 390 px (in German): amount, status and download in sight, no sideways scroll', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  // The language this browser keeps (spec §1), as a switch in the top bar would leave it.
  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
  await page.goto('/billing/invoices');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const first = page.getByTestId('invoice-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(first.getByTestId('invoice-amount')).toBeInViewport();
  await expect(first.getByTestId('invoice-status')).toBeInViewport();
  await expect(first.getByRole('button', { name: /^Rechnung .* herunterladen$/ })).toBeInViewport();
  // The partly refunded invoice says how much, in German.
  await expect(page.getByRole('link', { name: 'Teilweise erstattet: 300,00 €' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('credit notes at 390 px (in French): amount and download in sight, no sideways scroll', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  // The language this browser keeps (spec §1), as a switch in the top bar would leave it.
  await page.evaluate(() => localStorage.setItem('portal.language', 'fr'));
  await page.goto('/billing/credit-notes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const first = page.getByTestId('credit-note-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(first.getByTestId('credit-note-amount')).toBeInViewport();
  await expect(first.getByRole('button', { name: /^Télécharger l/ })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
