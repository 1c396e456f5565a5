import { corpus } from './corpus/index.js';
import { createTopicMatcher, type TopicMatch, type TopicMatcher } from './matcher.js';

/** Questions whose match is kept: more than a busy instance has between a question and its answer. */
const REMEMBERED_QUESTIONS = 256;

let shared: TopicMatcher | undefined;

/**
 * The corpus's matcher, one per process, built on first use. A question is matched twice —
 * for its topic when it is recorded, for its answer just after (~60 µs each, the BM25 search) —
 * so the latest questions' matches are kept: the second one is a map lookup.
 */
export function corpusMatcher(): TopicMatcher {
  if (shared) return shared;
  const matcher = createTopicMatcher(corpus);
  const recent = new Map<string, TopicMatch | null>();
  shared = {
    match(question) {
      if (recent.has(question)) return recent.get(question)!;
      const match = matcher.match(question);
      if (recent.size >= REMEMBERED_QUESTIONS) recent.delete(recent.keys().next().value!);
      recent.set(question, match);
      return match;
    },
    matchWithin: (question, frame) => matcher.matchWithin(question, frame),
    nearest: (question, count) => matcher.nearest(question, count),
  };
  return shared;
}
