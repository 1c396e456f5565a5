/** What a question or an answer may not contain; each gets a kind redirect to the parent. */
export type Category =
  'sexual' | 'violence' | 'drugs' | 'hate' | 'dangerous_challenge' | 'personal_data' | 'rule_bypass';

/** A child in danger: help comes first, with the French help numbers. */
export type DistressCategory = 'self_harm' | 'abuse';

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
  | { verdict: 'refuse'; category: Category; message: string }
  | { verdict: 'distress'; category: DistressCategory; message: string };
