/**
 * The AI's parameters by age band (product.md#answers-by-age-band): how complex, which vocabulary, how
 * deep and how many examples an answer may hold.
 */
export type AgeBandId = 'up_to_5' | '6_to_8' | '9_to_12' | '13_plus';

export interface AgeBand {
  id: AgeBandId;
  label: string;
  /** 1 (simplest) to 4 */
  complexity: number;
  vocabulary: 'très_simple' | 'simple' | 'moyen' | 'enrichi' | 'scolaire' | 'avancé';
  depth: 'basique' | 'courte' | 'détaillée' | 'standard' | 'approfondie' | 'complète' | 'académique';
  maxExamples: number;
}

export const ageBands: Record<AgeBandId, AgeBand> = {
  up_to_5: {
    id: 'up_to_5',
    label: '5 ans ou moins',
    complexity: 1,
    vocabulary: 'très_simple',
    depth: 'basique',
    maxExamples: 1,
  },
  '6_to_8': { id: '6_to_8', label: '6 à 8 ans', complexity: 2, vocabulary: 'simple', depth: 'courte', maxExamples: 3 },
  '9_to_12': {
    id: '9_to_12',
    label: '9 à 12 ans',
    complexity: 3,
    vocabulary: 'enrichi',
    depth: 'détaillée',
    maxExamples: 4,
  },
  '13_plus': {
    id: '13_plus',
    label: '13 ans et plus',
    complexity: 4,
    vocabulary: 'scolaire',
    depth: 'approfondie',
    maxExamples: 5,
  },
};

export function ageBandFor(age: number): AgeBand {
  if (age <= 5) return ageBands.up_to_5;
  if (age <= 8) return ageBands['6_to_8'];
  if (age <= 12) return ageBands['9_to_12'];
  return ageBands['13_plus'];
}

/** product.md#answers-by-age-band: wording for "simple" children stops at 6. */
export const SIMPLE_WORDING_MAX_AGE = 6;
