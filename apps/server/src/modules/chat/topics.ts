import type { QuestionTopic } from '@pourquoi/shared';
import { topicShelves } from './offline/corpus/index.js';
import { corpusMatcher } from './offline/corpus-matcher.js';
import { threadTopic } from './offline/thread-topic.js';

/**
 * What a question is about, whichever engine answers it: the offline library's matcher finds
 * the topic (« et pourquoi ? » the one of the `earlier` questions), its shelf is the subject.
 */
export function questionTopic(question: string, earlier: readonly string[] = []): QuestionTopic {
  const found = threadTopic(corpusMatcher(), [...earlier, question]);
  return (found && topicShelves.get(found.topic.id)) ?? 'other';
}
