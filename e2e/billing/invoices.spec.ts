import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiFromPage, dismissTermsIfShown, expectAccessible, signIn } from '../support/session';
import { completeInvoicePayment, type InvoiceRow, invoicesFromApi } from './invoices-support';

async function toggleDarkMode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
}

/** What staff see in the outbox for one recipient (the mail job runs in the background). */
async function outboxFor(browser: Browser, to: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'admin@demo.test');
  let mails: { to: string; subject: string }[] = [];
  await expect
    .poll(
      async () => {
        const answer = await apiFromPage(
          staff,
          'GET',
          `/v1/admin/mail-outbox?search=${encodeURIComponent(to)}`,
        );
        mails = (answer.body as { data: { to: string; subject: string }[] }).data;
        return mails.length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await context.close();
  return mails;
}

// Lukas bought DMP Enterprise minutes before the seed with a card that always asks for 3-D Secure.
test('a customer completes the payment of an open invoice with 3-D Secure', async ({ page }) => {
  // Lukas's profile speaks German; this browser chose English, which a sign-in keeps (decision 0044).
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('portal.language', 'en'));
  await signIn(page, 'lukas.hofmann@demo.test');
  await dismissTermsIfShown(page);
  const before = await invoicesFromApi(page);
  const waiting = before.find((invoice) => invoice.clientSecret !== null);
  expect(waiting).toMatchObject({ status: 'open' });

  await page.goto('/billing/invoices');
  const row = page.getByRole('row', { name: new RegExp(waiting?.number ?? '-') });
  await expect(row.getByText('Open')).toBeVisible();
  await expect(row.getByText('DMP Enterprise')).toBeVisible();
  await expectAccessible(page);
  await toggleDarkMode(page);
  await expectAccessible(page);

  await completeInvoicePayment(page, waiting!);
});

test('the owner filters a month, downloads an invoice and follows a refund to the credit notes', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/billing/invoices');
  const list = page.getByRole('region', { name: 'Invoices' });
  await expect(list.getByRole('row')).not.toHaveCount(0);
  const all = await invoicesFromApi(page);
  expect(all.length).toBeGreaterThan(3);
  await expect(list.getByTestId('invoice-row')).toHaveCount(all.length);
  // Open (SEPA still processing) and paid invoices, amounts with the euro sign.
  await expect(list.getByText('Open').first()).toBeVisible();
  await expect(list.getByText('Paid').first()).toBeVisible();
  await expect(list.getByText(/€\d/).first()).toBeVisible();
  // Paid by card, and the SEPA debit settling: nothing to pay here.
  await expect(list.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);

  // The newest invoice's month, typed into the month picker.
  const newest = all[0]!;
  // Issue dates are UTC days, as the API filters them; the browser runs in UTC as well.
  const issued = new Date(newest.date);
  const [year, monthIndex] = [issued.getUTCFullYear(), issued.getUTCMonth()];
  const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  await list.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type(month.slice(5));
  await page.keyboard.type(String(year));
  const ofMonth = await apiFromPage(page, 'GET', `/v1/invoice/all?start=${month}-01&end=${month}-${lastDay}`);
  const monthInvoices = (ofMonth.body as { data: InvoiceRow[] }).data;
  expect(monthInvoices.length).toBeGreaterThan(0);
  expect(monthInvoices.length).toBeLessThan(all.length);
  await expect(list.getByTestId('invoice-row')).toHaveCount(monthInvoices.length);
  await expect(list.getByRole('row', { name: new RegExp(newest.number) })).toBeVisible();

  const audit = page.waitForResponse(
    (response) => response.url().endsWith('/v1/user/audit') && response.request().method() === 'POST',
  );
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: `Download invoice ${newest.number}` }).click();
  await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const recorded = await audit;
  expect(recorded.status()).toBe(200);
  expect(recorded.request().postDataJSON()).toMatchObject({
    event: 'downloadInvoice',
    new_value: { link: expect.stringContaining(`/v1/invoice/${newest.number}/pdf`) },
  });

  // The same menu by keyboard: the invoice as XRechnung (UBL), an XML file named by number and format.
  const eInvoiceAudit = page.waitForResponse(
    (response) => response.url().endsWith('/v1/user/audit') && response.request().method() === 'POST',
  );
  const eInvoice = page.waitForEvent('download');
  await list.getByRole('button', { name: `Download invoice ${newest.number}` }).press('Enter');
  await expect(page.getByRole('menuitem', { name: 'PDF', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect((await eInvoice).suggestedFilename()).toBe(`${newest.number}-xrechnung-ubl.xml`);
  expect((await eInvoiceAudit).request().postDataJSON()).toMatchObject({
    event: 'downloadInvoice',
    new_value: { link: `/v1/invoice/${newest.number}/e-invoice/xrechnung-ubl` },
  });

  // Back to every month: the partly refunded invoice's chip says how much and leads to the credit notes.
  await list.getByRole('button', { name: 'Clear' }).click();
  await expect(list.getByTestId('invoice-row')).toHaveCount(all.length);
  expect(all.some((invoice) => invoice.status === 'partially_refunded')).toBe(true);
  await list.getByRole('link', { name: 'Partially refunded: €300.00' }).first().click();
  await expect(page).toHaveURL(/\/billing\/credit-notes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Notes' })).toBeVisible();
});

test('the owner exports the previous month as CSV and the mail reaches the outbox', async ({
  page,
  browser,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/billing/invoices');
  const exportArea = page.getByRole('region', { name: 'Export as CSV' });
  const now = new Date();
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const monthName = previous.toLocaleString('en-US', { month: 'long' });
  await expect(exportArea.getByRole('spinbutton', { name: 'Month' })).toHaveText(monthName);
  await expect(exportArea.getByRole('spinbutton', { name: 'Year' })).toHaveText(
    String(previous.getFullYear()),
  );

  const email = exportArea.getByLabel('E-Mail');
  await email.fill('');
  await exportArea.getByRole('button', { name: 'Send CSV' }).click();
  await expect(exportArea.getByText('The e-mail field is required.')).toBeVisible();
  await email.fill('not-an-address');
  await exportArea.getByRole('button', { name: 'Send CSV' }).click();
  await expect(exportArea.getByText('The e-mail must be a valid e-mail address.')).toBeVisible();
  await expectAccessible(page);

  const to = `csv-${Date.now()}@example.test`;
  await email.fill(to);
  const sent = page.waitForResponse((response) => response.url().endsWith('/v1/invoice/csv'));
  await exportArea.getByRole('button', { name: 'Send CSV' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const month = `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`;
  expect(answer.request().postDataJSON()).toEqual({ date: month, email: to });
  await expect(
    page.getByText(`The CSV will be sent to ${to}. It arrives within a few minutes.`),
  ).toBeVisible();

  const mails = await outboxFor(browser, to);
  expect(mails[0]).toMatchObject({ to, subject: expect.stringMatching(/invoice export/i) });
});
