import { describe, expect, it } from 'vitest';
import { corpusMatcher } from './corpus-matcher.js';
import { sampleQuestions } from './sample-questions.js';

describe('corpusMatcher', () => {
  it('finds each sample question its topic, again when asked again, after more questions than it keeps', () => {
    const matcher = corpusMatcher();
    const topicOf = (question: string) => matcher.match(question)?.topic.id ?? null;
    // Variants make the round longer than the 256 questions kept: early ones are matched anew.
    const round = [0, 1, 2].flatMap((variant) =>
      sampleQuestions.map(([question, topicId]) => [`${question}${' '.repeat(variant)}`, topicId] as const),
    );
    expect(round.length).toBeGreaterThan(256);
    for (let pass = 0; pass < 2; pass += 1) {
      for (const [question, topicId] of round) expect(topicOf(question), question).toBe(topicId);
    }
    expect(corpusMatcher()).toBe(matcher);
  });
});
