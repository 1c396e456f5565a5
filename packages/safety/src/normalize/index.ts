import { plainCharacters } from './characters.js';
import { idioms } from './idioms.js';
import { spellings } from './spellings.js';
import { words } from './tokens.js';
import { vocabulary } from './vocabulary.js';

/**
 * "jmerite", "jpense", "jcomprends": no French word starts with j and a consonant, so such a
 * word is "je" and a verb, typed without the apostrophe.
 */
const JOINED_JE = /^j([bcdfghklmnpqrstvwxz][a-z]{2,})$/;

function mapWord(word: string, map: ReadonlyMap<string, string>): string {
  const mapped = map.get(word);
  if (mapped !== undefined) return mapped;
  const joined = JOINED_JE.exec(word);
  return joined ? `je ${map.get(joined[1]!) ?? joined[1]}` : word;
}

function mapWords(tokens: readonly string[], map: ReadonlyMap<string, string>): string {
  return tokens.map((word) => mapWord(word, map)).join(' ');
}

const knownWords = new Set(
  vocabulary
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => words(plainCharacters(word))),
);

/** The one-letter words a run of letters may hold: "fairecroireamaman" has "à" in it. */
const SINGLE_LETTER_WORDS = new Set(['a', 'y']);

/** From this many letters, a word nobody knows may be words typed without spaces. */
const JOINED_MIN = 9;
const JOINED_MAX = 48;

/**
 * "jeveuxplusvivre" → "je veux plus vivre": a long unknown word cut into known words of two
 * letters or more (or "à", "y"), the fewest pieces first; left whole when no cut covers it all.
 */
function unjoined(word: string): string {
  if (word.length < JOINED_MIN || word.length > JOINED_MAX || knownWords.has(word) || /[0-9]/.test(word)) return word;
  // best[i]: the fewest known pieces covering word[0..i), and where the last one starts.
  const best: { pieces: number; from: number }[] = [{ pieces: 0, from: 0 }];
  for (let end = 2; end <= word.length; end += 1) {
    for (let start = Math.max(0, end - 16); start <= end - 1; start += 1) {
      const before = best[start];
      const piece = word.slice(start, end);
      if (
        before &&
        (piece.length > 1 || SINGLE_LETTER_WORDS.has(piece)) &&
        knownWords.has(piece) &&
        (!best[end] || before.pieces + 1 < best[end]!.pieces)
      ) {
        best[end] = { pieces: before.pieces + 1, from: start };
      }
    }
  }
  if (!best[word.length] || best[word.length]!.pieces < 2) return word;
  const pieces: string[] = [];
  for (let end = word.length; end > 0; end = best[end]!.from) pieces.unshift(word.slice(best[end]!.from, end));
  return pieces.join(' ');
}

/** A word or a run of two or three words said over and over is said twice: the rest adds nothing. */
const REPEATS_KEPT = 2;

function withoutRepeats(words: string[]): string[] {
  const kept: string[] = [];
  for (const word of words) {
    kept.push(word);
    for (let size = 1; size <= 3; size += 1) {
      const span = size * (REPEATS_KEPT + 1);
      if (kept.length < span) break;
      let repeated = true;
      for (let index = kept.length - span; index < kept.length - size && repeated; index += 1) {
        repeated = kept[index] === kept[index + size];
      }
      if (repeated) {
        kept.length -= size;
        break;
      }
    }
  }
  return kept;
}

const spelled = new Map(
  Object.entries(spellings).map(
    ([typed, meant]) => [words(plainCharacters(typed)).join(' '), words(plainCharacters(meant)).join(' ')] as const,
  ),
);
// The meanings are mapped once more, so "jhabite" gives "je habite" as "j'habite" does.
const wordMap = new Map([...spelled].map(([typed, meant]) => [typed, mapWords(meant.split(' '), spelled)]));

// Repeats go first too: a message of 5,000 times the same word is read as two.
const read = (text: string) =>
  mapWords(
    withoutRepeats(words(plainCharacters(text))).flatMap((word) => unjoined(word).split(' ')),
    wordMap,
  );

/** The idioms as normalised words, longest first, matched as whole words. */
const idiomReading = new Map(Object.entries(idioms).map(([idiom, meaning]) => [read(idiom), read(meaning)] as const));
const idiomPattern = new RegExp(
  `(?<= |^)(?:${[...idiomReading.keys()].sort((a, b) => b.length - a.length).join('|')})(?= |$)`,
  'g',
);

/** The characters read and the words split, without the word map: for prefixes, which a map would complete. */
export function spell(text: string): string {
  return words(plainCharacters(text)).join(' ');
}

/**
 * The words rules and the classifier read: lower case, no accents, look-alike letters and
 * leetspeak read, no punctuation, letters not repeated, SMS, phonetic and English spellings
 * and the inflections rules care about mapped to one form, everyday idioms read as what they
 * mean (idioms.ts), a word or a few said over and over kept twice, separated by single spaces.
 */
export function normalize(text: string): string {
  const mapped = read(text).replace(idiomPattern, (idiom) => idiomReading.get(idiom) ?? idiom);
  return withoutRepeats(mapped.split(' ')).join(' ');
}
