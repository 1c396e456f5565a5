import { queryOptions } from '@tanstack/react-query';
import { userSchema, type User } from '@pourquoi/shared';
import { api, isApiError } from '@/lib/api-client';
import { localKeys } from '@/lib/local-keys';
import { readJson, writeJson } from '@/lib/local-json';
import { firstScreenPaths } from '@/lib/api-paths';

export const meQueryKey = ['auth', 'me'] as const;

/** The parent last seen signed in on this device: the app opens with it when the server cannot answer. */
export const readCachedUser = () => readJson(localKeys.userCache, userSchema);
export const cacheUser = (user: User) => writeJson(localKeys.userCache, user);

/** Who is signed in (45 s time-out, set by the client for this call). */
export const getMe = async (signal?: AbortSignal) => {
  const user = await api.get<User>(firstScreenPaths.me, { signal });
  cacheUser(user);
  return user;
};

/**
 * Checked once per session; a refused check ends it (product.md#tokens-and-sessions). A dropped connection
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
