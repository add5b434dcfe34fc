import { expect, type Page, test } from '@playwright/test';
import { containsPhrase, englishLeftoverCandidates, pageWords } from './english-leftovers';
import { openPage, settle } from './open-page';
import { planWalk, type WalkStop } from './route-walk';
import { signedInPage, signedOutPage } from './walkers';

// Every page of the route table in German and in French, as the users who may open it: no English
// text of the catalogue (or of MUI) may show, in the page's text or in its labels, placeholders and
// tooltips. Menus and dialogs that pages open are read too, where a page has them.

/** Where each page opens more words: clicked when present and enabled (else the walk goes on). */
const OPENERS: Record<string, readonly string[]> = {
  '/': ['[data-testid=account-menu-button]', '[data-testid=language-switch]', '[data-testid=app-switcher]'],
  '/store/tools': ['[data-testid=plan-2] button.MuiButton-contained'],
  '/subscriptions/my': [
    '[data-testid=edit-quantity]:enabled',
    '[data-testid=cancel-button]',
    '[data-testid=pause-button]',
    '[data-testid=yearly-button]',
  ],
  '/billing/invoices': ['.MuiPickersInputBase-root button'],
  '/billing/invoice-data': ['.MuiAutocomplete-popupIndicator'],
  '/billing/payment-methods': ['button:has([data-testid=AddIcon])'],
};

/**
 * Data shown in the language it was written in, not the UI's: the outbox's mails are in their
 * recipient's, a customer's polls and quizzes in their author's, a login-as's staff member and
 * reason in theirs, the names of an account's roles and organisations in its owner's.
 */
const RECORDED = [
  '[data-testid=client-role]',
  '[data-testid=client-organisation]',
  '[data-testid=mail-outbox-row] td:nth-child(2)',
  '[data-testid=latest-item-title]',
  '[data-testid=support-access-reason]',
  '[data-testid=support-access-staff]',
];

interface Walker {
  who: string;
  page: Page;
  stops: WalkStop[];
}

const softly = expect.configure({ soft: true });
let walkers: Walker[] = [];

test.beforeAll(async ({ browser }) => {
  const customer = await signedInPage(browser, 'owner@demo.test');
  const staff = await signedInPage(browser, 'admin@demo.test');
  const plan = planWalk(customer.permissions, staff.permissions, { id: String(customer.id) });
  walkers = [
    { who: 'signed out', page: await signedOutPage(browser), stops: plan.signedOut },
    { who: 'owner@demo.test', page: customer.page, stops: plan.customer },
    { who: 'admin@demo.test', page: staff.page, stops: plan.staff },
  ];
});

test.afterAll(async () => {
  for (const walker of walkers) await walker.page.context().close();
});

/** The UI language is kept in this browser (`portal.language`), not on the profile: a reload applies it. */
async function switchLanguage(page: Page, language: 'de' | 'fr'): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('portal.language', chosen), language);
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The page's words, and those of each menu or dialog it opens (closed again with Escape). */
async function wordsOf(page: Page, path: string): Promise<string[]> {
  const words = [await pageWords(page, RECORDED)];
  for (const selector of OPENERS[path] ?? []) {
    const opener = page.locator(selector).first();
    if (!(await opener.isVisible()) || !(await opener.isEnabled())) continue;
    await test.step(`open ${selector}`, async () => {
      await opener.click();
      await settle(page);
    });
    words.push(await pageWords(page, RECORDED));
    await page.keyboard.press('Escape');
    await settle(page);
  }
  return words;
}

for (const language of ['de', 'fr'] as const) {
  test(`every page in ${language === 'de' ? 'German' : 'French'} shows no English text`, async () => {
    test.setTimeout(180_000);
    const candidates = englishLeftoverCandidates(language);
    for (const { who, page, stops } of walkers) {
      await switchLanguage(page, language);
      for (const stop of stops) {
        await openPage(page, stop);
        const words = (await wordsOf(page, stop.path)).join('\n');
        const leftovers = candidates.filter((candidate) => containsPhrase(words, candidate));
        softly(leftovers, `English on ${stop.path} in ${language} as ${who}`).toEqual([]);
      }
    }
  });
}
