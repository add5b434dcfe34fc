import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from '../support/accessibility';
import { settle, switchScheme } from './open-page';
import { type SignedInPage, signedInPage } from './walkers';

// The dialogs of the account's and the staff's pages, each opened and checked by axe in the light
// and the dark theme, then closed without saving: the demo accounts stay as they are.

interface DialogStop {
  name: string;
  /** Opens the dialog from a fresh load of its page and answers it. */
  open: (page: Page) => Promise<Locator>;
}

const CUSTOMER_DIALOGS: DialogStop[] = [
  {
    name: 'client form',
    open: async (page) => {
      await visit(page, '/management/users');
      await page.getByRole('button', { name: 'Add user' }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'client delete',
    open: async (page) => {
      await visit(page, '/management/users');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Delete user' });
    },
  },
  {
    name: 'invoice archive',
    open: async (page) => {
      await visit(page, '/billing/invoices');
      await page.getByRole('button', { name: 'Download archive' }).first().click();
      return page.getByRole('dialog', { name: 'Download archive' });
    },
  },
  {
    name: 'payment method',
    open: async (page) => {
      await visit(page, '/billing/payment-methods');
      await page.getByRole('button', { name: 'Add payment method' }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'quantity',
    open: async (page) => {
      await visit(page, '/subscriptions/my');
      await page.getByRole('button', { name: 'Change the number of licences' }).first().click();
      return page.getByTestId('quantity-dialog');
    },
  },
  {
    name: 'account deletion',
    open: async (page) => {
      await visit(page, '/settings/account');
      await page
        .getByRole('region', { name: 'Delete account' })
        .getByRole('button', { name: 'Delete account' })
        .click();
      return page.getByRole('dialog', { name: 'Delete account' });
    },
  },
];

const staffDialogs = (customerId: number): DialogStop[] => [
  {
    name: 'domain',
    open: async (page) => {
      await visit(page, `/admin/users/${customerId}`);
      await page.getByTestId('domains-card').getByRole('button', { name: 'Add domain' }).click();
      return page.getByRole('dialog', { name: 'Add domain' });
    },
  },
  {
    name: 'login-as',
    open: async (page) => {
      await visit(page, `/admin/users/${customerId}`);
      await page.getByRole('button', { name: 'Log in as user' }).first().click();
      return page.getByRole('dialog', { name: 'Log in as this user?' });
    },
  },
];

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Every dialog in both themes: the findings of each, so one run names every dialog that fails. */
async function findingsOf(walker: SignedInPage, dialogs: DialogStop[]): Promise<Record<string, string[]>> {
  const findings: Record<string, string[]> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await switchScheme(walker.page, scheme);
    for (const dialog of dialogs) {
      const opened = await dialog.open(walker.page);
      await expect(opened, `the ${dialog.name} dialog`).toBeVisible();
      findings[`${dialog.name} (${scheme})`] = await seriousAxeFindings(walker.page);
      await walker.page.keyboard.press('Escape');
    }
  }
  return findings;
}

const clean = (findings: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(findings).map((name) => [name, []]));

test("the account's dialogs pass axe in the light and the dark theme", async ({ browser }) => {
  // Seven dialogs, each from a fresh page load, twice: about a minute alone, more beside a worker.
  test.setTimeout(180_000);
  const owner = await signedInPage(browser, 'owner@demo.test');
  const findings = await findingsOf(owner, CUSTOMER_DIALOGS);
  expect(Object.keys(findings)).toHaveLength(CUSTOMER_DIALOGS.length * 2);
  expect(findings).toEqual(clean(findings));
  await owner.page.context().close();
});

test("the staff's dialogs pass axe in the light and the dark theme", async ({ browser }) => {
  const owner = await signedInPage(browser, 'owner@demo.test');
  await owner.page.context().close();
  const admin = await signedInPage(browser, 'admin@demo.test');
  const dialogs = staffDialogs(owner.id);
  const findings = await findingsOf(admin, dialogs);
  expect(Object.keys(findings)).toHaveLength(dialogs.length * 2);
  expect(findings).toEqual(clean(findings));
  await admin.page.context().close();
});
