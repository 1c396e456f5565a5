import { expect, test } from '@playwright/test';
import { authMessages, errorCatalogue, verificationMessages as texts } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { latestMailTo, linkIn } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';
import { clientAddress } from '../support/session';

const PASSWORD = 'premier-secret';
const newAddress = (name: string) => `${name}.${Date.now()}@example.com`;

test('a new parent sees the banner, opens the emailed link, and the address is confirmed', async ({ page }) => {
  const email = newAddress('verif');
  // Registration is limited per client address: this journey says where it comes from.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });

  await test.step('registering opens the app with the banner asking to confirm the address', async () => {
    await page.goto('/register');
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByLabel('Nom', { exact: true }).fill('Robert');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Bonjour Inès')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' })
      .getByRole('button', { name: 'Fermer' })
      .click();
    await expect(page.getByText(`${texts.bannerTitle} ${texts.bannerSentTo} ${email}.`)).toBeVisible();
  });

  await test.step('« Renvoyer le lien » sends another link and says so', async () => {
    await page.getByRole('button', { name: texts.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: authMessages.verificationResent })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'verify-banner', { narrow: true });
  });

  await test.step('the emailed link confirms the address, its token out of the address bar', async () => {
    const link = new URL(linkIn(await latestMailTo(email), '/verify-email'));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: texts.verifiedTitle })).toBeVisible();
    await expect(page.getByText(authMessages.emailVerified)).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    expect(await page.evaluate(() => window.location.search)).toBe('');
    await expectAccessible(page);
    await screenshotBoth(page, 'verify-email-done', { narrow: true });
  });

  await test.step('« Continuer » goes back to the app, without the banner', async () => {
    await page.getByRole('link', { name: texts.continue }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Bonjour Inès')).toBeVisible();
    await expect(page.getByText(texts.bannerTitle)).toHaveCount(0);
    // And after a reload: the server says the address is confirmed.
    await page.reload();
    await expect(page.getByText('Bonjour Inès')).toBeVisible();
    await expect(page.getByText(texts.bannerTitle)).toHaveCount(0);
  });
});

test('signed out, the link confirms the address once, then says it no longer serves', async ({ page }) => {
  const email = newAddress('verif-dehors');
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': clientAddress() },
    data: { email, password: PASSWORD, first_name: 'Noé', last_name: 'Robert' },
  });
  expect(response.ok()).toBe(true);
  const link = new URL(linkIn(await latestMailTo(email), '/verify-email'));

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: texts.verifiedTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: texts.notVerifiedTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(errorCatalogue.invalid_verification_token.message);
  await expect(page.getByText(texts.signInForNewLink)).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'verify-email-refused', { narrow: true, compare: true });
});
