import { describe, expect, it } from 'vitest';
import '../index.js';
import { childBodySchema, storedGender, testChildBody } from './schemas.js';

const today = { year: 2026, month: 11, day: 21 };
const schema = childBodySchema(today);

function messages(value: unknown) {
  const result = schema.safeParse(value);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('child form (product.md#child-profile-rules)', () => {
  it('accepts a child, trims the name, defaults the gender to neutral and drops the age sent', () => {
    expect(schema.parse({ name: '  Léo ', birth_month: '3', birth_year: '2020', age: 6 })).toEqual({
      name: 'Léo',
      birth_month: 3,
      birth_year: 2020,
      gender: 'neutral',
    });
  });

  it('gives the spec messages', () => {
    expect(messages({ name: '   ', birth_month: 13, birth_year: '' })).toEqual({
      name: 'Le prénom est requis',
      birth_month: 'Sélectionne un mois valide',
      birth_year: "L'année de naissance est requise",
    });
    expect(messages({ name: 'Léo', birth_month: 0, birth_year: 2026 })).toEqual({
      birth_month: 'Sélectionne un mois valide',
      birth_year: "L'année doit être entre 2008 et 2025",
    });
    expect(messages({ name: 'Léo', birth_month: 5, birth_year: 2007 })).toEqual({
      birth_year: "L'année doit être entre 2008 et 2025",
    });
  });

  it('refuses an age under 1 within the year range', () => {
    expect(messages({ name: 'Bébé', birth_month: 12, birth_year: 2025 })).toEqual({
      birth_year: "L'enfant doit avoir entre 1 et 18 ans",
    });
    expect(schema.safeParse({ name: 'Bébé', birth_month: 11, birth_year: 2025 }).success).toBe(true);
  });

  it('reads other as neutral and refuses unknown genders', () => {
    expect(schema.parse({ name: 'Sam', birth_month: 1, birth_year: 2019, gender: 'other' }).gender).toBe('neutral');
    expect(messages({ name: 'Sam', birth_month: 1, birth_year: 2019, gender: 'robot' })).toEqual({
      gender: 'Choisis fille, garçon ou neutre',
    });
  });

  it('bounds the name', () => {
    expect(messages({ name: 'x'.repeat(10_000), birth_month: 1, birth_year: 2019 })).toEqual({
      name: 'Le prénom ne peut pas dépasser 50 caractères',
    });
  });

  it('accepts letters of any script, spaces, hyphens and apostrophes (decision 0020)', () => {
    for (const name of [
      'Léa',
      'Jean-Baptiste',
      "N'Golo",
      "N'Diaye",
      'Zoë Marie',
      'أمينة',
      'Ngọc',
      'Øyvind',
      'Enfant test',
    ]) {
      expect(schema.safeParse({ name, birth_month: 1, birth_year: 2019 }).success, name).toBe(true);
    }
  });

  it('refuses digits, symbols, markup and lone separators with one French message', () => {
    for (const name of [
      'Léo2',
      'Léa <b>',
      'Emma!',
      'a_b',
      '{{name}}',
      '[ENFANT_1]',
      '-',
      "Léa'",
      'Jean--Paul',
      'Léa\nEmma',
      '😀',
    ]) {
      expect(messages({ name, birth_month: 1, birth_year: 2019 }), name).toEqual({
        name: "Le prénom ne peut contenir que des lettres, des espaces, des traits d'union et des apostrophes",
      });
    }
  });

  it('keeps a name in one Unicode form, so the same name is the same text', () => {
    const decomposed = 'Le\u0301a';
    expect(schema.parse({ name: decomposed, birth_month: 1, birth_year: 2019 }).name).toBe('Léa');
  });

  it('accepts a name stored before the rule while the child is corrected', () => {
    const stored = childBodySchema(today, 'Léo 2');
    expect(stored.parse({ name: 'Léo 2', birth_month: 1, birth_year: 2019 }).name).toBe('Léo 2');
    expect(stored.safeParse({ name: 'Léo 3', birth_month: 1, birth_year: 2019 }).success).toBe(false);
  });
});

describe('test child', () => {
  it('defaults to a 6-year-old boy and keeps the age within 2 to 16', () => {
    expect(testChildBody.parse({})).toEqual({ age: 6, gender: 'boy' });
    expect(testChildBody.safeParse({ age: 1 }).success).toBe(false);
    expect(testChildBody.safeParse({ age: 17 }).success).toBe(false);
    expect(testChildBody.parse({ age: 16, gender: 'girl' })).toEqual({ age: 16, gender: 'girl' });
  });
});

describe('storedGender', () => {
  it('keeps girl and boy, and reads anything else as neutral', () => {
    expect(storedGender('girl')).toBe('girl');
    expect(storedGender('boy')).toBe('boy');
    expect(storedGender('other')).toBe('neutral');
    expect(storedGender(null)).toBe('neutral');
  });
});
