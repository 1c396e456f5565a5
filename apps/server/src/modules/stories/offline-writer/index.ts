/**
 * The offline story composer: writes a French story from the type, the theme, the length
 * and the children, with no AI. See compose.ts for how a story is built.
 */
export { writeOfflineStory } from './compose.js';
export { agree, countSentences } from './french.js';
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
