import { checkInMessage, distressSignal } from '@pourquoi/safety';
import { KNOWN_QUESTIONS_OFFERED, ageBandFor } from '@pourquoi/shared';
import { corpusMatcher } from './corpus-matcher.js';
import { type FollowUpKind, followUpAnswer } from './follow-up.js';
import { threadTopic } from './thread-topic.js';
import type { ChildAddress } from './unknown-answer.js';
import { unknownAnswer } from './unknown-answer.js';

/** The match a message carrying a sign of distress needs to be answered with its topic. */
const CONFIDENT_MATCH = 0.9;

export interface OfflineChild extends ChildAddress {
  age: number;
}

export interface OfflineAnswer {
  text: string;
  /** The topic answered, or null when the answer says "je ne sais pas encore" (or checks in on the child). */
  topicId: string | null;
  /** True when the answer is "je ne sais pas encore": the question then does not count (decision 0022). */
  unknown?: true;
  /** With `unknown`: the titles of the known questions nearest this one (« Je connais la réponse à… »). */
  knownQuestions?: string[];
}

export interface OfflineEngine {
  /**
   * `followUp`: the child rated the first answer too hard, or asked for more. `earlier`: the
   * conversation's earlier questions, oldest first, that a short one (« et pourquoi ? ») leans on.
   */
  answer(question: string, child: OfflineChild, followUp?: FollowUpKind, earlier?: readonly string[]): OfflineAnswer;
}

/**
 * The answer engine behind AI_PROVIDER=offline: the corpus's answer for the child's age band
 * when a topic matches (a short follow-up: the conversation's topic), an honest "je ne sais pas
 * encore" otherwise, except to a message that carries a sign of distress: that one gets an
 * adult to talk to and the help numbers (product.md#d16-child-safety-first).
 */
export function createOfflineEngine(): OfflineEngine {
  const matcher = corpusMatcher();
  return {
    answer(question, child, followUp, earlier = []) {
      const band = ageBandFor(child.age).id;
      // A child in distress is not told about black holes because it wrote "idées noires".
      const signal = distressSignal(question, { age: child.age });
      if (signal === 'strong') return { text: checkInMessage(child.age), topicId: null };
      const found = threadTopic(matcher, [...earlier, question]);
      // « je suis triste tout le temps » is not « pourquoi on est triste ? »: a worry answered
      // with a topic must be the topic's own question, said nearly whole.
      if (signal && (!found || found.score < CONFIDENT_MATCH))
        return { text: checkInMessage(child.age), topicId: null };
      if (!found) {
        const knownQuestions = matcher.nearest(question, KNOWN_QUESTIONS_OFFERED).map((topic) => topic.title);
        return { text: unknownAnswer(band, child), topicId: null, unknown: true, knownQuestions };
      }
      const kind = followUp ?? found.followUp;
      const text = kind ? followUpAnswer(found.topic, band, kind) : found.topic.answers[band];
      return { text, topicId: found.topic.id };
    },
  };
}
