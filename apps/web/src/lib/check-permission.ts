import type { Action, Permission } from '@pourquoi/shared';
import { api, isApiError } from './api-client';
import { tokenStorage } from './token-storage';

/** product.md#permissions: the refusal a permission check gives when the server could not answer it. */
export const permissionFallbacks = {
  /** The server answered, but not with a permission (an error status). */
  failed: 'Erreur de vérification',
  /** No answer at all. */
  offline: 'Erreur de connexion',
  noSession: 'Non authentifié',
} as const;

const notAllowed = (reason: string): Permission => ({ allowed: false, reason, upgradeRequired: false });

/**
 * `GET /api/monetization/check-permission?action=`. A check that could not be made refuses,
 * with its reason and without an upgrade to sell: nothing goes ahead on a guess.
 */
export async function checkPermission(action: Action): Promise<Permission> {
  if (!tokenStorage.hasSession()) return notAllowed(permissionFallbacks.noSession);
  try {
    return await api.get<Permission>(`/monetization/check-permission?action=${action}`);
  } catch (error) {
    const offline = isApiError(error) && error.status === 0;
    return notAllowed(offline ? permissionFallbacks.offline : permissionFallbacks.failed);
  }
}
