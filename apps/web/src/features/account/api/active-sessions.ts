import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveSessions,
  RevokeOtherSessions,
  RevokeOtherSessionsBody,
  RevokeSession,
  RevokeSessionBody,
} from '@pourquoi/shared';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/auth/sessions`: the devices signed in to the account, this one marked `current`. */
export const useActiveSessions = () =>
  useQuery({
    queryKey: queryKeys.activeSessions,
    queryFn: async ({ signal }) => (await api.get<ActiveSessions>('/auth/sessions', { signal })).sessions,
  });

/**
 * `POST /api/auth/sessions/revoke-others` with the password: every other device is signed out
 * (a wrong password is a 400 naming the password field). The list is read again afterwards.
 */
export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeOtherSessionsBody) => api.post<RevokeOtherSessions>('/auth/sessions/revoke-others', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions }),
  });
};

/**
 * `POST /api/auth/sessions/:id/revoke` with the password: that one device is signed out. The
 * list is read again afterwards, and after a 404 too: that device had already left it.
 */
export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: RevokeSessionBody & { id: string }) =>
      api.post<RevokeSession>(`/auth/sessions/${encodeURIComponent(id)}/revoke`, body),
    onSettled: (_data, error) => {
      if (!error || (isApiError(error) && error.status === 404)) {
        return queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions });
      }
    },
  });
};
