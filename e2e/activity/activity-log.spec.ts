import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiFromPage, expectAccessible, mainMenu, signIn, signInAsFreshCustomer } from '../support/session';

/** A customer who registers for the journey, terms accepted so their dialog does not cover the pages. */
async function freshCustomer(page: Page, language: 'en' | 'de' = 'en'): Promise<string> {
  const email = await signInAsFreshCustomer(page, language);
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  return email;
}

/** Chooses an option of one of the log's multi-select filters, by the filter's and the option's names. */
async function choose(page: Page, filter: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await page.keyboard.press('Escape');
  await settled(page);
}

/** Waits for the log to show the rows of its current filters (a row expanded earlier would close). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
}

/** The accessibility check in the light theme, then in the dark one, back to light. */
async function expectAccessibleInBothThemes(page: Page, toDark: string, toLight: string): Promise<void> {
  await expectAccessible(page);
  await page.getByRole('button', { name: toDark }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole('button', { name: toLight }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
}

/** Types `dd.MM.yyyy HH:mm` into a date-time filter, part by part, and leaves it with Enter. */
async function typeDateTime(page: Page, filter: string, text: string): Promise<void> {
  const field = page.getByRole('group', { name: filter });
  const parts = text.split(/\D/);
  const sections = field.getByRole('spinbutton');
  await expect(sections).toHaveCount(parts.length);
  for (const [at, part] of parts.entries()) {
    await sections.nth(at).click();
    await expect(sections.nth(at)).toBeFocused();
    await page.keyboard.type(part);
  }
  await page.keyboard.press('Enter');
  await expect(field).toContainText(text);
}

const rows = (page: Page) => page.getByTestId('activity-row');
const diff = (details: Locator, name: string) => details.getByRole('table', { name });

interface AddressTexts {
  street: string;
  postal: string;
  city: string;
  country: RegExp;
  austria: string;
  save: string;
  saved: string;
}

/** Enters a street, postal code, city and country on the invoice data page and saves them. */
async function enterAddress(page: Page, texts: AddressTexts): Promise<void> {
  await page.goto('/billing/invoice-data');
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field(texts.street).fill('Ringstraße 1');
  await field(texts.postal).fill('1010');
  await field(texts.city).fill('Wien');
  await page.getByRole('combobox', { name: texts.country }).fill(texts.austria);
  await page.getByRole('option', { name: texts.austria }).click();
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
}

test('a customer changes the invoice data and finds the change, old and new values, in the activity log', async ({
  page,
}) => {
  const email = await freshCustomer(page);
  await enterAddress(page, {
    street: 'Street',
    postal: 'Postal code',
    city: 'City',
    country: /^Country/,
    austria: 'Austria',
    save: 'Save',
    saved: 'Billing data updated.',
  });

  await mainMenu(page).getByRole('link', { name: 'Activity Log' }).click();
  await expect(page).toHaveURL(/\/security\/activities$/);
  await expect(page).toHaveTitle('Account Portal | Activity Log');
  await expect(rows(page).first()).toBeVisible();
  // A customer reads words, not the catalogue's names or entry ids.
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveCount(0);

  await choose(page, 'Entity types', 'User');
  await choose(page, 'Events', 'Updated');
  await expect(page).toHaveURL(/types=user/);
  await expect(page).toHaveURL(/events=updated/);
  const change = rows(page)
    .filter({ hasText: `User ${email}` })
    .first();
  await expect(change).toContainText('Updated');
  await expect(change).toContainText(email);
  await expect(rows(page).filter({ hasText: 'Created' })).toHaveCount(0);

  await change.getByRole('button', { name: 'Show details' }).click();
  const details = page.getByTestId('audit-entry-details');
  const values = diff(details, 'Old and new values');
  const street = values.getByRole('row').filter({ hasText: /^street/ });
  await expect(street).toHaveAttribute('data-changed', 'true');
  await expect(street.getByRole('cell').last()).toHaveText('Ringstraße 1');
  await expect(values.getByRole('row').filter({ hasText: /^city/ }).getByRole('cell').last()).toHaveText(
    'Wien',
  );
  // Their own change shows where it came from, without the route staff read.
  await expect(details).toContainText('IP address');
  await expect(details.getByText('Route')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'Switch to dark mode', 'Switch to light mode');

  // The view is in its address: a reload (or a bookmark) shows the same filtered rows.
  await page.reload();
  await expect(page.getByTestId('filter-types')).toContainText('User');
  await expect(page.getByTestId('filter-events')).toContainText('Updated');
  await expect(
    rows(page)
      .filter({ hasText: `User ${email}` })
      .first(),
  ).toBeVisible();

  // Dates are typed on the 24-hour clock of the user's zone (Vienna for new customers) and sent as UTC.
  await typeDateTime(page, 'From', '01.01.2026 00:00');
  await expect(page).toHaveURL(/from=2025-12-31\+23%3A00%3A00/);
  await expect(
    rows(page)
      .filter({ hasText: `User ${email}` })
      .first(),
  ).toBeVisible();
  await typeDateTime(page, 'To', '01.07.2026 00:00');
  await expect(page).toHaveURL(/to=2026-06-30\+22%3A00%3A00/);
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('table', { name: 'Activity log' })
    .getByRole('button', { name: 'Reset filters' })
    .click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page).toHaveURL(/\/security\/activities$/);
  await expect(page.getByRole('group', { name: 'From' })).not.toContainText('2026');
});

test('a date and time typed fast or slow, with or without separators, is what filters', async ({ page }) => {
  await freshCustomer(page);
  await page.goto('/security/activities');
  await expect(rows(page).first()).toBeVisible();
  // Vienna's clock (new customers' zone): UTC+1 in January, UTC+2 in July.
  const cases = [
    {
      filter: 'From',
      typed: '010120261730',
      delay: 60,
      shown: '01.01.2026 17:30',
      param: /from=2026-01-01\+16%3A30%3A00/,
    },
    {
      filter: 'To',
      typed: '1.7.2026 9:05',
      delay: 0,
      shown: '01.07.2026 09:05',
      param: /to=2026-07-01\+07%3A05%3A00/,
    },
    {
      filter: 'From',
      typed: '01.01.2026 17:30',
      delay: 0,
      shown: '01.01.2026 17:30',
      param: /from=2026-01-01\+16%3A30%3A00/,
    },
    {
      filter: 'To',
      typed: '010720261730',
      delay: 0,
      shown: '01.07.2026 17:30',
      param: /to=2026-07-01\+15%3A30%3A00/,
    },
  ];
  for (const { filter, typed, delay, shown, param } of cases) {
    const field = page.getByRole('group', { name: filter });
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(typed, { delay });
    await expect(field).toContainText(shown);
    // Nothing filters while it is being typed; Enter applies it.
    await expect(page).toHaveURL(/\/security\/activities$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(param);
    await settled(page);
    await expect(field).toContainText(shown);
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(page).toHaveURL(/\/security\/activities$/);
  }
});

test('an audit link of another screen opens the log filtered by its type and id', async ({ page }) => {
  await freshCustomer(page);
  const me = await page.evaluate(
    async () => (await (await fetch('/v1/account/me')).json()) as { id: number },
  );
  await page.goto(`/security/activities?type=user&id=${me.id}`);
  await expect(page).toHaveURL(new RegExp(`types=user&ids=${me.id}$`));
  await expect(page.getByTestId('filter-types')).toContainText('User');
  await expect(rows(page).first()).toBeVisible();
});

test('staff filter by editor and event, read raw names and ids, and expand a row with its meta', async ({
  page,
}) => {
  // Two axe passes over a page of up to 100 rows with one expanded: more than the default 30 s on
  // a busy two-core machine.
  test.setTimeout(60_000);
  // This sign-in writes a login entry by admin@demo.test: there is at least one row to find.
  await signIn(page, 'admin@demo.test');
  await mainMenu(page).getByRole('link', { name: 'Activity Log' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ID' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Editors', exact: true }).fill('admin@demo');
  await page.getByRole('option', { name: 'admin@demo.test' }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'Events', /^Signed in\s*login$/);
  await expect(page).toHaveURL(/editors=\d+/);
  await expect(page).toHaveURL(/events=login/);
  const login = rows(page).first();
  await expect(login).toContainText('Signed in');
  // Staff read the catalogue's names too.
  await expect(login).toContainText('login');
  await expect(login.getByRole('link', { name: 'Open the user admin@demo.test' })).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'admin@demo.test' })).toHaveCount(0);

  await login.getByRole('button', { name: 'Show details' }).click();
  const details = page.getByTestId('audit-entry-details');
  await expect(details).toContainText('Route');
  await expect(details).toContainText('/v1/login');
  await expect(details).toContainText('IP address');
  await expect(details).toContainText('Browser (user agent)');
  await expectAccessibleInBothThemes(page, 'Switch to dark mode', 'Switch to light mode');

  // The editor link leads to the user's admin page.
  await login.getByRole('link', { name: 'Open the user admin@demo.test' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
});

test('in German: the customer finds the change to the invoice data in the activity log', async ({ page }) => {
  const email = await freshCustomer(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await enterAddress(page, {
    street: 'Straße',
    postal: 'Postleitzahl',
    city: 'Ort',
    country: /^Land/,
    austria: 'Österreich',
    save: 'Speichern',
    saved: 'Rechnungsdaten aktualisiert.',
  });

  await mainMenu(page).getByRole('link', { name: 'Aktivitätsprotokoll' }).click();
  await expect(page).toHaveURL(/\/security\/activities$/);
  await choose(page, 'Ereignisse', 'Geändert');
  const change = rows(page)
    .filter({ hasText: `Benutzer ${email}` })
    .first();
  await expect(change).toContainText('Geändert');
  await change.getByRole('button', { name: 'Details anzeigen' }).click();
  const values = diff(page.getByTestId('audit-entry-details'), 'Alte und neue Werte');
  await expect(values.getByRole('columnheader', { name: 'Vorher' })).toBeVisible();
  await expect(
    values
      .getByRole('row')
      .filter({ hasText: /^street/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('Ringstraße 1');
  await expect(page.getByRole('button', { name: 'Als CSV exportieren' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Von' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'Zum dunklen Design wechseln', 'Zum hellen Design wechseln');
});
