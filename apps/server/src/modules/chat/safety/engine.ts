import { normalize } from './normalize.js';
import { type FirstWords, phraseFirstWords, phraseSource } from './phrases.js';

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
  /** The words any match of `phrases` starts with; null when a match may start anywhere. */
  firstWords: { words: ReadonlySet<string>; prefixes: readonly string[] } | null;
  patterns: readonly RegExp[];
  unless: RegExp | null;
  negatable: boolean;
  upToAge: number;
}

/** The text twice: as typed for the patterns, as normalised words (space padded) for the phrases. */
export interface ScreenedText {
  typed: string;
  words: string;
  /** The normalised words, each once. */
  wordSet: ReadonlySet<string>;
}

const NEGATIONS = new Set(['ne', 'n', 'pas', 'jamais', 'aucun', 'aucune']);
const NEGATION_REACH = 3;

function phraseRegExp(phrases: readonly string[] | undefined): RegExp | null {
  return phrases?.length ? new RegExp(phrases.map(phraseSource).join('|'), 'g') : null;
}

/** Every phrase's first words together, or null if one phrase may start anywhere. */
function firstWordsOf(phrases: readonly string[] | undefined): Rule<string>['firstWords'] {
  if (!phrases?.length) return null;
  const starts: FirstWords[] = [];
  for (const phrase of phrases) {
    const start = phraseFirstWords(phrase);
    if (!start) return null;
    starts.push(start);
  }
  return {
    words: new Set(starts.flatMap((start) => start.words)),
    prefixes: [...new Set(starts.flatMap((start) => start.prefixes))],
  };
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
    firstWords: firstWordsOf(spec.phrases),
    patterns: spec.patterns ?? [],
    unless: phraseRegExp(spec.unless),
    negatable: spec.negatable ?? false,
    upToAge: spec.upToAge ?? Infinity,
  }));
}

export function screenedText(text: string): ScreenedText {
  const normalised = normalize(text);
  return { typed: text.normalize('NFC'), words: ` ${normalised} `, wordSet: new Set(normalised.split(' ')) };
}

/** Whether the text holds a word a match could start with: a rule without one cannot match. */
function mayMatch(rule: Rule<string>, text: ScreenedText): boolean {
  const { firstWords } = rule;
  if (!firstWords) return true;
  for (const word of text.wordSet) {
    if (firstWords.words.has(word) || firstWords.prefixes.some((prefix) => word.startsWith(prefix))) return true;
  }
  return false;
}

function negated(words: string, index: number): boolean {
  return words
    .slice(0, index)
    .trim()
    .split(' ')
    .slice(-NEGATION_REACH)
    .some((word) => NEGATIONS.has(word));
}

function phraseMatches(rule: Rule<string>, text: ScreenedText): boolean {
  if (!rule.phrases || !mayMatch(rule, text)) return false;
  for (const match of text.words.matchAll(rule.phrases)) {
    if (!rule.negatable || !negated(text.words, match.index)) return true;
  }
  return false;
}

function fires(rule: Rule<string>, text: ScreenedText, age: number): boolean {
  if (age > rule.upToAge) return false;
  const found = phraseMatches(rule, text) || rule.patterns.some((pattern) => pattern.test(text.typed));
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
