import { useMutation } from '@tanstack/react-query';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import type { MfaVerifyResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { withSecurityKey } from '../utils/security-key-ceremony';
import { useAcceptProof } from './verify-mfa';

/**
 * The key instead of the code (ASVS 2.3.2): `POST /api/auth/mfa/key-options` for a challenge,
 * the browser's dialog, then `POST /api/auth/mfa/verify-key`, which answers the proven access
 * token as the code does.
 */
export function useVerifySecurityKey() {
  const onSuccess = useAcceptProof();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('/auth/mfa/key-options');
      const credential = await withSecurityKey(() => startAuthentication({ optionsJSON }));
      return api.post<MfaVerifyResponse>('/auth/mfa/verify-key', { credential });
    },
    onSuccess,
  });
}
