import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storyMessages, type Story } from '@pourquoi/shared';
import { json, type Handler } from '@/test/fetch-mock';
import { aChild, signedInFamily } from '@/test/family';
import { renderApp } from '@/test/render-app';
import { READER_MAX_DOTS } from '../constants';
import { aStory, aSummary, fakeClock, openStories, pageCounter, progressOf, reader, type User } from '../testing';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The family's list holds one story; opening it answers `story` (or the given handlers in turn). */
function withStory(story: Story | Handler[], routes: Record<string, Handler | Handler[]> = {}) {
  const first = Array.isArray(story) ? null : story;
  return signedInFamily({
    children: [aChild()],
    routes: {
      'GET /api/stories': () => json(200, [aSummary(first ? { id: first.id, title: first.title } : {})]),
      [`GET /api/stories/${first?.id ?? 's1'}`]: Array.isArray(story) ? story : () => json(200, story),
      ...routes,
    },
  });
}

/** Opens the story from « Mes histoires », then turns from the cover to page 1 unless told to stay on it. */
async function openFromList(user: User, title = 'Le dinosaure perdu', { onCover = false } = {}) {
  await openStories(user);
  const opener = await screen.findByRole('button', { name: title });
  await user.click(opener);
  const dialog = await reader(title);
  if (!onCover) await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
  return { dialog, opener };
}

/** Six one-sentence pages: the first is under 100 characters, so they are joined 3 by 3. */
const shortPages = [
  'Tom se réveille.',
  'Le soleil brille.',
  'Il met ses bottes.',
  'Il sort dans le jardin.',
  'Un escargot le salue.',
  'Ils deviennent amis.',
];

describe('story reader', () => {
  it('turns pages with the arrows, the keyboard and a swipe, and closes on Escape', async () => {
    withStory(aStory());
    const { user } = renderApp('/');
    const { dialog, opener } = await openFromList(user, undefined, { onCover: true });

    const previous = within(dialog).getByRole('button', { name: 'Page précédente' });
    const next = within(dialog).getByRole('button', { name: 'Page suivante' });
    // The book opens on its cover: the cover picture, the title, the heroes.
    expect(within(dialog).getByText('Couverture', { selector: '.reader__counter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Couverture de « Le dinosaure perdu »' })).toHaveAttribute(
      'src',
      '/api/stories/s1/cover.png',
    );
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Le dinosaure perdu' })).toBeInTheDocument();
    expect(within(dialog).getByText('Avec Tom et Léa')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(pageCounter(dialog)).toHaveTextContent('Page 1 / 3');
    expect(dialog.querySelectorAll('.reader__dot')).toHaveLength(3);
    // product.md#story-reader: the title on page 1, under the picture (whose box stays where the cover's was).
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Le dinosaure perdu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('article').firstElementChild).toHaveClass('reader__picture');
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(pageCounter(dialog)).toHaveTextContent('Page 2 / 3');
    expect(within(dialog).getByRole('img', { name: 'Illustration de la page 2' })).toHaveAttribute(
      'src',
      '/api/stories/s1/pages/2.png',
    );
    await user.keyboard('{ArrowRight}');
    expect(pageCounter(dialog)).toHaveTextContent('Page 3 / 3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(within(dialog).getByText('FIN')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(pageCounter(dialog)).toHaveTextContent('Page 3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(pageCounter(dialog)).toHaveTextContent('Page 2 / 3');

    // A finger swiping right to left turns to the next page; left to right goes back.
    const stage = within(dialog).getByRole('article').parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 7, pointerType: 'touch', clientX: from, clientY: 300 });
      fireEvent.pointerUp(stage, { pointerId: 7, pointerType: 'touch', clientX: to, clientY: 310 });
    };
    swipe(300, 100);
    expect(pageCounter(dialog)).toHaveTextContent('Page 3 / 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(pageCounter(dialog)).toHaveTextContent('Page 1 / 3');
    swipe(200, 180); // too short: a tap, not a swipe
    expect(pageCounter(dialog)).toHaveTextContent('Page 1 / 3');
    swipe(100, 300);
    expect(within(dialog).getByText('Couverture', { selector: '.reader__counter' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("joins short pages (first page under 100 characters) and shows each group with its first page's picture", async () => {
    withStory(
      aStory({
        pages: shortPages,
        page_illustration_urls: Object.fromEntries(
          shortPages.map((_page, index) => [index + 1, `/p/${index + 1}.png`]),
        ),
      }),
    );
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user);
    expect(pageCounter(dialog)).toHaveTextContent('Page 1 / 2');
    expect(within(dialog).getByRole('article')).toHaveTextContent(
      'Le dinosaure perduTom se réveille. Le soleil brille. Il met ses bottes.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(within(dialog).getByRole('img', { name: 'Illustration de la page 2' })).toHaveAttribute('src', '/p/4.png');
    expect(within(dialog).getByRole('article')).toHaveTextContent(
      'Il sort dans le jardin. Un escargot le salue. Ils deviennent amis.FIN',
    );
  });

  it('shows a dot a page in a short book, and only the bar in a long one', async () => {
    const long =
      'Léa marche au bord de la rivière et regarde les petits poissons argentés qui filent entre les galets ronds.';
    withStory(aStory({ pages: Array.from({ length: READER_MAX_DOTS + 1 }, (_, page) => `${long} Page ${page + 1}.`) }));
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user);
    expect(pageCounter(dialog)).toHaveTextContent(`Page 1 / ${READER_MAX_DOTS + 1}`);
    expect(dialog.querySelector('.reader__dots')).toBeNull();
  });

  it('draws a spinner where a picture is missing, and shows it once the progress says it is done', async () => {
    const user = fakeClock();
    const drawing = aStory({
      illustrations_status: 'pending',
      pending_illustrations: 1,
      page_illustration_urls: { '1': '/api/stories/s1/pages/1.png', '3': '/api/stories/s1/pages/3.png' },
    });
    const net = withStory([() => json(200, drawing), () => json(200, aStory())], {
      'GET /api/stories/s1/progress': [
        () => json(200, progressOf({ illustrations_done: 2 })),
        () => json(200, progressOf({ illustrations_done: 2 })),
        () => json(200, progressOf({ illustrations_done: 3, is_complete: true, progress: 100, status: 'complete' })),
      ],
    });
    renderApp('/');
    const { dialog } = await openFromList(user);
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Illustration en cours de dessin…');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(
      await within(dialog).findByRole('img', { name: 'Illustration de la page 2' }, { timeout: 3_000 }),
    ).toHaveAttribute('src', '/api/stories/s1/pages/2.png');
    const polls = net.callsTo('GET /api/stories/s1/progress').length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    // Every picture is there: no more polling.
    expect(net.callsTo('GET /api/stories/s1/progress')).toHaveLength(polls);
  });

  it('says so when the story cannot be read', async () => {
    withStory(aStory({ pages: [], content: 'Il était une fois… (pas du JSON)' }));
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user, undefined, { onCover: true });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(storyMessages.parseFailure);
  });

  it('says so when the story is empty', async () => {
    withStory(aStory({ pages: [], content: '' }));
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user, undefined, { onCover: true });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(storyMessages.empty);
  });

  it('reads the page aloud in French, highlighting the sentence being read, and stops on a page change', async () => {
    class Utterance {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    const spoken: Utterance[] = [];
    const synthesis = {
      speak: vi.fn((utterance: Utterance) => spoken.push(utterance)),
      cancel: vi.fn(),
      getVoices: () => [
        { lang: 'en-US', name: 'Samantha', localService: true },
        { lang: 'fr-CA', name: 'Amélie', localService: true },
        { lang: 'fr-FR', name: 'Thomas', localService: true },
      ],
    };
    vi.stubGlobal('speechSynthesis', synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);

    withStory(aStory());
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user);
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lire à voix haute' }));

    expect(spoken.map((utterance) => utterance.text)).toEqual([
      'Un matin, Tom et Léa le trouvèrent en train de pleurer.',
    ]);
    expect(spoken[0]?.lang).toBe('fr-FR');
    expect((spoken[0]?.voice as { name: string }).name).toBe('Thomas');
    const reading = () => dialog.querySelector('mark');
    expect(reading()).toHaveTextContent('Un matin, Tom et Léa le trouvèrent en train de pleurer.');
    expect(within(dialog).getByRole('button', { name: 'Arrêter la lecture' })).toHaveAttribute('aria-pressed', 'true');

    act(() => spoken[0]?.onend?.());
    expect(spoken[1]?.text).toBe('Il avait perdu son chemin et ne savait plus rentrer.');
    expect(reading()).toHaveTextContent('Il avait perdu son chemin et ne savait plus rentrer.');

    synthesis.cancel.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Page suivante' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(reading()).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Lire à voix haute' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has no read-aloud button where the browser cannot speak', async () => {
    withStory(aStory());
    const { user } = renderApp('/');
    const { dialog } = await openFromList(user);
    expect('speechSynthesis' in window).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Lire à voix haute' })).not.toBeInTheDocument();
  });

  it('prints the story as a picture book: a title page with the cover, then a sheet per page', async () => {
    const user = fakeClock();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    withStory(aStory());
    renderApp('/');
    const { dialog } = await openFromList(user);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer' }));

    const book = document.body.querySelector<HTMLElement>(':scope > .print-book');
    expect(book).not.toBeNull();
    expect(document.body).toHaveClass('is-printing-story');
    const sheets = [...book!.querySelectorAll('section')];
    expect(sheets).toHaveLength(4);
    expect(sheets[0]).toHaveTextContent('Le dinosaure perduUne histoire pour Tom et Léa');
    expect(sheets[0]?.querySelector('img')).toHaveAttribute('src', '/api/stories/s1/cover.png');
    expect(sheets[2]?.querySelector('img')).toHaveAttribute('src', '/api/stories/s1/pages/2.png');
    expect(sheets[3]).toHaveTextContent('FIN');

    // It waits for the pictures (jsdom never loads them: at most 3 s), then prints.
    expect(print).not.toHaveBeenCalled();
    for (const image of book!.querySelectorAll('img')) fireEvent.load(image);
    await waitFor(() => expect(print).toHaveBeenCalledOnce());

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.body.querySelector('.print-book')).toBeNull();
    expect(document.body).not.toHaveClass('is-printing-story');
  });
});

describe('my stories', () => {
  it('lists the stories and toggles a favourite', async () => {
    const net = signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/stories': () =>
          json(200, [
            aSummary(),
            aSummary({ id: 's2', title: 'La fusée de Léa', children_names: ['Léa'], is_favorite: true }),
          ]),
        'PUT /api/stories/s1/favorite': () => json(200, { is_favorite: true }),
      },
    });
    const { user } = renderApp('/');
    await openStories(user);
    const list = screen.getByRole('region', { name: 'Mes histoires' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Le dinosaure perduPour Tom et Léa · 12 mars 2026');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/api/stories/s1/cover.png');

    const star = within(list).getByRole('button', { name: 'Favori : Le dinosaure perdu' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getByRole('button', { name: 'Favori : La fusée de Léa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(net.callsTo('PUT /api/stories/s1/favorite')[0]?.body).toEqual({ is_favorite: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the star as set and says the favourite could not be saved when the server refuses', async () => {
    signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/stories': () => json(200, [aSummary()]),
        'PUT /api/stories/s1/favorite': () => json(500, { detail: 'Oups' }),
      },
    });
    const { user } = renderApp('/');
    await openStories(user);
    const star = await screen.findByRole('button', { name: 'Favori : Le dinosaure perdu' });
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de modifier le favori. Veuillez réessayer.');
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});
