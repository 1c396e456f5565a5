import { labels } from '../../src/classifier/labels.js';
import type { Thresholds, TrainedModel } from '../../src/classifier/model.js';
import type { Trained } from './softmax.js';

/**
 * The weights as committed: one signed byte per label and feature, on a common scale. A
 * feature whose bytes all round to zero says nothing and is left out.
 */
/**
 * Most messages are ordinary, far more than in the tuning set: the biases are moved so that a
 * message with nothing to say (empty, or made of unknown words) is read as one to answer.
 * The odds of every stopped label against the answered ones move by the same factor, so the
 * thresholds chosen afterwards keep their meaning.
 */
const ANSWERED_PRIOR_FACTOR = 4;

export function exportModel(
  trained: Trained,
  thresholds: Thresholds,
  trainedOn: TrainedModel['trainedOn'],
): TrainedModel {
  const count = labels.length;
  let largest = 0;
  for (const weight of trained.weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  const keptHashes: number[] = [];
  const keptWeights: number[] = [];
  trained.vocabulary.forEach((hash, row) => {
    const bytes = Array.from({ length: count }, (_, label) =>
      Math.round(trained.weights[row * count + label]! / scale),
    );
    if (bytes.every((byte) => byte === 0)) return;
    keptHashes.push(hash);
    keptWeights.push(...bytes);
  });
  return {
    labels: [...labels],
    scale: Number(scale.toPrecision(8)),
    bias: [...trained.bias].map((value, label) => {
      const answered = labels[label] === 'sensitive' || labels[label] === 'ordinary';
      return Number((value + (answered ? Math.log(ANSWERED_PRIOR_FACTOR) : 0)).toFixed(5));
    }),
    hashes: Buffer.from(Uint32Array.from(keptHashes).buffer).toString('base64'),
    weights: Buffer.from(Int8Array.from(keptWeights).buffer).toString('base64'),
    thresholds,
    trainedOn,
  };
}
