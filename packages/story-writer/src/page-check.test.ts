import { describe, expect, it } from 'vitest';
import { agreeWithText, clashingHour, undrawn } from './page-check.js';
import type { PageMoment } from './vocabulary.js';

const moment = (overrides: Partial<PageMoment> = {}): PageMoment => ({
  setting: 'farm',
  timeOfDay: 'day',
  action: 'explore',
  props: ['flower'],
  ...overrides,
});
const characters = [
  { name: 'le coq', prop: 'bird' as const },
  { name: 'Crêpe', prop: 'cake' as const },
  { name: 'le clown' },
];

describe('page check', () => {
  it('finds the characters a page names that its picture leaves out, drawable ones only', () => {
    const text = 'Le coq dirige la fête. Crêpe applaudit, et le clown aussi.';
    expect(undrawn(text, moment(), characters)).toEqual(['bird', 'cake']);
    expect(undrawn(text, moment({ props: ['bird', 'cake'] }), characters)).toEqual([]);
    expect(undrawn('Un cocorico au loin : coquelicots partout.', moment(), characters)).toEqual([]);
  });

  it('knows the hour a text tells, and lets evening and night agree', () => {
    expect(clashingHour('Léa se glisse sous sa couette.', 'day')).toBe('night');
    expect(clashingHour('Léa se glisse sous sa couette.', 'dusk')).toBeNull();
    expect(clashingHour('Le soleil brille sur la ferme.', 'night')).toBe('day');
    expect(clashingHour('La lampe est sur la table de nuit, près du volcan endormi.', 'day')).toBeNull();
    expect(clashingHour('La couronne a disparu pendant la nuit.', 'day')).toBeNull();
  });

  it('makes the picture follow the words: named characters first, within the props allowed', () => {
    const agreed = agreeWithText(
      'Le coq chante : il fait nuit.',
      moment({ props: ['flower', 'sun', 'star', 'cloud'] }),
      characters,
      4,
    );
    expect(agreed).toMatchObject({ timeOfDay: 'night', props: ['bird', 'flower', 'sun', 'star'] });
  });
});
