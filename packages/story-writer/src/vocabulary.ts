/**
 * What each page shows, for the illustrator that draws SVG scenes (../illustrations). Every
 * key here is one of the illustrator's own canonical keys, so each one is drawn as such,
 * never guessed from an alias. The lists are exactly what this composer can emit.
 */

/** Where the page happens. */
export const SETTINGS = [
  // home
  'bedroom',
  'living_room',
  'christmas_living_room',
  'garden',
  'garden_party',
  'party_room',
  // nature
  'meadow',
  'rainbow_meadow',
  'forest',
  'fairy_garden',
  'lake',
  'mountain',
  'farm',
  'savanna',
  'jungle',
  'prehistoric_valley',
  'volcano',
  'island',
  'ship',
  'clouds',
  // places
  'castle',
  'fairy_castle',
  'snowy_village',
  'schoolyard',
  'classroom',
  'road',
  'airfield',
  'city',
  'rooftop',
  'fire_station',
  'bakery',
  'doctor',
  'stage',
  'workshop',
  'lab',
  // space
  'launchpad',
  'space',
  'moon',
  'planet',
] as const;
export type SettingKey = (typeof SETTINGS)[number];

/** The light of the scene: sleep stories move from dusk to night. */
export const TIMES_OF_DAY = ['day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * What the heroes do on the page, with the pose the illustrator gives it. 'problem' and
 * 'calm' have no pose of their own there and are drawn standing.
 */
export const ACTIONS = [
  'arrive', // walk: introduced, reaching a place, coming home
  'explore', // walk: on the way, looking around
  'greet', // wave: meeting a companion, saying goodnight to the world
  'discover', // point: a find, a message, a wonder
  'problem', // stand: something goes wrong, a fear, gentle suspense
  'brave', // heroic: a brave step
  'help', // hold hands: fixing, comforting, helping
  'work', // fix: trying a job for real
  'learn', // read: listening to a true fact
  'laugh', // laugh: a funny moment
  'celebrate', // cheer: joy, a party, a gift
  'fly', // fly: floating or flying in a dream
  'wish', // magic: a wish, a magic pencil
  'calm', // stand: a quiet moment
  'sleep', // sleep: in bed, eyes closed
] as const;
export type ActionKey = (typeof ACTIONS)[number];

/** Things and creatures to draw in the scene; a companion is drawn from its prop. */
export const PROPS = [
  // sky and space
  'star',
  'shooting_star',
  'moon',
  'sun',
  'cloud',
  'rainbow',
  'planet',
  'rocket',
  // magic and feelings
  'sparkles',
  'bubbles',
  'wand',
  'crown',
  'heart',
  // things
  'balloon',
  'cake',
  'gift',
  'book',
  'ball',
  'kite',
  'teddy',
  'lantern',
  'map',
  'telescope',
  'magnifying_glass',
  'treasure_chest',
  'shell',
  'basket',
  'snowman',
  'music_note',
  'guitar',
  'drum',
  'egg',
  // vehicles
  'car',
  'fire_truck',
  'plane',
  'boat',
  // creatures
  'robot',
  'dragon',
  'unicorn',
  'dinosaur',
  'bird',
  'owl',
  'fox',
  'rabbit',
  'cat',
  'dog',
  'fish',
  'giraffe',
  'butterfly',
  'flower',
] as const;
export type PropKey = (typeof PROPS)[number];

/** One page, as the illustrator needs it. */
export interface PageMoment {
  setting: SettingKey;
  timeOfDay: TimeOfDay;
  action: ActionKey;
  /** Up to 4 props, the most important first (the companion, then what the page is about). */
  props: PropKey[];
}
