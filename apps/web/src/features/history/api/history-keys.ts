import type { Action } from '@pourquoi/shared';

/** What the conversation list is filtered by; the key and the query string follow it. */
export interface ConversationFilters {
  /** One child, or null for the whole family. */
  childId: string | null;
  /** Keywords, already trimmed; empty for none. */
  q: string;
  favorites: boolean;
}

/** The cache keys of the history answers: all under 'history', so one invalidation refreshes them. */
export const historyKeys = {
  all: ['history'] as const,
  conversationLists: ['history', 'conversations'] as const,
  conversations: ({ childId, q, favorites }: ConversationFilters) =>
    ['history', 'conversations', childId ?? 'all', q, favorites] as const,
  stats: ['history', 'stats'] as const,
  advancedStats: (childId: string) => ['history', 'advanced-stats', childId] as const,
  /** Under 'monetization': a plan change refreshes what the plan allows. */
  permission: (action: Action) => ['monetization', 'permission', action] as const,
};
