/** Offline story illustrations: scenes drawn as SVG from the theme, the moment and the character sheets, rendered to PNG. */
export {
  type CharacterGender,
  type CharacterSheet,
  type CharacterSheetInput,
  createCharacterSheet,
  describeCharacterSheet,
  normalizeCharacterSheet,
} from './character-sheet.js';
export { renderPng } from './render.js';
export { drawScene, type SceneInput, type SceneMoment } from './scene.js';
export type { TimeOfDay } from './palette.js';
export { SETTING_KEYS, type SettingKey } from './backgrounds.js';
export { PROP_KEYS, type PropKey } from './props.js';
export { POSES, type Pose } from './figures.js';
export { ACTION_POSES, PROP_ALIASES, SETTING_ALIASES, THEME_SCENES } from './vocabulary.js';
