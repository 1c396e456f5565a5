/**
 * The words a story moment may use, and how they map to drawings. The offline story writer (or
 * a model) can send any string: keys are matched without case or accents, French words and
 * plurals are understood, a key made of several words is matched word by word, and anything
 * unknown falls back to the theme's own setting, a standing pose, or no prop. Nothing throws.
 */
import type { StoryTheme } from '@pourquoi/shared';
import { SETTING_KEYS, SETTINGS, type SettingKey } from './backgrounds.js';
import type { Costume, Pose } from './figures.js';
import { TIMES_OF_DAY, type TimeOfDay } from './palette.js';
import { PROP_KEYS, type PropKey } from './props.js';
import type { Rng } from './random.js';

export type Companion = 'dinosaur' | 'unicorn' | 'robot' | 'dragon' | 'rabbit' | 'cat' | 'dog' | 'owl';
export type Ambient = 'none' | 'snow' | 'sparkles' | 'notes' | 'butterflies';

export interface ThemeScenes {
  /** The theme's own place: covers and unknown settings go there. */
  hero: SettingKey;
  /** The settings that belong to the theme (any other setting key is drawn too). */
  settings: readonly SettingKey[];
  /** What the heroes wear in this theme, unless the setting says otherwise. */
  costume: Costume;
  /** A friendly creature added to outdoor pictures that do not have it yet. */
  companion?: Companion;
  ambient: Ambient;
  winter?: boolean;
}

export const THEME_SCENES: Record<StoryTheme, ThemeScenes> = {
  surprise: { hero: 'rainbow_meadow', settings: SETTING_KEYS, costume: 'none', ambient: 'none' },
  party: {
    hero: 'party_room',
    settings: ['party_room', 'garden_party', 'garden', 'living_room', 'meadow'],
    costume: 'party_hat',
    ambient: 'none',
  },
  school: {
    hero: 'schoolyard',
    settings: ['schoolyard', 'classroom', 'garden', 'city', 'meadow'],
    costume: 'none',
    ambient: 'none',
  },
  cars: { hero: 'road', settings: ['road', 'racetrack', 'city', 'construction'], costume: 'none', ambient: 'none' },
  planes: { hero: 'airfield', settings: ['airfield', 'clouds', 'meadow', 'island'], costume: 'none', ambient: 'none' },
  knights_princesses: {
    hero: 'castle',
    settings: ['castle', 'castle_hall', 'forest', 'meadow', 'fairy_castle'],
    costume: 'crown',
    companion: 'dragon',
    ambient: 'none',
  },
  fairy_princesses: {
    hero: 'fairy_garden',
    settings: ['fairy_garden', 'fairy_castle', 'forest', 'clouds', 'rainbow_meadow'],
    costume: 'wings',
    ambient: 'sparkles',
  },
  animals: {
    hero: 'farm',
    settings: ['farm', 'savanna', 'forest', 'jungle', 'meadow', 'underwater'],
    costume: 'none',
    companion: 'rabbit',
    ambient: 'butterflies',
  },
  dinosaurs: {
    hero: 'prehistoric_valley',
    settings: ['prehistoric_valley', 'volcano', 'jungle'],
    costume: 'none',
    companion: 'dinosaur',
    ambient: 'none',
  },
  family: {
    hero: 'garden',
    settings: ['garden', 'living_room', 'bedroom', 'kitchen', 'garden_party'],
    costume: 'none',
    companion: 'cat',
    ambient: 'none',
  },
  unicorns: {
    hero: 'rainbow_meadow',
    settings: ['rainbow_meadow', 'clouds', 'fairy_garden', 'fairy_castle'],
    costume: 'none',
    companion: 'unicorn',
    ambient: 'sparkles',
  },
  space: { hero: 'moon', settings: ['moon', 'space', 'planet', 'launchpad'], costume: 'none', ambient: 'none' },
  superheroes: { hero: 'rooftop', settings: ['rooftop', 'city'], costume: 'cape', ambient: 'none' },
  music: {
    hero: 'stage',
    settings: ['stage', 'meadow', 'living_room', 'party_room', 'garden_party'],
    costume: 'none',
    ambient: 'notes',
  },
  robots: {
    hero: 'workshop',
    settings: ['workshop', 'lab', 'city'],
    costume: 'none',
    companion: 'robot',
    ambient: 'none',
  },
  nature: {
    hero: 'forest',
    settings: ['forest', 'meadow', 'lake', 'mountain', 'island', 'garden', 'jungle'],
    costume: 'none',
    ambient: 'butterflies',
  },
  pirates: { hero: 'island', settings: ['island', 'ship', 'underwater'], costume: 'pirate_hat', ambient: 'none' },
  christmas: {
    hero: 'snowy_village',
    settings: ['snowy_village', 'christmas_living_room', 'forest', 'meadow', 'mountain'],
    costume: 'santa_hat',
    ambient: 'snow',
    winter: true,
  },
  jobs: {
    hero: 'fire_station',
    settings: ['fire_station', 'bakery', 'doctor', 'construction', 'farm', 'classroom', 'airfield', 'kitchen'],
    costume: 'none',
    ambient: 'none',
  },
};

/** The places a "surprise" cover can show. */
const SURPRISE_HEROES: readonly SettingKey[] = [
  'rainbow_meadow',
  'island',
  'castle',
  'moon',
  'fairy_garden',
  'meadow',
  'prehistoric_valley',
  'garden_party',
];

export const SETTING_ALIASES: Readonly<Record<string, SettingKey>> = {
  // English
  field: 'meadow',
  prairie: 'meadow',
  park: 'meadow',
  hill: 'meadow',
  countryside: 'meadow',
  outside: 'meadow',
  woods: 'forest',
  wood: 'forest',
  pond: 'lake',
  river: 'lake',
  mountains: 'mountain',
  barn: 'farm',
  beach: 'island',
  seaside: 'island',
  sea: 'ship',
  ocean: 'ship',
  boat: 'ship',
  deck: 'ship',
  reef: 'underwater',
  dinosaur: 'prehistoric_valley',
  valley: 'prehistoric_valley',
  sky: 'clouds',
  rainbow: 'rainbow_meadow',
  palace: 'fairy_castle',
  throne_room: 'castle_hall',
  hall: 'castle_hall',
  fairy: 'fairy_garden',
  village: 'snowy_village',
  snow: 'snowy_village',
  school: 'schoolyard',
  playground: 'schoolyard',
  class: 'classroom',
  street: 'city',
  town: 'city',
  roof: 'rooftop',
  race: 'racetrack',
  airport: 'airfield',
  runway: 'airfield',
  house: 'garden',
  home: 'living_room',
  backyard: 'garden',
  party: 'party_room',
  birthday: 'party_room',
  fire: 'fire_station',
  firefighter: 'fire_station',
  bakery_shop: 'bakery',
  pharmacy: 'doctor',
  hospital: 'doctor',
  building_site: 'construction',
  rocket: 'launchpad',
  stars: 'space',
  concert: 'stage',
  theater: 'stage',
  theatre: 'stage',
  laboratory: 'lab',
  factory: 'workshop',
  garage: 'workshop',
  bed: 'bedroom',
  christmas: 'christmas_living_room',
  fireplace: 'christmas_living_room',
  // French
  pre: 'meadow',
  champ: 'meadow',
  colline: 'meadow',
  campagne: 'meadow',
  dehors: 'meadow',
  foret: 'forest',
  bois: 'forest',
  lac: 'lake',
  etang: 'lake',
  riviere: 'lake',
  montagne: 'mountain',
  ferme: 'farm',
  grange: 'farm',
  savane: 'savanna',
  volcan: 'volcano',
  vallee: 'prehistoric_valley',
  plage: 'island',
  ile: 'island',
  mer: 'ship',
  bateau: 'ship',
  navire: 'ship',
  sous_marin: 'underwater',
  fond_marin: 'underwater',
  ciel: 'clouds',
  nuages: 'clouds',
  nuage: 'clouds',
  arc_en_ciel: 'rainbow_meadow',
  chateau: 'castle',
  palais: 'fairy_castle',
  salle_du_trone: 'castle_hall',
  fee: 'fairy_garden',
  fees: 'fairy_garden',
  jardin_des_fees: 'fairy_garden',
  neige: 'snowy_village',
  ecole: 'schoolyard',
  cour: 'schoolyard',
  recre: 'schoolyard',
  classe: 'classroom',
  route: 'road',
  course: 'racetrack',
  circuit: 'racetrack',
  aeroport: 'airfield',
  ville: 'city',
  rue: 'city',
  toit: 'rooftop',
  toits: 'rooftop',
  jardin: 'garden',
  maison: 'living_room',
  salon: 'living_room',
  chambre: 'bedroom',
  lit: 'bedroom',
  cuisine: 'kitchen',
  fete: 'party_room',
  anniversaire: 'party_room',
  caserne: 'fire_station',
  pompiers: 'fire_station',
  boulangerie: 'bakery',
  pharmacie: 'doctor',
  hopital: 'doctor',
  docteur: 'doctor',
  medecin: 'doctor',
  chantier: 'construction',
  lune: 'moon',
  espace: 'space',
  planete: 'planet',
  fusee: 'launchpad',
  scene: 'stage',
  spectacle: 'stage',
  atelier: 'workshop',
  laboratoire: 'lab',
  noel: 'christmas_living_room',
  cheminee: 'christmas_living_room',
};

const P = (pose: Pose, words: string[]) =>
  Object.fromEntries(words.map((word) => [word, pose])) as Record<string, Pose>;

export const ACTION_POSES: Readonly<Record<string, Pose>> = {
  ...P('stand', [
    'stand',
    'idle',
    'listen',
    'talk',
    'wait',
    'meet',
    'smile',
    'ecouter',
    'parler',
    'attendre',
    'rencontrer',
    'sourire',
  ]),
  ...P('wave', ['wave', 'greet', 'hello', 'goodbye', 'welcome', 'saluer', 'bonjour', 'au_revoir', 'accueillir']),
  ...P('cheer', [
    'celebrate',
    'cheer',
    'win',
    'party',
    'hooray',
    'applaud',
    'rejoice',
    'feter',
    'celebrer',
    'gagner',
    'applaudir',
    'fete',
  ]),
  ...P('jump', ['jump', 'hop', 'bounce', 'leap', 'sauter', 'bondir']),
  ...P('dance', ['dance', 'spin', 'twirl', 'danser', 'tourner']),
  ...P('point', [
    'discover',
    'point',
    'find',
    'look',
    'see',
    'notice',
    'show',
    'search',
    'observe',
    'spot',
    'decouvrir',
    'montrer',
    'trouver',
    'regarder',
    'voir',
    'chercher',
    'observer',
    'apercevoir',
  ]),
  ...P('walk', [
    'walk',
    'go',
    'travel',
    'explore',
    'run',
    'march',
    'hike',
    'arrive',
    'leave',
    'follow',
    'marcher',
    'partir',
    'courir',
    'explorer',
    'voyager',
    'aller',
    'suivre',
    'arriver',
  ]),
  ...P('holdHands', [
    'hug',
    'together',
    'friends',
    'share',
    'help',
    'hold_hands',
    'embrace',
    'thank',
    'calin',
    'aider',
    'partager',
    'ensemble',
    'remercier',
    'amis',
  ]),
  ...P('fly', ['fly', 'soar', 'float', 'take_off', 'glide', 'voler', 'planer', 'flotter', 'decoller', 'envoler']),
  ...P('read', ['read', 'learn', 'study', 'write', 'lire', 'apprendre', 'etudier', 'ecrire']),
  ...P('sing', ['sing', 'music', 'play_music', 'perform', 'chanter', 'musique', 'jouer_de_la_musique']),
  ...P('think', [
    'think',
    'wonder',
    'ask',
    'imagine',
    'daydream',
    'plan',
    'guess',
    'penser',
    'reflechir',
    'demander',
    'imaginer',
    'deviner',
    'se_demander',
  ]),
  ...P('magic', ['magic', 'cast', 'spell', 'wish', 'enchant', 'sparkle', 'magie', 'souhait', 'voeu', 'enchanter']),
  ...P('fix', [
    'build',
    'fix',
    'repair',
    'make',
    'construct',
    'invent',
    'cook',
    'bake',
    'work',
    'craft',
    'construire',
    'reparer',
    'fabriquer',
    'inventer',
    'cuisiner',
    'travailler',
    'bricoler',
  ]),
  ...P('laugh', ['laugh', 'giggle', 'play', 'fun', 'joke', 'rire', 'jouer', 's_amuser', 'rigoler']),
  ...P('heroic', [
    'brave',
    'courage',
    'rescue',
    'save',
    'protect',
    'hero',
    'proud',
    'sauver',
    'proteger',
    'courageux',
    'fier',
    'secourir',
  ]),
  ...P('sleep', [
    'rest',
    'sleep',
    'nap',
    'bedtime',
    'dream',
    'yawn',
    'snuggle',
    'asleep',
    'dormir',
    'reposer',
    'sieste',
    'rever',
    'bailler',
    'coucher',
    'endormir',
    'se_coucher',
  ]),
};

export const PROP_ALIASES: Readonly<Record<string, PropKey>> = {
  // English
  stars: 'star',
  present: 'gift',
  presents: 'gift',
  gifts: 'gift',
  flowers: 'flower',
  books: 'book',
  note: 'music_note',
  notes: 'music_note',
  music: 'music_note',
  treasure: 'treasure_chest',
  chest: 'treasure_chest',
  coins: 'treasure_chest',
  teddy_bear: 'teddy',
  bear: 'teddy',
  toy: 'blocks',
  toys: 'blocks',
  lamp: 'lantern',
  magic_wand: 'wand',
  apple: 'basket',
  apples: 'basket',
  picnic: 'basket',
  seashell: 'shell',
  shells: 'shell',
  starfish: 'shell',
  fire: 'campfire',
  magnifier: 'magnifying_glass',
  dinosaur_egg: 'egg',
  eggs: 'egg',
  birds: 'bird',
  butterflies: 'butterfly',
  hearts: 'heart',
  love: 'heart',
  bubble: 'bubbles',
  sparkle: 'sparkles',
  glitter: 'sparkles',
  firework: 'fireworks',
  airplane: 'plane',
  aeroplane: 'plane',
  ship: 'boat',
  firetruck: 'fire_truck',
  puppy: 'dog',
  kitten: 'cat',
  bunny: 'rabbit',
  lamb: 'sheep',
  chicken: 'hen',
  cupcake: 'cake',
  dessert: 'cake',
  candles: 'cake',
  // French
  etoile: 'star',
  etoiles: 'star',
  etoile_filante: 'shooting_star',
  lune: 'moon',
  soleil: 'sun',
  planete: 'planet',
  arc_en_ciel: 'rainbow',
  nuage: 'cloud',
  nuages: 'cloud',
  feux_d_artifice: 'fireworks',
  feu_d_artifice: 'fireworks',
  avion: 'plane',
  montgolfiere: 'hot_air_balloon',
  cerf_volant: 'kite',
  oiseau: 'bird',
  oiseaux: 'bird',
  ballon: 'balloon',
  ballons: 'balloons',
  papillon: 'butterfly',
  papillons: 'butterfly',
  musique: 'music_note',
  coeur: 'heart',
  coeurs: 'heart',
  bulles: 'bubbles',
  paillettes: 'sparkles',
  etincelles: 'sparkles',
  gateau: 'cake',
  gateaux: 'cake',
  coffre: 'treasure_chest',
  tresor: 'treasure_chest',
  coffre_au_tresor: 'treasure_chest',
  livre: 'book',
  livres: 'book',
  fleur: 'flower',
  fleurs: 'flower',
  cadeau: 'gift',
  cadeaux: 'gift',
  balle: 'ball',
  ballon_de_foot: 'ball',
  nounours: 'teddy',
  doudou: 'teddy',
  ours: 'teddy',
  lanterne: 'lantern',
  lampe: 'lantern',
  couronne: 'crown',
  baguette: 'wand',
  baguette_magique: 'wand',
  carte: 'map',
  carte_au_tresor: 'map',
  coquillage: 'shell',
  coquillages: 'shell',
  panier: 'basket',
  pomme: 'basket',
  pommes: 'basket',
  bonhomme_de_neige: 'snowman',
  longue_vue: 'telescope',
  loupe: 'magnifying_glass',
  feu_de_camp: 'campfire',
  tente: 'tent',
  tambour: 'drum',
  guitare: 'guitar',
  oeuf: 'egg',
  parapluie: 'umbrella',
  cubes: 'blocks',
  jouets: 'blocks',
  chateau_de_sable: 'sandcastle',
  voiture: 'car',
  camion_de_pompiers: 'fire_truck',
  camion: 'fire_truck',
  pelleteuse: 'digger',
  fusee: 'rocket',
  bateau: 'boat',
  chat: 'cat',
  chaton: 'cat',
  chien: 'dog',
  chiot: 'dog',
  lapin: 'rabbit',
  renard: 'fox',
  hibou: 'owl',
  chouette: 'owl',
  mouton: 'sheep',
  poule: 'hen',
  poisson: 'fish',
  poissons: 'fish',
  licorne: 'unicorn',
  dinosaure: 'dinosaur',
  girafe: 'giraffe',
};

export const TIME_ALIASES: Readonly<Record<string, TimeOfDay>> = {
  morning: 'day',
  noon: 'day',
  afternoon: 'day',
  daytime: 'day',
  jour: 'day',
  matin: 'day',
  midi: 'day',
  apres_midi: 'day',
  evening: 'dusk',
  sunset: 'dusk',
  sunrise: 'dusk',
  dawn: 'dusk',
  twilight: 'dusk',
  soir: 'dusk',
  soiree: 'dusk',
  crepuscule: 'dusk',
  coucher_de_soleil: 'dusk',
  aube: 'dusk',
  bedtime: 'night',
  midnight: 'night',
  nuit: 'night',
  minuit: 'night',
};

/** "Le Château" → "le_chateau"; anything that is not a string → "". */
export function normalizeKey(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .slice(0, 80)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'at',
  'on',
  'le',
  'la',
  'les',
  'l',
  'un',
  'une',
  'des',
  'du',
  'de',
  'd',
  'au',
  'aux',
  'dans',
  'sur',
]);

/**
 * Finds a known key: the whole key, then without a plural "s", then word by word (the longest
 * run of words first), so "castle_garden" or "dans la forêt enchantée" still find their place.
 */
function lookup<K extends string>(raw: unknown, known: readonly K[], aliases: Readonly<Record<string, K>>): K | null {
  const key = normalizeKey(raw);
  if (!key) return null;
  const direct = (candidate: string): K | null => {
    if ((known as readonly string[]).includes(candidate)) return candidate as K;
    if (Object.prototype.hasOwnProperty.call(aliases, candidate)) return aliases[candidate] as K;
    if (candidate.length > 3 && candidate.endsWith('s')) return direct(candidate.slice(0, -1));
    return null;
  };
  const whole = direct(key);
  if (whole) return whole;
  const words = key.split('_').filter((word) => word && !FILLER.has(word));
  for (let length = Math.min(4, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const found = direct(words.slice(start, start + length).join('_'));
      if (found) return found;
    }
  }
  return null;
}

export function resolveSetting(raw: unknown): SettingKey | null {
  return lookup(raw, SETTING_KEYS, SETTING_ALIASES);
}

export function heroSetting(theme: StoryTheme, rng: Rng): SettingKey {
  return theme === 'surprise' ? rng.pick(SURPRISE_HEROES) : THEME_SCENES[theme].hero;
}

const ACTION_KEYS = Object.keys(ACTION_POSES);

export function resolvePose(raw: unknown): Pose {
  const key = lookup(raw, ACTION_KEYS, {});
  return key ? (ACTION_POSES[key] ?? 'stand') : 'stand';
}

export function resolveProp(raw: unknown): PropKey | null {
  return lookup(raw, PROP_KEYS, PROP_ALIASES);
}

export function resolveTime(raw: unknown): TimeOfDay {
  const key = normalizeKey(raw);
  if ((TIMES_OF_DAY as readonly string[]).includes(key)) return key as TimeOfDay;
  return lookup(raw, TIMES_OF_DAY, TIME_ALIASES) ?? 'day';
}

/** Is the setting known and drawable? (For callers that want to check their vocabulary.) */
export function isSettingKey(value: string): value is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTINGS, value);
}
