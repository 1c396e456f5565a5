/** Test data for the story screens: what the server answers, in one line per test. */
import { expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  storyProgressSchema,
  storySchema,
  storySummarySchema,
  type Story,
  type StoryProgress,
  type StorySummary,
} from '@pourquoi/shared';
import { serverAnswer } from '@/test/server-answer';

/** Long enough (≥ 100 characters) that the reader keeps the stored pages as they are. */
export const longPages = [
  "Il était une fois un petit dinosaure vert qui habitait au bord d'une rivière tranquille, tout près de la forêt.",
  'Un matin, Tom et Léa le trouvèrent en train de pleurer. Il avait perdu son chemin et ne savait plus rentrer.',
  "Ensemble, ils suivirent la rivière jusqu'à la grande cascade. Le petit dinosaure retrouva sa maman et tout le monde sourit.",
];

export const aStory = (overrides: Partial<Story> = {}): Story =>
  serverAnswer(storySchema, {
    id: 's1',
    title: 'Le dinosaure perdu',
    content: JSON.stringify({ title: 'Le dinosaure perdu', pages: longPages }),
    pages: longPages,
    page_illustrations: {},
    page_illustration_urls: {
      '1': '/api/stories/s1/pages/1.png',
      '2': '/api/stories/s1/pages/2.png',
      '3': '/api/stories/s1/pages/3.png',
    },
    illustration_base64: null,
    illustration_url: '/api/stories/s1/cover.png',
    illustrations_status: 'complete',
    pending_illustrations: 0,
    status: 'complete',
    theme: 'dinosaurs',
    story_type: 'adventure',
    duration: 5,
    include_children: true,
    children_ids: ['c1', 'c2'],
    children_names: ['Tom', 'Léa'],
    is_favorite: false,
    provider: 'offline',
    created_at: '2026-03-12T19:30:00.000Z',
    ...overrides,
  });

export const aSummary = (overrides: Partial<StorySummary> = {}): StorySummary => {
  const { page_illustrations: _pictures, illustration_base64: _cover, ...summary } = aStory();
  return serverAnswer(storySummarySchema, { ...summary, ...overrides });
};

export const progressOf = (overrides: Partial<StoryProgress> = {}): StoryProgress =>
  serverAnswer(storyProgressSchema, {
    progress: 20,
    progress_text: "J'illustre votre histoire…",
    is_complete: false,
    status: 'illustrating',
    pages_total: 3,
    illustrations_done: 0,
    illustrations_total: 3,
    ...overrides,
  });

/**
 * Fake timers that still move with real time (so Testing Library's waits work), and a user
 * whose pauses advance them.
 */
export function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

export type User = ReturnType<typeof userEvent.setup>;

/** Opens the story view from the header and waits for the lazily loaded wizard. */
export async function openStories(user: User) {
  await user.click(await screen.findByRole('link', { name: 'Raconte' }));
  return screen.findByRole('heading', { level: 2, name: 'Pour qui est cette histoire ?' });
}

/** Steps 1 to 5 with Tom, 5 minutes, Aventure, the children as heroes and dinosaurs. */
export async function walkToSummary(user: User, childNames: string[] = ['Tom']) {
  await openStories(user);
  for (const name of childNames) await user.click(await screen.findByRole('button', { name }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  await user.click(await screen.findByRole('button', { name: '5 minutes' }));
  await user.click(await screen.findByRole('button', { name: 'Aventure' }));
  await user.click(await screen.findByRole('button', { name: 'Tom est le héros' }));
  await user.click(await screen.findByRole('button', { name: 'Les dinosaures' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Votre histoire' })).toBeInTheDocument();
}

/** The open reader (a modal dialog named after the story). */
export const reader = (title = 'Le dinosaure perdu') => screen.findByRole('dialog', { name: title });

export const pageCounter = (dialog: HTMLElement) => within(dialog).getByText(/^Page \d+ \/ \d+$/);
