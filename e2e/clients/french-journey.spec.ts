import { expect, test } from '@playwright/test';
import { expectAccessible, mainMenu } from '../support/session';
import { choose, clientRow, OWNER_PASSWORD, ownerWithTools, tableSettled } from './clients-support';

test('en français : ajouter un utilisateur, le modifier et le supprimer, clair et sombre', async ({
  page,
}) => {
  test.slow();
  await ownerWithTools(page, 'team-fr');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await mainMenu(page).getByRole('link', { name: 'Gestion des utilisateurs' }).click();
  await expect(page).toHaveURL(/\/management\/users$/);
  await expect(page.getByText('Votre compte n’a pas encore d’utilisateurs.')).toBeVisible();

  await page.getByRole('button', { name: 'Organisations', exact: true }).click();
  const organisations = page.getByRole('dialog', { name: 'Organisations' });
  await organisations.getByLabel('Nouvelle organisation').fill('Rédaction');
  await organisations.getByRole('button', { name: 'Ajouter' }).click();
  await expect(organisations.getByRole('list', { name: 'Organisations' })).toContainText('Rédaction');
  await organisations.getByRole('button', { name: 'Fermer' }).click();

  const email = `equipe-${Date.now()}@example.test`;
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).first().click();
  const form = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await expect(form.getByTestId('extra-user-cost')).toContainText(
    /Un utilisateur supplémentaire coûte 25,00\s€ HT par mois\./,
  );
  await expect(form.getByTestId('quote-dueNow')).toHaveText(/^\d+,\d\d\s€$/);
  // The spec's rules, in French.
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill('pas-une-adresse');
  await form.getByRole('textbox', { name: /^Prénom/ }).click();
  await form.getByRole('textbox', { name: /^Nom/ }).click();
  await expect(form.getByText('L’adresse e-mail doit être valide')).toBeVisible();
  await expect(form.getByText('Ce champ est obligatoire')).toBeVisible();
  await form.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Élise');
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Équipe');
  await choose(page, 'Organisations', 'Rédaction');
  // The account has no role of its own yet, only the built-in Accountant: one is created from the
  // form, over it, and chosen at once.
  await form.getByRole('button', { name: 'Créer un rôle' }).click();
  const roleForm = page.getByRole('dialog', { name: 'Nouveau rôle' });
  await roleForm.getByLabel(/^Titre/).fill('Lecture');
  await roleForm.getByRole('checkbox', { name: 'Voir le tableau de bord' }).check();
  await expectAccessible(page);
  await roleForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(roleForm).toBeHidden();
  await expect(form.getByTestId('client-roles')).toContainText('Lecture');
  await expect(form.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Élise');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(
    'Utilisateur créé. L’e-mail de bienvenue est en file d’attente.',
  );
  const row = clientRow(page, email);
  await expect(row).toContainText('Élise Équipe');
  await expect(row).toContainText('Lecture');

  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Supprimer Élise Équipe' }).click();
  const remove = page.getByRole('dialog', { name: 'Supprimer l’utilisateur' });
  await expect(remove.getByText('Toutes les données liées à Élise Équipe seront supprimées.')).toBeVisible();
  await remove.getByRole('button', { name: 'Supprimer' }).click();
  await expect(remove.getByText('Le mot de passe est obligatoire')).toBeVisible();
  await expectAccessible(page);
  await remove.getByLabel(/^Votre mot de passe/).fill(OWNER_PASSWORD);
  await remove.getByRole('button', { name: 'Supprimer' }).click();
  await expect(remove).toBeHidden();
  await tableSettled(page);
  await expect(clientRow(page, email)).toHaveCount(0);
});
