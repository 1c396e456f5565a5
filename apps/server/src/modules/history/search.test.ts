import { describe, expect, it } from 'vitest';
import { foldForSearch, searchQuery } from './search.js';

describe('history search', () => {
  it('folds accents and case the way the index does', () => {
    expect(foldForSearch('Étoiles Brûlées ÇA')).toBe('etoiles brulees ca');
  });

  it('keeps only words, with the longer ones as prefixes', () => {
    expect(searchQuery('brille')).toBe('brille:*');
    expect(searchQuery("l'étoile & (la lune) | !")).toBe('etoile:* & la & lune:*');
    expect(searchQuery(' ? ! ')).toBeNull();
  });
});
