import { expect, test, type Page } from '@playwright/test';
import { adminMessages, errorCatalogue } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { linkMailedTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';
import { clientAddress, openSignedIn, registerConfirmed, signUpAndOpen } from '../support/session';

// The roles come from the server's configuration (playwright.config.ts), never from the client.
const ADMIN = 'admin@pourquoi.test';
const SUPPORT = 'support@pourquoi.test';
const CONTACT = 'contact@pourquoi.test';
const PASSWORD = 'equipe-secret';

/**
 * An account of the team, signed in through the API (registered, with its address confirmed, the
 * first time: the lists give a role only to a confirmed address), opened at `path`.
 */
async function openAs(page: Page, email: string, firstName: string, path = '/') {
  // Sign-in and registration are limited per client address: each call says where it comes from.
  const signedIn = await page.request.post('/api/auth/token', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { email, password: PASSWORD },
  });
  const response = signedIn.ok()
    ? signedIn
    : await registerConfirmed(page, { email, password: PASSWORD, firstName, lastName: 'Équipe' });
  await openSignedIn(page, response, path);
}

test("an admin edits a parent's plan, creates a code with its preview, and deletes it", async ({ page, browser }) => {
  const { email: parentEmail } = await signUpAndOpen(page, 'Camille');

  const context = await browser.newContext({ locale: 'fr-FR' });
  const admin = await context.newPage();
  // The contact account exists, so the console shows it protected.
  await admin.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { email: CONTACT, password: PASSWORD, first_name: 'Contact', last_name: 'Pourquoi' },
  });

  await test.step('the console opens at /admin with its counters and the users table', async () => {
    await openAs(admin, ADMIN, 'Ada', '/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Retour' })).toBeVisible();
    await expect(admin.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(admin.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(parentEmail) })).toBeVisible();
    await expect(admin.getByRole('button', { name: `Supprimer ${CONTACT}` })).toBeDisabled();
    await expect(admin.getByRole('button', { name: `Supprimer ${ADMIN}` })).toBeDisabled();
    await expect(admin.getByText('Aucun code de réduction pour le moment.')).toBeVisible();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-console', { narrow: true });
  });

  await test.step('the edit modal gives the parent the Famille plan until a date', async () => {
    const row = admin.getByRole('row', { name: new RegExp(parentEmail) });
    await expect(row.getByText('Essai gratuit')).toBeVisible();
    await row.getByRole('button', { name: `Modifier ${parentEmail}` }).click();
    const dialog = admin.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await expect(dialog.getByRole('combobox', { name: 'Formule' })).toHaveValue('free_trial');
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-edit-user', { fullPage: false, narrow: true });
    await dialog.getByRole('combobox', { name: 'Formule' }).selectOption('family_monthly');
    await dialog.getByLabel("Fin de l'abonnement").fill('2027-06-30');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(`${parentEmail} : Famille jusqu'au 30 juin 2027.`)).toBeVisible();
    await expect(row.getByText('Famille', { exact: true })).toHaveClass(/plan-tag--family/);
    await expect(row.getByText('30 juin 2027')).toBeVisible();
  });

  await test.step('« Réinitialiser » mails the parent a reset link', async () => {
    await admin.getByRole('button', { name: `Réinitialiser le mot de passe de ${parentEmail}` }).click();
    await expect(admin.getByText(`Un lien de réinitialisation a été envoyé à ${parentEmail}`)).toBeVisible();
    expect(await linkMailedTo(parentEmail)).toContain('/reset-password?token=');
  });

  await test.step("the parent's app now says Premium", async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: /Premium/ })).toBeVisible();
  });

  await test.step('a new code shows its live preview, is created, then deleted after one confirm', async () => {
    await admin.getByRole('button', { name: 'Nouveau code' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nouveau code de réduction' });
    const create = dialog.getByRole('button', { name: 'Créer le code' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Code' }).fill('e2e-noel');
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue('E2E-NOEL');
    await dialog.getByRole('radio', { name: 'Mois offerts' }).check();
    await expect(dialog.getByRole('spinbutton', { name: 'Nombre de mois offerts' })).toHaveValue('0');
    await dialog.getByRole('spinbutton', { name: 'Nombre de mois offerts' }).fill('2');
    await expect(dialog.getByText('E2E-NOEL : 2 mois offerts')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: "Nombre d'utilisations" }).fill('20');
    await expectAccessible(admin);
    await dialog.getByText('E2E-NOEL : 2 mois offerts').scrollIntoViewIfNeeded();
    await screenshotBoth(admin, 'admin-new-code', { fullPage: false, narrow: true });
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Le code E2E-NOEL (2 mois offerts) a été créé.')).toBeVisible();
    const codes = admin.getByRole('region', { name: 'Codes de réduction' });
    await expect(codes.getByText('0 / 20 utilisations')).toBeVisible();
    await screenshotBoth(admin, 'admin-console-codes', { narrow: true });
    await expect(admin.getByText('Codes de réduction actifs').locator('xpath=following-sibling::dd')).toHaveText('1');

    await admin.getByRole('button', { name: 'Supprimer le code E2E-NOEL' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Supprimer le code E2E-NOEL ?' });
    await confirm.getByRole('button', { name: 'Supprimer le code' }).click();
    await expect(admin.getByText('Le code E2E-NOEL a été supprimé.')).toBeVisible();
    await expect(codes.getByText('Aucun code de réduction pour le moment.')).toBeVisible();
  });

  await test.step('the cleanup asks for its phrase and cancels on anything else', async () => {
    await admin.getByRole('button', { name: 'Nettoyer la base de données' }).click();
    await admin
      .getByRole('dialog', { name: 'Nettoyer la base de données ?' })
      .getByRole('button', { name: 'Continuer' })
      .click();
    const phrase = admin.getByRole('dialog', { name: 'Dernière confirmation' });
    await expect(phrase.getByText(adminMessages.cleanupPhrase)).toBeVisible();
    await expect(phrase.getByLabel('Phrase de confirmation')).toBeFocused();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-cleanup-phrase', { fullPage: false, narrow: true });
    await phrase.getByLabel('Phrase de confirmation').fill('nettoyer');
    await phrase.getByRole('button', { name: 'Nettoyer la base' }).click();
    await expect(admin.getByText(adminMessages.cleanupCancelled)).toBeVisible();
  });

  await test.step('the audit log tells who did what', async () => {
    await admin.reload();
    const log = admin.getByRole('region', { name: 'Journal des actions' });
    await expect(log.getByText('Code E2E-NOEL supprimé')).toBeVisible();
    await expect(log.getByText('Code E2E-NOEL créé (2 mois offerts)')).toBeVisible();
    await expect(log.getByText(`Formule de ${parentEmail} : Famille jusqu'au 30 juin 2027`)).toBeVisible();
    await expect(log.getByText(`par ${ADMIN}`).first()).toBeVisible();
  });

  await test.step("deleting the parent takes two confirms, the phrase, then the admin's own password", async () => {
    await admin.getByRole('button', { name: `Supprimer ${parentEmail}` }).click();
    await admin
      .getByRole('dialog', { name: `Supprimer le compte ${parentEmail} ?` })
      .getByRole('button', { name: 'Continuer' })
      .click();
    await admin
      .getByRole('dialog', { name: 'Êtes-vous vraiment sûr ?' })
      .getByRole('button', { name: 'Oui, continuer' })
      .click();
    const last = admin.getByRole('dialog', { name: 'Dernière confirmation' });
    await last.getByLabel('Phrase de confirmation').fill(adminMessages.deletionPhrase);
    await last.getByLabel('Votre mot de passe').fill('pas-le-bon');
    await last.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(last.getByText(errorCatalogue.reauthentication_failed.message)).toBeVisible();
    await expectAccessible(admin);
    await screenshotBoth(admin, 'admin-delete-password', { fullPage: false, narrow: true });
    await last.getByLabel('Votre mot de passe').fill(PASSWORD);
    await last.getByRole('button', { name: 'Supprimer le compte' }).click();
    await expect(last).toBeHidden();
    await expect(admin.getByText(`Le compte ${parentEmail} a été supprimé`)).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(parentEmail) })).toHaveCount(0);
    await admin.reload();
    const log = admin.getByRole('region', { name: 'Journal des actions' });
    await expect(log.getByText(`Compte supprimé : ${parentEmail}`)).toBeVisible();
  });
  await context.close();
});

test('a parent who opens /admin sees the refusal and a way back, and never loads the console', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signUpAndOpen(page, 'Nina');
  await page.goto('/admin');
  await expect(page.getByText(adminMessages.accessDenied)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-refused');
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nina !' })).toBeVisible();
  expect(scripts.filter((url) => /admin-console|support-panel/.test(url))).toEqual([]);
});

test('support opens the promo-code panel and creates a percentage code', async ({ page }) => {
  await openAs(page, SUPPORT, 'Sam');
  // A team account without children is welcomed like any family at /.
  await page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' }).getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Codes promo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Code' }).fill('rentree-e2e');
  await page.getByRole('spinbutton', { name: 'Réduction (%)' }).fill('15');
  await expect(page.getByText('RENTREE-E2E : -15 %')).toBeVisible();
  await page.getByLabel("Valable jusqu'au").fill('2027-09-30');
  await page.getByRole('spinbutton', { name: "Nombre d'utilisations" }).fill('50');
  await page.getByRole('textbox', { name: 'Description' }).fill('La rentrée des familles');
  await expectAccessible(page);
  await screenshotBoth(page, 'admin-support', { narrow: true });
  await page.getByRole('button', { name: 'Créer le code promo' }).click();
  await expect(page.getByText('Le code RENTREE-E2E (-15 %) a été créé.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue('');
});
