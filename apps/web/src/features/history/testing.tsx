/** Test data and a small server for the history screens: what the server answers, in one line per test. */
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  advancedStatsSchema,
  childStatsSchema,
  conversationMessageSchema,
  conversationSchema,
  permissionSchema,
  upgradeMessages,
  type AdvancedStats,
  type ChildStats,
  type Conversation,
  type StorySummary,
} from '@pourquoi/shared';
import { Route, Routes } from 'react-router';
import { createTestRouter } from '@/test/test-router';
import { AppProviders } from '@/app/providers';
import { paths } from '@/config/paths';
import { HistoryView, type HistoryViewProps } from '@/features/shell';
import { aChild, familyStatus, signedInFamily, trialStatus, usageFor } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { serverAnswer } from '@/test/server-answer';
import type { ConversationMessage } from './api/conversation-cache';

export const tom = aChild({ id: 'c1', name: 'Tom', age: 6 });
export const lea = aChild({ id: 'c2', name: 'Léa', age: 9, gender: 'girl' });

export const aMessage = (overrides: Partial<ConversationMessage> = {}): ConversationMessage =>
  serverAnswer(conversationMessageSchema, {
    id: 'm1',
    role: 'user',
    content: 'Pourquoi la mer est salée ?',
    timestamp: '2026-03-12T18:00:00.000Z',
    message_order: 0,
    feedback: null,
    feedback_type: null,
    is_additional_info: false,
    favorite: false,
    ...overrides,
  });

/** A question and its answer, plus any further messages. */
export const aConversation = (overrides: Partial<Conversation> = {}, extra: ConversationMessage[] = []): Conversation =>
  serverAnswer(conversationSchema, {
    id: 'conv1',
    child_id: 'c1',
    child_name: 'Tom',
    created_at: '2026-03-12T18:00:00.000Z',
    messages: [
      aMessage(),
      aMessage({
        id: 'm2',
        role: 'assistant',
        content: "La mer est salée parce que les rivières y apportent des minéraux, depuis des millions d'années.",
        message_order: 1,
      }),
      ...extra,
    ],
    ...overrides,
  });

/** `count` conversations, each with its own question. */
export const manyConversations = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aConversation({
      id: `conv${index}`,
      messages: [
        aMessage({ id: `q${index}`, content: `Question numéro ${index} ?` }),
        aMessage({ id: `a${index}`, role: 'assistant', content: `Réponse ${index}.`, message_order: 1 }),
      ],
    }),
  );

export const statsOf = (overrides: Partial<ChildStats> = {}): ChildStats =>
  serverAnswer(childStatsSchema, {
    child_id: 'c1',
    child_name: 'Tom',
    total_questions: 12,
    questions_today: 2,
    stories: 3,
    favorites: 1,
    ...overrides,
  });

export const advancedStatsOf = (overrides: Partial<AdvancedStats> = {}): AdvancedStats =>
  serverAnswer(advancedStatsSchema, {
    child_id: 'c1',
    child_name: 'Tom',
    topics: [
      { topic: 'animals', label: 'Les animaux', count: 12 },
      { topic: 'space', label: "L'espace, le jour et la nuit", count: 5 },
    ],
    weeks: Array.from({ length: 8 }, (_, index) => ({
      week_start: new Date(Date.UTC(2026, 0, 19 + index * 7)).toISOString().slice(0, 10),
      count: index,
    })),
    levels: [
      { at: '2026-02-01T10:00:00.000Z', level: 2.5 },
      { at: '2026-02-15T10:00:00.000Z', level: 2.8 },
      { at: '2026-03-10T10:00:00.000Z', level: 3.2 },
    ],
    current_level: 3.2,
    ...overrides,
  });

interface HistoryServerOptions {
  conversations?: Conversation[];
  stats?: ChildStats[];
  stories?: StorySummary[];
  /** What check-permission answers for export_data and advanced_stats: a paid plan or the trial. */
  paid?: boolean;
  routes?: Record<string, Handler | Handler[]>;
}

/**
 * A signed-in family with Tom and Léa and a server for the history calls. Every requested
 * address is kept (`urls`), query string included, so tests can read the filters sent.
 */
export function historyServer({
  conversations = [aConversation()],
  stats = [statsOf(), statsOf({ child_id: 'c2', child_name: 'Léa', total_questions: 4, questions_today: 0 })],
  stories = [],
  paid = false,
  routes = {},
}: HistoryServerOptions = {}) {
  const net = signedInFamily({
    children: [tom, lea],
    status: paid ? familyStatus() : trialStatus(),
    usage: paid
      ? usageFor({
          childrenCount: 2,
          maxChildren: null,
          questionsPerDay: null,
          questionsRemainingToday: null,
          historyDays: null,
        })
      : usageFor({ childrenCount: 2 }),
    routes: {
      'GET /api/conversations': () => json(200, conversations),
      'GET /api/history/stats': () => json(200, stats),
      'GET /api/stories': () => json(200, stories),
      ...routes,
    },
  });
  // check-permission is told apart by its query (the stub sees paths only): answered here.
  const stub = globalThis.fetch;
  const urls: URL[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const action = url.searchParams.get('action');
    if (
      url.pathname === '/api/monetization/check-permission' &&
      (action === 'export_data' || action === 'advanced_stats')
    ) {
      return Promise.resolve(
        json(
          200,
          serverAnswer(
            permissionSchema,
            paid
              ? { allowed: true, reason: null, upgradeRequired: false }
              : { allowed: false, reason: upgradeMessages[action], upgradeRequired: true },
          ),
        ),
      );
    }
    return stub(input, init);
  });
  /** The query strings sent to `path` (e.g. '/api/conversations'), in order. */
  const queriesTo = (path: string) => urls.filter((url) => url.pathname === path).map((url) => url.searchParams);
  return { ...net, urls, queriesTo };
}

/**
 * The history view alone (lazily loaded, as in the shell), with the app's providers, at its
 * route: `path` may carry the filters' query string; `router.state.location` shows what it became.
 */
export function renderHistory(props: Partial<HistoryViewProps> = {}, path: string = paths.history) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const { router, element } = createTestRouter(
    <Routes>
      <Route path={paths.history} element={<HistoryView onOpenStory={vi.fn()} {...props} />} />
    </Routes>,
    [path],
  );
  const view = render(<AppProviders queryClient={queryClient}>{element}</AppProviders>);
  return { ...view, user, queryClient, router };
}

/** Waits for the lazily loaded history and its first list. */
export const historyReady = () => screen.findByRole('tablist', { name: 'Que voulez-vous revoir ?' });
