/** What a question or an answer may not contain; each gets a kind redirect to the parent. */
export const refusalCategories = [
  'sexual',
  'violence',
  'drugs',
  'hate',
  'dangerous_challenge',
  'illegal',
  'personal_data',
  'secrecy',
  'rule_bypass',
] as const;
export type Category = (typeof refusalCategories)[number];

/** A child who may be in danger: help comes first, a trusted adult and the French help numbers. */
export const distressCategories = ['self_harm', 'abuse', 'grooming', 'eating', 'bullying', 'runaway'] as const;
export type DistressCategory = (typeof distressCategories)[number];

/** Normal questions of childhood that deserve extra care, never a refusal. */
export type SensitiveTopic =
  | 'death'
  | 'babies'
  | 'body'
  | 'divorce'
  | 'illness'
  | 'war'
  | 'racism'
  | 'disability'
  | 'religion'
  | 'differences'
  | 'magic'
  | 'fear'
  | 'sadness';

export type Screening =
  | { verdict: 'allow' }
  | { verdict: 'sensitive'; topic: SensitiveTopic; guidance: string }
  /** An answer can also be stopped for what only a question would call distress (self-harm). */
  | { verdict: 'refuse'; category: Category | DistressCategory; message: string }
  | { verdict: 'distress'; category: DistressCategory; message: string };
