import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { historyMessages } from '@pourquoi/shared';
import { aStory, aSummary, pageCounter } from '@/features/stories/testing';
import { paths } from '@/config/paths';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { historyReady, historyServer, renderHistory } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sleepy = aSummary({
  id: 's2',
  title: 'La lune qui baillait',
  theme: 'space',
  story_type: 'sleep',
  children_names: ['Léa'],
  children_ids: ['c2'],
  is_favorite: true,
  pages: ['La lune baillait au-dessus des toits.'],
});

describe('history: the stories tab', () => {
  it('lists the stories, opens one in a card, then in the full-screen reader', async () => {
    historyServer({
      stories: [aSummary(), sleepy],
      routes: { 'GET /api/stories/s1': () => json(200, aStory()) },
    });
    // The tab is in the address: a link or a reload opens it.
    const { user, router } = renderApp(`${paths.history}?onglet=histoires`);
    await historyReady();
    expect(screen.getByRole('tab', { name: 'Histoires' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByText('2 histoires')).toBeInTheDocument();
    const item = (await screen.findByRole('button', { name: 'Le dinosaure perdu' })).closest('li')!;
    expect(within(item).getByText('Pour Tom et Léa · 12 mars 2026')).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('src', '/api/stories/s1/cover.png');
    expect(within(item).getByRole('button', { name: 'Favori : Le dinosaure perdu' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(item).getByRole('button', { name: 'Le dinosaure perdu' }));
    const card = await screen.findByRole('dialog', { name: 'Le dinosaure perdu' });
    expect(within(card).getByText('Tom et Léa')).toBeInTheDocument();
    expect(within(card).getByText('Aventure')).toBeInTheDocument();
    expect(within(card).getByText('5 minutes')).toBeInTheDocument();
    expect(within(card).getByText(/^Il était une fois un petit dinosaure vert/)).toBeInTheDocument();

    const read = within(card).getByRole('button', { name: "Lire l'histoire" });
    await user.click(read);
    // The story view loads under the reader: the dialog on screen once it has the story, on its cover.
    const reader = await waitFor(() => {
      const open = document.querySelector<HTMLDialogElement>('dialog.reader[open]');
      expect(open?.textContent).toMatch(/Couverture/);
      return open!;
    });
    await user.click(within(reader).getByRole('button', { name: 'Page suivante' }));
    expect(pageCounter(reader)).toHaveTextContent('Page 1 / 3');

    // The reader is a route of its own; Back closes it and comes back to the same list.
    expect(router.state.location.pathname).toBe('/raconte/s1');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.querySelector('dialog.reader')).toBeNull());
    expect(router.state.location.pathname).toBe(paths.history);
    expect(await screen.findByRole('tab', { name: 'Histoires' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('2 histoires')).toBeInTheDocument();
  });

  it('filters the stories by keywords and favourites, and keeps a refused star with the message', async () => {
    const server = historyServer({
      stories: [aSummary(), sleepy],
      routes: { 'PUT /api/stories/s1/favorite': () => json(500, { detail: 'Erreur interne' }) },
    });
    const { user } = renderHistory();
    await historyReady();
    await user.click(screen.getByRole('tab', { name: 'Histoires' }));
    await screen.findByText('2 histoires');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'lune{Enter}');
    expect(await screen.findByText('1 histoire')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'La lune qui baillait' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Le dinosaure perdu' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '{Enter}');
    await screen.findByText('2 histoires');
    await user.click(screen.getByRole('radio', { name: 'Favoris' }));
    expect(await screen.findByText('1 histoire')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'La lune qui baillait' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tout' }));
    await screen.findByText('2 histoires');

    const star = screen.getByRole('button', { name: 'Favori : Le dinosaure perdu' });
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent(historyMessages.favoriteFailed);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('PUT /api/stories/s1/favorite')[0]?.body).toEqual({ is_favorite: true });
  });

  it('invites the family to create a story when there is none', async () => {
    historyServer({ stories: [] });
    const { user } = renderHistory();
    await historyReady();
    await user.click(screen.getByRole('tab', { name: 'Histoires' }));
    expect(
      await screen.findByText("Pas encore d'histoire. Inventez-en une dans « Raconte » : elle vous attendra ici."),
    ).toBeInTheDocument();
  });
});
