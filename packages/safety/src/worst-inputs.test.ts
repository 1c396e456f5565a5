import { describe, expect, it } from 'vitest';
import { WORST_INPUT_LENGTH, worstInputs } from './evaluation/worst-inputs.js';
import { screenAnswer, screenQuestion } from './screen.js';

// What these inputs cost is a clock figure: bench/safety-budget.ts holds it to its budget in CI.
describe('screening the worst shapes of input', () => {
  const inputs = worstInputs();

  it('covers every Unicode space and the separators, digits and half-patterns rules read', () => {
    expect(inputs.length).toBeGreaterThan(150);
    expect(inputs.every(({ text }) => text.length === WORST_INPUT_LENGTH)).toBe(true);
  });

  // Twice each: a rule that kept state between calls (a /g pattern's lastIndex) would differ.
  it.each(inputs.map(({ name, text }) => [name, text] as const))('gives one verdict: %s', (_name, text) => {
    const screenings = [
      () => screenQuestion(text, { age: 9 }),
      () => screenQuestion(text, { age: 9, purpose: 'story' }),
      () => screenAnswer(text, { age: 9 }),
    ];
    for (const screen of screenings) expect(screen()).toEqual(screen());
  });
});
