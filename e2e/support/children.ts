import { expect, type Page } from '@playwright/test';

/** « Ajouter un enfant » from the chat's child choice: the dialog filled (born in March) and closed. */
export async function addChildFromPicker(page: Page, child: { name: string; age: number; gender: 'Fille' | 'Garçon' }) {
  await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un enfant' });
  await dialog.getByLabel('Prénom').fill(child.name);
  await dialog.getByLabel('Mois de naissance').selectOption({ label: 'Mars' });
  await dialog.getByLabel('Année de naissance').selectOption(String(new Date().getFullYear() - child.age));
  await dialog.getByRole('radio', { name: child.gender }).check();
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
}
