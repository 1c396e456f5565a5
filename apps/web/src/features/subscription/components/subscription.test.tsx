import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cardErrorMessages, errorCatalogue, paymentMessages } from '@pourquoi/shared';
import { trialStatus, usageFor } from '@/test/family';
import { json } from '@/test/fetch-mock';
import {
  allowed,
  appAddress,
  captureRedirects,
  done,
  downgradeCalculation,
  openSubscription,
  paidUsage,
  payingStatus,
  subscriptionServer,
  upgradeCalculation,
} from '../testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('subscription screen', () => {
  it('shows a trial family its usage, days left, the simulation notice and the plans, without paid extras', async () => {
    subscriptionServer({
      status: trialStatus({ trial_days_remaining: 5 }),
      usage: usageFor({ questionsToday: 2, storiesThisMonth: 1, childrenCount: 1 }),
    });
    await openSubscription();

    expect(screen.getByText('Paiements simulés : aucun débit réel.')).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    expect(current).toHaveTextContent('Essai gratuit');
    expect(current).toHaveTextContent("Il vous reste 5 jours d'essai.");
    expect(current).toHaveTextContent(
      "Sans formule, vous garderez la version gratuite : 1 enfant, 1 question par jour, 7 jours d'historique, aucune nouvelle histoire (les vôtres restent à lire).",
    );

    const usage = screen.getByRole('region', { name: 'Votre utilisation' });
    expect(within(usage).getByText("Questions aujourd'hui").parentElement).toHaveTextContent('2 sur 3');
    expect(within(usage).getByText('Histoires ce mois-ci').parentElement).toHaveTextContent('1 sur 1');
    expect(within(usage).getByText('Profils enfants').parentElement).toHaveTextContent('1 sur 1');

    const plansSection = screen.getByRole('region', { name: 'Nos formules' });
    expect(within(plansSection).getByRole('button', { name: 'Choisir Essentiel' })).toBeInTheDocument();
    expect(within(plansSection).getByRole('button', { name: 'Choisir Famille' })).toBeInTheDocument();
    expect(within(plansSection).queryByText('Votre formule')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parrainez une famille' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Des histoires en plus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nos engagements' })).toHaveTextContent('Résiliable en 2 clics');
  });

  it('shows a paying family its plan, next billing date, credits, referral code and story packs', async () => {
    subscriptionServer({
      status: payingStatus('family_monthly', { story_credits: 5 }),
      usage: paidUsage({ storiesThisMonth: 2 }),
    });
    const { user } = await openSubscription();

    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    expect(current).toHaveTextContent('Formule Famille');
    expect(current).toHaveTextContent('9,99 € / mois');
    expect(current).toHaveTextContent('Prochain prélèvement le 6 décembre 2026.');
    const usage = screen.getByRole('region', { name: 'Votre utilisation' });
    expect(within(usage).getByText('Histoires ce mois-ci').parentElement).toHaveTextContent(
      '2 sur 5+ 5 histoires achetées, sans date limite',
    );
    expect(within(usage).getByText('Profils enfants').parentElement).toHaveTextContent('1, sans limite');

    const referralSection = await screen.findByRole('region', { name: 'Parrainez une famille' });
    expect(await within(referralSection).findByText('K7MP4QZA')).toBeInTheDocument();
    expect(referralSection).toHaveTextContent('2 amis parrainés · 2 mois offerts gagnés');
    expect(referralSection).toHaveTextContent('indique mon code de parrainage K7MP4QZA');
    await user.click(within(referralSection).getByRole('button', { name: 'Copier le code' }));
    expect(await within(referralSection).findByText('Code copié !')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('K7MP4QZA');

    const plansSection = screen.getByRole('region', { name: 'Changer de formule' });
    expect(within(plansSection).getByText('Votre formule').closest('li')).toHaveTextContent('Famille');
    expect(within(plansSection).queryByRole('button', { name: 'Choisir Famille' })).not.toBeInTheDocument();

    const packs = screen.getByRole('region', { name: 'Des histoires en plus' });
    expect(packs).toHaveTextContent('5 histoires9,90 €');
    expect(packs).toHaveTextContent('12 histoires19,99 €au lieu de 23,99 €2 offertes');
  });

  it('buys a story pack through its checkout page, and says when it fails', async () => {
    const redirects = captureRedirects();
    const server = subscriptionServer({
      status: payingStatus('essential_monthly'),
      usage: paidUsage(),
      routes: {
        'POST /api/monetization/purchase-story-pack': [
          () => json(500, { code: 'internal_error', detail: 'Problème serveur temporaire' }),
          () => json(200, { checkout_url: '/simulated-checkout/k2', session_id: 'k2' }),
        ],
      },
    });
    const { user } = await openSubscription();
    const packs = screen.getByRole('region', { name: 'Des histoires en plus' });

    await user.click(within(packs).getByRole('button', { name: 'Acheter 12 histoires' }));
    expect(await within(packs).findByRole('alert')).toHaveTextContent(paymentMessages.packPurchaseFailed);
    expect(redirects).not.toHaveBeenCalled();

    await user.click(within(packs).getByRole('button', { name: 'Acheter 12 histoires' }));
    await waitFor(() => expect(redirects).toHaveBeenCalledWith('/simulated-checkout/k2'));
    expect(server.callsTo('POST /api/monetization/purchase-story-pack').at(-1)?.body).toEqual({
      price_id: 'story_pack_12',
      story_count: 12,
    });
  });

  it("opens the card update page, or the provider's portal when the provider changes cards there, or says there is none", async () => {
    const redirects = captureRedirects();
    subscriptionServer({
      status: payingStatus('essential_monthly'),
      usage: paidUsage(),
      routes: {
        'POST /api/monetization/create-setup-intent': [
          () => json(200, { clientSecret: 'seti_1', url: '/simulated-checkout/k3' }),
          () => json(200, { clientSecret: 'seti_2', url: null }),
        ],
        'POST /api/monetization/create-portal-session': [
          () => json(200, { url: 'https://billing.example/p/1' }),
          () => json(200, { url: appAddress('/subscription') }),
        ],
      },
    });
    const { user, unmount } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour ma carte' }));
    await waitFor(() => expect(redirects).toHaveBeenLastCalledWith('/simulated-checkout/k3'));
    unmount();

    const again = await openSubscription();
    await again.user.click(screen.getByRole('button', { name: 'Mettre à jour ma carte' }));
    await waitFor(() => expect(redirects).toHaveBeenLastCalledWith('https://billing.example/p/1'));

    // The simulated provider's portal is this very screen: said, not reloaded.
    await again.user.click(screen.getByRole('button', { name: 'Gérer mes paiements' }));
    expect(await screen.findByText(/il n'y a ni facture ni carte réelle à gérer/)).toBeInTheDocument();
    expect(redirects).toHaveBeenCalledTimes(2);
  });
});

describe('payment modal', () => {
  it('forces the referral code to upper case, previews a discount, then opens the checkout page', async () => {
    const redirects = captureRedirects();
    const server = subscriptionServer({
      // After the trial: the first payment is today.
      status: trialStatus({ status: 'expired', trial_days_remaining: 0 }),
      routes: {
        'POST /api/monetization/preview-discount': () =>
          json(200, {
            code: 'RENTREE',
            type: 'percentage',
            value: 20,
            label: '-20 %',
            description: 'Offre de rentrée',
            amount: 4.99,
            amount_due: 3.99,
            free_months: 0,
            first_billing_date: null,
          }),
        'POST /api/monetization/create-checkout-session': () =>
          json(200, { checkout_url: 'http://localhost:3000/simulated-checkout/k1', session_id: 'k1' }),
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Essentiel' }));
    const dialog = await dialogNamed('Formule Essentiel');
    expect(dialog).toHaveTextContent('4,99 € / mois');
    expect(dialog).toHaveTextContent("À payer aujourd'hui4,99 €");
    // « Payer » has the focus, not a code field: a phone's keyboard does not cover it.
    expect(within(dialog).getByRole('button', { name: 'Payer' })).toHaveFocus();

    const referralField = within(dialog).getByLabelText('Code de parrainage (facultatif)');
    expect(referralField).toHaveAttribute('placeholder', 'Ex. : K7MP4QZA');
    await user.type(referralField, 'abcd2345');
    expect(referralField).toHaveValue('ABCD2345');

    await user.type(within(dialog).getByLabelText('Code de réduction (facultatif)'), 'rentree');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(
      await within(dialog).findByText(/Code RENTREE appliqué/, { selector: '.payment-form__applied p' }),
    ).toHaveTextContent('Code RENTREE appliqué : -20 %. Offre de rentrée');
    expect(dialog).toHaveTextContent("Code RENTREE-20 %À payer aujourd'hui3,99 €");
    expect(dialog).not.toHaveTextContent('Premier prélèvement');
    expect(server.callsTo('POST /api/monetization/preview-discount')[0]?.body).toEqual({
      code: 'RENTREE',
      planId: 'essential_monthly',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(redirects).toHaveBeenCalledWith('http://localhost:3000/simulated-checkout/k1'));
    expect(server.callsTo('POST /api/monetization/create-checkout-session')[0]?.body).toEqual({
      planId: 'essential_monthly',
      referralCode: 'ABCD2345',
      discountCode: 'RENTREE',
    });
  });

  it('keeps the trial days of a plan bought on day 2: « Premier prélèvement le 28 novembre 2026 » (product.md#d14-trial-days-kept)', async () => {
    const trialEnd = '2026-11-28T09:00:00.000Z';
    subscriptionServer({
      status: trialStatus({ trial_days_remaining: 6, endDate: trialEnd, trial_end: trialEnd }),
      routes: {
        'POST /api/monetization/preview-discount': () =>
          json(200, {
            code: 'CADEAU',
            type: 'months',
            value: 2,
            label: '2 mois offerts',
            description: '',
            amount: 9.99,
            amount_due: 0,
            free_months: 2,
            first_billing_date: '2027-01-28T09:00:00.000Z',
          }),
      },
    });
    const { user } = await openSubscription();
    expect(screen.getByRole('region', { name: 'Votre abonnement' })).toHaveTextContent(
      "vos jours d'essai restants sont gardés, le premier prélèvement attend la fin de l'essai",
    );
    await user.click(screen.getByRole('button', { name: 'Choisir Famille' }));
    const dialog = await dialogNamed('Formule Famille');
    expect(dialog).toHaveTextContent("Premier prélèvement le 28 novembre 20269,99 €À payer aujourd'hui0,00 €");
    expect(dialog).toHaveTextContent("Vos jours d'essai restants sont gardés : rien n'est prélevé aujourd'hui.");

    // Months offered come after the trial's days left.
    await user.type(within(dialog).getByLabelText('Code de réduction (facultatif)'), 'cadeau');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await within(dialog).findByText('Premier prélèvement le 28 janvier 2027')).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Premier prélèvement le 28 janvier 20279,99 €À payer aujourd'hui0,00 €");
  });

  it("says why a code is refused, and the spec's message when the checkout cannot be created", async () => {
    const redirects = captureRedirects();
    const server = subscriptionServer({
      routes: {
        'POST /api/monetization/preview-discount': () =>
          json(400, {
            code: 'invalid_discount_code',
            detail: "Ce code de réduction n'existe pas ou n'est plus valable",
          }),
        'POST /api/monetization/create-checkout-session': [
          () => json(400, { code: 'invalid_referral_code', detail: "Ce code de parrainage n'est pas valable" }),
          () => json(500, { code: 'internal_error', detail: 'Problème serveur temporaire' }),
        ],
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('radio', { name: /Annuel/ }));
    await user.click(screen.getByRole('button', { name: 'Choisir Famille' }));
    const dialog = await dialogNamed('Formule Famille annuel');
    expect(dialog).toHaveTextContent('99,90 € / an (soit 8,33 € / mois)');

    const discount = within(dialog).getByLabelText('Code de réduction (facultatif)');
    await user.type(discount, 'noel{Enter}');
    await waitFor(() =>
      expect(discount).toHaveAccessibleDescription("Ce code de réduction n'existe pas ou n'est plus valable"),
    );
    expect(server.callsTo('POST /api/monetization/create-checkout-session')).toHaveLength(0);
    await user.clear(discount);

    // Too short: said at once, nothing sent.
    const referralField = within(dialog).getByLabelText('Code de parrainage (facultatif)');
    await user.type(referralField, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    expect(referralField).toHaveAccessibleDescription(/Un code de parrainage fait 8 lettres ou chiffres/);
    expect(referralField).toHaveFocus();
    expect(server.callsTo('POST /api/monetization/create-checkout-session')).toHaveLength(0);

    await user.type(referralField, 'defgh');
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(referralField).toHaveAccessibleDescription(/Ce code de parrainage n'est pas valable/));

    await user.clear(referralField);
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentMessages.checkoutFailed);
    expect(server.callsTo('POST /api/monetization/create-checkout-session').at(-1)?.body).toEqual({
      planId: 'family_yearly',
      referralCode: null,
      discountCode: null,
    });
    expect(redirects).not.toHaveBeenCalled();
  });
});

describe('referral from an unconfirmed address', () => {
  const notVerified = () =>
    json(403, { code: 'email_not_verified', detail: errorCatalogue.email_not_verified.message });

  it('the referral section says to confirm the address first instead of showing a code', async () => {
    subscriptionServer({
      status: payingStatus('family_monthly'),
      usage: paidUsage(),
      routes: { 'GET /api/referral/my-code': notVerified },
    });
    await openSubscription();
    const referralSection = await screen.findByRole('region', { name: 'Parrainez une famille' });
    expect(await within(referralSection).findByRole('status')).toHaveTextContent(
      errorCatalogue.email_not_verified.message,
    );
    expect(within(referralSection).queryByRole('button', { name: 'Copier le code' })).not.toBeInTheDocument();
  });

  it('a referral code typed at checkout is answered under its field', async () => {
    captureRedirects();
    subscriptionServer({ routes: { 'POST /api/monetization/create-checkout-session': notVerified } });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Essentiel' }));
    const dialog = await dialogNamed('Formule Essentiel');
    const referralField = within(dialog).getByLabelText('Code de parrainage (facultatif)');
    await user.type(referralField, 'abcd2345');
    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));
    await waitFor(() =>
      expect(referralField).toHaveAccessibleDescription(
        expect.stringContaining(errorCatalogue.email_not_verified.message),
      ),
    );
    expect(referralField).toHaveFocus();
  });
});

describe('plan change', () => {
  it("shows the refusal's reason and its recommendation, which starts the change to that plan", async () => {
    const server = subscriptionServer({
      status: payingStatus('family_monthly'),
      usage: paidUsage({ childrenCount: 3 }),
      childCount: 3,
      routes: {
        'POST /api/monetization/validate-plan-change': (request) =>
          json(
            200,
            (request.body as { new_plan_id: string }).new_plan_id === 'essential_monthly'
              ? {
                  allowed: false,
                  reason:
                    'La formule Essentiel est limitée à 1 profil enfant et vous en avez 3. Supprimez des profils avant de changer de formule.',
                  alternative: {
                    plan_id: 'family_yearly',
                    name: 'Famille annuel',
                    message:
                      'Gardez vos 3 profils enfants et économisez 17 % avec la formule Famille annuel (99,90 €).',
                  },
                }
              : allowed,
          ),
        'POST /api/monetization/calculate-plan-change': () =>
          json(200, {
            ...upgradeCalculation,
            current_plan: 'family_monthly',
            new_plan: 'family_yearly',
            immediate_charge: 94.9,
            credit_applied: 5,
            message: 'Vous passez à la formule Famille annuel dès maintenant.',
          }),
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Essentiel' }));

    const refused = await dialogNamed("Ce changement n'est pas possible");
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'La formule Essentiel est limitée à 1 profil enfant et vous en avez 3.',
    );
    expect(refused).toHaveTextContent('Gardez vos 3 profils enfants et économisez 17 %');
    await user.click(within(refused).getByRole('button', { name: 'Choisir Famille annuel' }));

    const confirm = await dialogNamed('Passer à la formule Famille annuel');
    expect(
      await within(confirm).findByText('Vous passez à la formule Famille annuel dès maintenant.'),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Confirmer et payer 94,90 €' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/monetization/validate-plan-change').map((call) => call.body)).toEqual([
      { new_plan_id: 'essential_monthly' },
      { new_plan_id: 'family_yearly' },
    ]);
  });

  it('confirms an upgrade with its calculation, applies it and refreshes the plan', async () => {
    let status = payingStatus('essential_monthly');
    const server = subscriptionServer({
      status: () => status,
      usage: paidUsage({ maxChildren: 1, maxStories: 2 }),
      routes: {
        'POST /api/monetization/validate-plan-change': () => json(200, allowed),
        'POST /api/monetization/calculate-plan-change': () => json(200, upgradeCalculation),
        'POST /api/monetization/apply-plan-change': [
          () => json(402, { code: 'card_error', detail: cardErrorMessages.insufficient_funds }),
          () => {
            status = payingStatus('family_monthly');
            return json(200, done('Bienvenue dans la formule Famille !'));
          },
        ],
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Famille' }));

    const confirm = await dialogNamed('Passer à la formule Famille');
    expect(await within(confirm).findByText(upgradeCalculation.message)).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Crédit de votre formule actuelle-2,50 €');
    expect(confirm).toHaveTextContent('Jours restants sur la période en cours15');
    expect(confirm).toHaveTextContent('Prochain prélèvement6 décembre 2026');
    expect(confirm).toHaveTextContent("À payer aujourd'hui2,50 €");

    // The card refuses: its own words, and the change can be tried again.
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer et payer 2,50 €' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(cardErrorMessages.insufficient_funds);

    await user.click(within(confirm).getByRole('button', { name: 'Confirmer et payer 2,50 €' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await screen.findByText('Bienvenue dans la formule Famille !');
    // The button that opened the change is gone with the old plan: the focus is on the news.
    expect(notice.closest('.subscription__notice')).toHaveFocus();
    expect(server.callsTo('POST /api/monetization/apply-plan-change').at(-1)?.body).toEqual({
      new_plan_id: 'family_monthly',
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Votre abonnement' })).toHaveTextContent('Formule Famille'),
    );
  });

  it('warns what a downgrade loses, confirms it, then shows it scheduled with a way to cancel it', async () => {
    let status = payingStatus('family_monthly');
    const server = subscriptionServer({
      status: () => status,
      usage: paidUsage(),
      routes: {
        'POST /api/monetization/validate-plan-change': () => json(200, allowed),
        'POST /api/monetization/calculate-plan-change': () => json(200, downgradeCalculation),
        'POST /api/monetization/apply-plan-change': () => {
          status = payingStatus('family_monthly', {
            scheduled_plan_change: { new_plan_id: 'essential_monthly', effective_date: '2026-12-06T09:00:00.000Z' },
          });
          return json(200, done(null));
        },
        'POST /api/monetization/cancel-scheduled-change': [
          () => json(200, { success: false, message: null, error: "Aucun changement n'est prévu." }),
          () => {
            status = payingStatus('family_monthly');
            return json(200, done('Vous gardez la formule Famille.'));
          },
        ],
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Essentiel' }));

    const warning = await dialogNamed('Passer à la formule Essentiel ?');
    const losses = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(losses).toEqual([
      'Un seul profil enfant au lieu de profils illimités',
      '2 histoires illustrées par mois au lieu de 5',
    ]);
    expect(warning).toHaveTextContent("Vous gardez la formule Famille et tous ses avantages jusqu'au 6 décembre 2026.");
    await user.click(within(warning).getByRole('button', { name: 'Continuer' }));

    const confirm = await dialogNamed('Confirmer le changement');
    expect(await within(confirm).findByText(downgradeCalculation.message)).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Changement de formule6 décembre 2026');
    expect(confirm).toHaveTextContent("À payer aujourd'hui0,00 €");
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer le changement' }));

    expect(
      await screen.findByText('Le passage à la formule Essentiel est prévu le 6 décembre 2026.'),
    ).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    await waitFor(() =>
      expect(current).toHaveTextContent('Passage à la formule Essentiel prévu le 6 décembre 2026 (4,99 € / mois).'),
    );

    await user.click(within(current).getByRole('button', { name: 'Annuler ce changement' }));
    const failure = await within(current).findByRole('alert');
    expect(failure).toHaveTextContent(paymentMessages.cancelScheduledFailed);
    expect(failure).toHaveTextContent("Aucun changement n'est prévu.");

    await user.click(within(current).getByRole('button', { name: 'Annuler ce changement' }));
    expect(await screen.findByText('Vous gardez la formule Famille.')).toBeInTheDocument();
    await waitFor(() => expect(current).not.toHaveTextContent('Passage à la formule Essentiel'));
    expect(server.callsTo('POST /api/monetization/cancel-scheduled-change')).toHaveLength(2);
  });

  it("says the spec's message when the calculation fails", async () => {
    subscriptionServer({
      status: payingStatus('essential_monthly'),
      usage: paidUsage(),
      routes: {
        'POST /api/monetization/validate-plan-change': () => json(200, allowed),
        'POST /api/monetization/calculate-plan-change': () => json(500, { code: 'internal_error', detail: 'x' }),
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Famille' }));
    const confirm = await dialogNamed('Passer à la formule Famille');
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(paymentMessages.planChangeCalculationFailed);
    expect(within(confirm).queryByRole('button', { name: /Confirmer/ })).not.toBeInTheDocument();
  });
});

describe('unsubscribe', () => {
  it("tells what the family keeps until the end date, cancels at the period's end, and can be resumed", async () => {
    let status = payingStatus('family_monthly');
    const server = subscriptionServer({
      status: () => status,
      usage: paidUsage(),
      routes: {
        'POST /api/monetization/cancel-subscription': [
          () => json(500, { code: 'internal_error', detail: 'x' }),
          () => {
            status = payingStatus('family_monthly', { cancelAtPeriodEnd: true, nextBillingDate: null });
            return json(200, done(null));
          },
        ],
        'POST /api/monetization/resume-subscription': () => {
          status = payingStatus('family_monthly');
          return json(200, done(null));
        },
      },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Se désabonner' }));

    const dialog = await dialogNamed('Se désabonner ?');
    expect(dialog).toHaveTextContent("Vous gardez la formule Famille et tous ses avantages jusqu'au 6 décembre 2026");
    expect(dialog).toHaveTextContent('5 histoires illustrées par mois');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le désabonnement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(paymentMessages.unsubscribeFailed);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer le désabonnement' }));
    expect(
      await screen.findByText('Votre abonnement prendra fin le 6 décembre 2026. Rien ne sera plus prélevé.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    await waitFor(() => expect(current).toHaveTextContent('Votre abonnement prend fin le 6 décembre 2026'));
    expect(within(current).queryByRole('button', { name: 'Se désabonner' })).not.toBeInTheDocument();
    expect(within(current).queryByText(/Prochain prélèvement/)).not.toBeInTheDocument();

    await user.click(within(current).getByRole('button', { name: 'Reprendre mon abonnement' }));
    expect(await screen.findByText('Votre abonnement continue. Merci de votre confiance !')).toBeInTheDocument();
    expect(await within(current).findByText(/Prochain prélèvement le/)).toBeInTheDocument();
    expect(server.callsTo('POST /api/monetization/resume-subscription')).toHaveLength(1);
  });
});
