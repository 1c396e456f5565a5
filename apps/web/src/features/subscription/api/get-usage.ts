import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@pourquoi/shared';
import { localKeys } from '@/lib/local-keys';
import { queryKeys } from '@/lib/query-keys';
import { storedAnswer } from '@/lib/stored-answer';
import { firstScreenPaths } from '@/lib/api-paths';

/**
 * product.md#status-and-usage: usage "defaults to zeros on failure" when nothing is kept. Nothing used;
 * the limits unknown (null) rather than zero, so no screen locks or refuses on a guess: the
 * server still checks each question and story.
 */
export const usageUnknown: Usage = {
  questionsToday: 0,
  questionsThisMonth: 0,
  questionsPerDay: null,
  questionsRemainingToday: null,
  childrenCount: 0,
  maxChildren: null,
  favoriteMessages: 0,
  historyDays: null,
  exportCount: 0,
  storiesThisMonth: 0,
  maxStories: null,
  canGenerateStory: true,
  storiesRemaining: null,
};

/** The server's answer, kept as the spec's "usage cache". */
export const usageQueryOptions = () =>
  queryOptions<Usage, Error, Usage, typeof queryKeys.usage>({
    queryKey: queryKeys.usage,
    ...storedAnswer(firstScreenPaths.usage, localKeys.usageCache, usageSchema, usageUnknown),
  });

/** What the family used today and this month, against its plan's limits. */
export const useUsage = () => useQuery(usageQueryOptions());
