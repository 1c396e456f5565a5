import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@pourquoi/shared';
import { tokenStorage } from '@/lib/token-storage';
import { meQueryKey, meQueryOptions } from '../api/get-me';
import { logoutRequest } from '../api/logout';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../hooks/use-auth';

const noSessionOnServer = () => false;

/**
 * The session: tokens in storage (followed live, across tabs too) and the `me` answer.
 * loading: tokens present, `me` pending; authenticated: `me` answered;
 * unauthenticated: no tokens, or `me` failed (the tokens are then cleared).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasSession = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.hasSession, noSessionOnServer);
  const me = useQuery({ ...meQueryOptions(), enabled: hasSession });

  // A failed check clears everything (spec 000 section 4).
  useEffect(() => {
    if (me.isError) tokenStorage.clearTokens();
  }, [me.isError]);

  // However the session ends (logout, failed refresh, another tab), forget what was fetched for it.
  const hadSession = useRef(hasSession);
  useEffect(() => {
    if (hadSession.current && !hasSession) queryClient.clear();
    hadSession.current = hasSession;
  }, [hasSession, queryClient]);

  const openSession = useCallback(
    (response: AuthResponse) => {
      queryClient.setQueryData(meQueryKey, response.user);
      tokenStorage.setTokens({ access_token: response.access_token, refresh_token: response.refresh_token });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (refreshToken) {
      try {
        await logoutRequest(refreshToken);
      } catch {
        // Signing out locally must never depend on the server.
      }
    }
    tokenStorage.clearTokens();
  }, []);

  let status: AuthStatus = 'loading';
  if (!hasSession || me.isError) status = 'unauthenticated';
  else if (me.data) status = 'authenticated';
  const user = status === 'authenticated' ? (me.data ?? null) : null;

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, openSession, logout }),
    [status, user, openSession, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
