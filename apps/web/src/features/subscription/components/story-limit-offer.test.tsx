import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { storyMessages } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  allowed,
  captureRedirects,
  done,
  paidUsage,
  payingStatus,
  subscriptionServer,
  upgradeCalculation,
} from '../testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Raconte, Tom chosen, « Continuer »: the month's stories are used up, so the modal opens. */
async function reachStoryLimit() {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('link', { name: 'Raconte' }));
  await app.user.click(await screen.findByRole('button', { name: 'Tom' }));
  await app.user.click(screen.getByRole('button', { name: 'Continuer' }));
  const dialog = await screen.findByRole('dialog', { name: STORY_LIMIT_TITLE });
  // The offer comes with the subscription screen's code, loaded when the modal opens.
  await within(dialog).findByRole('button', { name: 'Plus tard' });
  return { ...app, dialog };
}

const STORY_LIMIT_TITLE = "Limite d'histoires atteinte";
const usedUp = (maxStories: number) =>
  paidUsage({ maxStories, storiesThisMonth: maxStories, canGenerateStory: false, storiesRemaining: 0 });

describe('story-limit modal of a paying family', () => {
  it('offers an Essentiel family the 5- and 12-story packs and Famille, not « Passez Premium »', async () => {
    const redirects = captureRedirects();
    const server = subscriptionServer({
      status: payingStatus('essential_monthly'),
      usage: usedUp(2),
      routes: {
        'GET /api/stories': () => json(200, []),
        'POST /api/monetization/purchase-story-pack': () =>
          json(200, { checkout_url: 'http://localhost:3000/simulated-checkout/p1', session_id: 'p1' }),
        'POST /api/monetization/validate-plan-change': () => json(200, allowed),
        'POST /api/monetization/calculate-plan-change': () => json(200, upgradeCalculation),
        'POST /api/monetization/apply-plan-change': () =>
          json(200, done('Vous profitez maintenant de la formule Famille.')),
      },
    });
    const { user, dialog } = await reachStoryLimit();

    expect(dialog).toHaveTextContent(storyMessages.monthLimitReached);
    expect(dialog).not.toHaveTextContent('Passez Premium');
    expect(within(dialog).queryByRole('button', { name: 'Voir les formules' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '5 histoires' }).closest('li')).toHaveTextContent('9,90 €');
    expect(within(dialog).getByRole('heading', { name: '12 histoires' }).closest('li')).toHaveTextContent(
      '19,99 €au lieu de 23,99 €2 offertes',
    );
    expect(dialog).toHaveTextContent('Ou la formule Famille9,99 € / mois5 histoires illustrées chaque mois');

    await user.click(within(dialog).getByRole('button', { name: 'Acheter 12 histoires' }));
    await waitFor(() => expect(redirects).toHaveBeenCalledWith('http://localhost:3000/simulated-checkout/p1'));
    expect(server.callsTo('POST /api/monetization/purchase-story-pack')[0]?.body).toEqual({
      price_id: 'story_pack_12',
      story_count: 12,
    });

    // Famille: the upgrade is confirmed and applied right here, then the stories go on.
    await user.click(within(dialog).getByRole('button', { name: 'Passer à la formule Famille' }));
    const confirm = await screen.findByRole('dialog', { name: 'Passer à la formule Famille' });
    expect(await within(confirm).findByText(upgradeCalculation.message)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmer et payer 2,50 €' }));
    expect(await within(dialog).findByText('Vous profitez maintenant de la formule Famille.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/monetization/apply-plan-change')[0]?.body).toEqual({
      new_plan_id: 'family_monthly',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a Famille family the packs alone', async () => {
    subscriptionServer({
      status: payingStatus('family_yearly'),
      usage: usedUp(5),
      routes: { 'GET /api/stories': () => json(200, []) },
    });
    const { dialog } = await reachStoryLimit();
    expect(within(dialog).getByRole('button', { name: 'Acheter 5 histoires' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Acheter 12 histoires' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Passer à la formule/ })).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Passez Premium');
  });
});
