import { describe, expect, it } from 'vitest';
import { normalize, spell } from './index.js';
import { spellings } from './spellings.js';

describe('normalize', () => {
  it('lowers case, folds accents and ligatures, and drops punctuation', () => {
    expect(normalize('Pourquoi Papi est MORT ?!')).toBe('pourquoi papi est mort');
    expect(normalize('Où vont les étoiles… « là-haut » ?')).toBe('ou vont les etoiles la haut');
    expect(normalize('ma sœur')).toBe('ma soeur');
  });

  it('collapses letters repeated for emphasis, and doubled consonants typed by mistake', () => {
    expect(normalize('mouriiiir')).toBe('mourir');
    expect(normalize('nooooon')).toBe('non');
    expect(normalize('mourrir')).toBe(normalize('mourir'));
    expect(normalize('il me frape')).toBe(normalize('il me frappe'));
  });

  it('keeps what tells two words apart: a double s, a double vowel', () => {
    expect(normalize('poisson')).not.toBe(normalize('poison'));
    expect(normalize('armée')).not.toBe(normalize('arme'));
  });

  it('reads SMS spellings and common misspellings as the words they stand for', () => {
    expect(normalize('jveu')).toBe('je veux');
    expect(normalize('chui triste')).toBe('je suis triste');
    expect(normalize('pk')).toBe('pourquoi');
    expect(normalize('kom')).toBe(normalize('comment'));
    expect(normalize('jhabite')).toBe(normalize('j’habite'));
    expect(normalize('jai peur')).toBe(normalize('j’ai peur'));
    expect(normalize('j’ai envi de')).toBe(normalize('j’ai envie de'));
    expect(normalize('cauchemard')).toBe('cauchemar');
  });

  it('folds the inflections rules care about into one form', () => {
    for (const form of ['tué', 'tuée', 'tués', 'tuer', 'tuent']) expect(normalize(form)).toBe('tuer');
    expect(normalize('drogues')).toBe('drogue');
    expect(normalize('se suicider')).toBe('se suicide');
  });

  it('reads digits inside words as letters, but keeps numbers as numbers', () => {
    expect(normalize('s3xe')).toBe('sexe');
    expect(normalize('p0rn0')).toBe('porno');
    expect(normalize('m0urir')).toBe('mourir');
    expect(normalize('06 12 34 56 78')).toBe('06 12 34 56 78');
    expect(normalize('j’ai 5 ans')).toBe('je ai 5 ans');
    expect(normalize('le 3114')).toBe('le 3114');
  });
});

describe('the spelling map', () => {
  const everyday = ['je', 'te', 'ce', 'se', 'me', 'le', 'la', 'les', 'de', 'des', 'un', 'une', 'et', 'est', 'tu', 'il'];

  it('has no two spellings that read as one word, and never rewrites an everyday word', () => {
    const read = Object.keys(spellings).map(spell);
    expect(read.filter((word, index) => read.indexOf(word) !== index)).toEqual([]);
    expect(read.filter((word) => everyday.includes(word))).toEqual([]);
  });
});
