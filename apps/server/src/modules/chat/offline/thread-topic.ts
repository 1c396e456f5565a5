import type { FollowUpKind } from './follow-up.js';
import { foldFrench, frenchTerm } from './french-terms.js';
import type { TopicMatcher } from './matcher.js';
import type { Topic } from './topic.js';

/** What a question asks in its conversation: a topic and, for « et pourquoi ? », how to answer it again. */
export interface ThreadTopic {
  topic: Topic;
  followUp?: FollowUpKind;
  /** How closely the question matched its topic (0 to 1); a follow-up on the topic before counts as 1. */
  score: number;
}

/** Short questions that ask the answer again, more simply (the words folded, punctuation gone). */
const ASKS_SIMPLER =
  /^(?:(?:et |mais )?c est quoi(?: ca)?|ca veut dire quoi|quoi|hein|je (?:ne |n )?comprends? (?:pas|rien)|(?:j |je n )ai (?:pas|rien) compris|pas compris)$/;
/** Short questions that ask for more, besides those without a word of their own (« et pourquoi ? »). */
const ASKS_MORE = /^(?:et |mais )?(?:ah bon|apres|c est vrai|et alors)$/;
/** « et la lune ? »: a new subject in the frame of the question before. */
const LEANS_ON_BEFORE = /^(?:et|mais) /;

/**
 * A question read in the light of the topic before it (decision 0012): « et pourquoi ? » and « c'est
 * quoi ça ? » ask about that topic again (more, or more simply); « et le soir ? » after the
 * blue sky is the red sky of the evening; any other question is read on its own.
 */
export function topicInThread(matcher: TopicMatcher, question: string, previous: Topic | null): ThreadTopic | null {
  if (previous) {
    const words = foldFrench(question)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const simpler = ASKS_SIMPLER.test(words);
    const hasOwnWord = words.split(' ').some((word) => frenchTerm(word) !== null);
    if (simpler || ASKS_MORE.test(words) || !hasOwnWord) {
      return { topic: previous, followUp: simpler ? 'too_hard' : 'more_info', score: 1 };
    }
    const framed = LEANS_ON_BEFORE.test(words)
      ? matcher.matchWithin(question, [previous.title, ...previous.phrasings].join(' '))
      : null;
    if (framed) return { topic: framed.topic, score: framed.score };
  }
  const match = matcher.match(question);
  return match && { topic: match.topic, score: match.score };
}

/** The topic of the last of these questions (oldest first), each read in the light of the one before. */
export function threadTopic(matcher: TopicMatcher, questions: readonly string[]): ThreadTopic | null {
  let current: ThreadTopic | null = null;
  for (const question of questions) current = topicInThread(matcher, question, current?.topic ?? null);
  return current;
}
