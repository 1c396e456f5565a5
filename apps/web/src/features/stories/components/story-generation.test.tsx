import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { storyMessages, type Story } from '@pourquoi/shared';
import { json, type Handler } from '@/test/fetch-mock';
import { aChild, signedInFamily, usageFor } from '@/test/family';
import { renderApp } from '@/test/render-app';
import { STORY_GENERATION_TIMEOUT_MS } from '../constants';
import { aStory, fakeClock, pageCounter, progressOf, reader, walkToSummary, type User } from '../testing';
import { GENERATING_TITLE } from './generation-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pending = (overrides: Partial<Story> = {}) =>
  aStory({
    illustrations_status: 'pending',
    pending_illustrations: 3,
    status: 'illustrating',
    page_illustration_urls: {},
    illustration_url: null,
    ...overrides,
  });

/** A family with Tom, two stories a month, and the given story endpoints. */
function family(routes: Record<string, Handler | Handler[]> = {}) {
  return signedInFamily({
    children: [aChild()],
    usage: usageFor({ storiesThisMonth: 0, maxStories: 2, storiesRemaining: 2 }),
    routes: { 'GET /api/stories': () => json(200, []), ...routes },
  });
}

async function create(user: User) {
  await walkToSummary(user);
  await user.click(screen.getByRole('button', { name: "Créer l'histoire" }));
  return screen.findByRole('progressbar');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A screen wake lock that records what it was asked. */
function stubWakeLock() {
  const release = vi.fn(() => Promise.resolve());
  const request = vi.fn(() => Promise.resolve({ release }));
  // On the page's own navigator (the app reads others of its properties, such as onLine), for this test only.
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
  return { request, release };
}

describe('story generation', () => {
  it('polls the progress to completion, asks the remaining pictures once, then opens the reader', async () => {
    const user = fakeClock();
    const wakeLock = stubWakeLock();
    const net = family({
      'POST /api/stories/generate': () => json(200, pending()),
      'POST /api/stories/s1/generate-remaining-illustrations': () =>
        json(200, { page_illustrations: {}, illustrations_status: 'pending', pending_illustrations: 3 }),
      'GET /api/stories/s1/progress': [
        () => json(200, progressOf({ progress: 47, progress_text: 'Je dessine la page 2…', illustrations_done: 1 })),
        () => json(200, progressOf({ progress: 100, is_complete: true, status: 'complete', illustrations_done: 3 })),
      ],
      'GET /api/stories/s1': () => json(200, aStory()),
    });
    renderApp('/');
    const bar = await create(user);

    expect(screen.getByRole('heading', { level: 2, name: GENERATING_TITLE })).toHaveFocus();
    expect(net.callsTo('POST /api/stories/generate')[0]?.body).toEqual({
      children: [aChild()],
      duration: 5,
      story_type: 'adventure',
      theme: 'dinosaurs',
      include_children: true,
      prompt: null,
    });
    // The text is written: 20 %.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '20'));
    expect(net.callsTo('POST /api/stories/s1/generate-remaining-illustrations')).toHaveLength(1);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');

    await advance(2_000);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '47'));
    expect(screen.getByRole('status')).toHaveTextContent('Je dessine la page 2…');

    await advance(2_000);
    const dialog = await reader();
    expect(net.callsTo('GET /api/stories/s1/progress')).toHaveLength(2);
    expect(net.callsTo('POST /api/stories/s1/generate-remaining-illustrations')).toHaveLength(1);
    expect(wakeLock.release).toHaveBeenCalled();

    // The cover first; page 1 has the title, the last page the end mark.
    expect(within(dialog).getByText('Couverture', { selector: '.reader__counter' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Le dinosaure perdu' })).toBeInTheDocument();
    expect(pageCounter(dialog)).toHaveTextContent('Page 1 / 3');
    expect(within(dialog).getByRole('img', { name: 'Illustration de la page 1' })).toHaveAttribute(
      'src',
      '/api/stories/s1/pages/1.png',
    );
    expect(within(dialog).queryByText('FIN')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(pageCounter(dialog)).toHaveTextContent('Page 3 / 3');
    expect(within(dialog).getByText('FIN')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Le dinosaure perdu' })).not.toBeInTheDocument();

    // Closing it starts a new story from step 1.
    await user.click(within(dialog).getByRole('button', { name: "Fermer l'histoire" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pour qui est cette histoire ?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Tom' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows 100 % and opens the reader after 0.5 s when the pictures came with the story', async () => {
    const user = fakeClock();
    const net = family({ 'POST /api/stories/generate': () => json(200, aStory()) });
    renderApp('/');
    const bar = await create(user);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(500);
    expect(await reader()).toBeInTheDocument();
    expect(net.callsTo('GET /api/stories/s1/progress')).toHaveLength(0);
  });

  it('moves the bar with the simulated steps every 15 s, stops polling after 180 s and opens the reader anyway', async () => {
    const user = fakeClock();
    const net = family({
      'POST /api/stories/generate': () => json(200, pending({ pending_illustrations: 0 })),
      'GET /api/stories/s1/progress': () => json(200, progressOf({ progress: 20 })),
      'GET /api/stories/s1': () =>
        json(200, pending({ page_illustration_urls: { '1': '/api/stories/s1/pages/1.png' } })),
    });
    renderApp('/');
    const bar = await create(user);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '20'));
    // No pending pictures announced: nothing to ask.
    expect(net.callsTo('POST /api/stories/s1/generate-remaining-illustrations')).toHaveLength(0);

    await advance(15_000); // simulated 15 < real 20
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    await advance(30_000); // simulated 35
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '35'));
    await advance(45_000); // 90 s: simulated 80
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '80'));
    await advance(75_000); // 165 s: simulated 95, the last step
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '95'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(16_000);
    const dialog = await reader();
    const polls = net.callsTo('GET /api/stories/s1/progress').length;
    expect(polls).toBeGreaterThanOrEqual(88);
    expect(polls).toBeLessThanOrEqual(91);
    // Pictures still missing in the reader: the first page has one, the second a spinner.
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(within(dialog).getByText('Illustration en cours de dessin…')).toBeInTheDocument();
  });

  it.each([
    [
      'the month is used up (403, non autorisée)',
      () =>
        json(403, {
          detail: "Génération d'histoire non autorisée : la limite d'histoires de ce mois est atteinte.",
          code: 'story_not_allowed',
        }),
      storyMessages.limitReached,
    ],
    ['the story is too long (413)', () => json(413, { detail: 'Requête trop volumineuse' }), storyMessages.tooLong],
    [
      'any other failure',
      () => json(500, { detail: "Le moteur d'histoires est en panne", code: 'internal_error' }),
      "Erreur lors de la génération : Le moteur d'histoires est en panne",
    ],
    ['an empty answer', () => json(200), storyMessages.noData],
    ['an answer without a story', () => json(200, { message: 'ok' }), storyMessages.unexpected],
  ])("shows the spec's message when %s", async (_case, answer, message) => {
    const user = fakeClock();
    family({ 'POST /api/stories/generate': answer });
    renderApp('/');
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: "Créer l'histoire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the story took too long after 300 s, then retries with the same choices', async () => {
    const user = fakeClock();
    const net = family({
      'POST /api/stories/generate': [() => new Promise<Response>(() => {}), () => json(200, aStory())],
    });
    renderApp('/');
    await create(user);
    await advance(STORY_GENERATION_TIMEOUT_MS - 1_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La génération a pris trop de temps. Veuillez réessayer avec des paramètres plus simples.',
    );

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await advance(500);
    expect(await reader()).toBeInTheDocument();
    const [first, second] = net.callsTo('POST /api/stories/generate');
    expect(second?.body).toEqual(first?.body);
  });

  it('goes back to the summary, choices kept, from a failure', async () => {
    const user = fakeClock();
    family({ 'POST /api/stories/generate': () => json(403, { detail: "Génération d'histoire non autorisée" }) });
    renderApp('/');
    await walkToSummary(user);
    await user.click(screen.getByRole('button', { name: "Créer l'histoire" }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Voir les formules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier mes choix' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Votre histoire' })).toHaveFocus();
    expect(screen.getByText('Les dinosaures', { selector: 'dd' })).toBeInTheDocument();
  });
});
