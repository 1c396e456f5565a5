import { describe, expect, it } from 'vitest';
import { childNames } from './pseudonyms.js';

const emma = { name: 'Emma', age: 7, gender: 'girl' as const };
const leo = { name: 'Léo', age: 4, gender: 'boy' as const };

describe('children’s names hidden from providers (decision 0020)', () => {
  it('numbers the children in the order given, one placeholder per distinct name', () => {
    const names = childNames([emma, leo, { ...leo, age: 9 }]);
    expect(names.children.map((child) => [child.name, child.placeholder])).toEqual([
      ['Emma', '[ENFANT_1]'],
      ['Léo', '[ENFANT_2]'],
    ]);
    expect(names.placeholderOf('LEO')).toBe('[ENFANT_2]');
  });

  it('hides every known name whatever its case or accents, never inside another word', () => {
    const names = childNames([emma, leo]);
    expect(names.hide('Pourquoi EMMA a peur du noir, et leo aussi ? Lé\u0301o dort.')).toBe(
      'Pourquoi [ENFANT_1] a peur du noir, et [ENFANT_2] aussi ? [ENFANT_2] dort.',
    );
    expect(names.hide('Le dilemma de Léonard et Emmanuel')).toBe('Le dilemma de Léonard et Emmanuel');
    expect(names.hide("C'est l'anniversaire d'Emma")).toBe("C'est l'anniversaire d'[ENFANT_1]");
  });

  it('hides a compound name whole, and each of its parts a parent may use alone', () => {
    const names = childNames([
      { ...emma, name: 'Marie-Lou' },
      { ...leo, name: 'Jean Baptiste' },
    ]);
    expect(names.hide('marie lou et Lou jouent avec Jean-Baptiste et Baptiste')).toBe(
      '[ENFANT_1] et [ENFANT_1] jouent avec [ENFANT_2] et [ENFANT_2]',
    );
  });

  it('leaves a part two children share, and the test child’s words, alone', () => {
    const names = childNames([
      { ...emma, name: 'Marie-Lou' },
      { ...emma, name: 'Marie-Jeanne' },
      { ...leo, name: 'Enfant test' },
    ]);
    expect(names.hide('Marie et Lou et Jeanne')).toBe('Marie et [ENFANT_1] et [ENFANT_2]');
    expect(names.hide('Pourquoi un enfant pleure ? Enfant test a froid.')).toBe(
      'Pourquoi un enfant pleure ? [ENFANT_3] a froid.',
    );
  });

  it('matches a very short name only as it is written', () => {
    const names = childNames([{ ...leo, name: 'Lu' }]);
    expect(names.hide("Lu a lu le livre qu'on a lu")).toBe("[ENFANT_1] a lu le livre qu'on a lu");
  });

  it('keeps a name stored before the rule on characters working', () => {
    const names = childNames([{ ...leo, name: 'Léo (2)' }]);
    expect(names.hide('Léo (2) demande')).toBe('[ENFANT_1] demande');
    expect(names.restore('Bonjour [ENFANT_1] !')).toBe('Bonjour Léo (2) !');
  });

  it('puts the names back, however the model echoed the placeholder', () => {
    const names = childNames([emma, leo]);
    expect(names.restore('[ENFANT_1], [enfant_2], [ Enfant 1 ], [ENFANT-2], ENFANT_1 et [ENFANT1].')).toBe(
      'Emma, Léo, Emma, Léo, Emma et Emma.',
    );
    expect(names.restore('Un [ENFANT_7] inconnu reste tel quel.')).toBe('Un [ENFANT_7] inconnu reste tel quel.');
  });

  it('mends French elision for the name it puts back', () => {
    const names = childNames([emma, leo, { ...leo, name: 'Hugo' }, { ...emma, name: 'Yasmine' }]);
    expect(names.restore("Le doudou d'[ENFANT_1] et le vélo de [ENFANT_1].")).toBe(
      "Le doudou d'Emma et le vélo d’Emma.",
    );
    expect(names.restore("Le doudou d'[ENFANT_2], parce qu’[ENFANT_2] dort.")).toBe(
      'Le doudou de Léo, parce que Léo dort.',
    );
    expect(names.restore('De [ENFANT_3] à [ENFANT_4], jusque [ENFANT_3] et lorsqu’[ENFANT_4] rit.')).toBe(
      'D’Hugo à Yasmine, jusqu’Hugo et lorsque Yasmine rit.',
    );
    expect(names.restore('Le monde [ENFANT_1], (l’ami de [ENFANT_2])')).toBe('Le monde Emma, (l’ami de Léo)');
  });

  it('gives back what it hid', () => {
    const names = childNames([emma, leo]);
    const question = "Pourquoi le chat d'Emma et celui de Léo dorment autant ?";
    expect(names.restore(names.hide(question))).toBe("Pourquoi le chat d'Emma et celui de Léo dorment autant ?");
    expect(names.mentionedIn(names.hide(question)).map((child) => child.name)).toEqual(['Emma', 'Léo']);
    expect(names.mentionedIn('Pourquoi la mer est salée ?')).toEqual([]);
  });
});
