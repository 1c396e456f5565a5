import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** No bearer token: a 401 here means the link, not the session, is bad. */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  api.get<{ valid: true }>(`/auth/validate-reset-token/${encodeURIComponent(token)}`, { auth: false, signal });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
