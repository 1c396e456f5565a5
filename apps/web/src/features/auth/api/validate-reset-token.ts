import { queryOptions } from '@tanstack/react-query';
import type { ValidateResetTokenBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

/** No bearer token: a 401 here means the link, not the session, is bad. In a body, never a URL (decision 0020). */
export const validateResetToken = (body: ValidateResetTokenBody, signal?: AbortSignal) =>
  api.post<{ valid: true }>('/auth/validate-reset-token', body, { auth: false, signal });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken({ token }, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
