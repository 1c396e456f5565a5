import { describe, expect, it } from 'vitest';
import {
  type CharacterGender,
  createCharacterSheet,
  describeCharacterSheet,
  HAIR_STYLES,
  normalizeCharacterSheet,
} from './character-sheet.js';

const sheet = (seed: string, gender: CharacterGender = 'girl', age = 6, name = 'Léa') =>
  createCharacterSheet({ seed, name, gender, age });

const HEX = /^#[0-9a-f]{6}$/;

describe('character sheets', () => {
  it('are the same for the same seed', () => {
    expect(sheet('child-1')).toEqual(sheet('child-1'));
    expect(sheet('5f0c2a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', 'boy', 8)).toEqual(
      sheet('5f0c2a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', 'boy', 8),
    );
  });

  it('differ from one seed to another', () => {
    const looks = new Set(
      Array.from({ length: 40 }, (_, i) => {
        const { skin, hair, eyes, top, bottom, shoes, accessory } = sheet(`child-${i}`);
        return JSON.stringify({ skin, hair, eyes, top, bottom, shoes, accessory });
      }),
    );
    expect(looks.size).toBe(40);
    expect(sheet('child-a')).not.toEqual(sheet('child-b'));
  });

  it('are plain JSON, with colours the drawings can use', () => {
    const look = sheet('child-json', 'neutral', 4);
    expect(JSON.parse(JSON.stringify(look))).toEqual(look);
    for (const hex of [
      look.skin.hex,
      look.hair.hex,
      look.eyes.hex,
      look.top.hex,
      look.top.patternHex,
      look.bottom.hex,
      look.shoes.hex,
      look.accessory.hex,
    ]) {
      expect(hex).toMatch(HEX);
    }
    expect(look).toMatchObject({ version: 1, seed: 'child-json', name: 'Léa', gender: 'neutral', age: 4 });
  });

  it('lean on gender without ruling anything out', () => {
    const styles = (gender: CharacterGender) =>
      Array.from({ length: 600 }, (_, i) => sheet(`lean-${i}`, gender).hair.style);
    const boys = styles('boy');
    const girls = styles('girl');
    // Every hair style can happen to every child...
    expect(new Set(boys)).toEqual(new Set(HAIR_STYLES));
    expect(new Set(girls)).toEqual(new Set(HAIR_STYLES));
    // ...only the odds differ.
    const long = (list: string[]) =>
      list.filter((style) => ['long', 'ponytail', 'braids', 'pigtails'].includes(style)).length;
    expect(long(girls)).toBeGreaterThan(long(boys));
    expect(Array.from({ length: 600 }, (_, i) => sheet(`dress-${i}`, 'boy').top.kind)).toContain('dress');
  });

  it('keep the age sensible', () => {
    expect(sheet('age', 'girl', 0).age).toBe(1);
    expect(sheet('age', 'girl', 99).age).toBe(14);
    expect(sheet('age', 'girl', Number.NaN).age).toBe(6);
  });

  it('describe the look for an image prompt, in English or French', () => {
    const look = sheet('child-describe', 'girl', 6);
    const english = describeCharacterSheet(look);
    expect(english).toMatch(/^a 6-year-old girl with /);
    expect(english).toContain(look.hair.color);
    expect(english).toContain(`${look.eyes.color} eyes`);
    expect(english).toContain('wearing');
    expect(english).not.toMatch(/undefined|null|\ba [aeiou]/);
    const french = describeCharacterSheet(look, 'fr');
    expect(french).toMatch(/^une fille de 6 ans /);
    expect(french).toContain('qui porte');
    expect(describeCharacterSheet(sheet('x', 'boy', 8))).toMatch(/^an 8-year-old boy with /);
    expect(describeCharacterSheet(sheet('y', 'neutral', 1), 'fr')).toMatch(/^un enfant de 1 an /);
  });

  it('read back stored data safely, filling what is missing or odd', () => {
    const look = sheet('stored');
    expect(normalizeCharacterSheet(JSON.parse(JSON.stringify(look)))).toEqual(look);
    const damaged = normalizeCharacterSheet({ ...look, hair: { style: 'mohawk', hex: '"/><script>' }, top: null });
    expect(damaged.hair.style).toBe(look.hair.style);
    expect(damaged.hair.hex).toBe(look.hair.hex);
    expect(damaged.top).toEqual(look.top);
    const empty = normalizeCharacterSheet(undefined);
    expect(empty.hair.hex).toMatch(HEX);
    expect(() => describeCharacterSheet(empty)).not.toThrow();
  });
});
