import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { tokenStorage, type TokenPair } from '@/lib/token-storage';

/** Only the two fields the server takes: the confirmation never leaves the browser. */
export const changePassword = ({ current_password, new_password }: ChangePasswordBody) =>
  api.post<TokenPair>('/auth/change-password', { current_password, new_password });

/**
 * `POST /api/auth/change-password`: every session of the account ends, and this device goes on
 * with the new pair of tokens the answer carries. A wrong current password, or a new one the
 * server refuses (too common), is a 400 naming its field.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (tokens) => {
      tokenStorage.setTokens({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
      // The other devices were signed out: the list in « Mon compte » reads it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions });
    },
  });
}
