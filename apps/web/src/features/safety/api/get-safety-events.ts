import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetyEvent } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { firstScreenPaths } from '@/lib/api-paths';

export const safetyEventsKey = queryKeys.safetyEvents;

export const getSafetyEvents = (signal?: AbortSignal) =>
  api.get<SafetyEvent[]>(firstScreenPaths.safetyEvents, { signal });

export const safetyEventsQueryOptions = () =>
  queryOptions({
    queryKey: safetyEventsKey,
    queryFn: ({ signal }) => getSafetyEvents(signal),
    staleTime: 0,
  });

/** What the chat redirected or answered with care, newest first; fresh each time it is shown. */
export const useSafetyEvents = () => useQuery(safetyEventsQueryOptions());

// Here rather than in the shared package: importing a function from it brought its safety
// schemas into home's first download (+0.8 kB gzip, measured).
const unacknowledgedDistress = (events: SafetyEvent[]) =>
  events.filter((event) => event.verdict === 'distress' && event.acknowledged_at === null);

/**
 * The distress events the parent has not yet said they read: home's notice, from the same list.
 * Home mounts once a page, just after the first screen asked for the list: it does not ask again
 * (a distress answer in the chat invalidates the list, which refetches it).
 */
export const useUnacknowledgedDistress = () =>
  useQuery({ ...safetyEventsQueryOptions(), select: unacknowledgedDistress, refetchOnMount: false });
