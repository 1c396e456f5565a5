import { isApiError } from '@/lib/api-client';

export const CHILD_LIMIT_REACHED = 'child_limit_reached';
export const CHILD_MODIFICATION_LOCKED = 'child_modification_locked';

/** Adding a child (product.md#child-dialogs-and-errors). */
export const addChildMessages = {
  premiumRequired: 'Abonnement premium requis pour ajouter plus de profils',
  trialMaximum: "Maximum 4 profils d'enfants autorisés en essai gratuit",
  fallback: "Erreur lors de l'ajout du profil",
} as const;

export const deleteChildMessages = {
  notFound: '❌ Profil enfant non trouvé',
  fallback: '❌ Erreur lors de la suppression. Veuillez réessayer.',
} as const;

export const UPDATE_CHILD_FALLBACK = 'Erreur lors de la modification du profil';

/** What the add-child dialog does with a refusal: open the upgrade popup, or say why. */
export type AddChildFailure = { kind: 'limit' } | { kind: 'message'; message: string };

function detailError(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const { detail } = body;
  if (detail && typeof detail === 'object' && 'error' in detail && typeof detail.error === 'string')
    return detail.error;
  return undefined;
}

/**
 * The spec's reading of an add-child error, field errors put aside (the form shows them).
 * A 400 or 429 that carries no code of its own is read as the limit, as the spec's client did;
 * one that does (a rate limit, the 48-hour lock) says its own message instead.
 */
export function addChildFailure(error: unknown): AddChildFailure {
  if (!isApiError(error)) {
    return {
      kind: 'message',
      message: error instanceof Error && error.message ? error.message : addChildMessages.fallback,
    };
  }
  if (error.code === CHILD_LIMIT_REACHED || detailError(error.body) === CHILD_LIMIT_REACHED) return { kind: 'limit' };
  if (error.message.includes('Premium subscription required'))
    return { kind: 'message', message: addChildMessages.premiumRequired };
  if (error.message.includes('Maximum 4 profils')) return { kind: 'message', message: addChildMessages.trialMaximum };
  if ((error.status === 400 || error.status === 429) && !error.code) return { kind: 'limit' };
  return { kind: 'message', message: error.message || addChildMessages.fallback };
}

/** Deleting a child (product.md#child-dialogs-and-errors). */
export function deleteChildMessage(error: unknown): string {
  return isApiError(error) && error.status === 404 ? deleteChildMessages.notFound : deleteChildMessages.fallback;
}

export function updateChildMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UPDATE_CHILD_FALLBACK;
}
