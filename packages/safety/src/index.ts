export { distressSignal, screenAnswer, screenQuestion } from './screen.js';
export { checkInMessage } from './messages.js';
export { localRules, localSafety } from './local.js';
export { type ModerationCheck, withProviderModeration } from './provider-moderation.js';
export { type GuardCheck, type GuardOptions, type GuardVerdict, GUARD_TIMEOUT_MS, withGuard } from './guard.js';
export type { Safety, ScreeningContext } from './port.js';
export {
  type Category,
  type DistressCategory,
  type Screening,
  type SensitiveTopic,
  distressCategories,
  refusalCategories,
} from './types.js';
export { type StoppedBefore, gravest, stoppedAgain } from './verdicts.js';
