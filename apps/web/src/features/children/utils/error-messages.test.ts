import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { addChildFailure, deleteChildMessage } from './error-messages';

const refused = (status: number, code: string | undefined, message: string, body: unknown = {}) =>
  new ApiError(status, code, message, body);

describe('add-child errors (product.md#child-dialogs-and-errors)', () => {
  it('reads the limit from the detail object, the code, or a bare 400 / 429', () => {
    const detail = { detail: { error: 'child_limit_reached', message: 'Limite' } };
    expect(addChildFailure(refused(400, undefined, 'Limite', detail))).toEqual({ kind: 'limit' });
    expect(addChildFailure(refused(400, 'child_limit_reached', 'Limite'))).toEqual({ kind: 'limit' });
    expect(addChildFailure(refused(400, undefined, 'Erreur 400'))).toEqual({ kind: 'limit' });
    expect(addChildFailure(refused(429, undefined, 'Erreur 429'))).toEqual({ kind: 'limit' });
  });

  it('translates the two messages the spec names', () => {
    expect(addChildFailure(refused(403, undefined, 'Premium subscription required for more'))).toEqual({
      kind: 'message',
      message: 'Abonnement premium requis pour ajouter plus de profils',
    });
    expect(addChildFailure(refused(400, 'forbidden', 'Maximum 4 profils'))).toEqual({
      kind: 'message',
      message: "Maximum 4 profils d'enfants autorisés en essai gratuit",
    });
  });

  it('says its own message otherwise, or the generic one', () => {
    expect(
      addChildFailure(refused(429, 'rate_limited', 'Trop de tentatives. Réessayez dans quelques minutes')),
    ).toEqual({
      kind: 'message',
      message: 'Trop de tentatives. Réessayez dans quelques minutes',
    });
    expect(addChildFailure(refused(500, 'internal_error', ''))).toEqual({
      kind: 'message',
      message: "Erreur lors de l'ajout du profil",
    });
    expect(addChildFailure(new Error('Réponse inattendue'))).toEqual({
      kind: 'message',
      message: 'Réponse inattendue',
    });
  });
});

describe('delete-child errors', () => {
  it('says not found on a 404, and to try again otherwise', () => {
    expect(deleteChildMessage(refused(404, 'not_found', 'Profil enfant non trouvé'))).toBe(
      '❌ Profil enfant non trouvé',
    );
    expect(deleteChildMessage(refused(500, 'internal_error', 'x'))).toBe(
      '❌ Erreur lors de la suppression. Veuillez réessayer.',
    );
    expect(deleteChildMessage(refused(0, 'network_error', 'x'))).toBe(
      '❌ Erreur lors de la suppression. Veuillez réessayer.',
    );
  });
});
