import { expect, test } from '@playwright/test';
import { ageFromBirth, formatAge, parisDay } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

test('a new parent adds a child, meets the one-child limit, and deletes with confirmation', async ({ page }) => {
  const today = parisDay(new Date());
  await signUpAndOpen(page, 'Inès');

  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await test.step('the welcome popup greets a parent without children', async () => {
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('button', { name: 'Essai 7j' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'welcome');
    await welcome.getByRole('button', { name: 'Ajouter mon enfant' }).click();
  });

  const dialog = page.getByRole('dialog', { name: 'Ajouter un enfant' });
  await test.step('a year that makes the child too young is refused, the right one shows the age', async () => {
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Prénom').fill('Zoé');
    await dialog.getByLabel('Mois de naissance').selectOption({ label: 'Décembre' });
    await dialog.getByLabel('Année de naissance').selectOption(String(today.year - 1));
    await dialog.getByRole('radio', { name: 'Fille' }).check();
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText("L'enfant doit avoir entre 1 et 18 ans")).toBeVisible();
    await screenshotBoth(page, 'add-child-error');

    const birthYear = today.year - 6;
    await dialog.getByLabel('Année de naissance').selectOption(String(birthYear));
    const age = ageFromBirth(12, birthYear, today);
    await expect(dialog.getByText(`Âge : ${formatAge(age)}`)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toBeHidden();

    const chosen = page.getByRole('button', { name: /Zoé/, pressed: true });
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText(formatAge(age));
    await expect(page.getByLabel('La question de Zoé')).toBeVisible();
    await screenshotBoth(page, 'home-with-child', {
      compare: true,
      mask: [page.locator('.verify-banner__address'), chosen.getByText(formatAge(age))],
    });
  });

  await test.step('the selected child is remembered across a reload', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: /Zoé/, pressed: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a second child on the trial opens the limit popup', async () => {
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    const limit = page.getByRole('dialog', { name: 'Limite de profils atteinte' });
    await expect(limit).toBeVisible();
    await expect(limit.getByRole('button', { name: 'Passer à la formule Famille' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'child-limit');
    await limit.getByRole('button', { name: 'Plus tard' }).click();
    await expect(limit).toBeHidden();
  });

  await test.step('the server refuses a second child even when asked directly', async () => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const response = await page.request.post('/api/children', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Lina', birth_month: 1, birth_year: today.year - 4, gender: 'girl' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('child_limit_reached');
  });

  await test.step('deleting asks for confirmation first', async () => {
    await page.getByRole('link', { name: 'Enfants', exact: true }).click();
    await expect(page).toHaveURL(/\/enfants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes enfants' })).toBeVisible();
    const manage = page.getByRole('main');
    await manage.getByRole('button', { name: 'Supprimer Zoé' }).click();
    await expect(manage.getByText('Supprimer Zoé ?')).toBeVisible();
    await screenshotBoth(page, 'delete-confirmation');
    await manage.getByRole('button', { name: 'Annuler' }).click();
    await expect(manage.getByText('Supprimer Zoé ?')).toBeHidden();
    await expect(manage.getByRole('button', { name: 'Supprimer Zoé' })).toBeVisible();
    await manage.getByRole('button', { name: 'Supprimer Zoé' }).click();
    await manage.getByRole('button', { name: 'Oui, supprimer' }).click();
    await expect(manage.getByText('Aucun profil pour le moment.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('a test child can be tried from the welcome popup', async ({ page }) => {
  await signUpAndOpen(page, 'Paul');
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByLabel("Âge de l'enfant test").selectOption('8');
  await welcome.getByRole('radio', { name: 'Fille' }).check();
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('button', { name: /Enfant test/, pressed: true })).toContainText('8 ans');
});
