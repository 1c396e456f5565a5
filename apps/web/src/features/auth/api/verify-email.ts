import { queryOptions } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

/**
 * No bearer token: the link confirms an address whoever is signed in here, or nobody. The token
 * travels in a body, never in a URL (decision 0020).
 */
export const verifyEmail = (body: VerifyEmailBody, signal?: AbortSignal) =>
  api.post<{ message: string }>('/auth/verify-email', body, { auth: false, signal });

/**
 * A query rather than a mutation: the page asks once per token however often it renders or
 * mounts (a link is single use, so a second request would fail), and the answer is kept for the
 * page's life, so coming back to the page shows it again instead of asking a second time.
 * Never retried by itself: the page offers to try again.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: ({ signal }) => verifyEmail({ token }, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
