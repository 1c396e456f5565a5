import type { QuestionTopic } from '@pourquoi/shared';
import { topicShelves } from './offline/corpus/index.js';
import { corpusMatcher } from './offline/corpus-matcher.js';

/**
 * What a question is about, whichever engine answers it: the offline library's matcher
 * finds the topic, its shelf is the subject.
 */
export function questionTopic(question: string): QuestionTopic {
  const match = corpusMatcher().match(question);
  return (match && topicShelves.get(match.topic.id)) ?? 'other';
}
