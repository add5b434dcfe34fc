import { expect, type Page, test } from '@playwright/test';
import { settle, trackRequests } from '../layout/open-page';
import { apiFromPage, signIn } from '../support/session';

// Issue 31: every staff table fits a 1280 px laptop beside the side menu, in every language, so
// nothing (the login-as button, the subscriptions) hides behind a sideways scroll below the fold.
const LAPTOP = { width: 1280, height: 800 };
test.use({ viewport: LAPTOP });

/** Every table of the page, with how wide it is against the box that holds it. */
function tableWidths(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
      tables: [...document.querySelectorAll('table')].map((table) => {
        const box = table.parentElement as HTMLElement;
        return {
          name: table.getAttribute('aria-label') ?? '',
          rows: table.querySelectorAll('tbody tr').length,
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
        };
      }),
    };
  });
}

async function expectTablesFit(page: Page, where: string, tables: number): Promise<void> {
  await settle(page);
  const widths = await tableWidths(page);
  expect(widths.page.scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(
    widths.page.clientWidth,
  );
  expect(widths.tables.length, `${where}: its tables`).toBeGreaterThanOrEqual(tables);
  for (const table of widths.tables) {
    expect(table.rows, `${where}: "${table.name}" has rows`).toBeGreaterThan(0);
    expect(table.scrollWidth, `${where}: "${table.name}" is wider than its box`).toBeLessThanOrEqual(
      table.clientWidth,
    );
  }
}

/** The finance page's refunds of the latest month that had some, so their table is measured too. */
async function showCreditNotes(page: Page): Promise<void> {
  const card = page.getByTestId('credit-notes-card');
  const month = card.getByRole('combobox');
  for (let option = 1; (await card.getByTestId('credit-note-row').count()) === 0; option++) {
    await month.click();
    const options = page.getByRole('listbox').getByRole('option');
    if (option >= (await options.count())) throw new Error('No month of the list has a credit note');
    await options.nth(option).click();
    await settle(page);
  }
}

test('every staff table fits 1280 px without sideways scrolling, in English, German and French', async ({
  page,
}) => {
  test.slow();
  trackRequests(page);
  await signIn(page, 'admin@demo.test');
  const found = await apiFromPage(page, 'GET', '/v1/user/search?search=owner%40demo.test');
  const owner = (found.body as { data: { id: number }[] }).data[0]?.id;
  expect(owner).toBeGreaterThan(0);

  for (const language of ['en', 'de', 'fr'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('portal.language', chosen), language);

    await page.goto('/admin/users');
    await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
    await expectTablesFit(page, `/admin/users in ${language}`, 1);
    // The login-as button of a row is on the screen, not behind the table's scroll.
    const loginAs = page.getByTestId('admin-user-row').first().getByRole('cell').last().getByRole('button');
    const button = await loginAs.boundingBox();
    expect(button && button.x + button.width).toBeLessThanOrEqual(LAPTOP.width);

    await page.goto('/admin/mail-outbox');
    await expect(page.getByTestId('mail-outbox-row').first()).toBeVisible();
    await expectTablesFit(page, `/admin/mail-outbox in ${language}`, 1);

    await page.goto('/admin/finance');
    await expect(page.getByTestId('receivable-row').first()).toBeVisible();
    await expect(page.getByTestId('refundable-invoice-row').first()).toBeVisible();
    await expect(page.getByTestId('tax-row').first()).toBeVisible();
    await showCreditNotes(page);
    await expectTablesFit(page, `/admin/finance in ${language}`, 4);

    await page.goto(`/admin/users/${owner}`);
    await expect(page.getByTestId('user-subscription-row').first()).toBeVisible();
    await expect(page.getByTestId('domain-row').first()).toBeVisible();
    await expectTablesFit(page, `/admin/users/${owner} in ${language}`, 3);

    await page.goto(`/admin/users/${owner}/sandbox-customer`);
    await expect(page.getByTestId('sandbox-payment-row').first()).toBeVisible();
    await expectTablesFit(page, `/admin/users/${owner}/sandbox-customer in ${language}`, 1);
  }
});

test('the words of the user search stay inside the field, which grows above the table', async ({ page }) => {
  trackRequests(page);
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/users');
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
  const search = page.getByTestId('user-chip-search');
  const field = page.locator('.MuiFormControl-root').filter({ has: search });
  const heading = page.getByRole('table').locator('thead');
  for (const word of ['wagner', 'demo', 'customers', 'sofia', 'test']) {
    await search.pressSequentially(`${word} `);
    const chips = page.getByTestId('user-search-chip');
    await expect(chips.last()).toHaveText(word);
    const box = await field.boundingBox();
    const head = await heading.boundingBox();
    if (!box || !head) throw new Error('The search field or the table heading has no box');
    expect(box.y + box.height, `the field ends above the table with "${word}"`).toBeLessThanOrEqual(head.y);
    for (const chip of await chips.all()) {
      const drawn = await chip.boundingBox();
      if (!drawn) throw new Error('A chip has no box');
      expect(drawn.y).toBeGreaterThanOrEqual(box.y);
      expect(
        drawn.y + drawn.height,
        `the chip "${await chip.textContent()}" is inside the field`,
      ).toBeLessThanOrEqual(box.y + box.height);
    }
  }
});

test("the user detail's sandbox customer opens the sandbox's own page", async ({ page }) => {
  trackRequests(page);
  await signIn(page, 'support@demo.test');
  const found = await apiFromPage(page, 'GET', '/v1/user/search?search=owner%40demo.test');
  const owner = (found.body as { data: { id: number }[] }).data[0]?.id;
  await page.goto(`/admin/users/${owner}`);
  const link = page.getByTestId('user-profile-card').getByTestId('provider-customer-link');
  const customer = (await link.textContent()) ?? '';
  expect(customer).toMatch(/^cus_/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${owner}/sandbox-customer$`));
  await expect(page.getByRole('heading', { name: 'Sandbox customer', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sandbox-customer-id')).toHaveText(customer);
  await expect(page.getByTestId('sandbox-method-row').first()).toBeVisible();
  await expect(page.getByTestId('sandbox-payment-row').first()).toBeVisible();
  await page.getByRole('link', { name: /^Back to / }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${owner}$`));
});
