import type { QuestionTopic } from '@pourquoi/shared';
import { corpus, topicShelves } from './offline/corpus/index.js';
import { createTopicMatcher, type TopicMatcher } from './offline/matcher.js';

let matcher: TopicMatcher | undefined;

/**
 * What a question is about, whichever engine answers it: the offline library's matcher
 * finds the topic, its shelf is the subject (built on first use, ~65 µs a question after).
 */
export function questionTopic(question: string): QuestionTopic {
  matcher ??= createTopicMatcher(corpus);
  const match = matcher.match(question);
  return (match && topicShelves.get(match.topic.id)) ?? 'other';
}
