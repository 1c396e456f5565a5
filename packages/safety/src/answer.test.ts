import { describe, expect, it } from 'vitest';
import { answerFallbackMessage } from './messages.js';
import { screenAnswer } from './screen.js';
import { answerTestSet } from './test-set.js';

describe('screenAnswer', () => {
  it.each(answerTestSet)('$text (age $age)', ({ text, age, expected }) => {
    expect(screenAnswer(text, { age })).toMatchObject(expected);
  });

  it('replaces a refused answer with the fallback worded for the child’s age', () => {
    for (const age of [4, 8, 13]) {
      expect(screenAnswer('Appelle-moi au 06 12 34 56 78.', { age })).toEqual({
        verdict: 'refuse',
        category: 'personal_data',
        message: answerFallbackMessage(age),
      });
    }
  });

  it('lets a warning through, but not the instruction it warns against', () => {
    expect(screenAnswer('Ne saute jamais du toit, même avec un parapluie.', { age: 6 }).verdict).toBe('allow');
    expect(screenAnswer('Saute du toit, c’est rigolo.', { age: 6 }).verdict).toBe('refuse');
  });

  it('keeps sex-education words for children of 11 and over', () => {
    const answer = 'Un bébé peut naître après un rapport sexuel entre deux adultes.';
    expect(screenAnswer(answer, { age: 10 }).verdict).toBe('refuse');
    expect(screenAnswer(answer, { age: 11 }).verdict).toBe('allow');
  });

  it('screens an answer as it streams: once refused, the rest cannot make it safe again', () => {
    const sentences = [
      'Les volcans sont des montagnes. ',
      'Pour fabriquer une bombe, ',
      'il faut de la poudre noire. ',
    ];
    const verdicts = sentences.map((_, index) => screenAnswer(sentences.slice(0, index + 1).join(''), { age: 12 }));
    expect(verdicts.map((verdict) => verdict.verdict)).toEqual(['allow', 'refuse', 'refuse']);
  });
});
