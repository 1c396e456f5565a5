import { describe, expect, it } from 'vitest';
import { a, agree, cap, countSentences, de, elides, finish, joinList, pluralOf, que } from './french.js';

describe('elision and contractions', () => {
  it('elides before vowels and mute h, not before consonants, aspirated h or y + vowel', () => {
    expect(de('Emma')).toBe('d’Emma');
    expect(de('Léa')).toBe('de Léa');
    expect(de('Hugo')).toBe('d’Hugo');
    expect(de('Yanis')).toBe('de Yanis');
    expect(de('Yves')).toBe('d’Yves');
    expect(de('Élodie')).toBe('d’Élodie');
    expect(que('Emma')).toBe('qu’Emma');
    expect(que('Tom')).toBe('que Tom');
    expect(elides('hibou')).toBe(false);
    expect(elides('herbe')).toBe(true);
  });

  it('contracts de and à with le and les, and keeps la and l’', () => {
    expect(de('le château')).toBe('du château');
    expect(de('le hibou')).toBe('du hibou');
    expect(de('les enfants')).toBe('des enfants');
    expect(de('la forêt')).toBe('de la forêt');
    expect(de("l'île")).toBe("de l'île");
    expect(de('un petit robot')).toBe('d’un petit robot');
    expect(a('le vieux port')).toBe('au vieux port');
    expect(a('les enfants')).toBe('aux enfants');
    expect(a('la forêt')).toBe('à la forêt');
    expect(a('Léa')).toBe('à Léa');
  });
});

describe('names and agreement', () => {
  it('lists names the French way', () => {
    expect(joinList(['Léa'])).toBe('Léa');
    expect(joinList(['Léa', 'Tom'])).toBe('Léa et Tom');
    expect(joinList(['Léa', 'Tom', 'Jade'])).toBe('Léa, Tom et Jade');
    expect(joinList(['Pistache, une petite renarde', 'Filou, un hérisson'], true)).toBe(
      'Pistache, une petite renarde, et Filou, un hérisson',
    );
  });

  it('agrees an adjective with the child: Tom est prêt, Léa est prête, Sacha est d’attaque', () => {
    expect(`Tom est ${agree('prêt', 'prête', 'boy')}`).toBe('Tom est prêt');
    expect(`Léa est ${agree('prêt', 'prête', 'girl')}`).toBe('Léa est prête');
    expect(`Sacha est ${agree('prêt', 'prête', 'neutral', "d'attaque")}`).toBe("Sacha est d'attaque");
    expect(agree('courageux', 'courageuse', 'neutral')).toBe('courageux');
  });

  it('makes plurals of adjectives', () => {
    expect(pluralOf('prête')).toBe('prêtes');
    expect(pluralOf('très fier')).toBe('très fiers');
    expect(pluralOf('courageux')).toBe('courageux');
    expect(pluralOf('beau')).toBe('beaux');
  });
});

describe('sentences', () => {
  it('counts sentence ends, a closing guillemet belonging to its sentence', () => {
    expect(countSentences('Léa dort. Tom rit !')).toBe(2);
    expect(countSentences('Léa murmure : « Bonne nuit, les étoiles ! » Puis elle dort.')).toBe(2);
    expect(countSentences('« On y va », dit Tom.')).toBe(1);
    expect(countSentences('Et toi, quelle chose vraie as-tu retenue ?')).toBe(1);
  });

  it('finishes a sentence: capital, apostrophes, final mark, single spaces', () => {
    expect(finish("elle  regarde l'étoile ")).toBe('Elle regarde l’étoile.');
    expect(finish('« bonjour »')).toBe('« Bonjour »');
    expect(cap('léa')).toBe('Léa');
  });
});
