import { normalize, spell } from './normalize/index.js';

/**
 * Rules are French phrases, matched word for word on normalised text, so they read as
 * what a child types and never match inside a longer word ("arme" is not in "armée"):
 * - a word matches itself once normalised: "tuée", "tué" and "tuer" are the same word;
 * - (a|b c|) is one of the alternatives, groups nest; an empty one makes the group optional;
 * - word* matches any word that starts so: "drogu*" matches drogue, drogués;
 * - … stands for up to four words in between, # for a number;
 * - !(a|b) rejects the match when these words come next: bombe* !(à eau|de bain).
 */
const WORD = '[a-z0-9]+';
const GAP = `(?: ${WORD}){0,4}`;

type Token = '(' | '!(' | ')' | '|' | { word: string };

/**
 * The words a phrase's match can start with: whole words, prefixes ("drogu*"), or anything
 * (a number, a gap). A text holding none of a rule's first words cannot match it, and the
 * rule is passed over without running its expression (engine.ts).
 */
export interface FirstWords {
  words: Set<string>;
  prefixes: Set<string>;
  any: boolean;
}

const noFirstWords = (): FirstWords => ({ words: new Set(), prefixes: new Set(), any: false });

function addFirstWords(into: FirstWords, from: FirstWords): void {
  for (const word of from.words) into.words.add(word);
  for (const prefix of from.prefixes) into.prefixes.add(prefix);
  into.any ||= from.any;
}

/** A parsed piece: its expression, the words it can start with, and whether it can match nothing. */
interface Piece {
  source: string;
  first: FirstWords;
  optional: boolean;
}

function tokenise(phrase: string): Token[] {
  const tokens: Token[] = [];
  for (const [piece] of phrase.matchAll(/!\(|[()|]|[^\s()|]+/g)) {
    tokens.push(piece === '(' || piece === '!(' || piece === ')' || piece === '|' ? piece : { word: piece });
  }
  return tokens;
}

/** " w1 w2…", each word normalised; a trailing * lets the last word go on (spelled only: no map completes a prefix). */
function wordPiece(word: string, phrase: string): Piece {
  if (word === '…') return { source: GAP, first: { ...noFirstWords(), any: true }, optional: true };
  if (word === '#') return { source: ' [0-9]+', first: { ...noFirstWords(), any: true }, optional: false };
  if (/[!]/.test(word)) throw new Error(`Malformed safety phrase: "${phrase}"`);
  const prefix = word.endsWith('*');
  const read = prefix ? spell(word.slice(0, -1)) : normalize(word);
  if (!read) throw new Error(`Safety phrase with an empty word: "${phrase}"`);
  const first = noFirstWords();
  const [firstWord = ''] = read.split(' ');
  if (prefix && !read.includes(' ')) first.prefixes.add(read);
  else first.words.add(firstWord);
  return { source: ` ${read}${prefix ? '[a-z0-9]*' : ''}`, first, optional: false };
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly phrase: string,
  ) {}

  private fail(): never {
    throw new Error(`Malformed safety phrase: "${this.phrase}"`);
  }

  /** Items up to a closing parenthesis, a bar or the end. */
  sequence(): Piece {
    const piece: Piece = { source: '', first: noFirstWords(), optional: true };
    for (;;) {
      const token = this.tokens[this.position];
      if (token === undefined || token === ')' || token === '|') return piece;
      this.position += 1;
      let item: Piece;
      if (token === '(' || token === '!(') {
        const group = this.group();
        // An exclusion matches no word: what follows it starts the match.
        item = token === '!(' ? { source: `(?!${group.source}(?= ))`, first: noFirstWords(), optional: true } : group;
      } else item = wordPiece(token.word, this.phrase);
      // The first words are those of the first item that cannot be skipped, and of every optional one before it.
      if (piece.optional) addFirstWords(piece.first, item.first);
      piece.optional &&= item.optional;
      piece.source += item.source;
    }
  }

  private group(): Piece {
    const alternatives: Piece[] = [];
    for (;;) {
      alternatives.push(this.sequence());
      const token = this.tokens[this.position];
      this.position += 1;
      if (token === ')') break;
      if (token !== '|') this.fail();
    }
    const present = alternatives.filter((alternative) => alternative.source);
    if (present.length === 0) throw new Error(`Empty group in safety phrase: "${this.phrase}"`);
    const first = noFirstWords();
    for (const alternative of present) addFirstWords(first, alternative.first);
    const optional = alternatives.some((alternative) => alternative.optional);
    return {
      source: `(?:${present.map((alternative) => alternative.source).join('|')})${present.length < alternatives.length ? '?' : ''}`,
      first,
      optional,
    };
  }

  end(): void {
    if (this.position !== this.tokens.length) this.fail();
  }
}

function parse(phrase: string): Piece {
  const tokens = tokenise(phrase);
  if (tokens.length === 0) throw new Error(`Empty safety phrase: "${phrase}"`);
  const parser = new Parser(tokens, phrase);
  const piece = parser.sequence();
  parser.end();
  if (!piece.source) throw new Error(`Empty safety phrase: "${phrase}"`);
  return piece;
}

/** The regular expression of one phrase, for text padded with a space on each side. */
export function phraseSource(phrase: string): string {
  return `${parse(phrase).source}(?= )`;
}

/** The words any of these phrases can start with (a phrase that may match nothing: anything). */
export function phrasesFirstWords(phrases: readonly string[]): FirstWords {
  const first = noFirstWords();
  for (const phrase of phrases) {
    const piece = parse(phrase);
    addFirstWords(first, piece.optional ? { ...noFirstWords(), any: true } : piece.first);
  }
  return first;
}

/** A group of alternatives, for word lists kept as arrays. */
export function anyOf(alternatives: readonly string[]): string {
  return `(${alternatives.join('|')})`;
}
