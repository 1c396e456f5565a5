import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import type { SecondFactors, SecurityKey } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { withSecurityKey } from '../utils/security-key-ceremony';
import { adminKeys, loggedRead, securityKeyPath } from './admin-keys';

/**
 * `GET /api/auth/mfa`: the account's authenticator app and security keys. Not a staff call, so it
 * answers before the proof too: the second-factor step offers what the account has.
 */
export const useSecondFactors = () =>
  useQuery({
    queryKey: adminKeys.secondFactors,
    queryFn: ({ signal }) =>
      loggedRead('second factors', signal, () => api.get<SecondFactors>('/auth/mfa', { signal })),
  });

export interface NewSecurityKey {
  name: string;
  /** The operator's code (`npm run staff -- mfa-key`), for a first key only. */
  enrolmentCode?: string | undefined;
}

/**
 * `POST /api/auth/mfa/security-keys/options`, the browser's dialog, then
 * `POST /api/auth/mfa/security-keys` (201 with the key); the list and the audit log load again.
 */
export function useAddSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, enrolmentCode }: NewSecurityKey) => {
      const enrolment = enrolmentCode === undefined ? {} : { enrolment_code: enrolmentCode };
      const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(
        '/auth/mfa/security-keys/options',
        enrolment,
      );
      const credential = await withSecurityKey(() => startRegistration({ optionsJSON }));
      return api.post<SecurityKey>('/auth/mfa/security-keys', { name, ...enrolment, credential });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.secondFactors });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}

/** `DELETE /api/auth/mfa/security-keys/{id}` (204), then the list loads again. */
export function useRemoveSecurityKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: SecurityKey) => api.delete<undefined>(securityKeyPath(key.id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.secondFactors });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
