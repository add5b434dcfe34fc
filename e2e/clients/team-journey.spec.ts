import { expect, test } from '@playwright/test';
import { registerCustomer } from '../store/store-support';
import { mailCount } from '../support/mail';
import { expectAccessible, mainMenu, signIn } from '../support/session';
import {
  choose,
  clientRow,
  OWNER_PASSWORD,
  ownerWithTools,
  SUB_USER_PASSWORD,
  tableSettled,
  welcomeLink,
} from './clients-support';

test('an owner adds a sub-user with an organisation and the Billing role, changes the role and deletes them', async ({
  page,
  browser,
}) => {
  test.slow();
  await ownerWithTools(page, 'team-owner');
  await page.goto('/management/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByText('There are no users in your account yet.')).toBeVisible();
  await expectAccessible(page);

  // An organisation and a role that grants billing only.
  await page.getByRole('button', { name: 'Organisations', exact: true }).click();
  const organisations = page.getByRole('dialog', { name: 'Organisations' });
  await organisations.getByLabel('New organisation').fill('Editorial');
  await organisations.getByRole('button', { name: 'Add' }).click();
  await expect(organisations.getByRole('list', { name: 'Organisations' })).toContainText('Editorial');
  await organisations.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Roles', exact: true }).click();
  const roles = page.getByRole('dialog', { name: 'Roles' });
  await roles.getByRole('button', { name: 'New role' }).click();
  const roleForm = page.getByRole('dialog', { name: 'New role' });
  await roleForm.getByLabel('Title').fill('Billing');
  await roleForm.getByRole('checkbox', { name: 'See the dashboard' }).check();
  await roleForm
    .getByRole('checkbox', { name: 'See subscriptions, payments and invoices, and edit billing data' })
    .check();
  await expectAccessible(page);
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(roleForm).toBeHidden();
  await expect(roles.getByRole('list', { name: 'Roles' })).toContainText('Billing');
  await roles.getByRole('button', { name: 'Close' }).click();

  // The create dialog says what the extra user costs before saving: per month and today, both
  // before VAT, then today's VAT and total.
  const subUser = `team-member-${Date.now()}@example.test`;
  const mailsBefore = mailCount();
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  const cost = form.getByTestId('extra-user-cost');
  await expect(cost).toContainText('Adding a user costs €25.00 per month before VAT.');
  await expect(cost.getByTestId('quote-net')).toHaveText(/^€\d+\.\d\d$/);
  await expect(cost.getByText('VAT 20%')).toBeVisible();
  await expect(cost.getByTestId('quote-dueNow')).toHaveText(/^€\d+\.\d\d$/);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(subUser);
  await form.getByRole('textbox', { name: /^First name/ }).fill('Tilda');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Team');
  await choose(page, 'Organisations', 'Editorial');
  await expect(form.getByRole('button', { name: 'Editorial is the default organisation' })).toBeVisible();
  await choose(page, 'Roles', 'Billing');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('User created. Welcome e-mail queued.');
  await expect(form).toBeHidden();
  const row = clientRow(page, subUser);
  await expect(row).toContainText('Tilda Team');
  await expect(row).toContainText('Editorial');
  await expect(row).toContainText('Billing');
  await expectAccessible(page);

  // The welcome mail is in the outbox for staff…
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin@demo.test');
  await staff.goto('/admin/mail-outbox');
  await staff.getByRole('searchbox', { name: 'Filter by recipient' }).fill(subUser);
  await expect(staff.getByTestId('mail-outbox-row')).toHaveCount(1);
  await staffContext.close();

  // …and its link lets the sub-user set a password and sign in, to exactly what the role gives.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(await welcomeLink(subUser, mailsBefore));
  const passwordDialog = member.getByRole('dialog');
  await expect(passwordDialog).toBeVisible();
  await expectAccessible(member);
  await passwordDialog
    .getByLabel(/^New password/, { exact: false })
    .first()
    .fill(SUB_USER_PASSWORD);
  await passwordDialog.getByLabel(/^Confirm/).fill(SUB_USER_PASSWORD);
  await passwordDialog
    .getByRole('button')
    .filter({ hasText: /password/i })
    .last()
    .click();
  await expect(member).toHaveURL(/\/login/);
  await signIn(member, subUser, SUB_USER_PASSWORD);
  await expect(mainMenu(member).getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(mainMenu(member).getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(mainMenu(member).getByRole('link', { name: 'Activity Log' })).toHaveCount(0);
  await member.goto('/billing/invoices');
  await expect(member.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  // The owner moves them from Billing to a role without it, created from the edit dialog (a
  // sub-user keeps at least one role): on the sub-user's next load billing is gone.
  await row.getByRole('button', { name: 'Edit Tilda Team' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByRole('button', { name: 'Create role' }).click();
  const readerForm = page.getByRole('dialog', { name: 'New role' });
  await readerForm.getByLabel('Title').fill('Reader');
  await readerForm.getByRole('checkbox', { name: 'See the dashboard' }).check();
  await readerForm.getByRole('button', { name: 'Save' }).click();
  await expect(readerForm).toBeHidden();
  await expect(edit.getByTestId('client-roles')).toContainText('Reader');
  await edit
    .getByTestId('client-roles')
    .getByRole('button')
    .filter({ hasText: 'Billing' })
    // The chip's remove icon (MUI gives icons a test id in development builds only).
    .locator('.MuiChip-deleteIcon')
    .click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).not.toContainText('Billing');
  await expect(row).toContainText('Reader');
  await member.reload();
  await expect(member.getByTestId('account-menu-button')).toBeVisible();
  await expect(mainMenu(member).getByRole('link', { name: 'Invoices' })).toHaveCount(0);
  await member.goto('/billing/invoices');
  await expect(
    member.getByText('You do not have the required permissions to access this view.'),
  ).toBeVisible();

  // The owner deletes the sub-user with their password; a wrong one keeps the dialog.
  await row.getByRole('button', { name: 'Delete Tilda Team' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete user' });
  await expect(remove.getByText('All data linked to Tilda Team will be deleted.')).toBeVisible();
  await expectAccessible(page);
  await remove.getByLabel(/^Your password/).fill('not-my-password');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('snackbar').last()).toBeVisible();
  await expect(remove).toBeVisible();
  await remove.getByLabel(/^Your password/).fill(OWNER_PASSWORD);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toBeHidden();
  await tableSettled(page);
  await expect(clientRow(page, subUser)).toHaveCount(0);

  // Their sessions end at once.
  await member.reload();
  await expect(member).toHaveURL(/\/login/);
  await memberContext.close();
});

test('the client table and its dialogs pass the accessibility check in the dark theme', async ({ page }) => {
  await ownerWithTools(page, 'team-dark');
  await page.goto('/management/users');
  await expect(page.getByText('There are no users in your account yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add user' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add user' }).getByTestId('extra-user-cost')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Roles', exact: true }).click();
  await page.getByRole('dialog', { name: 'Roles' }).getByRole('button', { name: 'New role' }).click();
  await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
  await expectAccessible(page);
});

test('a fresh account without Tools is told that users need a Tools subscription', async ({ page }) => {
  await registerCustomer(page, 'team-no-tools');
  await page.goto('/management/users');
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add user' });
  await expect(form.getByTestId('extra-user-cost')).toContainText(
    'Users can be added with a Tools subscription.',
  );
  await expect(form.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await form.getByRole('link', { name: 'See the Tools plans' }).click();
  await expect(page).toHaveURL(/\/store\/tools$/);
});
