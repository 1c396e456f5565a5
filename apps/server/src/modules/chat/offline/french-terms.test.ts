import { describe, expect, it } from 'vitest';
import { foldFrench, frenchTerm } from './french-terms.js';

describe('French terms for the offline index', () => {
  it('lower-cases and folds accents and ligatures', () => {
    expect(foldFrench('Étoile GLAÇON cœur Ævum où')).toBe('etoile glacon coeur aevum ou');
  });

  it('drops stop words, "pourquoi" however it is typed, and numbers', () => {
    for (const word of [
      'le',
      'Les',
      'est',
      'ça',
      'qu',
      'Pourquoi',
      'pk',
      'pourkoi',
      'pq',
      'koi',
      'kan',
      'ya',
      '1998',
      'a',
      'oui',
      'aujourd',
      'allait',
      'faites',
      'soient',
      'serai',
      'celui',
      'quelqu',
      'choses',
      'monsieur',
      'dame',
      'sert',
    ]) {
      expect(frenchTerm(word), word).toBeNull();
    }
  });

  it('drops a number with its unit, but keeps an ordinal', () => {
    for (const word of ['8h', '9h30', '10km', '3ans']) expect(frenchTerm(word), word).toBeNull();
    expect(frenchTerm('1er')).not.toBeNull();
  });

  it('gives one term for singular and plural, with or without accents', () => {
    const same = [
      ['nuages', 'nuage'],
      ['chevaux', 'cheval'],
      ['oiseaux', 'oiseau'],
      ['Étoiles', 'etoile'],
      ['yeux', 'œil'],
    ];
    for (const [a, b] of same) expect(frenchTerm(a!), `${a} / ${b}`).toBe(frenchTerm(b!));
  });

  it('gives one term for the forms of a verb a question uses', () => {
    expect(new Set(['brille', 'brillent', 'briller'].map(frenchTerm)).size).toBe(1);
    expect(frenchTerm('dorment')).toBe(frenchTerm('dormir'));
    expect(frenchTerm('neige')).toBe(frenchTerm('neiger'));
    expect(frenchTerm('deviens')).toBe(frenchTerm('devenir'));
  });

  it('reads the imperfect as its verb', () => {
    expect(frenchTerm('habitaient')).toBe(frenchTerm('habiter'));
    expect(frenchTerm('mangeait')).toBe(frenchTerm('manger'));
    expect(frenchTerm('vivaient')).toBe(frenchTerm('vivre'));
    expect(frenchTerm('lait')).toBe('lait');
  });

  it('reads « petit dej » as « petit déjeuner »', () => {
    expect(frenchTerm('dej')).toBe(frenchTerm('déjeuner'));
  });

  it('keeps « papi » apart from « papier »', () => {
    expect(frenchTerm('papi')).toBe(frenchTerm('papy'));
    expect(frenchTerm('papi')).not.toBe(frenchTerm('papier'));
  });

  it('keeps short words whole', () => {
    expect(frenchTerm('vent')).toBe('vent');
    expect(frenchTerm('mer')).toBe('mer');
  });
});
