import { featureHashes, featureWeight } from '../../src/classifier/features.js';
import { labels } from '../../src/classifier/labels.js';

/** One training example: its normalised words and the index of its label. */
export interface Example {
  words: readonly string[];
  label: number;
}

/** A sparse example: vocabulary rows and their values (count × featureWeight). */
interface Encoded {
  rows: Int32Array;
  values: Float64Array;
  label: number;
}

export interface Trained {
  vocabulary: Uint32Array;
  /** rows × labels, row-major. */
  weights: Float64Array;
  bias: Float64Array;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** A feature seen in fewer training questions than this is left out. */
  minDocuments: number;
  /** How much rarer labels weigh: their rarity to this power (0: every question weighs the same). */
  balance: number;
  seed: number;
}

export const defaultOptions: TrainingOptions = {
  epochs: 25,
  learningRate: 0.5,
  l2: 2e-4,
  minDocuments: 2,
  balance: 0,
  seed: 18,
};

/** A small seeded generator (mulberry32): the same seed shuffles the same way on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function vocabularyOf(examples: readonly Example[], minDocuments: number): Uint32Array {
  const documents = new Map<number, number>();
  for (const example of examples) {
    for (const hash of new Set(featureHashes(example.words))) documents.set(hash, (documents.get(hash) ?? 0) + 1);
  }
  const kept = [...documents].filter(([, count]) => count >= minDocuments).map(([hash]) => hash);
  return Uint32Array.from(kept.sort((a, b) => a - b));
}

function encode(example: Example, rowOf: Map<number, number>): Encoded {
  const features = featureHashes(example.words);
  const counts = new Map<number, number>();
  for (const hash of features) {
    const row = rowOf.get(hash);
    if (row !== undefined) counts.set(row, (counts.get(row) ?? 0) + 1);
  }
  const norm = featureWeight(features.length);
  return {
    rows: Int32Array.from(counts.keys()),
    values: Float64Array.from([...counts.values()].map((count) => count * norm)),
    label: example.label,
  };
}

/**
 * Each label weighs as the square root of its rarity: the few runaway questions count, without
 * letting a handful of examples pull the whole model.
 */
function labelWeights(examples: readonly Example[], balance: number): Float64Array {
  const counts = new Float64Array(labels.length);
  for (const example of examples) counts[example.label]! += 1;
  const largest = Math.max(...counts);
  return counts.map((count) => (count > 0 ? (largest / count) ** balance : 0));
}

/**
 * Multinomial logistic regression trained by AdaGrad in a seeded order: the same examples
 * and options give the same weights.
 */
export function train(examples: readonly Example[], options: TrainingOptions = defaultOptions): Trained {
  const count = labels.length;
  const vocabulary = vocabularyOf(examples, options.minDocuments);
  const rowOf = new Map<number, number>();
  vocabulary.forEach((hash, row) => rowOf.set(hash, row));
  const encoded = examples.map((example) => encode(example, rowOf));
  const weightOf = labelWeights(examples, options.balance);

  const weights = new Float64Array(vocabulary.length * count);
  const squared = new Float64Array(vocabulary.length * count);
  const bias = new Float64Array(count);
  const biasSquared = new Float64Array(count);
  const scores = new Float64Array(count);
  const next = random(options.seed);
  const order = encoded.map((_, index) => index);

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    for (const position of order) {
      const { rows, values, label } = encoded[position]!;
      for (let k = 0; k < count; k += 1) scores[k] = bias[k]!;
      for (let i = 0; i < rows.length; i += 1) {
        const base = rows[i]! * count;
        for (let k = 0; k < count; k += 1) scores[k]! += weights[base + k]! * values[i]!;
      }
      let highest = -Infinity;
      for (let k = 0; k < count; k += 1) highest = Math.max(highest, scores[k]!);
      let total = 0;
      for (let k = 0; k < count; k += 1) {
        scores[k] = Math.exp(scores[k]! - highest);
        total += scores[k]!;
      }
      const weight = weightOf[label]!;
      for (let k = 0; k < count; k += 1) {
        const gradient = weight * (scores[k]! / total - (k === label ? 1 : 0));
        biasSquared[k]! += gradient * gradient;
        bias[k]! -= (options.learningRate * gradient) / Math.sqrt(biasSquared[k]! + 1e-8);
        for (let i = 0; i < rows.length; i += 1) {
          const at = rows[i]! * count + k;
          const step = gradient * values[i]! + options.l2 * weights[at]!;
          squared[at]! += step * step;
          weights[at]! -= (options.learningRate * step) / Math.sqrt(squared[at]! + 1e-8);
        }
      }
    }
  }
  return { vocabulary, weights, bias };
}
