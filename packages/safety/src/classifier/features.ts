import { conceptNames, conceptsOf } from './concepts.js';

/**
 * The classifier's features, as 32-bit hashes computed straight from the characters (no
 * substring is built, so a 10,000-character text costs well under a millisecond): the
 * normalised words, pairs of neighbouring words, and the 3- to 5-letter pieces of each word,
 * which recognise a word the training set only saw in another form ("suicidera", "tuerai"),
 * and the concepts of concepts.ts, alone and in pairs.
 * The training script and the screening use this one function, so they always agree.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Distinct starting points, so that a word and a piece of a word never share a hash. */
const WORD_SEED = 0x9e3779b1;
const PIECE_SEED = 0x85ebca77;
const PAIR_SEED = 0xc2b2ae3d;
const CONCEPT_SEED = 0x27d4eb2f;

const BOUNDARY = 0x5e; // "^": the edges of a word are part of its pieces.

function mix(hash: number): number {
  let mixed = hash;
  mixed ^= mixed >>> 16;
  mixed = Math.imul(mixed, 0x7feb352d);
  mixed ^= mixed >>> 15;
  mixed = Math.imul(mixed, 0x846ca68b);
  mixed ^= mixed >>> 16;
  return mixed >>> 0;
}

function wordHash(word: string): number {
  let hash = FNV_OFFSET ^ WORD_SEED;
  for (let index = 0; index < word.length; index += 1) {
    hash = Math.imul(hash ^ word.charCodeAt(index), FNV_PRIME);
  }
  return mix(hash);
}

const MIN_PIECE = 3;
const MAX_PIECE = 5;

/** Receives each feature and the position of the word it belongs to. */
export type FeatureSink = (hash: number, position: number) => void;

/** The word's pieces of 3 to 5 characters, its edges marked. */
function pushPieces(word: string, position: number, into: FeatureSink): void {
  const length = word.length + 2;
  const charAt = (position: number) =>
    position === 0 || position === length - 1 ? BOUNDARY : word.charCodeAt(position - 1);
  for (let start = 0; start + MIN_PIECE <= length; start += 1) {
    let hash = FNV_OFFSET ^ PIECE_SEED;
    for (let end = start; end < length && end - start < MAX_PIECE; end += 1) {
      hash = Math.imul(hash ^ charAt(end), FNV_PRIME);
      if (end - start + 1 >= MIN_PIECE) into(mix(hash), position);
    }
  }
}

/** Concepts this close (in words) make a pair: "un mec sur snap veut des photos". */
const PAIR_REACH = 8;

const conceptHashes = conceptNames.map((name) => mix(wordHash(name) ^ CONCEPT_SEED));

/**
 * Each concept met, and each pair of different concepts met close together (in either order),
 * at the position of the later one, paired with the nearest earlier mention of each other
 * concept only: a long repetitive message does not multiply its pairs.
 */
function pushConcepts(words: readonly string[], into: FeatureSink): void {
  const found = conceptsOf(words);
  const paired = new Uint8Array(conceptNames.length);
  for (let second = 0; second < found.length; second += 1) {
    const other = found[second]!;
    const otherHash = conceptHashes[other.concept]!;
    into(otherHash, other.position);
    paired.fill(0);
    paired[other.concept] = 1;
    for (let first = second - 1; first >= 0; first -= 1) {
      const one = found[first]!;
      if (other.position - one.position > PAIR_REACH) break;
      if (paired[one.concept]) continue;
      paired[one.concept] = 1;
      const oneHash = conceptHashes[one.concept]!;
      into(
        mix(
          Math.imul(Math.min(oneHash, otherHash) ^ PAIR_SEED, FNV_PRIME) ^ Math.max(oneHash, otherHash) ^ CONCEPT_SEED,
        ),
        other.position,
      );
    }
  }
}

/** The features a word has wherever it stands: itself and its pieces. */
export function forEachWordFeature(word: string, into: (hash: number) => void): void {
  into(wordHash(word));
  pushPieces(word, 0, into);
}

/** The features that depend on the words around: pairs of neighbouring words, concepts and their pairs. */
export function forEachContextFeature(words: readonly string[], into: FeatureSink): void {
  pushConcepts(words, into);
  let previous = words.length > 0 ? wordHash(words[0]!) : 0;
  for (let position = 1; position < words.length; position += 1) {
    const hash = wordHash(words[position]!);
    into(mix(Math.imul(previous ^ PAIR_SEED, FNV_PRIME) ^ hash), position);
    previous = hash;
  }
}

/**
 * Every feature of a run of normalised words, with the position of its word (repeats kept:
 * a word said twice counts twice). A pair belongs to its second word.
 */
export function forEachFeature(words: readonly string[], into: FeatureSink): void {
  words.forEach((word, position) => forEachWordFeature(word, (hash) => into(hash, position)));
  forEachContextFeature(words, into);
}

/**
 * How much each of a text's n features counts: 1/sqrt(n + FEATURE_DAMPING). The damping keeps
 * a text of three words from speaking as loudly as a paragraph: "avec un chat rose" says
 * little, whatever its few words once met.
 */
export const FEATURE_DAMPING = 16;

export function featureWeight(features: number): number {
  return 1 / Math.sqrt(features + FEATURE_DAMPING);
}

/** The features of a run of words, as a list: what training reads. */
export function featureHashes(words: readonly string[]): number[] {
  const features: number[] = [];
  forEachFeature(words, (hash) => features.push(hash));
  return features;
}
