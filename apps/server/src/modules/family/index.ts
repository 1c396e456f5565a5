// The family module's public surface: other modules import it from here only.
export type { FamilyDependencies } from './dependencies.js';
export {
  type FamilyKey,
  type FamilyRow,
  countQuestionsSince,
  familyOf,
  familyStateList,
  questionsCounted,
  toSubscriptionRecord,
} from './repository.js';
export {
  type Family,
  familyKey,
  holdFamilyLock,
  loadFamily,
  loadFamilyLocked,
  toFamily,
  writeUnderFamilyLock,
} from './state.js';
