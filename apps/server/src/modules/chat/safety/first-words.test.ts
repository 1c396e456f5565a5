import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../offline/engine.js';
import { sampleQuestions } from '../offline/sample-questions.js';
import { normalize } from './normalize.js';
import { type FirstWords, phraseFirstWords, phraseSource } from './phrases.js';
import { answerRefusals } from './rules/answer-refusals.js';
import { distressRules } from './rules/distress.js';
import { ALCOHOL_AND_TOBACCO, DRUGS, EXPLICIT, SLURS, WEAPONS } from './rules/lexicon.js';
import { questionRefusals } from './rules/question-refusals.js';
import { sensitiveTopics } from './rules/sensitive-topics.js';
import { answerTestSet, questionTestSet } from './test-set.js';

const starts = (found: FirstWords | null) => found && { words: [...found.words].sort(), prefixes: found.prefixes };

describe('the first words of a phrase', () => {
  it('are its first word, normalised, or the beginning of a prefix', () => {
    expect(starts(phraseFirstWords('tuer'))).toEqual({ words: ['tuer'], prefixes: [] });
    expect(starts(phraseFirstWords('TUÉÉÉ des'))).toEqual({ words: ['tuer'], prefixes: [] });
    expect(starts(phraseFirstWords('drogu* dure'))).toEqual({ words: [], prefixes: ['drogu'] });
    // "c’est" is two words once normalised: the first is whole, the star is the last one's.
    expect(starts(phraseFirstWords('c’est*'))).toEqual({ words: ['c'], prefixes: [] });
  });

  it('are each alternative of a first group', () => {
    expect(starts(phraseFirstWords('(mon|ma petite|drogu*) sœur'))).toEqual({
      words: ['ma', 'mon'],
      prefixes: ['drogu'],
    });
  });

  it('go on to the next word past an optional group or an exclusion', () => {
    expect(starts(phraseFirstWords('(pourquoi|) tuer'))).toEqual({ words: ['pourquoi', 'tuer'], prefixes: [] });
    expect(starts(phraseFirstWords('!(bombe à eau) bombe*'))).toEqual({ words: [], prefixes: ['bombe'] });
  });

  it('are unknown when a match may start with any word', () => {
    expect(phraseFirstWords('… bombe')).toBeNull();
    expect(phraseFirstWords('# ans')).toBeNull();
    expect(phraseFirstWords('(comment|) … bombe')).toBeNull();
    expect(phraseFirstWords('(a|)')).toBeNull();
  });
});

describe('the first-words filter', () => {
  const phrases = [
    ...[...distressRules, ...questionRefusals, ...sensitiveTopics, ...answerRefusals].flatMap(
      (rule) => rule.phrases ?? [],
    ),
    // The story wishes' rules are made of these.
    WEAPONS,
    DRUGS,
    ALCOHOL_AND_TOBACCO,
    ...EXPLICIT,
    ...SLURS,
  ];
  const engine = createOfflineEngine();
  const texts = [
    ...questionTestSet.map((entry) => entry.text),
    ...answerTestSet.map((entry) => entry.text),
    ...sampleQuestions.flatMap(([question]) => [
      question,
      ...[4, 8, 12].map((age) => engine.answer(question, { age, name: 'Léa', gender: 'girl' }).text),
    ]),
  ].map((text) => ` ${normalize(text)} `);

  it('never passes over a text that a phrase matches (every phrase, every text we have)', () => {
    let matches = 0;
    for (const phrase of phrases) {
      const first = phraseFirstWords(phrase);
      const expression = new RegExp(phraseSource(phrase), 'g');
      for (const text of texts) {
        for (const match of text.matchAll(expression)) {
          matches += 1;
          const word = match[0].trimStart().split(' ')[0] ?? '';
          const covered =
            first === null || first.words.includes(word) || first.prefixes.some((prefix) => word.startsWith(prefix));
          expect(covered, `"${phrase}" matched "${match[0]}", starting with a word it does not list`).toBe(true);
        }
      }
    }
    // The safety test sets hold a match for most rules: the check above has something to check.
    expect(matches).toBeGreaterThan(300);
  });

  it('knows where most phrases start, so most rules are passed over on an ordinary text', () => {
    const known = phrases.filter((phrase) => phraseFirstWords(phrase) !== null).length;
    expect(known / phrases.length).toBeGreaterThan(0.8);
  });
});
