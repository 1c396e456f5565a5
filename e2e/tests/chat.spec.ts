import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

test('a parent asks why the sky is blue, reads the answer, finds it too hard and gets a simpler one', async ({
  page,
}) => {
  await signUpAndOpen(page, 'Nadia');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ? !' });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('4');
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel('La question d’Enfant test').or(page.getByLabel("La question d'Enfant test"));
  await question.fill('Pourquoi le ciel est bleu ?');
  await question.press('Enter');

  const answer = page.getByText(/bleu/i).last();
  await expect(answer).toBeVisible();
  await expect(page.getByText('Réponse de la bibliothèque hors ligne de Pourquoi ?').first()).toBeVisible();
  await expect(page.getByRole('button', { name: "J'ai compris" })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'chat-answer');

  await page.getByRole('button', { name: 'Trop difficile' }).first().click();
  await expect(page.getByText('Merci pour ton avis !').first()).toBeVisible();
  await expect(page.getByText('Plus simplement')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled({ timeout: 15_000 });
  await screenshotBoth(page, 'chat-simpler');
});
