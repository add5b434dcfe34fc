import { expect, test } from '@playwright/test';
import {
  apiFromPage,
  dismissTermsIfShown,
  mainMenu,
  signIn,
  signInAsFreshCustomer,
} from '../support/session';
import {
  expectAccessibleInBothThemes,
  invoicesOf,
  licenseCard,
  subscriptionsOf,
} from './subscriptions-support';

interface Upcoming {
  name: string;
  total: number;
  next_payment_attempt: number;
  sepaDebit?: { debitOn: string; noticeSentAt: string | null; noticeOn: string | null } | null;
}

const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);
const day = (unixSeconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000));
/** A calendar day (`YYYY-MM-DD`) as the page writes it, whatever the browser's zone. */
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test('the dashboard tiles show the owner’s real figures', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const detail = (tile: string) => page.getByTestId(`tile-${tile}`).getByTestId('dashboard-tile-detail');

  const subscriptions = await subscriptionsOf(page);
  const invoices = await invoicesOf(page);
  const open = invoices.filter((invoice) => invoice.status === 'open').length;
  const credit = (await apiFromPage(page, 'GET', '/v1/invoice/credit')).body as { data: unknown[] };
  const upcoming = ((await apiFromPage(page, 'GET', '/v1/invoice/upcoming')).body as { data: Upcoming[] })
    .data;
  const next = [...upcoming].sort((a, b) => a.next_payment_attempt - b.next_payment_attempt)[0];
  if (!next) throw new Error('the owner has running subscriptions');

  await expect(detail('products')).toHaveText(`Subscribed products: ${subscriptions.length}`);
  await expect(detail('invoices')).toHaveText(open > 0 ? `Open invoices: ${open}` : 'All invoices are paid');
  await expect(detail('credit-notes')).toHaveText(`Credit notes: ${credit.data.length}`);
  await expect(detail('payments')).toHaveText(
    `Next: ${euros(next.total)} on ${day(next.next_payment_attempt)}`,
  );
  await expect(detail('invoice-data')).toHaveText('Demo Media GmbH, Vienna');
  await expect(detail('payment-methods')).toHaveText(/^(Visa •••• \d{4}|SEPA direct debit •••• \d{4})$/);
  await expect(detail('account')).toHaveText('owner@demo.test');
  await expectAccessibleInBothThemes(page);
});

test('payments lists the next charge of every renewing subscription, as the API does', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await mainMenu(page).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveTitle('Account Portal | Payments');
  const upcoming = ((await apiFromPage(page, 'GET', '/v1/invoice/upcoming')).body as { data: Upcoming[] })
    .data;
  const cards = page.getByTestId('upcoming-payment');
  await expect(cards).toHaveCount(upcoming.length);
  for (const charge of upcoming) {
    const card = cards.filter({ hasText: charge.name });
    await expect(card.getByTestId('upcoming-amount')).toHaveText(euros(charge.total));
    await expect(card.getByTestId('upcoming-date')).toHaveText(
      `Next payment on ${day(charge.next_payment_attempt)}`,
    );
    // Collected by SEPA: the debit day and its pre-notification (decision 0082); cards show neither.
    const debit = charge.sepaDebit;
    if (!debit) {
      await expect(card.getByTestId('upcoming-debit-date')).toHaveCount(0);
      continue;
    }
    await expect(card.getByTestId('upcoming-debit-date')).toHaveText(
      `Debited by SEPA direct debit on ${calendarDay(debit.debitOn)}`,
    );
    await expect(card.getByTestId('upcoming-debit-notice')).toHaveText(
      debit.noticeSentAt
        ? `Notice sent on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(debit.noticeSentAt))}`
        : `Notice will be sent on ${calendarDay(debit.noticeOn ?? debit.debitOn)}`,
    );
  }
  await expectAccessibleInBothThemes(page);
  await cards.first().getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
});

test('an account without subscriptions gets the store and placeholders; the academy guides are served', async ({
  page,
}) => {
  // A customer of its own: the store's journey makes new@demo.test a subscriber earlier in the run.
  await signInAsFreshCustomer(page);
  // The tiles and the terms dialog both wait for the account: once the tiles show, the dialog has decided.
  await expect(page.getByTestId('dashboard-tiles')).toBeVisible();
  await dismissTermsIfShown(page);
  // Through the menu: a reload would ask for the terms again.
  await mainMenu(page).getByRole('link', { name: 'My Products' }).click();
  await expect(page.getByTestId('license-cards')).toBeAttached();
  // The page mounts its own copy of the terms check: "Later" only lasts for the page it was given on.
  await dismissTermsIfShown(page);
  for (const [line, name] of [
    ['tools', 'Tools'],
    ['dmp', 'DMP'],
    ['analytics', 'Analytics'],
  ] as const) {
    await expect(licenseCard(page, line).getByRole('link', { name: `Buy ${name}` })).toHaveAttribute(
      'href',
      `/store/${line}`,
    );
    await expect(page.getByTestId(`stat-card-${line}`).getByTestId('stat-placeholder')).toBeVisible();
  }
  await expect(page.getByTestId('payment-method-prompt')).toHaveCount(0);
  expect(await subscriptionsOf(page)).toEqual([]);
  await expectAccessibleInBothThemes(page);

  for (const file of ['tools-en', 'tools-de', 'dmp-en', 'dmp-de', 'analytics-en', 'analytics-de']) {
    const response = await page.request.get(`/academy/${file}.pdf`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
