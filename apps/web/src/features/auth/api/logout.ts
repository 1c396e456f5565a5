import { api } from '@/lib/api-client';

/** Revokes the refresh token on the server. Best effort and quick: the local sign-out follows anyway. */
export const logoutRequest = (refreshToken: string) =>
  api.post<void>('/auth/logout', { refresh_token: refreshToken }, { retryOnUnauthorized: false, timeoutMs: 8_000 });
