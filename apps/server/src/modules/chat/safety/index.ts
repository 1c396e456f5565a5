export { screenAnswer, screenQuestion } from './screen.js';
export { localRules, localSafety } from './local.js';
export { type ModerationCheck, withProviderModeration } from './provider-moderation.js';
export type { Category, DistressCategory, Screening, SensitiveTopic } from './types.js';
