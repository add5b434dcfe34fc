import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiFromPage, DEMO_PASSWORD, expectAccessible, signInAsFreshCustomer } from '../support/session';

const FRESH_PASSWORD = 'Fresh-Customer-2026!';

/**
 * What the authenticator app shows for the key of the set-up dialog. A code works once, for a later
 * 30-second step than the last one used; the server accepts the step after the current one too (clock
 * drift), so `stepsAhead` gets a new code without waiting for the app's next one.
 */
function appCode(key: string, stepsAhead = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(key.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

const securityCard = (page: Page) => page.getByRole('region', { name: 'Security' });

/** The login with its second step: password first, then the code (or a recovery code). */
async function signInWithSecondStep(page: Page, email: string, code: string, recovery = false) {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.keyboard.press('Enter');
  const step = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(step).toBeVisible();
  if (recovery) await step.getByRole('button', { name: 'Use a recovery code' }).click();
  await step.getByLabel(recovery ? /^Recovery code/ : /^Authentication code/).fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

test('a customer turns on two-factor sign-in, signs in with a code, and signs another session out', async ({
  page,
  browser,
}) => {
  const email = await signInAsFreshCustomer(page);
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  await page.goto('/settings/account');
  const card = securityCard(page);
  await expect(card.getByTestId('two-factor-status')).toHaveText('Off');
  await expect(card.getByTestId('session-row')).toHaveCount(1);
  await expectAccessible(page);

  // Set-up: the QR code, the key as text, and the app's first code.
  await card.getByRole('button', { name: 'Turn on' }).click();
  const setup = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await setup.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]{32,}$/);
  await expectAccessible(page);
  await setup.getByLabel(/^Code from the app/).fill(appCode(key));
  await setup.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, once: downloaded as a .txt, and the dialog closes only once they are saved.
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codeItems = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  // Waits for the dialog: reading the items at once finds none while the answer is still on its way.
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  const downloading = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download .txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const file = readFileSync(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await expect(codesDialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await codesDialog.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(card.getByTestId('two-factor-status')).toHaveText('On');
  await expect(card).toContainText('10 recovery codes left');

  // Signed out, the password alone is not enough: the login asks for the code.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithSecondStep(page, email, appCode(key, 1));

  // A second browser signs in with a recovery code.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithSecondStep(otherPage, email, codes[0] ?? '', true);

  await page.goto('/settings/account');
  // Both browsers are Chrome on Linux: one row of two sign-ins, opened to sign the other one out.
  const group = card.getByTestId('session-group');
  await expect(group).toContainText(/Chrome \d+ on Linux/);
  await expect(group).toContainText('2 sign-ins');
  await expect(group).toContainText('This device');
  await expect(card).toContainText('9 recovery codes left');
  await group.getByRole('button', { name: /^Show sign-ins of Chrome \d+ on Linux$/ }).click();
  const rows = group.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);
  const here = rows.filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here).toContainText(/Chrome \d+ on Linux/);
  await expect(here.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  const there = rows.filter({ hasNotText: 'This device' });
  await there.getByRole('button', { name: /^Sign out .* last active/ }).click();
  await expect(page.getByText('The session has been signed out.')).toBeVisible();
  await expect(card.getByTestId('session-group')).toHaveCount(0);
  await expect(card.getByTestId('session-row')).toHaveCount(1);

  // The other browser is signed out at once.
  await otherPage.goto('/settings/account');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await off.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await off.getByLabel(/^Code from the app or recovery code/).fill(codes[1] ?? '');
  await expectAccessible(page);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off).toBeHidden();
  await expect(card.getByTestId('two-factor-status')).toHaveText('Off');
});

test('the demo password alone still signs in accounts without two-factor sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('invoice@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Two-factor sign-in' })).toHaveCount(0);
});
