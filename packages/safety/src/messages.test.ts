import { describe, expect, it } from 'vitest';
import { wordingBand } from './age-wording.js';
import { sensitiveGuidance } from './guidance.js';
import { answerFallbackMessage, distressMessage, refusalMessage } from './messages.js';
import { type SensitiveTopic, distressCategories, refusalCategories } from './types.js';

const categories = refusalCategories;
const topics: SensitiveTopic[] = [
  'death',
  'babies',
  'body',
  'divorce',
  'illness',
  'war',
  'racism',
  'disability',
  'religion',
  'differences',
  'magic',
  'fear',
  'sadness',
];
const everyAge = Array.from({ length: 18 }, (_, index) => index + 1);

describe('wording bands (product.md#answers-by-age-band)', () => {
  it('are up to 6, 7 to 10, and 11 and over', () => {
    expect([1, 6, 7, 10, 11, 18].map(wordingBand)).toEqual([
      'up_to_6',
      'up_to_6',
      '7_to_10',
      '7_to_10',
      '11_plus',
      '11_plus',
    ]);
  });

  it('give an unknown age the simplest words', () => {
    expect(wordingBand(Number.NaN)).toBe('up_to_6');
  });
});

describe('distress messages', () => {
  it.each(distressCategories)('give 3114 and 119 to a child of every age (%s)', (category) => {
    for (const age of everyAge) {
      const message = distressMessage(category, age);
      expect(message).toContain('3114');
      expect(message).toContain('119');
      expect(message).toMatch(/tout de suite|vite|dès maintenant/);
    }
  });

  it('tell an abused child it is not their fault', () => {
    for (const age of everyAge) expect(distressMessage('abuse', age)).toMatch(/(pas|jamais) ta faute/);
  });

  it('are worded for each band', () => {
    for (const category of distressCategories) {
      expect(new Set([4, 8, 13].map((age) => distressMessage(category, age))).size).toBe(3);
    }
  });
});

describe('refusal messages', () => {
  it.each(categories)('exist for every band and send the child to a parent or a trusted adult (%s)', (category) => {
    const worded = [4, 8, 13].map((age) => refusalMessage(category, age));
    expect(new Set(worded).size).toBe(3);
    for (const message of worded) expect(message).toMatch(/parents|un grand|adulte de confiance|question/);
  });

  it('keep the youngest band short', () => {
    for (const category of categories) expect(refusalMessage(category, 5).length).toBeLessThan(200);
  });

  it('replace a refused answer with a fallback for each band', () => {
    expect(new Set([4, 8, 13].map(answerFallbackMessage)).size).toBe(3);
  });
});

describe('sensitive guidance', () => {
  it.each(topics)('tells the model how to answer, for the child’s age (%s)', (topic) => {
    const young = sensitiveGuidance(topic, 5);
    const older = sensitiveGuidance(topic, 12);
    expect(young).toContain('6 ans ou moins');
    expect(older).toContain('11 ans ou plus');
    for (const guidance of [young, older]) {
      expect(guidance).toMatch(/^[a-zà-ÿ’]/);
      expect(guidance).toContain('invitant à en parler avec son parent');
    }
  });

  it('covers puberty for 11 and over only', () => {
    expect(sensitiveGuidance('body', 12)).toContain('puberté');
    expect(sensitiveGuidance('body', 5)).not.toContain('puberté');
  });
});
