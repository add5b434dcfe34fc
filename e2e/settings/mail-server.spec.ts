import { expect, type Page, test } from '@playwright/test';
import { type CustomerMailServer, startCustomerMailServer } from '../support/customer-mail-server';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

const LOGIN = { username: 'mailer@demo-media.test', password: 'Smtp-Secret-4711' };

let mailServer: CustomerMailServer;
test.beforeAll(async () => {
  mailServer = await startCustomerMailServer(LOGIN);
});
test.afterAll(async () => {
  await mailServer.close();
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page) => page.locator('input[name="password"]');

test('the owner saves a mail server, sees it stored without the password and sends a test e-mail', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/settings/mail-server');
  await expect(page.getByRole('heading', { name: 'Mail server', exact: true })).toBeVisible();
  await expect(textbox(page, 'Port')).toHaveValue('465');
  await expect(page.getByRole('radio', { name: /^SSL/ })).toBeChecked();
  await expectAccessible(page);

  // Without a password stored, the password is required (spec §5).
  await textbox(page, 'Host').fill('127.0.0.1');
  await textbox(page, 'Username').fill(LOGIN.username);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password field is required.')).toBeVisible();

  await password(page).fill(LOGIN.password);
  await expect(page.getByText(`${LOGIN.password.length} / 255`)).toBeVisible();
  await textbox(page, 'Port').fill(String(mailServer.port));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mail server saved.')).toBeVisible();

  // After a reload: the server as stored, the password only said to be there.
  await page.reload();
  await expect(textbox(page, 'Host')).toHaveValue('127.0.0.1');
  await expect(textbox(page, 'Username')).toHaveValue(LOGIN.username);
  await expect(textbox(page, 'Port')).toHaveValue(String(mailServer.port));
  await expect(password(page)).toHaveValue('');
  await expect(page.getByText('A password is stored. Leave the field empty to keep it.')).toBeVisible();
  const me = await apiFromPage(page, 'GET', '/v1/account/me');
  expect((me.body as { mail_server: unknown }).mail_server).toEqual({
    host: '127.0.0.1',
    username: LOGIN.username,
    port: mailServer.port,
    encryption: 'ssl',
  });
  expect(JSON.stringify(me.body)).not.toContain(LOGIN.password);

  // The test goes through the stored password to the owner's own address.
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  const outcome = page.getByTestId('mail-server-test-outcome');
  await expect(outcome).toContainText('Sent.');
  await expect(outcome).toContainText('The test e-mail was sent to owner@demo.test.');
  expect(mailServer.received.map((mail) => mail.to)).toEqual([['owner@demo.test']]);
  expect(mailServer.received[0]?.message).toContain('Test e-mail from your mail server');

  // A wrong password, typed but not saved, is reported in plain words.
  await password(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(outcome).toContainText('Authentication failed.');

  // Saving it is checked first: a server that fails is saved only when the owner confirms.
  await page.getByRole('button', { name: 'Save' }).click();
  const unverified = page.getByTestId('mail-server-unverified');
  await expect(unverified).toContainText('Save a mail server that failed its check?');
  await expect(unverified).toContainText('Authentication failed');
  await unverified.getByRole('button', { name: 'Correct the settings' }).click();
  await expect(unverified).toBeHidden();
  await expect(password(page)).toHaveValue('not-the-password');
  await expect(page.getByTestId('mail-server-status')).toContainText(
    'No mail has gone through this server yet.',
  );

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);
});
