import { expect, type Page } from '@playwright/test';

/** On the simulated provider's page: the accepted test card pays `amount`, then the return page. */
export async function payWithAcceptedCard(page: Page, amount: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement simulé' })).toBeVisible();
  await page.getByRole('radio', { name: /^Carte acceptée/ }).check();
  await page.getByRole('button', { name: `Payer ${amount}` }).click();
  await expect(page).toHaveURL(/\/subscription-success\?checkout_id=/);
}

/** From a trial: the Famille plan (several children), bought through the simulated checkout; back on the plans. */
export async function buyFamilyPlan(page: Page) {
  await page.getByRole('button', { name: /^Essai \d+j$/ }).click();
  await page.getByRole('button', { name: 'Choisir Famille' }).click();
  await page.getByRole('dialog', { name: 'Formule Famille' }).getByRole('button', { name: 'Payer' }).click();
  await payWithAcceptedCard(page, '0,00 €');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la formule Famille !' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
}
