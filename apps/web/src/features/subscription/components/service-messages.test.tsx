import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { paymentMessages } from '@pourquoi/shared';
import { trialStatus, usageFor } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { aCheckout, openSubscription, paidUsage, payingStatus, subscriptionServer } from '../testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const broken = () => json(500, { code: 'internal_error', detail: 'Panne' });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe("the subscription service's messages (product.md#payment-errors, decision 0015)", () => {
  it('says « Erreur annulation » under a failed unsubscribe, and « Erreur de connexion » without an answer', async () => {
    subscriptionServer({
      status: payingStatus('family_monthly'),
      usage: paidUsage(),
      routes: { 'POST /api/monetization/cancel-subscription': [broken, unreachable] },
    });
    const { user } = await openSubscription();
    await user.click(screen.getByRole('button', { name: 'Se désabonner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Se désabonner ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer le désabonnement' });

    await user.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(paymentMessages.unsubscribeFailed);
    expect(alert).toHaveTextContent('Erreur annulation');

    await user.click(confirm);
    expect(await within(dialog).findByText('Erreur de connexion')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(paymentMessages.unsubscribeFailed);
  });

  it('says « Erreur mise à jour paiement » when the card cannot be changed', async () => {
    subscriptionServer({
      status: payingStatus('essential_monthly'),
      usage: paidUsage(),
      routes: { 'POST /api/monetization/create-setup-intent': broken },
    });
    const { user } = await openSubscription();
    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    await user.click(within(current).getByRole('button', { name: 'Mettre à jour ma carte' }));
    expect(await within(current).findByRole('alert')).toHaveTextContent('Erreur mise à jour paiement');
  });

  it('says « Erreur lors de la souscription au plan » when paying for a plan fails, with what failed', async () => {
    subscriptionServer({
      status: trialStatus(),
      usage: usageFor({ childrenCount: 1 }),
      routes: {
        'GET /api/monetization/checkouts/k1': () => json(200, aCheckout()),
        'POST /api/monetization/simulated-checkouts/k1/pay': broken,
      },
    });
    const { user } = renderApp('/simulated-checkout/k1');
    await user.click(await screen.findByRole('button', { name: 'Payer 4,99 €' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la souscription au plan');
    expect(alert).toHaveTextContent("Erreur lors de la création de l'abonnement");
  });
});
