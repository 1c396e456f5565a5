import { describe, expect, it } from 'vitest';
import { corpus } from './corpus/index.js';
import { createTopicMatcher, MIN_PHRASING_COVERAGE, MIN_QUESTION_COVERAGE } from './matcher.js';
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

  it('reports the score it compared with the thresholds', () => {
    const match = matcher.match('pourquoi les étoiles brillent');
    expect(match?.score).toBeGreaterThanOrEqual(Math.min(MIN_QUESTION_COVERAGE, MIN_PHRASING_COVERAGE));
  });

  it('answers nothing below the thresholds it is given', () => {
    const strict = createTopicMatcher(corpus, { question: 1.01, phrasing: 0, answerWord: 0, wholePhrasing: 1.01 });
    expect(strict.match('Pourquoi le ciel est bleu ?')).toBeNull();
  });

  it.each([
    // A word shared with a topic is not enough: the question is about something else.
    ['quel est le plus long fleuve du monde', 'tunnels'],
    ['quelle heure est-il à Tokyo', 'twenty-four-hours'],
  ])('does not answer %j with the topic that shares a word (%s)', (question, near) => {
    expect(matcher.match(question)?.topic.id ?? null).not.toBe(near);
  });

  it('reads phonetic and SMS spelling', () => {
    expect(matcher.match('koman les abeilles elles font le miel')?.topic.id).toBe('bees-honey');
    expect(matcher.match('pkoi les orti ça pik')?.topic.id).toBe('nettles-sting');
    expect(matcher.match('pourquoi le tonere sa fait boum')?.topic.id).toBe('thunderstorm');
  });

  it('prefers the topic that uses the words as typed when two share the same stems', () => {
    expect(matcher.match('pourquoi y a des gens qui sont gauchers')?.topic.id).toBe('left-handed');
  });
});
