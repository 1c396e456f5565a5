import { expect, test, type Page } from '@playwright/test';
import { cardErrorMessages } from '@pourquoi/shared';
import { expectAccessible } from '../support/a11y';
import { payWithAcceptedCard } from '../support/payments';
import { screenshotBoth } from '../support/screenshots';
import { signUpAndOpen } from '../support/session';

/** The whole page at 390, 360 and desktop sizes. */
const screenshotAll = (page: Page, name: string) => screenshotBoth(page, name, { narrow: true });
/** A modal dialog as the parent sees it: the screen, not the whole page behind it. */
const screenshotDialog = (page: Page, name: string) => screenshotBoth(page, name, { fullPage: false, narrow: true });

test('a parent subscribes, upgrades, buys stories, plans a downgrade, cancels it and unsubscribes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Confirmed: a family refers others only from a confirmed address (product.md#d15-verified-staff).
  await signUpAndOpen(page, 'Nadia', { confirmed: true });
  const welcome = page.getByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
  await welcome.getByRole('button', { name: 'Essayer avec un enfant test' }).click();
  await expect(welcome).toBeHidden();

  // Abonnement, from the trial badge.
  await page.getByRole('button', { name: /^Essai \d+j$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Votre abonnement' });
  await expect(current).toContainText('Essai gratuit');
  await expect(page.getByText('Paiements simulés : aucun débit réel.')).toBeVisible();
  await expectAccessible(page);
  await screenshotAll(page, 'subscription-trial');

  // Essentiel, monthly, no code.
  await page.getByRole('button', { name: 'Choisir Essentiel' }).click();
  const payment = page.getByRole('dialog', { name: 'Formule Essentiel' });
  await expect(payment).toContainText('4,99 € / mois');
  await expectAccessible(page);
  await screenshotDialog(page, 'subscription-payment');
  await payment.getByRole('button', { name: 'Payer' }).click();

  // The simulated page: the declined card first, then the accepted one.
  await expect(page).toHaveURL(/\/simulated-checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement simulé' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre commande' })).toContainText('Formule Essentiel');
  await page.getByRole('radio', { name: /^Carte refusée/ }).check();
  // Bought during the trial: nothing today, the first payment when the trial ends (product.md#d14-trial-days-kept).
  await expect(page.getByRole('region', { name: 'Votre commande' })).toContainText(/Premier prélèvement le/);
  await page.getByRole('button', { name: 'Payer 0,00 €' }).click();
  await expect(page.getByRole('alert')).toContainText(cardErrorMessages.card_declined);
  await expectAccessible(page);
  await screenshotAll(page, 'simulated-checkout-declined');
  await payWithAcceptedCard(page, '0,00 €');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans la formule Essentiel !' })).toBeVisible();
  await screenshotAll(page, 'subscription-success');

  // Back in Abonnement: Essentiel, with its next billing date.
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(current).toContainText('Formule Essentiel');
  await expect(current).toContainText(/Prochain prélèvement le \d{1,2} \S+ \d{4}/);
  await expect(page.getByRole('region', { name: 'Parrainez une famille' })).toContainText(/[A-Z0-9]{8}/);
  await expectAccessible(page);
  await screenshotAll(page, 'subscription-essential');

  // Upgrade to Famille: the calculation, then confirmed.
  await page.getByRole('button', { name: 'Choisir Famille' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Passer à la formule Famille' });
  await expect(upgrade).toContainText("À payer aujourd'hui");
  await expect(upgrade).toContainText('Vous passez à la formule Famille dès maintenant');
  await screenshotDialog(page, 'subscription-upgrade');
  await upgrade.getByRole('button', { name: /^Confirmer et payer/ }).click();
  await expect(upgrade).toBeHidden();
  await expect(current).toContainText('Formule Famille');

  // Five more stories through the simulated page: they show in the usage.
  await page.getByRole('button', { name: 'Acheter 5 histoires' }).click();
  await expect(page.getByRole('region', { name: 'Votre commande' })).toContainText('Pack de 5 histoires');
  await payWithAcceptedCard(page, '9,90 €');
  await expect(page.getByRole('heading', { level: 1, name: '5 histoires ajoutées à votre compte' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(page.getByRole('region', { name: 'Votre utilisation' })).toContainText('+ 5 histoires achetées');

  // A downgrade to Essentiel: the warning, the confirmation, then scheduled.
  await page.getByRole('button', { name: 'Choisir Essentiel' }).click();
  const warning = page.getByRole('dialog', { name: 'Passer à la formule Essentiel ?' });
  await expect(warning).toContainText('2 histoires illustrées par mois au lieu de 5');
  await screenshotDialog(page, 'subscription-downgrade-warning');
  await warning.getByRole('button', { name: 'Continuer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer le changement' });
  await expect(confirm).toContainText('puis vous passerez à Essentiel');
  await confirm.getByRole('button', { name: 'Confirmer le changement' }).click();
  await expect(confirm).toBeHidden();
  await expect(current).toContainText(/Passage à la formule Essentiel prévu le/);
  await screenshotAll(page, 'subscription-scheduled');

  // Cancelled, then unsubscribed: the end date and the way back.
  await current.getByRole('button', { name: 'Annuler ce changement' }).click();
  await expect(current).not.toContainText('Passage à la formule Essentiel');
  await current.getByRole('button', { name: 'Se désabonner' }).click();
  const unsubscribe = page.getByRole('dialog', { name: 'Se désabonner ?' });
  await expect(unsubscribe).toContainText("Vous gardez la formule Famille et tous ses avantages jusqu'au");
  await screenshotDialog(page, 'subscription-unsubscribe');
  await unsubscribe.getByRole('button', { name: 'Confirmer le désabonnement' }).click();
  await expect(unsubscribe).toBeHidden();
  await expect(current).toContainText(/Votre abonnement prend fin le \d{1,2} \S+ \d{4}/);
  await expect(current.getByRole('button', { name: 'Reprendre mon abonnement' })).toBeVisible();
  await expect(current.getByRole('button', { name: 'Se désabonner' })).toBeHidden();
  await expectAccessible(page);
  await screenshotAll(page, 'subscription-ending');
});
