import { normalize } from './normalize.js';

/**
 * Rules are French phrases, matched word for word on normalised text, so they read as
 * what a child types and never match inside a longer word ("arme" is not in "armée"):
 * - a word matches itself once normalised: "tuée", "tué" and "tuer" are the same word;
 * - (a|b c|) is one of the alternatives; an empty one makes the group optional;
 * - word* matches any word that starts so: "drogu*" matches drogue, drogués;
 * - … stands for up to four words in between, # for a number;
 * - !(a|b) rejects the match when these words come next: bombe* !(à eau|de bain).
 */
const WORD = '[a-z0-9]+';
const GAP = `(?: ${WORD}){0,4}`;

/** The regular expression of one phrase, for text padded with a space on each side. */
export function phraseSource(phrase: string): string {
  const tokens = phrase.match(/!?\([^()]*\)|\S+/g) ?? [];
  if (tokens.length === 0) throw new Error(`Empty safety phrase: "${phrase}"`);
  return tokens.map((token) => tokenSource(token, phrase)).join('') + '(?= )';
}

function tokenSource(token: string, phrase: string): string {
  if (token === '…') return GAP;
  if (token === '#') return ' [0-9]+';
  const grouped = /^(!?)\(([^()]*)\)$/.exec(token);
  if (grouped) {
    const alternatives = group(grouped[2] ?? '', phrase);
    return grouped[1] ? `(?!${alternatives}(?= ))` : alternatives;
  }
  if (/[()|!]/.test(token)) throw new Error(`Malformed safety phrase: "${phrase}"`);
  return words(token, phrase);
}

function group(inner: string, phrase: string): string {
  const alternatives = inner.split('|').map((alternative) => alternative.trim());
  const present = alternatives.filter(Boolean).map((alternative) => words(alternative, phrase));
  if (present.length === 0) throw new Error(`Empty group in safety phrase: "${phrase}"`);
  return `(?:${present.join('|')})${present.length < alternatives.length ? '?' : ''}`;
}

/** " w1 w2…", each word normalised; a trailing * lets the last word go on. */
function words(text: string, phrase: string): string {
  const prefix = text.endsWith('*');
  const normalised = normalize(prefix ? text.slice(0, -1) : text);
  if (!normalised) throw new Error(`Safety phrase with an empty word: "${phrase}"`);
  return ` ${normalised}${prefix ? '[a-z0-9]*' : ''}`;
}

/** A group of alternatives, for word lists kept as arrays. */
export function anyOf(alternatives: readonly string[]): string {
  return `(${alternatives.join('|')})`;
}
