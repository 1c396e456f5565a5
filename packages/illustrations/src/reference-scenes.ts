import { createCharacterSheet, type CharacterSheet } from './character-sheet.js';
import { renderPng } from './render.js';
import { drawScene, type SceneInput } from './scene.js';

/**
 * Twenty scenes that cover the illustrator's range (settings indoor and out, the three hours,
 * every kind of pose, props, one to six heroes, a cover), each rendered and kept as a PNG
 * beside this file. The test compares every one pixel by pixel, so a change to the drawing
 * code shows in review as changed images; `npm run scenes:update -w @pourquoi/illustrations` writes
 * them again when the change is meant.
 */
export const REFERENCE_WIDTH = 320;

const sheet = (seed: string, gender: 'girl' | 'boy' | 'neutral', age: number): CharacterSheet =>
  createCharacterSheet({ seed, name: seed, gender, age });

const lea = sheet('lea', 'girl', 5);
const tom = sheet('tom', 'boy', 8);
const sacha = sheet('sacha', 'neutral', 10);
const family = [lea, tom, sacha, sheet('jade', 'girl', 3), sheet('noah', 'boy', 6), sheet('ines', 'girl', 11)];

type Moment = NonNullable<SceneInput['moment']>;
const scene = (theme: SceneInput['theme'], moment: Moment, heroes: CharacterSheet[], extra: Partial<SceneInput> = {}) =>
  ({ theme, moment, heroes, seed: 20261126, ...extra }) satisfies SceneInput;

export const referenceScenes: Record<string, SceneInput> = {
  'bedroom-night-asleep': scene(
    'family',
    { setting: 'bedroom', timeOfDay: 'night', action: 'sleep', props: ['teddy'] },
    [lea],
  ),
  'bedroom-night-asleep-two': scene(
    'family',
    { setting: 'bedroom', timeOfDay: 'night', action: 'sleep', props: ['moon'] },
    [lea, tom],
  ),
  'bedroom-dusk-reading': scene(
    'family',
    { setting: 'bedroom', timeOfDay: 'dusk', action: 'read', props: ['book', 'lantern'] },
    [lea, tom],
  ),
  'farm-day-greeting': scene(
    'animals',
    { setting: 'farm', timeOfDay: 'day', action: 'greet', props: ['hen', 'sheep'] },
    [tom],
  ),
  'savanna-day-discovering': scene(
    'animals',
    { setting: 'savanna', timeOfDay: 'day', action: 'discover', props: ['giraffe'] },
    [lea, sacha],
  ),
  'forest-dusk-exploring': scene(
    'nature',
    { setting: 'forest', timeOfDay: 'dusk', action: 'explore', props: ['owl', 'fox'] },
    [sacha],
  ),
  'underwater-day-swimming': scene(
    'pirates',
    { setting: 'underwater', timeOfDay: 'day', action: 'explore', props: ['fish', 'shell', 'treasure_chest'] },
    [tom],
  ),
  'ship-night-brave': scene(
    'pirates',
    { setting: 'ship', timeOfDay: 'night', action: 'brave', props: ['map', 'lantern'] },
    [lea, tom, sacha],
  ),
  'space-night-flying': scene(
    'space',
    { setting: 'space', timeOfDay: 'night', action: 'fly', props: ['rocket', 'planet'] },
    [lea],
  ),
  'moon-night-celebrating': scene(
    'space',
    { setting: 'moon', timeOfDay: 'night', action: 'celebrate', props: ['star', 'robot'] },
    [lea, tom],
  ),
  'prehistoric-day-problem': scene(
    'dinosaurs',
    { setting: 'prehistoric_valley', timeOfDay: 'day', action: 'problem', props: ['dinosaur', 'egg'] },
    [tom],
  ),
  'fairy-castle-dusk-magic': scene(
    'fairy_princesses',
    { setting: 'fairy_castle', timeOfDay: 'dusk', action: 'wish', props: ['wand', 'crown', 'sparkles'] },
    [lea, sacha],
  ),
  'snowy-village-night-calm': scene(
    'christmas',
    { setting: 'snowy_village', timeOfDay: 'night', action: 'calm', props: ['snowman', 'gift'] },
    [lea, tom],
  ),
  'party-room-day-laughing': scene(
    'party',
    { setting: 'party_room', timeOfDay: 'day', action: 'laugh', props: ['cake', 'balloons'] },
    family.slice(0, 4),
  ),
  'schoolyard-day-learning': scene(
    'school',
    { setting: 'schoolyard', timeOfDay: 'day', action: 'learn', props: ['ball', 'book'] },
    [tom, sacha],
  ),
  'fire-station-day-helping': scene(
    'jobs',
    { setting: 'fire_station', timeOfDay: 'day', action: 'help', props: ['fire_truck'] },
    [tom],
  ),
  'racetrack-day-arriving': scene(
    'cars',
    { setting: 'racetrack', timeOfDay: 'day', action: 'arrive', props: ['car'] },
    [lea, tom],
  ),
  'stage-night-working': scene(
    'music',
    { setting: 'stage', timeOfDay: 'night', action: 'work', props: ['guitar', 'drum', 'music_note'] },
    family.slice(0, 3),
  ),
  'meadow-day-six-heroes': scene(
    'unicorns',
    { setting: 'rainbow_meadow', timeOfDay: 'day', action: 'celebrate', props: ['unicorn', 'rainbow'] },
    family,
  ),
  'cover-castle': scene(
    'knights_princesses',
    { setting: 'castle', timeOfDay: 'day', action: 'celebrate', props: ['dragon'] },
    [lea, tom],
    { cover: true },
  ),
};

/** A reference scene as its PNG is kept: the test and the update script draw it the same way. */
export const renderReference = (scene: SceneInput) => renderPng(drawScene(scene), REFERENCE_WIDTH);
