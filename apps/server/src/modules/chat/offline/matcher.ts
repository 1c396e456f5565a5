import MiniSearch, { type SearchResult } from 'minisearch';
import { frenchTerm } from './french-terms.js';
import type { Topic } from './topic.js';

/**
 * The score per meaningful word a question's best topic needs to be answered with it.
 * BM25 adds one score per matching word, so dividing by the question's words lets one
 * threshold fit "pourquoi il pleut" and a parent's long sentence alike, and keeps a question
 * about something else that shares one word with a topic ("un camion rouge") below it.
 * Calibrated on `sampleQuestions`: the lowest question that names a topic scores 6.55, the
 * highest unrelated one 4.33; 5.5 sits between them, a little nearer the unrelated side
 * because "je ne sais pas encore" does less harm than an answer to another question.
 */
export const MIN_SCORE_PER_WORD = 5.5;

/** MiniSearch's own tokenizer (spaces and punctuation, apostrophes and hyphens included). */
const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

export interface TopicMatch {
  topic: Topic;
  /** Score per meaningful word of the question, the number compared with the threshold. */
  score: number;
}

export interface TopicMatcher {
  /** The topic a question asks about, or null when no topic is close enough to answer with. */
  match(question: string): TopicMatch | null;
  /**
   * The topic a short question asks about in the frame of an earlier one (« et le soir ? »
   * after « pourquoi le ciel est bleu ? »): searched together, the topic must match the
   * question's own words.
   */
  matchWithin(question: string, frame: string): TopicMatch | null;
}

export function createTopicMatcher(topics: readonly Topic[], minScorePerWord = MIN_SCORE_PER_WORD): TopicMatcher {
  const index = new MiniSearch<Topic>({
    fields: ['title', 'phrasings'],
    extractField: (topic, field) =>
      field === 'phrasings' ? topic.phrasings.join('\n') : topic[field as 'id' | 'title'],
    tokenize,
    processTerm: frenchTerm,
    searchOptions: {
      // Typos only in words long enough for one wrong letter to leave them recognisable.
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      prefix: (term) => term.length >= 3,
    },
  });
  index.addAll(topics);
  const byId = new Map(topics.map((topic) => [topic.id, topic]));

  const terms = (text: string) => tokenize(text).flatMap((word) => frenchTerm(word) ?? []);
  const scored = (best: SearchResult | undefined, text: string): TopicMatch | null => {
    if (!best) return null;
    const score = best.score / terms(text).length;
    const topic = byId.get(best.id as string);
    return topic && score >= minScorePerWord ? { topic, score } : null;
  };

  return {
    match: (question) => scored(index.search(question)[0], question),
    matchWithin(question, frame) {
      const own = new Set(terms(question));
      const text = `${frame} ${question}`;
      return scored(
        index.search(text).find((result) => result.queryTerms.some((term) => own.has(term))),
        text,
      );
    },
  };
}
