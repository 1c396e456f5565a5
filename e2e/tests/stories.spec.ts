import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { screenshotBoth } from '../support/screenshots';
import { addChildFromPicker } from '../support/children';
import { buyFamilyPlan } from '../support/payments';
import { signUpAndOpen } from '../support/session';

test('a family makes an illustrated story for two children, watches it come, reads it to FIN and keeps it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndOpen(page, 'Inès');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('5');
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  // Two children need the Famille plan: bought through the simulated checkout.
  await buyFamilyPlan(page);

  await page.getByRole('link', { name: 'Pourquoi', exact: true }).click();
  await addChildFromPicker(page, { name: 'Louis', age: 7, gender: 'Garçon' });

  await page.getByRole('link', { name: 'Raconte' }).click();
  await expect(page.getByText('Étape 1 sur 6')).toBeVisible();
  await page.getByRole('button', { name: 'Enfant test' }).click();
  await page.getByRole('button', { name: /^Louis/ }).click();
  await expectAccessible(page);
  await screenshotBoth(page, 'story-wizard-children');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Combien de temps de lecture ?' })).toBeFocused();
  await expect(page.getByRole('button', { name: '5 minutes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Pour dormir' }).click();
  await page.getByRole('button', { name: /^Mes enfants sont les héros/ }).click();
  await expect(page.getByRole('heading', { name: 'Quel thème ?' })).toBeVisible();
  await screenshotBoth(page, 'story-wizard-themes');
  await page.getByRole('button', { name: "L'espace" }).click();

  await expect(page.getByRole('heading', { name: 'Votre histoire' })).toBeVisible();
  await expect(page.getByText('Histoire 1 sur 5 ce mois-ci')).toBeVisible();
  // The parent's details: the story must call each by its name (decision 0024).
  await page.getByLabel("Un détail à glisser dans l'histoire ?").fill('avec son doudou lapin Pompon et mamie Jeanne');
  await expectAccessible(page);
  await screenshotBoth(page, 'story-summary');
  // Offline, the text comes in well under a second: hold the request a moment to see the progress screen.
  await page.route('**/api/stories/generate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.getByRole('button', { name: "Créer l'histoire" }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'story-progress');

  // Offline, the story is written and drawn in seconds; the reader opens by itself.
  const reader = page.getByRole('dialog');
  await expect(reader).toBeVisible({ timeout: 60_000 });
  // The book opens on its cover: the generated cover picture and the title.
  await expect(reader.getByText('Couverture', { exact: true })).toBeVisible();
  await expect(reader.getByRole('img', { name: /^Couverture de « .+ »$/ })).toBeVisible();
  await expect(reader.locator('img').first()).toBeVisible();
  await expect
    .poll(() =>
      reader
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'story-reader');

  const next = reader.getByRole('button', { name: 'Page suivante' });
  let storyText = (await reader.textContent()) ?? '';
  for (let turn = 0; turn < 30 && !(await reader.getByText('FIN', { exact: true }).isVisible()); turn += 1) {
    await next.click();
    storyText += (await reader.textContent()) ?? '';
  }
  // Both children are the heroes, and the wish's toy and grandmother come by their names.
  expect(storyText).toContain('Louis');
  expect(storyText).toContain('Enfant test');
  expect(storyText).toContain('Pompon');
  expect(storyText).toContain('Mamie Jeanne');
  await expect(reader.getByText('FIN', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'story-reader-end');
  await reader.getByRole('button', { name: "Fermer l'histoire" }).click();
  await expect(reader).toBeHidden();

  const favourite = page.getByRole('button', { name: /^Favori : / }).first();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('link', { name: 'Raconte' }).click();
  await expect(page.getByRole('button', { name: /^Favori : / }).first()).toHaveAttribute('aria-pressed', 'true');
  await screenshotBoth(page, 'story-list');
});
