import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetyEvent } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

export const safetyEventsKey = ['safety-events'] as const;

export const getSafetyEvents = (signal?: AbortSignal) => api.get<SafetyEvent[]>('/safety-events', { signal });

/** What the chat redirected or answered with care, newest first; fresh each time it is shown. */
export const useSafetyEvents = () =>
  useQuery(queryOptions({ queryKey: safetyEventsKey, queryFn: ({ signal }) => getSafetyEvents(signal), staleTime: 0 }));
