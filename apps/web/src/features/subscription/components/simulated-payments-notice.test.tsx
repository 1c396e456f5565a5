import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { signedInFamily, trialStatus } from '@/test/family';
import { stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notice = /ce site de démonstration ne prend aucun paiement réel/;

describe('simulated payments notice (decision 0020)', () => {
  it('says on every signed-in page of a production demo that no real payment is taken', async () => {
    signedInFamily({ status: trialStatus({ simulated_payments_notice: true }) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    const line = (await screen.findByText(notice)).closest('[role="status"]');
    expect(line).toHaveTextContent('Paiements simulés : ce site de démonstration ne prend aucun paiement réel');
    await router.navigate('/subscription');
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it("stays silent elsewhere: simulated payments on a developer's machine, or nobody signed in", async () => {
    signedInFamily({ status: trialStatus() });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('asks nothing of the server before sign-in', async () => {
    const net = stubFetch({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });
});
