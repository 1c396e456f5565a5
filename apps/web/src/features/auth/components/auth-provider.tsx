import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@pourquoi/shared';
import { isApiError } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { cacheUser, meQueryKey, meQueryOptions, readCachedUser } from '../api/get-me';
import { logoutRequest } from '../api/logout';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../hooks/use-auth';

const noSessionOnServer = () => false;

/**
 * The session: tokens in storage (followed live, across tabs too) and the `me` answer.
 * loading: tokens present, `me` pending; authenticated: `me` answered, or no answer came and
 * this device knows the parent (offline); unauthenticated: no tokens, or `me` refused (the
 * tokens are then cleared), or no answer came and the parent is not known here.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hasSession = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.hasSession, noSessionOnServer);
  const me = useQuery({ ...meQueryOptions(), enabled: hasSession });

  // A failed check clears everything (product.md#tokens-and-sessions), but no answer is not a refusal:
  // offline, the session stays and the app opens for the parent last seen here.
  const unreachable = isApiError(me.failureReason) && me.failureReason.status === 0;
  const refused = me.isError && !unreachable;
  useEffect(() => {
    if (refused) tokenStorage.clearTokens();
  }, [refused]);
  const offlineUser = useMemo(
    () => (hasSession && unreachable && !me.data ? readCachedUser() : null),
    [hasSession, unreachable, me.data],
  );

  // However the session ends (logout, failed refresh, another tab), forget what was fetched for it.
  const hadSession = useRef(hasSession);
  useEffect(() => {
    if (hadSession.current && !hasSession) queryClient.clear();
    hadSession.current = hasSession;
  }, [hasSession, queryClient]);

  const openSession = useCallback(
    (response: AuthResponse) => {
      queryClient.setQueryData(meQueryKey, response.user);
      cacheUser(response.user);
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

  const known = me.data ?? offlineUser;
  let status: AuthStatus = 'loading';
  if (!hasSession || refused) status = 'unauthenticated';
  else if (known) status = 'authenticated';
  else if (me.isError) status = 'unauthenticated';
  const user = status === 'authenticated' ? known : null;

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, openSession, logout }),
    [status, user, openSession, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
