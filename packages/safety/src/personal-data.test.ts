import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS, FRENCH_PHONE, NAMED_SCHOOL, STREET_ADDRESS } from './rules/personal-data.js';

describe('French phone numbers', () => {
  it.each([
    '06 12 34 56 78',
    '0612345678',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '01 23 45 67 89',
    '+33 6 12 34 56 78',
    '+33612345678',
    '0033 6 12 34 56 78',
    'mon numéro c’est 07 12 34 56 78 appelle moi',
  ])('finds %s', (text) => expect(FRENCH_PHONE.test(text)).toBe(true));

  it.each([
    'appelle le 3114',
    'le 119 répond',
    'le 15, le 17, le 18 et le 112',
    '0 800 23 13 13',
    'il y a 1000000000 étoiles',
    'en 2024, 2025 et 2026',
    '06 12 34',
    '061234567890',
  ])('leaves %s alone', (text) => expect(FRENCH_PHONE.test(text)).toBe(false));
});

describe('street addresses', () => {
  it.each([
    'j’habite au 12 rue des Lilas',
    '3 bis avenue Foch',
    '12, allée des Pins',
    '5 impasse des roses',
    '1 place de la Mairie',
    '27 bd Voltaire',
    '8 Résidence les Tilleuls',
  ])('finds %s', (text) => expect(STREET_ADDRESS.test(text)).toBe(true));

  it.each([
    'il y a 3 rues dans mon village',
    'il reste 1 place dans le bus',
    'j’ai 4 cours de maths',
    'pourquoi il y a 7 jours',
    'la rue est grande',
  ])('leaves %s alone', (text) => expect(STREET_ADDRESS.test(text)).toBe(false));
});

describe('emails and named schools', () => {
  it('finds an email address', () => {
    expect(EMAIL_ADDRESS.test('écris à lea.martin@gmail.com')).toBe(true);
    expect(EMAIL_ADDRESS.test('je suis @ la maison')).toBe(false);
  });

  it('finds a school named with capitals, not a kind of school', () => {
    expect(NAMED_SCHOOL.test('je vais à l’école Jean Jaurès')).toBe(true);
    expect(NAMED_SCHOOL.test('au collège Saint-Joseph')).toBe(true);
    expect(NAMED_SCHOOL.test('l’école maternelle Les Lilas')).toBe(true);
    expect(NAMED_SCHOOL.test('pourquoi on va à l’école le matin')).toBe(false);
    expect(NAMED_SCHOOL.test('je suis à l’école Maternelle')).toBe(false);
    expect(NAMED_SCHOOL.test('une école Montessori')).toBe(false);
  });
});
