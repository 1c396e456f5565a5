import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaVerifyResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { adminKeys } from './admin-keys';

/**
 * A proven access token (its `mfa` claim) replaces the stored one (the refresh token stays),
 * then every console list loads again with it. A refresh answers a token without the proof, so
 * the console asks again after one (docs/decisions/0020-public-internet.md).
 */
export function useAcceptProof() {
  const queryClient = useQueryClient();
  return ({ access_token }: MfaVerifyResponse) => {
    tokenStorage.setAccessToken(access_token);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
}

/** `POST /api/auth/mfa/verify` (ASVS 4.3.1): the staff member's authenticator code. */
export function useVerifyMfa() {
  const onSuccess = useAcceptProof();
  return useMutation({
    mutationFn: (code: string) => api.post<MfaVerifyResponse>('/auth/mfa/verify', { code }),
    onSuccess,
  });
}
