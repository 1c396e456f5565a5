import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HISTORY_LIMIT, historyMessages } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import {
  aConversation,
  aMessage,
  historyReady,
  historyServer,
  manyConversations,
  renderHistory,
  statsOf,
} from '../testing';
import { SEARCH_DEBOUNCE_MS } from './history-feature';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A promise the test resolves when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('history: tabs and filters', () => {
  it('opens from the header and sends the child, the keywords and the favourites filter', async () => {
    const server = historyServer();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Historique' }));
    await historyReady();

    const conversationsTab = screen.getByRole('tab', { name: 'Conversations' });
    const storiesTab = screen.getByRole('tab', { name: 'Histoires' });
    expect(conversationsTab).toHaveAttribute('aria-selected', 'true');
    expect(storiesTab).toHaveAttribute('aria-selected', 'false');
    expect(storiesTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Conversations' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pourquoi la mer est salée ?' })).toBeInTheDocument();
    expect(server.queriesTo('/api/conversations').at(-1)?.toString()).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Enfant' }), 'Léa');
    await waitFor(() => expect(server.queriesTo('/api/conversations').at(-1)?.get('child_id')).toBe('c2'));

    await user.click(screen.getByRole('radio', { name: 'Favoris' }));
    await waitFor(() => expect(server.queriesTo('/api/conversations').at(-1)?.get('favorites')).toBe('true'));
    expect(server.queriesTo('/api/conversations').at(-1)?.get('child_id')).toBe('c2');

    // The keywords wait for a pause in the typing… (fake timers: no user-event, whose waits they would stop)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    const type = (text: string) => {
      for (let end = 1; end <= text.length; end += 1)
        fireEvent.change(search, { target: { value: text.slice(0, end) } });
    };
    type('étoile');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(server.queriesTo('/api/conversations').some((query) => query.has('q'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.queriesTo('/api/conversations').at(-1)?.get('q')).toBe('étoile');

    // …or go at once when the form is sent (Enter, or the search button).
    type('lune');
    fireEvent.submit(search.closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(10));
    const last = server.queriesTo('/api/conversations').at(-1);
    expect(last?.get('q')).toBe('lune');
    expect(last?.get('child_id')).toBe('c2');
    expect(last?.get('favorites')).toBe('true');
    vi.useRealTimers();

    // The arrows move between tabs; the stories are asked for the chosen child.
    conversationsTab.focus();
    await user.keyboard('{ArrowLeft}'); // wraps round to the last tab
    expect(storiesTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(conversationsTab).toHaveFocus();
    expect(conversationsTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(storiesTab).toHaveFocus();
    expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Histoires' })).toBeInTheDocument();
    await waitFor(() => expect(server.queriesTo('/api/stories').at(-1)?.get('child_id')).toBe('c2'));
  });

  it('keeps the tab and the filters in the address: a link or a reload opens the same list', async () => {
    const server = historyServer();
    const { user, router } = renderHistory({}, '/historique?onglet=histoires&enfant=c2&q=lune&favoris=1');
    await historyReady();
    expect(screen.getByRole('tab', { name: 'Histoires' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('combobox', { name: 'Enfant' })).toHaveValue('c2');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('lune');
    expect(screen.getByRole('radio', { name: 'Favoris' })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'Conversations' }));
    await waitFor(() => expect(server.queriesTo('/api/conversations').at(-1)?.get('q')).toBe('lune'));
    expect(server.queriesTo('/api/conversations').at(-1)?.get('child_id')).toBe('c2');
    await user.click(screen.getByRole('radio', { name: 'Tout' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enfant' }), 'Tom');
    // Replaced, not pushed: Back still leaves the view rather than undoing a filter.
    expect(router.state.location.search).toBe('?enfant=c1&q=lune');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows each child's stats card, and only the chosen child's once one is chosen", async () => {
    historyServer({
      stats: [
        statsOf({ total_questions: 12, questions_today: 2, stories: 3, favorites: 1 }),
        statsOf({
          child_id: 'c2',
          child_name: 'Léa',
          total_questions: 4,
          questions_today: 0,
          stories: 1,
          favorites: 0,
        }),
      ],
    });
    const { user } = renderHistory();
    await historyReady();

    const tomCard = await screen.findByRole('article', { name: 'Tom' });
    const figure = (card: HTMLElement, label: string) => within(card).getByText(label).closest('div');
    expect(figure(tomCard, 'Questions posées')).toHaveTextContent('12');
    expect(figure(tomCard, "Aujourd'hui")).toHaveTextContent('2');
    expect(figure(tomCard, 'Histoires')).toHaveTextContent('3');
    expect(figure(tomCard, 'Favoris')).toHaveTextContent('1');
    const leaCard = screen.getByRole('article', { name: 'Léa' });
    expect(figure(leaCard, 'Questions posées')).toHaveTextContent('4');
    expect(figure(leaCard, "Aujourd'hui")).toHaveTextContent('0');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Enfant' }), 'Léa');
    expect(screen.queryByRole('article', { name: 'Tom' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Léa' })).toBeInTheDocument();
  });
});

describe('history: a conversation', () => {
  /** Tom's question, the answer, a hidden "more info" request, its extra answer (rated), a hidden ❓ line. */
  const withFollowUps = (childId = 'c1') =>
    aConversation({ child_id: childId }, [
      aMessage({
        id: 'm3',
        content: "Dis-m'en plus sur : Pourquoi la mer est salée ?",
        feedback_type: 'more_info',
        message_order: 2,
      }),
      aMessage({
        id: 'm4',
        role: 'assistant',
        content: 'Le sel vient aussi des volcans sous la mer.',
        is_additional_info: true,
        feedback: 'understood',
        message_order: 3,
      }),
      aMessage({ id: 'm5', content: '❓ Encore plus', message_order: 4 }),
    ]);

  it('shows the messages as bubbles without the follow-up requests, and rates an answer', async () => {
    const server = historyServer({
      conversations: [withFollowUps()],
      routes: { 'POST /api/feedback': () => json(200, { recorded: true }) },
    });
    const { user } = renderHistory();
    await historyReady();
    await user.click(await screen.findByRole('button', { name: 'Pourquoi la mer est salée ?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conversation de Tom' });
    expect(within(dialog).getByText('Pourquoi la mer est salée ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Le sel vient aussi des volcans sous la mer.')).toBeInTheDocument();
    expect(within(dialog).queryByText("Dis-m'en plus sur : Pourquoi la mer est salée ?")).not.toBeInTheDocument();
    expect(within(dialog).queryByText('❓ Encore plus')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    // The extra answer was rated in the chat: its rating shows instead of the buttons.
    expect(within(dialog).getByText(/Votre avis/)).toHaveTextContent("Votre avis : J'ai compris");
    const rate = within(dialog).getByRole('group', { name: 'Votre avis sur cette réponse' });
    await user.click(within(rate).getByRole('button', { name: 'Trop difficile' }));

    await waitFor(() => expect(within(dialog).getAllByText(/Votre avis/)).toHaveLength(2));
    expect(within(dialog).queryByRole('group', { name: 'Votre avis sur cette réponse' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Trop difficile')).toBeInTheDocument();
    expect(server.callsTo('POST /api/feedback')[0]?.body).toEqual({
      message_id: 'm2',
      child_id: 'c1',
      feedback: 'too_hard',
      child_age: 6,
    });
  });

  it('shows a thread as one entry, its questions in order, the question once after « Trop difficile »', async () => {
    const thread = aConversation({}, [
      aMessage({ id: 'm3', content: 'Pourquoi la mer est salée ?', feedback_type: 'too_hard', message_order: 2 }),
      aMessage({ id: 'm4', role: 'assistant', content: 'Les rivières y portent du sel.', message_order: 3 }),
      aMessage({ id: 'm5', content: 'Et les rivières, pourquoi elles sont pas salées ?', message_order: 4 }),
      aMessage({ id: 'm6', role: 'assistant', content: 'Leur eau vient de la pluie.', message_order: 5 }),
    ]);
    historyServer({ conversations: [thread] });
    const { user } = renderHistory();
    await historyReady();
    expect(await screen.findByText('1 conversation')).toBeInTheDocument();
    expect(screen.getByText('+ 1 autre question')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pourquoi la mer est salée ?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conversation de Tom' });
    const bubbles = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.bubble__text')?.textContent);
    expect(bubbles).toEqual([
      'Pourquoi la mer est salée ?',
      thread.messages[1]!.content,
      'Les rivières y portent du sel.',
      'Et les rivières, pourquoi elles sont pas salées ?',
      'Leur eau vient de la pluie.',
    ]);
  });

  it('says so when a rating fails, and uses age 8 for a child it does not know', async () => {
    const server = historyServer({
      conversations: [withFollowUps('gone')],
      routes: { 'POST /api/feedback': () => json(500, { detail: 'Erreur interne' }) },
    });
    const { user } = renderHistory();
    await historyReady();
    await user.click(await screen.findByRole('button', { name: 'Pourquoi la mer est salée ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation de Tom' });

    await user.click(within(dialog).getByRole('button', { name: "J'ai compris" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(historyMessages.feedbackFailed);
    // Nothing was recorded: the parent can try again.
    expect(within(dialog).getByRole('group', { name: 'Votre avis sur cette réponse' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/feedback')[0]?.body).toMatchObject({ message_id: 'm2', child_age: 8 });
  });
});

describe('history: favourites, the limit and the offline copy', () => {
  it('moves the star at once and keeps it when the server refuses, then says so', async () => {
    const answer = deferred<Response>();
    const server = historyServer({
      routes: { 'PUT /api/conversations/conv1/messages/m2/favorite': () => answer.promise },
    });
    const { user } = renderHistory();
    await historyReady();

    const star = await screen.findByRole('button', { name: 'Favori : Pourquoi la mer est salée ?' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    // The local fallback: the star is on before the server has answered.
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(server.callsTo('PUT /api/conversations/conv1/messages/m2/favorite')[0]?.body).toEqual({ favorite: true });

    answer.resolve(json(500, { detail: 'Erreur interne' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(historyMessages.favoriteFailed);
    expect(star).toHaveAttribute('aria-pressed', 'true');

    // The same star in the conversation's modal.
    await user.click(screen.getByRole('button', { name: 'Pourquoi la mer est salée ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation de Tom' });
    expect(within(dialog).getByRole('button', { name: 'Réponse favorite' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps the server's answer when the star is saved", async () => {
    historyServer({
      routes: { 'PUT /api/conversations/conv1/messages/m2/favorite': () => json(200, { favorite: true }) },
    });
    const { user } = renderHistory();
    await historyReady();
    const star = await screen.findByRole('button', { name: 'Favori : Pourquoi la mer est salée ?' });
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('notes that only the last 50 conversations are shown when 50 are', async () => {
    historyServer({ conversations: manyConversations(HISTORY_LIMIT) });
    renderHistory();
    await historyReady();
    expect(await screen.findByText(historyMessages.limitNote)).toBeInTheDocument();
    expect(screen.getByText('50 conversations')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Question numéro/ })).toHaveLength(HISTORY_LIMIT);
  });

  it('leaves the note out below 50', async () => {
    historyServer({ conversations: manyConversations(HISTORY_LIMIT - 1) });
    renderHistory();
    await historyReady();
    expect(await screen.findByText('49 conversations')).toBeInTheDocument();
    expect(screen.queryByText(historyMessages.limitNote)).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', () => json(503, { detail: 'Indisponible' })],
    [
      'the network is down',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("shows the device's own history when %s, filtered the same way", async (_case, failure) => {
    localStorage.setItem(
      'conversation_history',
      JSON.stringify([
        {
          id: 'local-1',
          childId: 'c2',
          childName: 'Léa',
          startTime: '2026-03-11T17:00:00.000Z',
          endTime: '2026-03-11T17:00:00.000Z',
          messages: [
            {
              id: 'lm1',
              question: 'Pourquoi les étoiles brillent ?',
              answer: 'Les étoiles sont de très grosses boules de feu, très loin de nous.',
              childId: 'c2',
              childName: 'Léa',
              timestamp: '2026-03-11T17:00:00.000Z',
              complexityLevel: 3,
              category: 'general',
              favorite: false,
              feedback: null,
            },
          ],
          totalMessages: 1,
          avgComplexity: 3,
        },
      ]),
    );
    historyServer({ routes: { 'GET /api/conversations': failure } });
    const { user } = renderHistory();
    await historyReady();

    expect(await screen.findByText(historyMessages.offlineNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pourquoi les étoiles brillent ?' })).toBeInTheDocument();
    expect(screen.getByText('Les étoiles sont de très grosses boules de feu, très loin de nous.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'etoile{Enter}');
    expect(await screen.findByRole('button', { name: 'Pourquoi les étoiles brillent ?' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'dinosaure{Enter}');
    expect(
      await screen.findByText('Aucune conversation ne parle de « dinosaure ». Essayez un autre mot.'),
    ).toBeInTheDocument();
    expect(screen.getByText(historyMessages.offlineNote)).toBeInTheDocument();
  });

  it('does not hide a refusal behind the local copy', async () => {
    historyServer({ routes: { 'GET /api/conversations': () => json(403, { detail: 'Accès refusé' }) } });
    renderHistory();
    await historyReady();
    expect(await screen.findByText("Impossible de charger l'historique pour l'instant.")).toBeInTheDocument();
    expect(screen.queryByText(historyMessages.offlineNote)).not.toBeInTheDocument();
  });

  it('welcomes a family without conversations warmly', async () => {
    historyServer({ conversations: [] });
    const { user } = renderHistory();
    await historyReady();
    expect(
      await screen.findByText(
        'Pas encore de conversation. Les questions de vos enfants et leurs réponses vous attendront ici.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Favoris' }));
    expect(
      await screen.findByText(
        "Pas encore de favori. Touchez l'étoile d'une réponse qui vous a plu pour la retrouver ici.",
      ),
    ).toBeInTheDocument();
  });
});
