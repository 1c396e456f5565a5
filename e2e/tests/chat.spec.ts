import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { narrowPhone, screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

test('a parent asks why the sky is blue, reads the answer, finds it too hard and gets a simpler one', async ({
  page,
}) => {
  await signUpAndOpen(page, 'Nadia');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('4');
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel("La question d'Enfant test");
  await question.fill('Pourquoi le ciel est bleu ?');
  await question.press('Enter');

  const answer = page.getByText(/bleu/i).last();
  await expect(answer).toBeVisible();
  await expect(page.getByText('Réponse de la bibliothèque hors ligne de Pourquoi ?').first()).toBeVisible();
  await expect(page.getByRole('button', { name: "J'ai compris" })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'chat-answer', {
    compare: true,
    mask: [page.locator('.verify-banner__address'), page.locator('.bubble__time')],
  });

  await page.getByRole('button', { name: 'Trop difficile' }).first().click();
  await expect(page.getByText('Merci pour votre avis !').first()).toBeVisible();
  await expect(page.getByText('Plus simplement')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeEnabled({ timeout: 15_000 });
  const bubbles = page.locator('.bubble--assistant .bubble__text');
  await expect(bubbles).toHaveCount(2);
  const [first = '', simpler = ''] = await bubbles.allInnerTexts();
  expect(simpler.length).toBeGreaterThan(0);
  expect(simpler.length).toBeLessThan(first.length);
  await screenshotBoth(page, 'chat-simpler');
});

test('a question the offline library does not know offers close ones it knows, asked in one tap', async ({ page }) => {
  await signUpAndOpen(page, 'Inès');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel("La question d'Enfant test");
  await question.fill('Pourquoi les pieuvres changent de couleur ?');
  await question.press('Enter');

  const known = page.getByRole('group', { name: 'Je connais la réponse à…' });
  await expect(known).toBeVisible();
  const offers = known.getByRole('button');
  await expect(offers).toHaveCount(3);
  await expectAccessible(page);
  await screenshotBoth(page, 'chat-known-questions');

  const chosen = (await offers.first().innerText()).trim();
  await offers.first().click();
  // Asked in the same conversation, and answered from the library.
  await expect(page.locator('.bubble--user').last()).toContainText(chosen.replace(/\s*\?$/, ''));
  const answers = page.locator('.bubble--assistant');
  await expect(answers).toHaveCount(2);
  await expect(answers.last().getByRole('group', { name: 'Je connais la réponse à…' })).toHaveCount(0);
  await expect(answers.last()).toContainText('Réponse de la bibliothèque hors ligne de Pourquoi ?');
});

test('after the three trial questions of the day, the box locks and the plans open', async ({ page }) => {
  await signUpAndOpen(page, 'Karim');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel("La question d'Enfant test");
  const questions = ['Pourquoi il pleut ?', 'Pourquoi la mer est salée ?', 'Pourquoi on rêve ?'];
  const left = ["Encore 3 questions aujourd'hui", "Encore 2 questions aujourd'hui", "Encore 1 question aujourd'hui"];
  for (const [index, asked] of questions.entries()) {
    await expect(page.getByText(left[index]!)).toBeVisible();
    await question.fill(asked);
    await question.press('Enter');
    // Each answer is done when it can be rated.
    await expect(page.getByRole('group', { name: 'As-tu compris la réponse ?' })).toHaveCount(index + 1, {
      timeout: 15_000,
    });
  }
  // The third answer stays readable, no dialog over it; the box rests under it, calmly, and
  // says when questions come back; the plans open when the parent asks.
  await expect(question).toHaveAttribute('readonly', '');
  await expect(page.getByText('De nouvelles questions arrivent demain, dès minuit (heure de Paris).')).toBeVisible();
  await expect(page.getByText('Passez Premium pour poser des questions illimitées !')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'chat-locked');
  await page.getByRole('button', { name: 'Voir les formules' }).click();
  const plans = page.getByRole('dialog', { name: 'Choisissez votre formule' });
  await expect(plans).toContainText('Passez Premium pour poser des questions illimitées !');
  await plans.getByRole('button', { name: 'Plus tard' }).click();
  await expect(plans).toBeHidden();
});

test('a child writes words of distress: help in the chat, then a notice at the top of home until the parent has read it', async ({
  page,
}) => {
  await signUpAndOpen(page, 'Inès');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('10');
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  const question = page.getByLabel("La question d'Enfant test");
  await question.fill('je pense à me tuer');
  await question.press('Enter');
  await expect(page.locator('.bubble--assistant .bubble__text').last()).toContainText('3114');

  const notice = page.getByRole('alert', { name: 'Enfant test a peut-être besoin de vous' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('« je pense à me tuer »');
  await expect(notice).toContainText(
    "Nous lui avons conseillé d'en parler à un adulte de confiance et donné les numéros 3114 et 119.",
  );
  for (const number of ['3114', '119', '15', '112'])
    await expect(notice.getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
  await expectAccessible(page);

  // On the smallest phone, nothing runs off the screen.
  await page.setViewportSize(narrowPhone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(narrowPhone.width);
  await screenshotBoth(page, 'distress-notice', { narrow: true });

  // Still there on the next visit, until the parent says they have read it.
  await page.reload();
  await notice.getByRole('button', { name: "J'ai pris connaissance" }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour Inès !' })).toBeVisible();
  await expect(notice).toBeHidden();

  // The list keeps it.
  await page.getByRole('button', { name: 'Voir ce qui a été redirigé' }).click();
  const list = page.getByRole('dialog', { name: 'Sécurité des réponses' });
  await expect(list).toContainText('« je pense à me tuer »');
});
