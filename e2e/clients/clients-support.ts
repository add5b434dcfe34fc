import { expect, type Page } from '@playwright/test';
import { enterCard, registerCustomer, saveInvoiceData } from '../store/store-support';
import { linkFromInbox } from '../support/mail';

export const OWNER_PASSWORD = 'Store-Journey-2026!';
export const SUB_USER_PASSWORD = 'Sub-User-Team-2026!';

/**
 * An account owner of its own with Tools Enterprise, so sub-users can be added (decision 0057) and
 * no other journey sees the extra-user charges on its invoices.
 */
export async function ownerWithTools(page: Page, prefix: string): Promise<string> {
  const email = await registerCustomer(page, prefix);
  await saveInvoiceData(page);
  await page.goto('/store/tools');
  await page.getByTestId('plan-1').getByRole('button', { name: 'Subscribe now' }).click();
  await page.getByTestId('create-subscription-dialog').getByRole('button', { name: 'Subscribe' }).click();
  const payment = page.getByTestId('payment-dialog');
  await enterCard(page, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Continue' }).click();
  await payment.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/my$/);
  return email;
}

/** The client table's row of a user, by e-mail. */
export const clientRow = (page: Page, email: string) =>
  page.getByTestId('client-row').filter({ hasText: email });

/** Waits for the client table to show the rows of its current search and page. */
export async function tableSettled(page: Page): Promise<void> {
  await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
}

/**
 * The set-password link of the welcome mail, as it arrived at the mail server. Which page it opens
 * is the API's (the reset-password page, or a page of its own for new users).
 */
export function welcomeLink(email: string, after = 0): Promise<string> {
  return linkFromInbox(email, '/(?:reset-password|set-password|welcome)', after);
}

/** Chooses an option of a multi-select of the client form. */
export async function choose(page: Page, field: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Choosing closes the list; an Escape then would close the dialog instead.
  await expect(page.getByRole('listbox')).toBeHidden();
}
