import { queryOptions } from '@tanstack/react-query';
import type { User } from '@pourquoi/shared';
import { api, isApiError } from '@/lib/api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** Who is signed in (45 s time-out, set by the client for this call). */
export const getMe = (signal?: AbortSignal) => api.get<User>('/auth/me', { signal });

/**
 * Checked once per session; a failed check ends it (spec 000 section 4). A dropped connection
 * or a server hiccup is tried twice more first, so a parent on a shaky phone network is not
 * signed out by one lost packet; a refused session (401) ends at once.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: (failures, error) => failures < 2 && isApiError(error) && (error.status === 0 || error.status >= 500),
    staleTime: Infinity,
  });
