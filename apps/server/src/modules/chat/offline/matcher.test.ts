import { describe, expect, it } from 'vitest';
import { corpus } from './corpus/index.js';
import { createTopicMatcher, MIN_SCORE_PER_WORD } from './matcher.js';
import { sampleQuestions } from './sample-questions.js';

describe('matching a question to a topic', () => {
  const matcher = createTopicMatcher(corpus);

  it('is tested on at least 40 questions that name a topic, and on unrelated ones', () => {
    expect(sampleQuestions.filter(([, topicId]) => topicId !== null).length).toBeGreaterThanOrEqual(40);
    expect(sampleQuestions.filter(([, topicId]) => topicId === null).length).toBeGreaterThanOrEqual(10);
  });

  it.each(sampleQuestions)('%j → %s', (question, topicId) => {
    expect(matcher.match(question)?.topic.id ?? null).toBe(topicId);
  });

  it('reports the score it compared with the threshold', () => {
    const match = matcher.match('pourquoi les étoiles brillent');
    expect(match?.score).toBeGreaterThanOrEqual(MIN_SCORE_PER_WORD);
  });

  it('answers nothing below the threshold it is given', () => {
    expect(createTopicMatcher(corpus, Number.POSITIVE_INFINITY).match('Pourquoi le ciel est bleu ?')).toBeNull();
  });
});
