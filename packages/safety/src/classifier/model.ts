import { featureWeight, forEachContextFeature, forEachWordFeature } from './features.js';
import { type Label, isDistressLabel, labels } from './labels.js';
import trained from './weights.json' with { type: 'json' };

/**
 * The committed weights of the classifier, as `scripts/train-classifier.ts` writes them: for
 * each kept feature hash, one signed byte per label (times `scale`), a bias per label, and the
 * thresholds the script chose on held-apart writers of the tuning set.
 */
export interface TrainedModel {
  labels: readonly string[];
  scale: number;
  bias: readonly number[];
  /** Little-endian uint32 feature hashes, base64. */
  hashes: string;
  /** int8 weights, `labels.length` per hash in the same order, base64. */
  weights: string;
  thresholds: Thresholds;
  trainedOn: { questions: number; sources: string[] };
}

export interface Thresholds {
  /** The distress labels' share from which a message gets the help message. */
  distress: number;
  /** The stopped labels' share (distress and refusals) from which no model sees a message. */
  stop: number;
}

export interface Classification {
  /** One probability per label, in the order of `labels`. */
  probabilities: Float64Array;
  distress: number;
  stop: number;
  /** The likeliest distress or refusal label. */
  strongest: Label;
  /** How many words were read. */
  words: number;
}

/** Long messages are read in overlapping windows, like the short questions the model learnt from. */
const WINDOW = 48;
const STRIDE = 24;

/**
 * Feature hash → offset of its weights, as open addressing in typed arrays: a Map boxes
 * 32-bit keys and costs several times more per lookup, and a long message looks up thousands.
 */
class FeatureTable {
  private readonly keys: Uint32Array;
  private readonly offsets: Int32Array;
  private readonly mask: number;

  constructor(hashes: Uint32Array, width: number) {
    let size = 1;
    while (size < hashes.length * 2) size *= 2;
    this.keys = new Uint32Array(size);
    this.offsets = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    hashes.forEach((hash, row) => {
      let slot = hash & this.mask;
      while (this.offsets[slot] !== -1) slot = (slot + 1) & this.mask;
      this.keys[slot] = hash;
      this.offsets[slot] = row * width;
    });
  }

  /** The offset of the hash's weights, or -1 for a feature the model does not know. */
  offsetOf(hash: number): number {
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const offset = this.offsets[slot]!;
      if (offset === -1 || this.keys[slot] === hash) return offset;
    }
  }
}

interface Weights {
  rows: FeatureTable;
  weights: Int8Array;
  scale: number;
  bias: Float64Array;
  thresholds: Thresholds;
}

export function loadModel(model: TrainedModel): Weights {
  if (model.labels.join() !== labels.join()) throw new Error('The classifier was trained on other labels');
  const hashes = new Uint32Array(Uint8Array.from(Buffer.from(model.hashes, 'base64')).buffer);
  const weights = new Int8Array(Uint8Array.from(Buffer.from(model.weights, 'base64')).buffer);
  if (weights.length !== hashes.length * labels.length) throw new Error('The classifier weights are truncated');
  return {
    rows: new FeatureTable(hashes, labels.length),
    weights,
    scale: model.scale,
    bias: Float64Array.from(model.bias),
    thresholds: model.thresholds,
  };
}

interface WordWeights {
  sums: Float64Array;
  features: number;
}

/** A word's own features are the same wherever it stands: their summed weights are kept. */
const knownWords = new WeakMap<Weights, Map<string, WordWeights>>();
const KNOWN_WORDS_KEPT = 50_000;

function wordWeights(word: string, model: Weights): WordWeights {
  let cache = knownWords.get(model);
  if (!cache) knownWords.set(model, (cache = new Map()));
  const cached = cache.get(word);
  if (cached) return cached;
  const sums = new Float64Array(labels.length);
  let features = 0;
  forEachWordFeature(word, (hash) => {
    features += 1;
    const row = model.rows.offsetOf(hash);
    if (row === -1) return;
    for (let label = 0; label < labels.length; label += 1) sums[label]! += model.weights[row + label]!;
  });
  if (cache.size >= KNOWN_WORDS_KEPT) cache.clear();
  const computed = { sums, features };
  cache.set(word, computed);
  return computed;
}

/** Softmax of the biases plus the summed weights, each feature counting featureWeight(n) as in training. */
function probabilities(sums: Float64Array, offset: number, features: number, model: Weights): Float64Array {
  const count = labels.length;
  const result = new Float64Array(count);
  const norm = model.scale * featureWeight(features);
  let highest = -Infinity;
  for (let label = 0; label < count; label += 1) {
    result[label] = model.bias[label]! + sums[offset + label]! * norm;
    highest = Math.max(highest, result[label]!);
  }
  let total = 0;
  for (let label = 0; label < count; label += 1) {
    result[label] = Math.exp(result[label]! - highest);
    total += result[label]!;
  }
  for (let label = 0; label < count; label += 1) result[label]! /= total;
  return result;
}

function summarise(probabilities: Float64Array, words: number): Classification {
  let distress = 0;
  let stop = 0;
  let strongest: Label = labels[0];
  labels.forEach((label, index) => {
    const probability = probabilities[index]!;
    if (label === 'sensitive' || label === 'ordinary') return;
    stop += probability;
    if (isDistressLabel(label)) distress += probability;
    if (probability > probabilities[labels.indexOf(strongest)]!) strongest = label;
  });
  return { probabilities, distress, stop, strongest, words };
}

/**
 * The probabilities of a run of normalised words. Features are looked up once, word by
 * word; a long run is then read in overlapping windows, like the short questions the model
 * learnt from, and judged by its most worrying one: a cry for help at the end of a long
 * message still counts.
 */
export function classifyWords(words: readonly string[], model: Weights): Classification {
  const count = labels.length;
  const positions = Math.max(1, words.length);
  const sums = new Float64Array(positions * count);
  const features = new Int32Array(positions);
  words.forEach((word, position) => {
    const known = wordWeights(word, model);
    features[position]! += known.features;
    sums.set(known.sums, position * count);
  });
  forEachContextFeature(words, (hash, position) => {
    features[position]! += 1;
    const row = model.rows.offsetOf(hash);
    if (row === -1) return;
    const at = position * count;
    for (let label = 0; label < count; label += 1) sums[at + label]! += model.weights[row + label]!;
  });
  const window = new Float64Array(count);
  let worst: Classification | undefined;
  let distress = 0;
  for (let start = 0; ; start += STRIDE) {
    const end = Math.min(positions, start + WINDOW);
    window.fill(0);
    let inWindow = 0;
    for (let position = start; position < end; position += 1) {
      inWindow += features[position]!;
      for (let label = 0; label < count; label += 1) window[label]! += sums[position * count + label]!;
    }
    const classified = summarise(probabilities(window, 0, inWindow, model), words.length);
    distress = Math.max(distress, classified.distress);
    if (!worst || classified.stop > worst.stop) worst = classified;
    if (end >= positions) break;
  }
  return { ...worst!, distress };
}

let committed: Weights | undefined;

/** The committed model, loaded on first use. */
export function committedModel(): Weights {
  committed ??= loadModel(trained as TrainedModel);
  return committed;
}
