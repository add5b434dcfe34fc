import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings } from './accessibility';
import { linkFromInbox } from './mail';

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

/** Signs in through the login modal and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

let freshCustomers = 0;

/**
 * Registers a new customer, confirms the address from the inbox and signs in as it. Journeys that change a customer's state use one of
 * these, so the seeded demo accounts look the same to every spec of the run.
 */
export async function signInAsFreshCustomer(
  page: Page,
  language: 'en' | 'de' | 'fr' = 'en',
): Promise<string> {
  freshCustomers += 1;
  const email = `e2e-${Date.now()}-${freshCustomers}@example.test`;
  const password = 'Fresh-Customer-2026!';
  const registered = await page.request.post('/v1/register', {
    data: {
      email,
      firstname: 'Frida',
      lastname: 'Fresh',
      password,
      password_confirmation: password,
      language,
      plan: 'enterprise',
    },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();
  await confirmRegistration(page, email);
  await signIn(page, email, password);
  return email;
}

/**
 * Follows the registration mail's link as its recipient would (decision 0027): the page confirms the
 * address and leads to the login, which shows that it worked.
 */
export async function confirmFromInbox(page: Page, email: string): Promise<void> {
  await page.goto(await linkFromInbox(email, '/confirm-email'));
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Confirms a registration with the token from the inbox, without loading the page (quicker). */
export async function confirmRegistration(page: Page, email: string): Promise<void> {
  const link = new URL(await linkFromInbox(email, '/confirm-email'));
  const confirmed = await page.request.post('/v1/register/confirm', {
    data: { token: link.searchParams.get('token'), email },
  });
  expect(confirmed.status()).toBe(200);
}

/** The side menu, whatever the UI language. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Hauptmenü|Menu principal)$/ });
}

/** Closes the terms dialog with "Later" when it is open (accounts that have not accepted yet). */
export async function dismissTermsIfShown(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible().catch(() => false)) await later.click();
}

/** The names of the side-menu links, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const links = mainMenu(page).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.trim());
}

/** The dashboard tiles shown, by their test id suffix. */
export async function dashboardTiles(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-testid^="tile-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^tile-/, ''));
}

/** Fails on any serious or critical accessibility finding on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/** Calls the API from inside the page, with the page's cookies and CSRF token. */
export async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      let token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      if (!token) token = ((await (await fetch('/v1/csrf-token')).json()) as { token: string }).token;
      const response = await fetch(path, {
        method,
        // No content type without a body (a DELETE): the API refuses an empty JSON body.
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-csrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}
