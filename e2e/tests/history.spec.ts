import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

async function startWithTestChild(page: Page, firstName: string) {
  const { email } = await signUpAndOpen(page, firstName);
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();
  return { email };
}

async function ask(page: Page, question: string, answered: number) {
  const box = page.getByLabel("La question d'Enfant test");
  await box.fill(question);
  await box.press('Enter');
  // The answer is done when its bubble is there and the box takes a new question.
  await expect(page.locator('.bubble--assistant')).toHaveCount(answered, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeEnabled({ timeout: 15_000 });
}

test('a parent finds the dinosaur answer by a word, sees its rating, stars it and filters favourites', async ({
  page,
}) => {
  await startWithTestChild(page, 'Maëlle');
  await ask(page, 'Pourquoi les dinosaures ont disparu ?', 1);
  await page.getByRole('button', { name: "J'ai compris" }).click();
  // Another conversation, not a follow-up of the dinosaurs: history lists the two apart.
  await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
  await ask(page, 'Pourquoi il pleut ?', 1);

  await page.getByRole('link', { name: 'Historique' }).click();
  await expect(page.getByRole('tab', { name: 'Conversations' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Pourquoi il pleut ?', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('dinosaure');
  await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Pourquoi il pleut ?', exact: true })).toBeHidden();
  const found = page.getByRole('button', { name: 'Pourquoi les dinosaures ont disparu ?', exact: true });
  await expect(found).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'history-search');

  await found.click();
  const dialog = page.getByRole('dialog', { name: /^Conversation d/ });
  await expect(dialog.getByText("Votre avis : J'ai compris")).toBeVisible();
  await dialog.getByRole('button', { name: 'Réponse favorite' }).click();
  await expect(dialog.getByRole('button', { name: 'Réponse favorite' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await screenshotBoth(page, 'history-conversation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
  await page.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
  // The choice lives in the address, and the router renders a navigation as a transition: the
  // radio shows it a render later, so the test waits for it rather than checking at the click.
  const favourites = page.getByRole('radio', { name: 'Favoris' });
  await favourites.click();
  await expect(favourites).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pourquoi les dinosaures ont disparu ?', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pourquoi il pleut ?', exact: true })).toBeHidden();
  await screenshotBoth(page, 'history-favourites');
});

test('a parent deletes the account with the password, sees what went, and is signed out', async ({ page }) => {
  const { email } = await startWithTestChild(page, 'Bruno');
  await ask(page, 'Pourquoi la mer est salée ?', 1);

  await page.getByRole('button', { name: 'Mon compte' }).click();
  const account = page.getByRole('dialog', { name: 'Mon compte' });
  await expect(account).toContainText(email);
  const danger = account.getByRole('region', { name: 'Supprimer mon compte' });
  await danger.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await danger.getByLabel('Votre mot de passe').fill('pas-le-bon');
  await danger.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(danger.getByText('Mot de passe incorrect')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'account-delete');

  await danger.getByLabel('Votre mot de passe').fill('un-secret-de-famille');
  await danger.getByRole('button', { name: 'Supprimer définitivement' }).click();
  const done = page.getByRole('dialog', { name: 'Votre compte a été supprimé' });
  await expect(done).toContainText('1 enfant');
  await expect(done).toContainText('1 conversation');
  await done.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = await page.request.post('/api/auth/token', { data: { email, password: 'un-secret-de-famille' } });
  expect(login.status()).toBe(401);
});
