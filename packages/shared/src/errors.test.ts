import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorMessage } from './errors.js';

describe('errorMessage', () => {
  it('reads a plain detail and a structured one', () => {
    expect(errorMessage({ detail: 'Cet email est déjà utilisé', code: 'email_taken' })).toBe(
      'Cet email est déjà utilisé',
    );
    expect(errorMessage({ detail: { error: 'child_limit_reached', message: 'Limite atteinte' } })).toBe(
      'Limite atteinte',
    );
  });

  it('gives nothing for bodies that are not errors', () => {
    expect(errorMessage(undefined)).toBeUndefined();
    expect(errorMessage('texte')).toBeUndefined();
    expect(errorMessage({ detail: 42 })).toBeUndefined();
  });

  it('maps every code to a client or server status', () => {
    for (const { status } of Object.values(errorCatalogue)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
