import { expect, type Page, test } from '@playwright/test';
import { linkFromInbox } from '../support/mail';
import { apiFromPage, expectAccessible, signIn, signInAsFreshCustomer } from '../support/session';

const FRESH_PASSWORD = 'Fresh-Customer-2026!';

const profileCard = (page: Page, name = 'Profile') => page.getByRole('form', { name });

/** The account page, the fresh customer's terms accepted so their dialog does not cover it. */
async function openAccountPage(page: Page): Promise<void> {
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  await page.goto('/settings/account');
}

async function choose(page: Page, field: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a customer switches the profile to German and the portal follows, light and dark', async ({ page }) => {
  await signInAsFreshCustomer(page);
  await openAccountPage(page);
  await expect(page.getByTestId('profile-clock')).toContainText(/\d{1,2}:\d{2}:\d{2}/);
  await expectAccessible(page);
  await choose(page, /^Language/, 'Deutsch');
  await choose(page, /^Time zone/, '(GMT+09:00) Tokyo');
  await profileCard(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ihr Profil wurde aktualisiert.')).toBeVisible();
  // The UI speaks German at once, and after a reload.
  await expect(page.getByRole('heading', { level: 2, name: 'Passwort' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Zeitzone/ })).toContainText('Tokyo');
  await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
  await expect(page.getByRole('button', { name: 'Zum hellen Design wechseln' })).toBeVisible();
  await expectAccessible(page);
});

test('a new e-mail address counts once its link is opened, and then signs in', async ({ page }) => {
  const email = await signInAsFreshCustomer(page);
  const next = email.replace('e2e-', 'moved-');
  await openAccountPage(page);
  const address = profileCard(page).getByLabel(/^E-mail/);
  const password = profileCard(page).getByLabel(/^Current password/);
  await expect(password).toHaveCount(0);
  await address.fill(next);
  // A new address is moved only with the current password; a wrong one keeps what was typed.
  await password.fill('Not-my-Passw0rd!');
  await profileCard(page).getByRole('button', { name: 'Save' }).click();
  await expect(profileCard(page).getByText('The current password is incorrect.')).toBeVisible();
  await expect(address).toHaveValue(next);
  await password.fill(FRESH_PASSWORD);
  await profileCard(page).getByRole('button', { name: 'Save' }).click();
  const pending = page.getByTestId('pending-email-change');
  await expect(pending).toContainText(`Waiting for confirmation of ${next}`);
  await expect(address).toHaveValue(email);
  await expect(password).toHaveCount(0);

  await page.goto(await linkFromInbox(next, '/confirm-email-change'));
  await expect(page.getByText(`Your e-mail address has been changed to ${next}.`)).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, next, FRESH_PASSWORD);
});

test('a customer changes the password and signs in with the new one (in French)', async ({ page }) => {
  const email = await signInAsFreshCustomer(page, 'fr');
  await openAccountPage(page);
  const card = page.getByRole('form', { name: 'Mot de passe' });
  await card.getByLabel(/^Mot de passe actuel/).fill('Not-my-Passw0rd!');
  await card.getByLabel(/^Nouveau mot de passe/).fill('Changed-Passw0rd!');
  await card.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Changed-Passw0rd!');
  await card.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(card.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

  await card.getByLabel(/^Mot de passe actuel/).fill(FRESH_PASSWORD);
  await card.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe a été modifié/)).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('portal.language'));
  await signIn(page, email, 'Changed-Passw0rd!');
});
