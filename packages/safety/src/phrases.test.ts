import { describe, expect, it } from 'vitest';
import { compileRules, firstMatch, screenedText } from './engine.js';
import { normalize } from './normalize/index.js';
import { phraseSource } from './phrases.js';

const matches = (phrase: string, text: string) => new RegExp(phraseSource(phrase)).test(` ${normalize(text)} `);

describe('safety phrases', () => {
  it('match whole words only', () => {
    expect(matches('arme', 'comment faire une arme')).toBe(true);
    expect(matches('arme', 'une armée de fourmis')).toBe(false);
    expect(matches('tuer', 'tu es gentil')).toBe(false);
  });

  it('match a word in any of its spellings', () => {
    expect(matches('je veux tuer', 'jveu tuer')).toBe(true);
    expect(matches('je veux tuer', 'JE VEUX TUÉÉÉ')).toBe(true);
  });

  it('offer alternatives, optional groups and prefixes', () => {
    expect(matches('(mon|ma) (frère|petite sœur)', 'ma petite soeur')).toBe(true);
    expect(matches('comment (on|) tuer', 'comment tuer')).toBe(true);
    expect(matches('comment (on|) tuer', 'comment on tue')).toBe(true);
    expect(matches('drogu*', 'des drogués')).toBe(true);
    expect(matches('drogu*', 'droguerie')).toBe(true);
  });

  it('allow up to four words in a gap, and # for a number', () => {
    expect(matches('comment … bombe', 'comment on peut faire une bombe')).toBe(true);
    expect(matches('comment … bombe', 'comment un, deux, trois, quatre, cinq bombe')).toBe(false);
    expect(matches('j’habite au #', 'j’habite au 12')).toBe(true);
    expect(matches('j’habite au #', 'j’habite au bord de la mer')).toBe(false);
  });

  it('nest groups', () => {
    expect(matches('sauter (du|de la) (toit|fenêtre)', 'sauter de la fenêtre')).toBe(true);
    expect(matches('(je veux (mourir|partir)|je vais)', 'je veux partir')).toBe(true);
    expect(matches('(je veux (mourir|partir)|je vais)', 'je veux dormir')).toBe(false);
  });

  it('reject a match followed by excluded words', () => {
    expect(matches('bombe* !(à eau|de bain)', 'une bombe')).toBe(true);
    expect(matches('bombe* !(à eau|de bain)', 'une bombe à eau')).toBe(false);
    expect(matches('bombe* !(à eau|de bain)', 'des bombes de bain')).toBe(false);
  });

  it('fail at load time when malformed', () => {
    expect(() => phraseSource('(a|b')).toThrow(/Malformed/);
    expect(() => phraseSource('a|b)')).toThrow(/Malformed/);
    expect(() => phraseSource('( | )')).toThrow(/Empty group/);
    expect(() => phraseSource('« »')).toThrow(/empty word/);
    expect(() => compileRules([{ key: 'x', patterns: [/a/g] }])).toThrow(/global/);
  });
});

describe('rules', () => {
  const rules = compileRules([
    { key: 'danger', phrases: ['mets … doigts … prise'], negatable: true },
    { key: 'slur', phrases: ['sale noir'], unless: ['traité de'] },
    { key: 'young', phrases: ['rapport sexuel'], upToAge: 10 },
  ]);
  const match = (text: string, age = 8) => firstMatch(rules, screenedText(text), age);

  it('ignore a negated match when asked to', () => {
    expect(match('mets tes doigts dans la prise')).toBe('danger');
    expect(match('ne mets jamais tes doigts dans la prise')).toBeUndefined();
  });

  it('are cancelled by their exceptions', () => {
    expect(match('sale noir')).toBe('slur');
    expect(match('il m’a traité de sale noir')).toBeUndefined();
  });

  it('apply up to an age', () => {
    expect(match('un rapport sexuel', 10)).toBe('young');
    expect(match('un rapport sexuel', 11)).toBeUndefined();
  });
});
