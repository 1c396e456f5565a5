import { type Gender, storedGender } from '@pourquoi/shared';
import { safeColor } from './color.js';
import { hashString, Rng } from './random.js';

/**
 * A child's look, chosen once from the child's id and kept: the offline drawings and every
 * image-model prompt use it, so a hero looks the same on every page and in every story.
 * It is plain JSON (stored as jsonb); colours are kept both as a name (for prompts) and as
 * the exact #rrggbb the drawings use.
 */
export type CharacterGender = Gender;

export const HAIR_STYLES = [
  'short',
  'spiky',
  'bob',
  'long',
  'curly',
  'afro',
  'ponytail',
  'pigtails',
  'braids',
  'bun',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];
export type HairTexture = 'straight' | 'wavy' | 'curly' | 'coily';
export type TopKind = 't-shirt' | 'sweater' | 'hoodie' | 'raincoat' | 'dress';
export type TopPattern = 'plain' | 'stripes' | 'dots' | 'star' | 'heart';
export type BottomKind = 'trousers' | 'jeans' | 'shorts' | 'skirt' | 'dungarees' | 'leggings';
export type ShoeKind = 'sneakers' | 'boots';
export type AccessoryKind = 'none' | 'cap' | 'bow' | 'headband' | 'scarf' | 'glasses' | 'beanie' | 'hairclip';

export interface CharacterSheet {
  version: 1;
  /** What the look was drawn from (the child's id). */
  seed: string;
  name: string;
  gender: CharacterGender;
  age: number;
  skin: { tone: SkinTone; hex: string };
  hair: { style: HairStyle; texture: HairTexture; color: HairColor; hex: string };
  eyes: { color: EyeColor; hex: string };
  freckles: boolean;
  top: {
    kind: TopKind;
    color: ClothColor;
    hex: string;
    pattern: TopPattern;
    patternColor: ClothColor;
    patternHex: string;
  };
  bottom: { kind: BottomKind; color: ClothColor; hex: string };
  shoes: { kind: ShoeKind; color: ClothColor; hex: string };
  accessory: { kind: AccessoryKind; color: ClothColor; hex: string };
}

export interface CharacterSheetInput {
  seed: string;
  name: string;
  gender: CharacterGender;
  age: number;
}

// ---------------------------------------------------------------------------------------------
// Colour tables: English name (prompt), French forms (prompt), the drawing's hex.

const SKIN = {
  fair: { hex: '#fbe2d0', en: 'fair skin', fr: 'à la peau très claire' },
  light: { hex: '#f4cfb2', en: 'light skin', fr: 'à la peau claire' },
  olive: { hex: '#e5b58e', en: 'light olive skin', fr: 'à la peau mate' },
  tan: { hex: '#d09a6c', en: 'tan skin', fr: 'à la peau dorée' },
  brown: { hex: '#a86f47', en: 'brown skin', fr: 'à la peau brune' },
  dark: { hex: '#7d4d31', en: 'dark brown skin', fr: 'à la peau foncée' },
  deep: { hex: '#5c3824', en: 'deep brown skin', fr: 'à la peau très foncée' },
} as const;
export type SkinTone = keyof typeof SKIN;

const HAIR = {
  black: { hex: '#2b2327', en: 'black', fr: 'noirs' },
  'dark brown': { hex: '#4a3025', en: 'dark brown', fr: 'brun foncé' },
  brown: { hex: '#6f4530', en: 'brown', fr: 'bruns' },
  chestnut: { hex: '#8b5533', en: 'chestnut', fr: 'châtains' },
  auburn: { hex: '#9c4528', en: 'auburn', fr: 'auburn' },
  ginger: { hex: '#d4722e', en: 'ginger', fr: 'roux' },
  'dark blond': { hex: '#b88a4c', en: 'dark blond', fr: 'blond foncé' },
  blond: { hex: '#e4bd68', en: 'blond', fr: 'blonds' },
  'light blond': { hex: '#f0d894', en: 'light blond', fr: 'blond clair' },
} as const;
export type HairColor = keyof typeof HAIR;

const EYES = {
  brown: { hex: '#6b4226', en: 'brown', fr: 'marron' },
  'dark brown': { hex: '#3f2819', en: 'dark brown', fr: 'marron foncé' },
  hazel: { hex: '#8e6a30', en: 'hazel', fr: 'noisette' },
  green: { hex: '#4c8a4a', en: 'green', fr: 'verts' },
  blue: { hex: '#3f7cc4', en: 'blue', fr: 'bleus' },
  grey: { hex: '#7a8a98', en: 'grey', fr: 'gris' },
} as const;
export type EyeColor = keyof typeof EYES;

/** French adjective forms: masculine, feminine, masculine plural, feminine plural. */
type FrenchForms = readonly [string, string, string, string];
const invariable = (word: string): FrenchForms => [word, word, word, word];

const CLOTH = {
  red: { hex: '#e4564f', fr: ['rouge', 'rouge', 'rouges', 'rouges'] },
  coral: { hex: '#ff8466', fr: invariable('corail') },
  orange: { hex: '#f39a36', fr: invariable('orange') },
  yellow: { hex: '#f6c843', fr: ['jaune', 'jaune', 'jaunes', 'jaunes'] },
  green: { hex: '#58b05a', fr: ['vert', 'verte', 'verts', 'vertes'] },
  teal: { hex: '#22a99b', fr: invariable('bleu canard') },
  'light blue': { hex: '#63b3ea', fr: invariable('bleu clair') },
  blue: { hex: '#3f6fd0', fr: ['bleu', 'bleue', 'bleus', 'bleues'] },
  navy: { hex: '#2f3f7c', fr: invariable('bleu marine') },
  purple: { hex: '#8d68d3', fr: ['violet', 'violette', 'violets', 'violettes'] },
  pink: { hex: '#f28ab4', fr: ['rose', 'rose', 'roses', 'roses'] },
  white: { hex: '#f6f3ec', fr: ['blanc', 'blanche', 'blancs', 'blanches'] },
  grey: { hex: '#9aa3ae', fr: ['gris', 'grise', 'gris', 'grises'] },
  beige: { hex: '#d9c29a', fr: ['beige', 'beige', 'beiges', 'beiges'] },
  khaki: { hex: '#9c9460', fr: invariable('kaki') },
  denim: { hex: '#4b6ea6', fr: invariable('bleu jean') },
  brown: { hex: '#8a5b3c', fr: invariable('marron') },
  black: { hex: '#3a3842', fr: ['noir', 'noire', 'noirs', 'noires'] },
} as const satisfies Record<string, { hex: string; fr: FrenchForms }>;
export type ClothColor = keyof typeof CLOTH;

const TOP_COLORS: readonly ClothColor[] = [
  'red',
  'coral',
  'orange',
  'yellow',
  'green',
  'teal',
  'light blue',
  'blue',
  'purple',
  'pink',
  'white',
];
const BOTTOM_COLORS: readonly ClothColor[] = [
  'denim',
  'navy',
  'blue',
  'grey',
  'beige',
  'khaki',
  'brown',
  'black',
  'green',
  'red',
  'purple',
  'pink',
];
const SHOE_COLORS: readonly ClothColor[] = [
  'red',
  'yellow',
  'blue',
  'white',
  'green',
  'pink',
  'navy',
  'orange',
  'purple',
];
const ACCESSORY_COLORS: readonly ClothColor[] = [
  'red',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'orange',
  'coral',
];

type Weights<K extends string> = Readonly<Record<K, number>>;

/** Gender only leans the draw: every style and garment stays possible for every child. */
const HAIR_STYLE_WEIGHTS: Record<CharacterGender, Weights<HairStyle>> = {
  girl: { short: 1, spiky: 0.3, bob: 2, long: 3, curly: 2, afro: 1, ponytail: 3, pigtails: 2, braids: 2, bun: 1.5 },
  boy: {
    short: 4,
    spiky: 2,
    bob: 0.6,
    long: 0.6,
    curly: 2,
    afro: 1.2,
    ponytail: 0.4,
    pigtails: 0.15,
    braids: 0.4,
    bun: 0.4,
  },
  neutral: {
    short: 2,
    spiky: 1,
    bob: 1.5,
    long: 1.3,
    curly: 1.5,
    afro: 1,
    ponytail: 1.3,
    pigtails: 0.8,
    braids: 0.9,
    bun: 1,
  },
};
const TOP_WEIGHTS: Record<CharacterGender, Weights<TopKind>> = {
  girl: { 't-shirt': 2, sweater: 1.5, hoodie: 1, raincoat: 1, dress: 2.5 },
  boy: { 't-shirt': 2.5, sweater: 1.5, hoodie: 1.5, raincoat: 1, dress: 0.1 },
  neutral: { 't-shirt': 2.5, sweater: 1.5, hoodie: 1.3, raincoat: 1, dress: 0.6 },
};
const BOTTOM_WEIGHTS: Record<CharacterGender, Weights<Exclude<BottomKind, 'leggings'>>> = {
  girl: { trousers: 1.5, jeans: 1.5, shorts: 1, skirt: 2, dungarees: 1.3 },
  boy: { trousers: 2, jeans: 2, shorts: 1.5, skirt: 0.1, dungarees: 1.2 },
  neutral: { trousers: 2, jeans: 1.8, shorts: 1.3, skirt: 0.6, dungarees: 1.3 },
};
const ACCESSORY_WEIGHTS: Record<CharacterGender, Weights<AccessoryKind>> = {
  girl: { none: 2.5, cap: 0.7, bow: 1.6, headband: 1.1, scarf: 1, glasses: 1, beanie: 0.7, hairclip: 1 },
  boy: { none: 3, cap: 1.6, bow: 0.15, headband: 0.3, scarf: 1, glasses: 1, beanie: 0.9, hairclip: 0.15 },
  neutral: { none: 2.8, cap: 1.1, bow: 0.6, headband: 0.6, scarf: 1, glasses: 1, beanie: 0.8, hairclip: 0.5 },
};

const SKIN_WEIGHTS: Weights<SkinTone> = { fair: 1, light: 1.4, olive: 1.2, tan: 1, brown: 1, dark: 0.9, deep: 0.7 };
const EYE_WEIGHTS: Weights<EyeColor> = { brown: 4.5, 'dark brown': 2, hazel: 1, green: 0.8, blue: 1.2, grey: 0.5 };

function hairColorWeights(skin: SkinTone): Weights<HairColor> {
  const deeper = ['brown', 'dark', 'deep'].includes(skin);
  return deeper
    ? {
        black: 5,
        'dark brown': 3,
        brown: 1.2,
        chestnut: 0.5,
        auburn: 0.3,
        ginger: 0.15,
        'dark blond': 0.2,
        blond: 0.15,
        'light blond': 0.05,
      }
    : {
        black: 1.2,
        'dark brown': 1.6,
        brown: 2,
        chestnut: 1.6,
        auburn: 0.6,
        ginger: 0.6,
        'dark blond': 1.2,
        blond: 1.4,
        'light blond': 0.6,
      };
}

const textureFor = (style: HairStyle, rng: Rng): HairTexture => {
  if (style === 'afro') return 'coily';
  if (style === 'curly') return rng.chance(0.3) ? 'coily' : 'curly';
  if (style === 'spiky') return 'straight';
  return rng.weighted<HairTexture>({ straight: 4, wavy: 2.5, curly: 1.6, coily: 0.6 });
};

const clampAge = (age: number) => (Number.isFinite(age) ? Math.max(1, Math.min(14, Math.round(age))) : 6);

function pickOther(rng: Rng, colors: readonly ClothColor[], avoid: readonly ClothColor[]): ClothColor {
  const left = colors.filter((color) => !avoid.includes(color));
  return rng.pick(left.length > 0 ? left : colors);
}

/** Draws a child's look from their id: the same seed always gives the same sheet. */
export function createCharacterSheet(input: CharacterSheetInput): CharacterSheet {
  const gender = storedGender(input.gender);
  const seed = String(input.seed);
  const rng = new Rng(hashString(`character:${seed}`));
  const look = rng.fork('look');
  const clothes = rng.fork('clothes');

  const skinTone = look.weighted(SKIN_WEIGHTS);
  const style = look.weighted(HAIR_STYLE_WEIGHTS[gender]);
  const texture = textureFor(style, look);
  const hairColor = look.weighted(hairColorWeights(skinTone));
  const eyeColor = look.weighted(EYE_WEIGHTS);
  const freckles = look.chance(['fair', 'light', 'olive'].includes(skinTone) ? 0.22 : 0.06);

  const topKind = clothes.weighted(TOP_WEIGHTS[gender]);
  const topColor = clothes.pick(TOP_COLORS);
  const pattern = clothes.weighted<TopPattern>(
    topKind === 'raincoat'
      ? { plain: 1, stripes: 0, dots: 0, star: 0, heart: 0 }
      : { plain: 3, stripes: 2, dots: 1, star: 0.8, heart: 0.6 },
  );
  const patternColor = pickOther(clothes, ['white', 'yellow', 'navy', 'red', 'light blue', 'pink'], [topColor]);
  const bottomKind: BottomKind = topKind === 'dress' ? 'leggings' : clothes.weighted(BOTTOM_WEIGHTS[gender]);
  const bottomColor =
    bottomKind === 'jeans'
      ? 'denim'
      : pickOther(
          clothes,
          bottomKind === 'leggings' ? ['white', 'navy', 'grey', 'pink', 'purple', 'yellow'] : BOTTOM_COLORS,
          [topColor],
        );
  const shoeKind: ShoeKind = topKind === 'raincoat' || clothes.chance(0.2) ? 'boots' : 'sneakers';
  const shoeColor = pickOther(clothes, SHOE_COLORS, [bottomColor]);
  const accessoryKind = clothes.weighted(ACCESSORY_WEIGHTS[gender]);
  const accessoryColor = pickOther(
    clothes,
    accessoryKind === 'glasses' ? ['navy', 'red', 'purple', 'teal', 'black'] : ACCESSORY_COLORS,
    [topColor],
  );

  return {
    version: 1,
    seed,
    name: String(input.name ?? '').slice(0, 60),
    gender,
    age: clampAge(input.age),
    skin: { tone: skinTone, hex: SKIN[skinTone].hex },
    hair: { style, texture, color: hairColor, hex: HAIR[hairColor].hex },
    eyes: { color: eyeColor, hex: EYES[eyeColor].hex },
    freckles,
    top: {
      kind: topKind,
      color: topColor,
      hex: CLOTH[topColor].hex,
      pattern,
      patternColor,
      patternHex: CLOTH[patternColor].hex,
    },
    bottom: { kind: bottomKind, color: bottomColor, hex: CLOTH[bottomColor].hex },
    shoes: { kind: shoeKind, color: shoeColor, hex: CLOTH[shoeColor].hex },
    accessory: { kind: accessoryKind, color: accessoryColor, hex: CLOTH[accessoryColor].hex },
  };
}

const isKey = <T extends object>(table: T, value: unknown): value is keyof T =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(table, value);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A sheet read back from storage (or from an older version): every missing or odd field is
 * filled from a fresh sheet drawn from the same seed, so drawing never fails on old data.
 */
export function normalizeCharacterSheet(value: unknown): CharacterSheet {
  const raw = record(value);
  const seed = typeof raw.seed === 'string' || typeof raw.seed === 'number' ? String(raw.seed) : 'hero';
  const base = createCharacterSheet({
    seed,
    name: typeof raw.name === 'string' ? raw.name : '',
    gender: storedGender(raw.gender),
    age: typeof raw.age === 'number' ? raw.age : 6,
  });
  const skin = record(raw.skin);
  const hair = record(raw.hair);
  const eyes = record(raw.eyes);
  const top = record(raw.top);
  const bottom = record(raw.bottom);
  const shoes = record(raw.shoes);
  const accessory = record(raw.accessory);
  const clothColor = (part: Record<string, unknown>, fallback: ClothColor) =>
    isKey(CLOTH, part.color) ? part.color : fallback;
  return {
    ...base,
    skin: { tone: isKey(SKIN, skin.tone) ? skin.tone : base.skin.tone, hex: safeColor(skin.hex, base.skin.hex) },
    hair: {
      style: oneOf(HAIR_STYLES, hair.style, base.hair.style),
      texture: oneOf(['straight', 'wavy', 'curly', 'coily'], hair.texture, base.hair.texture),
      color: isKey(HAIR, hair.color) ? hair.color : base.hair.color,
      hex: safeColor(hair.hex, base.hair.hex),
    },
    eyes: { color: isKey(EYES, eyes.color) ? eyes.color : base.eyes.color, hex: safeColor(eyes.hex, base.eyes.hex) },
    freckles: typeof raw.freckles === 'boolean' ? raw.freckles : base.freckles,
    top: {
      kind: oneOf(['t-shirt', 'sweater', 'hoodie', 'raincoat', 'dress'], top.kind, base.top.kind),
      color: clothColor(top, base.top.color),
      hex: safeColor(top.hex, base.top.hex),
      pattern: oneOf(['plain', 'stripes', 'dots', 'star', 'heart'], top.pattern, base.top.pattern),
      patternColor: isKey(CLOTH, top.patternColor) ? top.patternColor : base.top.patternColor,
      patternHex: safeColor(top.patternHex, base.top.patternHex),
    },
    bottom: {
      kind: oneOf(['trousers', 'jeans', 'shorts', 'skirt', 'dungarees', 'leggings'], bottom.kind, base.bottom.kind),
      color: clothColor(bottom, base.bottom.color),
      hex: safeColor(bottom.hex, base.bottom.hex),
    },
    shoes: {
      kind: oneOf(['sneakers', 'boots'], shoes.kind, base.shoes.kind),
      color: clothColor(shoes, base.shoes.color),
      hex: safeColor(shoes.hex, base.shoes.hex),
    },
    accessory: {
      kind: oneOf(
        ['none', 'cap', 'bow', 'headband', 'scarf', 'glasses', 'beanie', 'hairclip'],
        accessory.kind,
        base.accessory.kind,
      ),
      color: clothColor(accessory, base.accessory.color),
      hex: safeColor(accessory.hex, base.accessory.hex),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Descriptions for image prompts.

/** "a" or "an" before an English word. */
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

const EN_TEXTURE: Record<HairTexture, string> = { straight: '', wavy: 'wavy ', curly: 'curly ', coily: 'coily ' };

function hairEn(sheet: CharacterSheet): string {
  const color = HAIR[sheet.hair.color].en;
  const texture = EN_TEXTURE[sheet.hair.texture];
  switch (sheet.hair.style) {
    case 'short':
      return `short ${texture}${color} hair`;
    case 'spiky':
      return `short spiky ${color} hair`;
    case 'bob':
      return `${texture}${color} hair in a bob with bangs`;
    case 'long':
      return `long ${texture}${color} hair`;
    case 'curly':
      return `a mop of ${texture}${color} hair`;
    case 'afro':
      return `a round ${color} afro`;
    case 'ponytail':
      return `${texture}${color} hair in a ponytail`;
    case 'pigtails':
      return `${texture}${color} hair in two pigtails`;
    case 'braids':
      return `${color} hair in two braids`;
    case 'bun':
      return `${texture}${color} hair in a bun`;
  }
}

const FR_TEXTURE: Record<HairTexture, string> = { straight: '', wavy: ' ondulés', curly: ' bouclés', coily: ' frisés' };

function hairFr(sheet: CharacterSheet): string {
  const color = HAIR[sheet.hair.color].fr;
  const texture = FR_TEXTURE[sheet.hair.texture];
  switch (sheet.hair.style) {
    case 'short':
      return `des cheveux ${color} courts${texture ? ` et${texture}` : ''}`;
    case 'spiky':
      return `des cheveux ${color} courts en épis`;
    case 'bob':
      return `des cheveux ${color}${texture} coupés au carré avec une frange`;
    case 'long':
      return `de longs cheveux ${color}${texture}`;
    case 'curly':
      return `une touffe de cheveux ${color}${texture || ' bouclés'}`;
    case 'afro':
      return `des cheveux ${color} frisés en coupe afro`;
    case 'ponytail':
      return `des cheveux ${color}${texture} attachés en queue-de-cheval`;
    case 'pigtails':
      return `des cheveux ${color}${texture} en deux couettes`;
    case 'braids':
      return `des cheveux ${color} en deux tresses`;
    case 'bun':
      return `des cheveux ${color}${texture} relevés en chignon`;
  }
}

const TOP_EN: Record<TopKind, string> = {
  't-shirt': 't-shirt',
  sweater: 'sweater',
  hoodie: 'hoodie',
  raincoat: 'raincoat',
  dress: 'dress',
};
const PATTERN_EN: Record<TopPattern, (color: string) => string> = {
  plain: () => '',
  stripes: (color) => ` with ${color} stripes`,
  dots: (color) => ` with ${color} polka dots`,
  star: (color) => ` with ${an(color)} star`,
  heart: (color) => ` with ${an(color)} heart`,
};
const BOTTOM_EN: Record<BottomKind, string> = {
  trousers: 'trousers',
  jeans: 'jeans',
  shorts: 'shorts',
  skirt: 'a skirt',
  dungarees: 'dungarees',
  leggings: 'leggings',
};
const ACCESSORY_EN: Record<AccessoryKind, (color: string) => string> = {
  none: () => '',
  cap: (color) => `${an(color)} cap`,
  bow: (color) => `${an(color)} bow in the hair`,
  headband: (color) => `${an(color)} headband`,
  scarf: (color) => `${an(color)} scarf`,
  glasses: (color) => `round ${color} glasses`,
  beanie: (color) => `${an(color)} beanie`,
  hairclip: (color) => `${an(color)} hair clip`,
};

const colorNameEn = (color: ClothColor) => (color === 'denim' ? 'denim blue' : color);

/** Sex of the French noun: index into FrenchForms. */
const frColor = (color: ClothColor, form: 0 | 1 | 2 | 3) => CLOTH[color].fr[form];

const TOP_FR: Record<TopKind, { noun: string; feminine: boolean }> = {
  't-shirt': { noun: 't-shirt', feminine: false },
  sweater: { noun: 'pull', feminine: false },
  hoodie: { noun: 'sweat à capuche', feminine: false },
  raincoat: { noun: 'ciré', feminine: false },
  dress: { noun: 'robe', feminine: true },
};
const PATTERN_FR: Record<TopPattern, (color: ClothColor) => string> = {
  plain: () => '',
  stripes: (color) => ` à rayures ${frColor(color, 3)}`,
  dots: (color) => ` à pois ${frColor(color, 2)}`,
  star: (color) => ` avec une étoile ${frColor(color, 1)}`,
  heart: (color) => ` avec un cœur ${frColor(color, 0)}`,
};
const BOTTOM_FR: Record<BottomKind, (color: ClothColor) => string> = {
  trousers: (color) => `un pantalon ${frColor(color, 0)}`,
  jeans: () => 'un jean',
  shorts: (color) => `un short ${frColor(color, 0)}`,
  skirt: (color) => `une jupe ${frColor(color, 1)}`,
  dungarees: (color) => `une salopette ${frColor(color, 1)}`,
  leggings: (color) => `un legging ${frColor(color, 0)}`,
};
const ACCESSORY_FR: Record<AccessoryKind, (color: ClothColor) => string> = {
  none: () => '',
  cap: (color) => `une casquette ${frColor(color, 1)}`,
  bow: (color) => `un nœud ${frColor(color, 0)} dans les cheveux`,
  headband: (color) => `un serre-tête ${frColor(color, 0)}`,
  scarf: (color) => `une écharpe ${frColor(color, 1)}`,
  glasses: (color) => `des lunettes rondes ${frColor(color, 3)}`,
  beanie: (color) => `un bonnet ${frColor(color, 0)}`,
  hairclip: (color) => `une barrette ${frColor(color, 1)}`,
};

function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
function listFr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * A short description of the look for an image-model prompt, e.g. "a 6-year-old girl with
 * light skin, curly brown hair in a ponytail and green eyes, wearing a yellow raincoat, blue
 * trousers and red boots". English by default (what image models follow best), or French.
 */
export function describeCharacterSheet(value: CharacterSheet, lang: 'en' | 'fr' = 'en'): string {
  const sheet = normalizeCharacterSheet(value);
  const { top, bottom, shoes, accessory } = sheet;
  if (lang === 'fr') {
    const who = sheet.gender === 'girl' ? 'une fille' : sheet.gender === 'boy' ? 'un garçon' : 'un enfant';
    const years = `${sheet.age} an${sheet.age > 1 ? 's' : ''}`;
    const topFr = TOP_FR[top.kind];
    const topText = `${topFr.feminine ? 'une' : 'un'} ${topFr.noun} ${frColor(top.color, topFr.feminine ? 1 : 0)}${PATTERN_FR[top.pattern](top.patternColor)}`;
    const clothes = [topText];
    if (bottom.kind !== 'leggings' || top.kind === 'dress') clothes.push(BOTTOM_FR[bottom.kind](bottom.color));
    clothes.push(
      shoes.kind === 'boots' ? `des bottes ${frColor(shoes.color, 3)}` : `des baskets ${frColor(shoes.color, 3)}`,
    );
    const features = [hairFr(sheet), `les yeux ${EYES[sheet.eyes.color].fr}`];
    if (sheet.freckles) features.push('des taches de rousseur');
    const extra = accessory.kind === 'none' ? '' : `, avec ${ACCESSORY_FR[accessory.kind](accessory.color)}`;
    return `${who} de ${years} ${SKIN[sheet.skin.tone].fr}, avec ${listFr(features)}, qui porte ${listFr(clothes)}${extra}`;
  }
  const who = sheet.gender === 'girl' ? 'girl' : sheet.gender === 'boy' ? 'boy' : 'child';
  const topText = `${an(colorNameEn(top.color))} ${TOP_EN[top.kind]}${PATTERN_EN[top.pattern](colorNameEn(top.patternColor))}`;
  const clothes = [topText];
  if (bottom.kind === 'jeans') clothes.push('blue jeans');
  else if (bottom.kind === 'skirt') clothes.push(`${an(colorNameEn(bottom.color))} skirt`);
  else clothes.push(`${colorNameEn(bottom.color)} ${BOTTOM_EN[bottom.kind]}`);
  clothes.push(`${colorNameEn(shoes.color)} ${shoes.kind}`);
  const features = [SKIN[sheet.skin.tone].en, hairEn(sheet), `${EYES[sheet.eyes.color].en} eyes`];
  if (sheet.freckles) features.push('freckles');
  const extra = accessory.kind === 'none' ? '' : `, with ${ACCESSORY_EN[accessory.kind](colorNameEn(accessory.color))}`;
  return `${sheet.age === 8 || sheet.age === 11 ? 'an' : 'a'} ${sheet.age}-year-old ${who} with ${listEn(features)}, wearing ${listEn(clothes)}${extra}`;
}
