// zod/mini: in the web's first download (decision 0031).
import * as z from 'zod/mini';

/** Every number of product.md#adaptive-level. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 5;
export const DEFAULT_LEVEL = 3;
export const SCORE_MIN = -2;
export const SCORE_MAX = 2;
export const FEEDBACK_HISTORY_SIZE = 20;

export const feedbackSchema = z.enum(['understood', 'too_hard', 'more_info']);
export type Feedback = z.infer<typeof feedbackSchema>;

/** The three ratings as the child reads them (product.md#feedback), in the chat, history and exports. */
export const feedbackLabels: Record<Feedback, string> = {
  understood: "J'ai compris",
  too_hard: 'Trop difficile',
  more_info: "Dis-m'en plus",
};

export const feedbackRecordSchema = z.object({
  messageId: z.string(),
  childId: z.string(),
  feedback: feedbackSchema,
  timestamp: z.string(),
  originalLevel: z.number(),
  childAge: z.number(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

/** product.md#adaptive-level: kept by the server, mirrored by the client. */
export const adaptiveProfileSchema = z.object({
  childId: z.string(),
  currentLevel: z.number(),
  /** The last 20 records, oldest first. */
  feedbackHistory: z.array(feedbackRecordSchema),
  adaptationScore: z.number(),
  lastUpdated: z.string(),
  preferredComplexity: z.number(),
});
export type AdaptiveProfile = z.infer<typeof adaptiveProfileSchema>;

/** Starting level by age: up to 4 → 1, 5–6 → 2, 7–9 → 3, 10–12 → 4, 13 and over → 5. */
export function startingLevel(age: number | null | undefined): number {
  if (age === null || age === undefined || !Number.isFinite(age)) return DEFAULT_LEVEL;
  if (age <= 4) return 1;
  if (age <= 6) return 2;
  if (age <= 9) return 3;
  if (age <= 12) return 4;
  return 5;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const clampLevel = (value: number) => oneDecimal(clamp(value, LEVEL_MIN, LEVEL_MAX));

export function newProfile(childId: string, age: number | null | undefined, now: Date): AdaptiveProfile {
  const level = startingLevel(age);
  return {
    childId,
    currentLevel: level,
    feedbackHistory: [],
    adaptationScore: 0,
    lastUpdated: now.toISOString(),
    preferredComplexity: level,
  };
}

export type LearningTrend = 'struggling' | 'improving' | 'stable';

/** Struggling over 40 % too_hard in the last 10, improving with a score above 0.5. */
export function learningTrend(profile: AdaptiveProfile): LearningTrend {
  const lastTen = profile.feedbackHistory.slice(-10);
  const tooHard = lastTen.filter((record) => record.feedback === 'too_hard').length;
  if (lastTen.length > 0 && tooHard / lastTen.length > 0.4) return 'struggling';
  if (profile.adaptationScore > 0.5) return 'improving';
  return 'stable';
}

/**
 * The profile after one feedback: too_hard lowers the level by 0.5 (score −0.5, floor −2);
 * more_info raises it by 0.3 (score +0.3, cap 2); understood raises it by 0.2 only when at
 * least 3 of the last 5 were understood. After 5 or more feedbacks, the preferred complexity
 * follows the last 10: lowered by 0.5 when too_hard outnumbers twice the more_info, raised by
 * 0.3 when more_info appears more than 3 times.
 */
export function applyFeedback(
  profile: AdaptiveProfile,
  input: { messageId: string; feedback: Feedback; childAge: number },
  now: Date,
): AdaptiveProfile {
  const record: FeedbackRecord = {
    messageId: input.messageId,
    childId: profile.childId,
    feedback: input.feedback,
    timestamp: now.toISOString(),
    originalLevel: profile.currentLevel,
    childAge: input.childAge,
  };
  const history = [...profile.feedbackHistory, record].slice(-FEEDBACK_HISTORY_SIZE);

  let level = profile.currentLevel;
  let score = profile.adaptationScore;
  if (input.feedback === 'too_hard') {
    level -= 0.5;
    score = Math.max(SCORE_MIN, score - 0.5);
  } else if (input.feedback === 'more_info') {
    level += 0.3;
    score = Math.min(SCORE_MAX, score + 0.3);
  } else {
    const understoodLately = history.slice(-5).filter((entry) => entry.feedback === 'understood').length;
    if (understoodLately >= 3) level += 0.2;
  }

  let preferred = profile.preferredComplexity;
  if (history.length >= 5) {
    const lastTen = history.slice(-10);
    const tooHard = lastTen.filter((entry) => entry.feedback === 'too_hard').length;
    const moreInfo = lastTen.filter((entry) => entry.feedback === 'more_info').length;
    if (tooHard > 2 * moreInfo) preferred -= 0.5;
    else if (moreInfo > 3) preferred += 0.3;
  }

  return {
    childId: profile.childId,
    currentLevel: clampLevel(level),
    feedbackHistory: history,
    adaptationScore: oneDecimal(score),
    lastUpdated: now.toISOString(),
    preferredComplexity: clampLevel(preferred),
  };
}
