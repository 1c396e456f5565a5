/**
 * The offline story composer: writes a French story from the type, the theme, the length
 * and the children, with no AI. See compose.ts for how a story is built.
 */
export { writeOfflineStory } from './compose.js';
export { APOSTROPHE, agree, countSentences, elides } from './french.js';
export { agreeWithText, clashingHour, undrawn, type StoryCharacter } from './page-check.js';
export {
  planOfPages,
  planOfWrittenStory,
  planProblems,
  type PagePlan,
  type PlannedCharacter,
  type PlannedPlace,
  type StoryPlan,
} from './plan.js';
export { findNamedElements, type NamedElement } from './wish-names.js';
export { themes, concreteThemes } from './themes/index.js';
export { findWish } from './wishes.js';
export type { ConcreteTheme, OfflineStoryInput, StoryHero, WrittenStory } from './types.js';
export {
  ACTIONS,
  PROPS,
  SETTINGS,
  TIMES_OF_DAY,
  type ActionKey,
  type PageMoment,
  type PropKey,
  type SettingKey,
  type TimeOfDay,
} from './vocabulary.js';
