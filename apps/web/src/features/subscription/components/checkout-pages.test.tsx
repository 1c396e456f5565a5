import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cardErrorMessages } from '@pourquoi/shared';
import { trialStatus, usageFor } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { CHECKOUT_POLL_MS } from '../api/get-checkout';
import {
  aCheckout,
  appAddress,
  captureRedirects,
  openSubscription,
  payingStatus,
  subscriptionServer,
} from '../testing';
import { CHECKOUT_CONFIRM_TIMEOUT_MS } from './checkout-return';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('simulated checkout page', () => {
  it("pays the plan chosen in the payment modal: a declined card's message, another card, the confirmation, the new plan", async () => {
    const redirects = captureRedirects();
    const order = aCheckout({
      amount_due: 3.99,
      discount: { code: 'RENTREE', label: '-20 %' },
      referral_code: 'ABCD2345',
    });
    let status = trialStatus();
    const server = subscriptionServer({
      status: () => status,
      usage: usageFor({ childrenCount: 1 }),
      routes: {
        'POST /api/monetization/create-checkout-session': () =>
          json(200, { checkout_url: appAddress('/simulated-checkout/k1'), session_id: 'k1' }),
        'GET /api/monetization/checkouts/k1': [() => json(200, order), () => json(200, { ...order, status: 'paid' })],
        'POST /api/monetization/simulated-checkouts/k1/pay': [
          () => json(402, { code: 'card_error', detail: cardErrorMessages.card_declined }),
          () => {
            status = payingStatus('essential_monthly');
            return json(200, { redirect_url: appAddress('/subscription-success?checkout_id=k1') });
          },
        ],
      },
    });
    const { user, router } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Choisir Essentiel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Formule Essentiel' })).getByRole('button', { name: 'Payer' }),
    );
    await waitFor(() => expect(redirects).toHaveBeenCalledOnce());
    // The browser would load the checkout page; the test's router goes there.
    await router.navigate(new URL(redirects.mock.calls[0]![0]).pathname);

    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement simulé' })).toBeInTheDocument();
    expect(screen.getByText(/Aucune carte réelle n'est débitée/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    expect(summary).toHaveTextContent('Formule Essentiel4,99 € / mois');
    expect(summary).toHaveTextContent('Prix4,99 €');
    expect(summary).toHaveTextContent('Code RENTREE-20 %');
    expect(summary).toHaveTextContent('Code de parrainageABCD2345');
    expect(summary).toHaveTextContent("À payer aujourd'hui3,99 €");
    expect(screen.getByRole('radio', { name: 'Carte acceptée 4242 4242 4242 4242' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Carte refusée 4000 0000 0000 0002' }));
    await user.click(screen.getByRole('button', { name: 'Payer 3,99 €' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(cardErrorMessages.card_declined);
    expect(server.callsTo('POST /api/monetization/simulated-checkouts/k1/pay')[0]?.body).toEqual({
      card_number: '4000000000000002',
    });
    expect(router.state.location.pathname).toBe('/simulated-checkout/k1');

    await user.click(screen.getByRole('radio', { name: 'Carte acceptée 4242 4242 4242 4242' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Payer 3,99 €' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue dans la formule Essentiel !' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription-success');
    expect(router.state.location.search).toBe('?checkout_id=k1');
    expect(screen.getByText(/Votre paiement de 3,99 € est confirmé/)).toBeInTheDocument();

    // The plan kept in memory was marked out of date: the subscription screen reads the new one.
    await user.click(screen.getByRole('link', { name: 'Voir mon abonnement' }));
    const current = await screen.findByRole('region', { name: 'Votre abonnement' });
    await waitFor(() => expect(current).toHaveTextContent('Formule Essentiel'));
    expect(current).toHaveTextContent('Prochain prélèvement le 6 décembre 2026.');
  });

  it('saves a card, and gives a checkout up back to the subscription screen', async () => {
    subscriptionServer({
      routes: {
        'GET /api/monetization/checkouts/k3': () =>
          json(200, aCheckout({ id: 'k3', kind: 'card_setup', plan_id: null, amount: 0, amount_due: 0 })),
        'POST /api/monetization/simulated-checkouts/k3/pay': () =>
          json(200, { redirect_url: appAddress('/payment-setup-success?checkout_id=k3') }),
        'GET /api/monetization/checkouts/k4': () => json(200, aCheckout({ id: 'k4' })),
        'POST /api/monetization/simulated-checkouts/k4/cancel': () =>
          json(200, { redirect_url: appAddress('/subscription?checkout=canceled') }),
      },
    });
    const { user, router } = renderApp('/simulated-checkout/k3');
    expect(await screen.findByText('Enregistrement de votre carte')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre carte est enregistrée' })).toBeInTheDocument();

    await router.navigate('/simulated-checkout/k4');
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre abonnement' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?checkout=canceled');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      "Paiement annulé : rien n'a été débité. Vous pouvez choisir une formule quand vous voulez.",
    );
  });

  it('takes nothing today for a plan bought during the trial, and says when the first payment falls', async () => {
    const deferred = aCheckout({
      amount_due: 9.99,
      plan_id: 'family_monthly',
      first_billing_date: '2026-11-28T09:00:00.000Z',
    });
    subscriptionServer({
      routes: {
        'GET /api/monetization/checkouts/k1': [
          () => json(200, deferred),
          () => json(200, { ...deferred, status: 'paid' }),
        ],
        'POST /api/monetization/simulated-checkouts/k1/pay': () =>
          json(200, { redirect_url: appAddress('/subscription-success?checkout_id=k1') }),
      },
    });
    const { user } = renderApp('/simulated-checkout/k1');
    const summary = await screen.findByRole('region', { name: 'Votre commande' });
    expect(summary).toHaveTextContent('Premier prélèvement le 28 novembre 20269,99 €');
    expect(summary).toHaveTextContent("À payer aujourd'hui0,00 €");
    await user.click(screen.getByRole('button', { name: 'Payer 0,00 €' }));
    expect(
      await screen.findByText(/Votre premier prélèvement de 9,99 € aura lieu le 28 novembre 2026/),
    ).toBeInTheDocument();
  });

  it('says so when the checkout is already paid', async () => {
    subscriptionServer({
      routes: { 'GET /api/monetization/checkouts/k1': () => json(200, aCheckout({ status: 'paid' })) },
    });
    renderApp('/simulated-checkout/k1');
    expect(await screen.findByText('Ce paiement est déjà réglé : rien de plus ne sera débité.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon abonnement' })).toHaveAttribute('href', '/subscription');
  });
});

describe('payment return page', () => {
  it('waits calmly while the payment is confirmed, then counts the stories added and opens Raconte', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = aCheckout({ kind: 'story_pack', plan_id: null, story_count: 12, amount: 19.99, amount_due: 19.99 });
    const server = subscriptionServer({
      routes: {
        'GET /api/monetization/checkouts/k2': [
          () => json(200, pack),
          () => json(200, pack),
          () => json(200, { ...pack, status: 'paid' }),
        ],
      },
    });
    const { user, router } = renderApp('/subscription-success?checkout_id=k2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous confirmons votre paiement' }),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS);
    expect(screen.getByRole('heading', { level: 1, name: 'Nous confirmons votre paiement' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS);

    expect(
      await screen.findByRole('heading', { level: 1, name: '12 histoires ajoutées à votre compte' }),
    ).toBeInTheDocument();
    expect(server.callsTo('GET /api/monetization/checkouts/k2')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * 2);
    expect(server.callsTo('GET /api/monetization/checkouts/k2')).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Créer une histoire' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Raconte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/raconte');
  });

  it('says something useful when the confirmation never comes, and can ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = subscriptionServer({
      routes: {
        'GET /api/monetization/checkouts/k1': [
          ...Array.from({ length: 25 }, () => () => json(200, aCheckout())),
          () => json(200, aCheckout({ status: 'paid', plan_id: 'family_monthly', amount_due: 9.99 })),
        ],
      },
    });
    const { user } = renderApp('/subscription-success?checkout_id=k1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous confirmons votre paiement' }),
    ).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(CHECKOUT_CONFIRM_TIMEOUT_MS);
    const late = await screen.findByRole('heading', { level: 1, name: 'La confirmation se fait attendre' });
    expect(late.closest('section')).toHaveTextContent('inutile de payer une seconde fois');
    const asked = server.callsTo('GET /api/monetization/checkouts/k1').length;
    expect(asked).toBeGreaterThan(15);
    await vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * 3);
    expect(server.callsTo('GET /api/monetization/checkouts/k1')).toHaveLength(asked);

    await user.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    await vi.advanceTimersByTimeAsync(CHECKOUT_POLL_MS * 10);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue dans la formule Famille !' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says the payment cannot be found without a checkout id', async () => {
    subscriptionServer();
    renderApp('/subscription-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement introuvable' })).toBeInTheDocument();
  });
});
