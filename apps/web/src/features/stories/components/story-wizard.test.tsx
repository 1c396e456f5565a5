import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { storyMessages } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { aChild, signedInFamily, usageFor } from '@/test/family';
import { renderApp } from '@/test/render-app';
import { openStories } from '../testing';
import { STORY_LIMIT_TITLE } from './story-limit-dialog';
import { GENERATION_TIME_NOTE, NO_CHILDREN_MESSAGE } from './story-wizard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const twoChildren = [aChild(), aChild({ id: 'c2', name: 'Léa', gender: 'girl', age: 4 })];
const noStories = { 'GET /api/stories': () => json(200, []) };

const pressed = (name: string) => screen.getByRole('button', { name });

describe('story wizard', () => {
  it('walks the six steps, defaults the reading time to 5 minutes, counts the month and restarts from scratch', async () => {
    signedInFamily({
      children: twoChildren,
      usage: usageFor({ storiesThisMonth: 0, maxStories: 2, storiesRemaining: 2 }),
      routes: noStories,
    });
    const { user } = renderApp('/');
    await openStories(user);
    expect(screen.getByText('Étape 1 sur 6')).toBeInTheDocument();

    // At least one child.
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(storyMessages.childrenRequired);
    await user.click(pressed('Tom'));
    await user.click(pressed('Léa'));
    expect(pressed('Tom')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Léa')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // Step 2: 5 minutes already chosen, the heading has the focus.
    const durationHeading = await screen.findByRole('heading', { level: 2, name: 'Combien de temps de lecture ?' });
    expect(durationHeading).toHaveFocus();
    expect(screen.getByText('Étape 2 sur 6')).toBeInTheDocument();
    expect(pressed('5 minutes')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('10 minutes')).toHaveAttribute('aria-pressed', 'false');
    expect(pressed('5 minutes')).toHaveAccessibleDescription('Une petite histoire avant de dormir');
    await user.click(pressed('10 minutes'));

    expect(screen.getByRole('heading', { level: 2, name: "Quel genre d'histoire ?" })).toHaveFocus();
    await user.click(pressed('Aventure'));
    expect(screen.getByRole('heading', { level: 2, name: 'Qui sont les personnages ?' })).toBeInTheDocument();
    expect(pressed('Mes enfants sont les héros')).toHaveAccessibleDescription("Tom et Léa vivent l'aventure");
    await user.click(pressed('Mes enfants sont les héros'));
    expect(screen.getByRole('heading', { level: 2, name: 'Quel thème ?' })).toBeInTheDocument();
    await user.click(pressed('Les dinosaures'));

    // Step 6: the summary.
    expect(screen.getByRole('heading', { level: 2, name: 'Votre histoire' })).toHaveFocus();
    expect(screen.getByText('Étape 6 sur 6')).toBeInTheDocument();
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Pour Tom et Léa',
      'Durée 10 minutes',
      'Genre Aventure',
      'Personnages Tom et Léa',
      'Thème Les dinosaures',
    ]);
    expect(screen.getByText('Histoire 1 sur 2 ce mois-ci')).toBeInTheDocument();
    expect(screen.getByText(GENERATION_TIME_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Créer l'histoire" })).toBeInTheDocument();

    // Back keeps the choice.
    await user.click(screen.getByRole('button', { name: /Retour/ }));
    expect(pressed('Les dinosaures')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    // 'Modifier' jumps to a step.
    await user.click(screen.getByRole('button', { name: 'Modifier la durée' }));
    expect(pressed('10 minutes')).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed('15 minutes'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('15 minutes', { selector: 'dd' })).toBeInTheDocument();

    // Restart: step 1, nothing chosen, and the time back to 5 minutes.
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pour qui est cette histoire ?' })).toHaveFocus();
    expect(pressed('Tom')).toHaveAttribute('aria-pressed', 'false');
    expect(pressed('Léa')).toHaveAttribute('aria-pressed', 'false');
    await user.click(pressed('Léa'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(pressed('5 minutes')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('15 minutes')).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the story-limit modal instead of step 2 when no story is left this month, and leads to the plans', async () => {
    signedInFamily({
      children: [aChild()],
      usage: usageFor({ storiesThisMonth: 1, maxStories: 1, canGenerateStory: false, storiesRemaining: 0 }),
      routes: noStories,
    });
    const { user } = renderApp('/');
    await openStories(user);
    await user.click(pressed('Tom'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    const dialog = await screen.findByRole('dialog', { name: STORY_LIMIT_TITLE });
    expect(await within(dialog).findByText(storyMessages.limitReached)).toBeInTheDocument();
    expect(storyMessages.limitReached).toBe(
      "Vous avez atteint votre limite d'histoires pour ce mois. Passez Premium pour créer plus d'histoires !",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('dialog', { name: STORY_LIMIT_TITLE })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pour qui est cette histoire ?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Voir les formules' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STORY_LIMIT_TITLE })).not.toBeInTheDocument();
  });

  it('without a child, says so and leads to adding one', async () => {
    signedInFamily({ children: [], routes: noStories });
    const { user } = renderApp('/');
    // The welcome popup opens by itself for a family without children: put it away first.
    const welcome = await screen.findByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });
    await user.click(within(welcome).getByRole('button', { name: 'Fermer' }));

    await openStories(user);
    expect(screen.getByText(NO_CHILDREN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un enfant' })).toBeInTheDocument();
  });
});
