import type { Classification, Thresholds } from './classifier/model.js';
import { isDistressLabel, isRefusalLabel, labels } from './classifier/labels.js';
import { MIDDLE_WORDING_MAX_AGE } from './age-wording.js';
import type { Category, DistressCategory, SensitiveTopic } from './types.js';

/** What the rules found in a message, before any wording. */
export type RulesFinding = (
  | { verdict: 'allow' }
  /** `ageGated`: a question refused up to some age and answered after it (masturbation from 11). */
  | { verdict: 'sensitive'; topic: SensitiveTopic; ageGated?: boolean }
  | { verdict: 'refuse'; category: Category }
  | { verdict: 'distress'; category: DistressCategory }
) & {
  /**
   * A fear of dying said in distress's words (rules/reassuring.ts), or a rule's words in the
   * innocent context its exception names (a game, a surprise): the classifier must be sure.
   */
  reassured?: boolean;
};

/** A probability the classifier rarely reaches when it is wrong. */
export const SURE = 0.5;

/** From this many words, a text says as much as the questions the thresholds were chosen on. */
const FULL_EVIDENCE_WORDS = 4;

/**
 * Two or three words carry little evidence ("trous noirs", "un chat roux"): the thresholds
 * rise in proportion, and a single word ("congélateur") is left to the rules. What is
 * dangerous in three words the rules say plainly.
 */
function forLength(thresholds: Thresholds, words: number): Thresholds {
  if (words < 2) return { distress: Infinity, stop: Infinity };
  const factor = FULL_EVIDENCE_WORDS / Math.max(1, Math.min(words, FULL_EVIDENCE_WORDS));
  return { distress: thresholds.distress * factor, stop: thresholds.stop * factor };
}

/**
 * The rules and the classifier together (decision 0019). Distress wins over everything: the rules'
 * distress, then the classifier's as soon as its distress labels reach their threshold (set low,
 * for recall). Then a refusal, from the rules or from the classifier's stopped labels. A message
 * neither stops keeps the rules' sensitive topic, so that the model gets its guidance.
 */
export function decide(rules: RulesFinding, classified: Classification, chosen: Thresholds, age: number): RulesFinding {
  if (rules.verdict === 'distress') return rules;
  const measured = forLength(chosen, classified.words);
  const thresholds = rules.reassured
    ? { distress: Math.max(measured.distress, SURE), stop: Math.max(measured.stop, SURE) }
    : measured;
  const { strongest } = classified;
  // A refusal the rules can name keeps its own message, unless the classifier is sure of distress.
  const distressBar = rules.verdict === 'refuse' ? Math.max(thresholds.distress, SURE) : thresholds.distress;
  if (classified.distress >= distressBar) {
    return { verdict: 'distress', category: isDistressLabel(strongest) ? strongest : strongestDistress(classified) };
  }
  if (rules.verdict === 'refuse') return rules;
  if (classified.stop >= thresholds.stop) {
    if (isDistressLabel(strongest)) return { verdict: 'distress', category: strongest };
    // From 11, puberty and sexuality questions are answered (age-wording.ts): the classifier,
    // which does not know the age, does not turn them into a refusal.
    const puberty =
      rules.verdict === 'sensitive' && rules.topic === 'body' && age > MIDDLE_WORDING_MAX_AGE && rules.ageGated;
    if (isRefusalLabel(strongest) && !(puberty && strongest === 'sexual'))
      return { verdict: 'refuse', category: strongest };
  }
  return rules;
}

function strongestDistress({ probabilities }: Classification): DistressCategory {
  let best: DistressCategory = 'self_harm';
  labels.forEach((label, index) => {
    if (isDistressLabel(label) && probabilities[index]! > probabilities[labels.indexOf(best)]!) best = label;
  });
  return best;
}
