import { classifyWords, committedModel } from './classifier/model.js';
import { decide, type RulesFinding, SURE } from './decision.js';
import { cancelledByException, compileRules, firstMatch, screenedText } from './engine.js';
import { sensitiveGuidance } from './guidance.js';
import { answerFallbackMessage, distressMessage, refusalMessage } from './messages.js';
import type { ScreeningContext } from './port.js';
import { answerRefusals } from './rules/answer-refusals.js';
import { distressRules } from './rules/distress.js';
import { questionRefusals } from './rules/question-refusals.js';
import { reassuringReadings } from './rules/reassuring.js';
import { sensitiveTopics } from './rules/sensitive-topics.js';
import { storyWishRules } from './rules/story-wish.js';
import type { Screening } from './types.js';

const distress = compileRules(distressRules);
const refusals = compileRules(questionRefusals);
const storyRefusals = compileRules([...questionRefusals, ...storyWishRules]);
const reassuring = compileRules(reassuringReadings);
const ageGatedRefusals = compileRules(questionRefusals.filter((rule) => rule.upToAge !== undefined));
const sensitive = compileRules(sensitiveTopics);
const answerRules = compileRules(answerRefusals);
// Loaded with the rules, so that the first child's question does not wait for it.
committedModel();

/** What the rules alone find: distress first, then what is refused, then a delicate topic. */
export function findWithRules(text: string, context: ScreeningContext): RulesFinding & { words: string } {
  const { age } = context;
  const screened = screenedText(text);
  const words = screened.words;
  const danger = firstMatch(distress, screened, age);
  if (danger) return { verdict: 'distress', category: danger, words };
  const refused = firstMatch(context.purpose === 'story' ? storyRefusals : refusals, screened, age);
  if (refused) return { verdict: 'refuse', category: refused, words };
  const topic = firstMatch(sensitive, screened, age);
  // A fear of dying, or alarming words whose innocent context a rule recognised, must not be
  // overturned by the classifier unless it is sure.
  const reassured =
    firstMatch(reassuring, screened, age) !== undefined ||
    cancelledByException(distress, screened, age) ||
    cancelledByException(refusals, screened, age);
  // The refusals that stop applying with age say which: their finding, past that age, is theirs to shield.
  const ageGated = firstMatch(ageGatedRefusals, screened, 0) !== undefined;
  if (topic) return { verdict: 'sensitive', topic, words, ageGated, reassured };
  return { verdict: 'allow', words, reassured };
}

function worded(finding: RulesFinding, age: number): Screening {
  switch (finding.verdict) {
    case 'distress':
      return { verdict: 'distress', category: finding.category, message: distressMessage(finding.category, age) };
    case 'refuse':
      return { verdict: 'refuse', category: finding.category, message: refusalMessage(finding.category, age) };
    case 'sensitive':
      return { verdict: 'sensitive', topic: finding.topic, guidance: sensitiveGuidance(finding.topic, age) };
    default:
      return { verdict: 'allow' };
  }
}

/**
 * A question, a story's wish or a name, before any model sees it
 * (product.md#d10-safety-screening, product.md#d16-child-safety-first): the rules and the classifier together (decision.ts), worded for the child's age.
 */
export function screenQuestion(text: string, context: ScreeningContext): Screening {
  const { words, ...rules } = findWithRules(text, context);
  const model = committedModel();
  const classified = classifyWords(words.trim() ? words.trim().split(' ') : [], model);
  // The classifier learnt from questions: a wish ("un dragon gentil, avec un chat roux") is
  // another kind of text, so it must be sure before it turns a bedtime story away.
  const thresholds =
    context.purpose === 'story'
      ? { distress: Math.max(model.thresholds.distress, SURE), stop: Math.max(model.thresholds.stop, SURE) }
      : model.thresholds;
  return worded(decide(rules, classified, thresholds, context.age), context.age);
}

/** The child speaking of themself, in the normalised words (« j'ai », « jsuis », « il m'a » included). */
const FIRST_PERSON = new Set(['je', 'moi', 'me', 'mon', 'ma', 'mes']);
const speaksOfThemself = (words: string) => words.split(' ').some((word) => FIRST_PERSON.has(word));

/**
 * The sign of distress a message carries: `strong` when the rules find distress, `weak` for
 * sadness, fear, or the classifier's distress labels at half their threshold when the child
 * speaks of themself. An engine that answers by itself uses it never to say "je ne sais pas",
 * nor to talk of something else, to a child who may be in danger (decision 0019). Half the
 * threshold alone also catches questions about the world (« comment le train reste sur les
 * rails »), which must not be answered with help numbers.
 */
export function distressSignal(text: string, context: ScreeningContext): 'strong' | 'weak' | null {
  const { words, ...rules } = findWithRules(text, context);
  if (rules.verdict === 'distress') return 'strong';
  if (rules.verdict === 'sensitive' && (rules.topic === 'sadness' || rules.topic === 'fear')) return 'weak';
  if (!speaksOfThemself(words)) return null;
  const model = committedModel();
  const classified = classifyWords(words.trim() ? words.trim().split(' ') : [], model);
  return classified.distress >= model.thresholds.distress / 2 ? 'weak' : null;
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
