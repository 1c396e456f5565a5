import { type Category, type DistressCategory, distressCategories, refusalCategories } from '../types.js';

/**
 * What the classifier tells apart: each category that gets its own message, and the two
 * kinds of question that reach the model.
 */
export const labels = [...distressCategories, ...refusalCategories, 'sensitive', 'ordinary'] as const;
export type Label = (typeof labels)[number];

const distressLabels = new Set<Label>(distressCategories);
const answeredLabels = new Set<Label>(['sensitive', 'ordinary']);

export const isDistressLabel = (label: Label): label is DistressCategory & Label => distressLabels.has(label);
export const isRefusalLabel = (label: Label): label is Category & Label =>
  !distressLabels.has(label) && !answeredLabels.has(label);

/** The sets' names for a category, where they differ from ours. */
const setCategories: Record<string, Label> = { dangerous: 'dangerous_challenge', jailbreak: 'rule_bypass' };

/** The label a set's question teaches: its category when stopped, its class when answered. */
export function labelOf(question: { class: string; category: string }): Label {
  if (question.class === 'sensitive' || question.class === 'ordinary') return question.class;
  const label = setCategories[question.category] ?? question.category;
  if (!(labels as readonly string[]).includes(label)) {
    throw new Error(`No classifier label for ${question.class}/${question.category}`);
  }
  return label as Label;
}
