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
  const bubbles = page.locator('.bubble--assistant .bubble__text');
  await expect(bubbles).toHaveCount(2);
  const [first = '', simpler = ''] = await bubbles.allInnerTexts();
  expect(simpler.length).toBeGreaterThan(0);
  expect(simpler.length).toBeLessThan(first.length);
  await screenshotBoth(page, 'chat-simpler');
});

test('after the three trial questions of the day, the box locks and the plans open', async ({ page }) => {
  await signUpAndOpen(page, 'Karim');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ? !' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel('La question d’Enfant test').or(page.getByLabel("La question d'Enfant test"));
  const questions = ['Pourquoi il pleut ?', 'Pourquoi la mer est salée ?', 'Pourquoi on rêve ?'];
  for (const [index, asked] of questions.entries()) {
    await question.fill(asked);
    await question.press('Enter');
    // Each answer is done when it can be rated.
    await expect(page.getByRole('group', { name: 'As-tu compris la réponse ?' })).toHaveCount(index + 1, {
      timeout: 15_000,
    });
  }
  // The third answer stays readable; the box locks under it, and the plans open on the next try.
  await expect(question).toHaveAttribute('readonly', '');
  await expect(page.getByText('Passez Premium pour poser des questions illimitées !')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'chat-locked');
  await page.getByRole('button', { name: 'Voir les formules' }).click();
  const plans = page.getByRole('dialog', { name: 'Choisissez votre formule' });
  await expect(plans).toContainText('Passez Premium pour poser des questions illimitées !');
  await plans.getByRole('button', { name: 'Plus tard' }).click();
  await expect(plans).toBeHidden();
});
