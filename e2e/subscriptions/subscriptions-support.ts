import { expect, type Page } from '@playwright/test';
import { apiFromPage, expectAccessible } from '../support/session';

export interface ApiSubscription {
  id: string;
  name: string;
  product_id: number;
  status: string;
  quantity: number;
  interval: string;
  ends_at: string | null;
  renews_at: string;
  pause: { starts_at: string; ends_at: string } | null;
}

export interface ApiInvoice {
  number: string;
  subscription: string | null;
  amount: number;
  status: string;
  date: string;
}

export async function subscriptionsOf(page: Page): Promise<ApiSubscription[]> {
  const answer = await apiFromPage(page, 'GET', '/v1/subscription/all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: ApiSubscription[] }).data;
}

export async function subscriptionNamed(page: Page, name: string): Promise<ApiSubscription> {
  const found = (await subscriptionsOf(page)).find((subscription) => subscription.name === name);
  if (!found) throw new Error(`no subscription ${name}`);
  return found;
}

export async function invoicesOf(page: Page): Promise<ApiInvoice[]> {
  const answer = await apiFromPage(page, 'GET', '/v1/invoice/all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: ApiInvoice[] }).data;
}

/** Minor units from a displayed amount such as "€1,258.06" (en) or "1.258,06 €" (de). */
export function minorUnits(text: string, decimalSeparator: '.' | ','): number {
  const digits = text.replace(new RegExp(`[^0-9${decimalSeparator === ',' ? ',' : '.'}]`, 'g'), '');
  return Math.round(Number(digits.replace(',', '.')) * 100);
}

/** Axe in light and in dark mode (the top bar's toggle), back to light afterwards. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

export const licenseCard = (page: Page, line: 'tools' | 'dmp' | 'analytics') =>
  page.getByTestId(`license-card-${line}`);
