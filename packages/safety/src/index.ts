export { distressSignal, screenAnswer, screenQuestion } from './screen.js';
export { checkInMessage } from './messages.js';
export { localRules, localSafety } from './local.js';
export { type ModerationCheck, withProviderModeration } from './provider-moderation.js';
export { type GuardCheck, type GuardOptions, type GuardVerdict, GUARD_TIMEOUT_MS, withGuard } from './guard.js';
export type { Safety, ScreeningContext } from './port.js';
export type { Category, DistressCategory, Screening, SensitiveTopic } from './types.js';
export { type StoppedBefore, distressCategories, gravest, refusalCategories, stoppedAgain } from './verdicts.js';
