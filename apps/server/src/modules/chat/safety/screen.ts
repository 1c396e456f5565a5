import { compileRules, firstMatch, screenedText } from './engine.js';
import { sensitiveGuidance } from './guidance.js';
import { answerFallbackMessage, distressMessage, refusalMessage } from './messages.js';
import { answerRefusals } from './rules/answer-refusals.js';
import { distressRules } from './rules/distress.js';
import { questionRefusals } from './rules/question-refusals.js';
import { sensitiveTopics } from './rules/sensitive-topics.js';
import type { Screening } from './types.js';

const distress = compileRules(distressRules);
const refusals = compileRules(questionRefusals);
const sensitive = compileRules(sensitiveTopics);
const answerRules = compileRules(answerRefusals);

/**
 * A question, before any model sees it (DESIGN decision 10). A child in distress comes
 * first, then what is refused, then the delicate topics that only need care.
 */
export function screenQuestion(text: string, child: { age: number }): Screening {
  const screened = screenedText(text);
  const danger = firstMatch(distress, screened, child.age);
  if (danger) return { verdict: 'distress', category: danger, message: distressMessage(danger, child.age) };
  const refused = firstMatch(refusals, screened, child.age);
  if (refused) return { verdict: 'refuse', category: refused, message: refusalMessage(refused, child.age) };
  const topic = firstMatch(sensitive, screened, child.age);
  if (topic) return { verdict: 'sensitive', topic, guidance: sensitiveGuidance(topic, child.age) };
  return { verdict: 'allow' };
}

/**
 * A model's answer, before the child sees it: allowed, or refused with the message that
 * replaces it. Screening the whole answer so far is what lets a streamed answer through
 * sentence by sentence.
 */
export function screenAnswer(text: string, child: { age: number }): Screening {
  const refused = firstMatch(answerRules, screenedText(text), child.age);
  return refused
    ? { verdict: 'refuse', category: refused, message: answerFallbackMessage(child.age) }
    : { verdict: 'allow' };
}
