import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice, freeVersionLimits, plans, upgradeMessages } from '@pourquoi/shared';
import { aChild, familyStatus, signedInFamily, trialStatus, usageFor } from '@/test/family';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('plan badge and upgrade dialog', () => {
  it("shows 'Essai 7j' during the trial, which opens the subscription view", async () => {
    signedInFamily({ children: [aChild()], status: trialStatus({ trial_days_remaining: 7 }) });
    const { user, router } = renderApp('/');
    const badge = await screen.findByRole('button', { name: 'Essai 7j' });
    expect(await screen.findByLabelText('La question de Tom')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(badge);
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription');
  });

  it("shows 'Premium' to a subscriber, and the chosen child's name in the header", async () => {
    signedInFamily({ children: [aChild({ name: 'Zoé', gender: 'girl' })], status: familyStatus() });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Essai/ })).not.toBeInTheDocument();
    const header = document.querySelector('.shell__bar');
    expect(await within(header as HTMLElement).findByText('Zoé')).toBeInTheDocument();
    expect(header).toHaveTextContent('Enfant choisi : Zoé');
  });

  const freeVersionUsage = (questionsToday: number) =>
    usageFor({
      childrenCount: 1,
      questionsToday,
      questionsPerDay: freeVersionLimits.questionsPerDay,
      questionsRemainingToday: 1 - questionsToday,
      maxStories: 0,
      canGenerateStory: false,
      storiesRemaining: 0,
    });
  const expired = trialStatus({ status: 'expired', trial_days_remaining: 0 });

  it('keeps the free version after the trial: « Gratuit », whose dialog gives its real numbers', async () => {
    signedInFamily({ children: [aChild()], status: expired, usage: freeVersionUsage(0) });
    const { user } = renderApp('/');

    // No dialog opens by itself (decision 0022): the badge says « Gratuit », and opens the plans.
    await user.click(await screen.findByRole('button', { name: 'Gratuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre essai gratuit est terminé' });
    const inDialog = within(dialog);
    const { childProfiles, questionsPerDay, historyDays } = freeVersionLimits;
    expect(dialog).toHaveTextContent(
      `Version gratuite après l'essai : ${childProfiles} enfant, ${questionsPerDay} question par jour, ${historyDays} jours d'historique, aucune nouvelle histoire (les vôtres restent à lire).`,
    );
    expect(dialog).toHaveTextContent("1 enfant, 1 question par jour, 7 jours d'historique, aucune nouvelle histoire");

    // Monthly first, then yearly: price, its twelfth, and the months offered.
    expect(inDialog.getByRole('radio', { name: 'Mensuel' })).toBeChecked();
    expect(dialog).toHaveTextContent(`${formatPrice(plans.essential_monthly.price)} / mois`);
    expect(dialog).toHaveTextContent(`${formatPrice(plans.family_monthly.price)} / mois`);
    await user.click(inDialog.getByRole('radio', { name: /Annuel/ }));
    expect(dialog).toHaveTextContent(`${formatPrice(plans.essential_yearly.price)} / an`);
    expect(dialog).toHaveTextContent(`soit ${formatPrice(plans.essential_yearly.price / 12)} / mois`);
    expect(dialog).toHaveTextContent(`${formatPrice(plans.family_yearly.price)} / an`);
    expect(inDialog.getAllByText('2 mois offerts')).toHaveLength(2);

    await user.click(inDialog.getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The question of the day is still to ask.
    expect(screen.getByLabelText('La question de Tom')).not.toHaveAttribute('readonly');

    // The badge opens it again, and a plan opens its payment, charged at once.
    await user.click(screen.getByRole('button', { name: 'Gratuit' }));
    const again = await screen.findByRole('dialog', { name: 'Votre essai gratuit est terminé' });
    await user.click(within(again).getByRole('button', { name: `Choisir ${plans.family_monthly.name}` }));
    expect(screen.queryByRole('dialog', { name: 'Votre essai gratuit est terminé' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    const payment = await screen.findByRole('dialog', { name: `Formule ${plans.family_monthly.name}` });
    expect(payment).toHaveTextContent(`À payer aujourd'hui${formatPrice(plans.family_monthly.price)}`);
    expect(payment).not.toHaveTextContent('Premier prélèvement');
    const current = screen.getByRole('region', { name: 'Votre abonnement' });
    expect(current).toHaveTextContent('Version gratuite');
    expect(current).toHaveTextContent("vous gardez 1 enfant, 1 question par jour, 7 jours d'historique");
  });

  it("locks the question calmly once the free version's question of the day is asked", async () => {
    signedInFamily({ children: [aChild()], status: expired, usage: freeVersionUsage(1) });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await waitFor(() => expect(box).toHaveAttribute('readonly'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box.closest('form')).toHaveClass('question--locked');
    expect(box).toHaveAccessibleDescription(/De nouvelles questions arrivent demain/);
    expect(box).toHaveAccessibleDescription(new RegExp(`${upgradeMessages.ask_question}$`));

    // Trying to ask opens the plans.
    await user.type(box, '{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Votre essai gratuit est terminé' })).toBeInTheDocument();
  });
});
