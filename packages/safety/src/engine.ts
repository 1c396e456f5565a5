import { normalize } from './normalize/index.js';
import { phraseSource, phrasesFirstWords } from './phrases.js';

/** A regular expression, or one behind a cheap check (personal-data.ts, `onlyWhen`). */
export interface TextPattern {
  test(text: string): boolean;
}

/** One rule as data: what fires it, and what does not. */
export interface RuleSpec<Key extends string> {
  key: Key;
  /** Phrases (see phrases.ts) matched on the normalised words. */
  phrases?: readonly string[];
  /** Regular expressions matched on the text as typed: phone numbers, addresses. */
  patterns?: readonly TextPattern[];
  /** Phrases that cancel the rule anywhere in the text: a slur reported, not said. */
  unless?: readonly string[];
  /** Phrases one of which must also be found anywhere in the text: bullying and despair. */
  alsoNeeds?: readonly string[];
  /** A phrase preceded by a negation does not count: "ne mets jamais tes doigts dans la prise". */
  negatable?: boolean;
  /** Applies to children of this age or younger only. */
  upToAge?: number;
}

export interface Rule<Key extends string> {
  key: Key;
  phrases: PhraseSet | null;
  patterns: readonly TextPattern[];
  unless: PhraseSet | null;
  alsoNeeds: PhraseSet | null;
  negatable: boolean;
  upToAge: number;
}

/** The text twice: as typed for the patterns, as normalised words (space padded) for the phrases. */
export interface ScreenedText {
  typed: string;
  words: string;
  /** Where each word stands, and the distinct words by their first letters: made on first need. */
  index?: WordIndex;
}

interface WordIndex {
  /** Each word's occurrences, as the offset of the space before it. */
  at: Map<string, number[]>;
  byStem: Map<string, string[]>;
}

const STEM = 3;

function indexOf(text: ScreenedText): WordIndex {
  if (!text.index) {
    const at = new Map<string, number[]>();
    const { words } = text;
    for (let start = 1; start < words.length;) {
      const end = words.indexOf(' ', start);
      if (end < 0) break;
      if (end > start) {
        const word = words.slice(start, end);
        const offsets = at.get(word);
        if (offsets) offsets.push(start - 1);
        else at.set(word, [start - 1]);
      }
      start = end + 1;
    }
    const byStem = new Map<string, string[]>();
    for (const word of at.keys()) {
      const stem = word.slice(0, STEM);
      const stemmed = byStem.get(stem);
      if (stemmed) stemmed.push(word);
      else byStem.set(stem, [word]);
    }
    text.index = { at, byStem };
  }
  return text.index;
}

/**
 * Phrases compiled for matching, grouped by the word they start with (phrases.ts,
 * `phrasesFirstWords`): each group's expression is tried only where the text holds its word,
 * anchored there. A long text therefore costs its words, not its words times every phrase;
 * phrases that may start anywhere (a number, a gap) are scanned as a whole.
 */
class PhraseSet {
  private readonly byWord = new Map<string, RegExp>();
  private readonly byPrefix = new Map<string, RegExp>();
  private readonly anywhere: RegExp | null;

  constructor(phrases: readonly string[]) {
    const byWord = new Map<string, string[]>();
    const byPrefix = new Map<string, string[]>();
    const anywhere: string[] = [];
    const add = (into: Map<string, string[]>, key: string, source: string) =>
      into.set(key, [...(into.get(key) ?? []), source]);
    for (const phrase of phrases) {
      const source = phraseSource(phrase);
      const first = phrasesFirstWords([phrase]);
      if (first.any || [...first.prefixes].some((prefix) => prefix.length < STEM)) {
        anywhere.push(source);
        continue;
      }
      for (const word of first.words) add(byWord, word, source);
      for (const prefix of first.prefixes) add(byPrefix, prefix, source);
    }
    for (const [word, sources] of byWord) this.byWord.set(word, new RegExp(sources.join('|'), 'y'));
    for (const [prefix, sources] of byPrefix) this.byPrefix.set(prefix, new RegExp(sources.join('|'), 'y'));
    this.anywhere = anywhere.length ? new RegExp(anywhere.join('|'), 'g') : null;
  }

  /** The offsets where a phrase matches (in no particular order), as long as `accept` refuses them. */
  find(text: ScreenedText, accept: (offset: number) => boolean = () => true): boolean {
    const { words } = text;
    const tryAt = (regex: RegExp, offsets: readonly number[]) => {
      for (const offset of offsets) {
        regex.lastIndex = offset;
        if (regex.test(words) && accept(offset)) return true;
      }
      return false;
    };
    if (this.byWord.size > 0 || this.byPrefix.size > 0) {
      const { at, byStem } = indexOf(text);
      if (this.byWord.size <= at.size) {
        for (const [word, regex] of this.byWord) {
          const offsets = at.get(word);
          if (offsets && tryAt(regex, offsets)) return true;
        }
      } else {
        for (const [word, offsets] of at) {
          const regex = this.byWord.get(word);
          if (regex && tryAt(regex, offsets)) return true;
        }
      }
      for (const [prefix, regex] of this.byPrefix) {
        for (const word of byStem.get(prefix.slice(0, STEM)) ?? []) {
          if (word.startsWith(prefix) && tryAt(regex, at.get(word) ?? [])) return true;
        }
      }
    }
    if (this.anywhere) {
      for (const match of words.matchAll(this.anywhere)) if (accept(match.index)) return true;
    }
    return false;
  }
}

const NEGATIONS = new Set(['ne', 'n', 'pas', 'jamais', 'aucun', 'aucune']);
const NEGATION_REACH = 3;

const phraseSet = (phrases: readonly string[] | undefined) => (phrases?.length ? new PhraseSet(phrases) : null);

/** Compiled once, when the rule files load: a malformed phrase fails at start-up, not at a question. */
export function compileRules<Key extends string>(specs: readonly RuleSpec<Key>[]): Rule<Key>[] {
  // A global pattern keeps its lastIndex between texts and would miss every other match.
  if (specs.some((spec) => spec.patterns?.some((pattern) => pattern instanceof RegExp && pattern.global))) {
    throw new Error('Safety patterns must not be global');
  }
  return specs.map((spec) => ({
    key: spec.key,
    phrases: phraseSet(spec.phrases),
    patterns: spec.patterns ?? [],
    unless: phraseSet(spec.unless),
    alsoNeeds: phraseSet(spec.alsoNeeds),
    negatable: spec.negatable ?? false,
    upToAge: spec.upToAge ?? Infinity,
  }));
}

/** Every run of spaces, of any kind (U+3000, no-break, tabs, line ends), as one plain space. */
export function compactSpaces(text: string): string {
  return text.normalize('NFKC').replace(/[\s\u200b-\u200d\u2060]+/gu, ' ');
}

export function screenedText(text: string): ScreenedText {
  return { typed: compactSpaces(text), words: ` ${normalize(text)} ` };
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
  if (!rule.phrases) return false;
  return rule.phrases.find(text, (offset) => !rule.negatable || !negated(text.words, offset));
}

function fires(rule: Rule<string>, text: ScreenedText, age: number): boolean {
  if (age > rule.upToAge) return false;
  const found = phraseMatches(rule, text) || rule.patterns.some((pattern) => pattern.test(text.typed));
  if (!found || (rule.alsoNeeds && !rule.alsoNeeds.find(text))) return false;
  return !rule.unless?.find(text);
}

/**
 * Whether a rule found its words but its own exception cancelled them: "dans among us comment
 * on tue", "une surprise pour maman sans qu'elle le sache". The rules then vouch for the text.
 */
export function cancelledByException<Key extends string>(
  rules: readonly Rule<Key>[],
  text: ScreenedText,
  age: number,
): boolean {
  return rules.some(
    (rule) =>
      rule.unless !== null &&
      age <= rule.upToAge &&
      (phraseMatches(rule, text) || rule.patterns.some((pattern) => pattern.test(text.typed))) &&
      rule.unless.find(text),
  );
}

/** The first rule that fires, in the order given: the order is the priority. */
export function firstMatch<Key extends string>(
  rules: readonly Rule<Key>[],
  text: ScreenedText,
  age: number,
): Key | undefined {
  return rules.find((rule) => fires(rule, text, age))?.key;
}
