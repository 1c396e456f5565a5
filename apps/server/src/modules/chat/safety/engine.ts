import { normalize } from './normalize.js';
import { phraseSource } from './phrases.js';

/** One rule as data: what fires it, and what does not. */
export interface RuleSpec<Key extends string> {
  key: Key;
  /** Phrases (see phrases.ts) matched on the normalised words. */
  phrases?: readonly string[];
  /** Regular expressions matched on the text as typed: phone numbers, addresses. */
  patterns?: readonly RegExp[];
  /** Phrases that cancel the rule anywhere in the text: a slur reported, not said. */
  unless?: readonly string[];
  /** A phrase preceded by a negation does not count: "ne mets jamais tes doigts dans la prise". */
  negatable?: boolean;
  /** Applies to children of this age or younger only. */
  upToAge?: number;
}

export interface Rule<Key extends string> {
  key: Key;
  phrases: RegExp | null;
  patterns: readonly RegExp[];
  unless: RegExp | null;
  negatable: boolean;
  upToAge: number;
}

/** The text twice: as typed for the patterns, as normalised words (space padded) for the phrases. */
export interface ScreenedText {
  typed: string;
  words: string;
}

const NEGATIONS = new Set(['ne', 'n', 'pas', 'jamais', 'aucun', 'aucune']);
const NEGATION_REACH = 3;

function phraseRegExp(phrases: readonly string[] | undefined): RegExp | null {
  return phrases?.length ? new RegExp(phrases.map(phraseSource).join('|'), 'g') : null;
}

/** Compiled once, when the rule files load: a malformed phrase fails at start-up, not at a question. */
export function compileRules<Key extends string>(specs: readonly RuleSpec<Key>[]): Rule<Key>[] {
  // A global pattern keeps its lastIndex between texts and would miss every other match.
  if (specs.some((spec) => spec.patterns?.some((pattern) => pattern.global))) {
    throw new Error('Safety patterns must not be global');
  }
  return specs.map((spec) => ({
    key: spec.key,
    phrases: phraseRegExp(spec.phrases),
    patterns: spec.patterns ?? [],
    unless: phraseRegExp(spec.unless),
    negatable: spec.negatable ?? false,
    upToAge: spec.upToAge ?? Infinity,
  }));
}

export function screenedText(text: string): ScreenedText {
  return { typed: text.normalize('NFC'), words: ` ${normalize(text)} ` };
}

function negated(words: string, index: number): boolean {
  return words
    .slice(0, index)
    .trim()
    .split(' ')
    .slice(-NEGATION_REACH)
    .some((word) => NEGATIONS.has(word));
}

function phraseMatches(rule: Rule<string>, words: string): boolean {
  if (!rule.phrases) return false;
  for (const match of words.matchAll(rule.phrases)) {
    if (!rule.negatable || !negated(words, match.index)) return true;
  }
  return false;
}

function fires(rule: Rule<string>, text: ScreenedText, age: number): boolean {
  if (age > rule.upToAge) return false;
  const found = phraseMatches(rule, text.words) || rule.patterns.some((pattern) => pattern.test(text.typed));
  return found && !(rule.unless && text.words.search(rule.unless) >= 0);
}

/** The first rule that fires, in the order given: the order is the priority. */
export function firstMatch<Key extends string>(
  rules: readonly Rule<Key>[],
  text: ScreenedText,
  age: number,
): Key | undefined {
  return rules.find((rule) => fires(rule, text, age))?.key;
}
