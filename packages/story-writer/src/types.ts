import type { Gender, StoryLength, StoryTheme, StoryType } from '@pourquoi/shared';
import type { StoryCharacter } from './page-check.js';
import type { Random } from './random.js';
import type { ActionKey, PageMoment, PropKey, SettingKey, TimeOfDay } from './vocabulary.js';

export interface StoryHero {
  name: string;
  age: number;
  gender: Gender;
}

export interface OfflineStoryInput {
  /** The chosen children, 1 to 6. Their ages set the vocabulary (the youngest leads). */
  heroes: StoryHero[];
  /** True: the children are the heroes, by name. False: invented characters, never their names. */
  includeChildren: boolean;
  storyType: StoryType;
  theme: StoryTheme;
  length: StoryLength;
  /** The parent's wish: its names and a few known, gentle elements are woven in (wish-names.ts, wishes.ts). */
  prompt?: string | null;
  /** Same inputs and seed, same story; without a seed, a new story each time. */
  seed?: number;
}

export type ConcreteTheme = Exclude<StoryTheme, 'surprise'>;

export interface WrittenStory {
  title: string;
  pages: string[];
  /** One per page, for the illustrator. */
  moments: PageMoment[];
  /** The theme told: the one asked for, or the one 'surprise' drew. */
  theme: ConcreteTheme;
  /** Who besides the heroes may appear, and how each is drawn (page-check.ts). */
  characters: StoryCharacter[];
}

/** How simple the words are: 5 and under, 6 to 8, 9 and over (the youngest listener decides). */
export type Band = 'small' | 'middle' | 'big';

/** One sentence, fixed or written for the story being told. */
export type Line = string | ((c: Ctx) => string);

export interface Place {
  key: SettingKey;
  /** With its article: "la forêt", "l'île aux Mouettes" (always singular). */
  the: string;
  /** Where: "dans la forêt", "sur l'île aux Mouettes", "au château". */
  at: string;
  /** One sentence showing the place on arrival. */
  desc: Line;
  /**
   * How the heroes get there from the place before it when it is too far to walk (a rocket, a
   * sleigh, a time machine): said instead of an arrival on foot (arcs/common.ts `reachedBy`).
   */
  way?: Line;
  props: PropKey[];
  /** What there is to see, hear and do there, for the pages that look around (scenery.ts). */
  scenery?: Scenery;
}

/**
 * A place's details, each told once a story in sentences made around it (scenery.ts). They
 * fit any hour (no sun, moon or night) and name none of the theme's characters, so the
 * picture and the time of the page always agree with them.
 */
export interface Scenery {
  /** Things to see, with their article, fit after « Léa remarque »: "un vieux puits couvert de mousse". */
  sights: string[];
  /** Sounds, with their article, fit after « on entend »: "le clapotis de l'eau". */
  sounds: string[];
  /** Things to do there, in the infinitive, fit after « Léa a envie de »: "compter les coquillages". */
  pastimes: string[];
}

export interface Companion {
  /** First mention: "un vieux hibou aux grands yeux", "un petit robot nommé Bip". */
  a: string;
  /** Later mentions: "le hibou", "Bip". */
  the: string;
  /** Grammatical gender, for il/elle and adjectives about it. */
  g: 'm' | 'f';
  /** Absent when the illustrator has no drawing for it. */
  prop?: PropKey;
}

/** An invented hero (children not included): "une petite renarde" / "un petit renard". */
export interface HeroKind {
  m: string;
  f: string;
}

export interface Quest {
  /** With its article, for "à la recherche de ...": "le trésor de la comète". */
  goal: string;
  /** How the heroes hear of it, one sentence. */
  clue: Line;
  /** Where it is found: an index in the theme's places; anywhere when absent. */
  where?: number;
  found: Line[];
  prop?: PropKey;
}

/** A small problem and how the heroes solve it kindly, 1 or 2 sentences each. */
export interface Trouble {
  happen: Line[];
  fix: Line[];
  props: PropKey[];
  /** The settings where it can happen (a flock of sheep: the farm); anywhere in the theme when absent. */
  where?: SettingKey[];
}

export interface Fear {
  /** With its article or as a verb, for "a un peu peur de ...": "le noir", "décoller". */
  what: string;
  /** Getting closer one step at a time, one sentence each, before daring. */
  approach: Line[];
  /** Facing it, 1 or 2 sentences. */
  face: Line[];
  /** What they find once they dare. */
  after: Line;
  props: PropKey[];
}

/** A true fact, said simply; `more` is added for children of 9 and over. */
export interface Fact {
  text: string;
  more?: string;
  prop?: PropKey;
}

/** Something of the theme that goes to sleep: "Bonne nuit, {who} !" follows `line`. */
export interface Goodnight {
  who: string;
  /** How it goes to sleep, in many wordings (`vary`): a calm story says it in every one. */
  line: Line;
  prop?: PropKey;
}

export interface Keepsake {
  /** "une plume dorée" */
  a: string;
  prop?: PropKey;
}

/** Everything a theme brings to any type of story. Lines are single sentences. */
export interface ThemeMaterial {
  id: ConcreteTheme;
  /** For "des questions sur ...": "l'espace", "les dinosaures". */
  topic: string;
  /** For "Léa adore ...": "les fusées, les planètes et les étoiles". */
  love: string;
  /** Where daytime stories begin. */
  start: Place;
  /** Where the heroes go, in a sensible order (3 or more). */
  places: Place[];
  /** How the heroes set off in this world: "Tout le monde monte dans la fusée, et décollage !" */
  journey: Line;
  /** How the theme's world reaches the bedroom at night (sleep and dream stories). */
  portal: Line[];
  companions: Companion[];
  kinds: HeroKind[];
  quests: Quest[];
  troubles: Trouble[];
  /** Funny moments of 1 or 2 sentences. */
  funny: Line[][];
  fears: Fear[];
  facts: Fact[];
  /** Wondrous images for dreams and make-believe. */
  wonders: Line[];
  calm: Goodnight[];
  /** The place or job to explore in 'discover' stories. */
  visit: {
    place: Place;
    guide: Companion;
    sights: Line[];
    /** What the heroes try there, in pairs: what they do, then what comes of it (one page a pair). */
    tryIt: Line[];
  };
  /** Quiet details of the theme's world, fit for any page. */
  ambience: Line[];
  party: Line[];
  keepsakes: Keepsake[];
  /** Title endings: "la fusée des étoiles". */
  titles: string[];
}

/** One hero, for sentences where a single child acts: always named. */
export interface Single {
  /** Always the name: for objects ("la trousse de Léa"). */
  name: string;
  /** As a subject: in a one-hero story, il/elle right after a sentence about the hero. */
  who: string;
  adj(masc: string, fem: string, neutral: string): string;
}

/** What a sentence can say about the story being told. */
export interface Ctx {
  readonly rng: Random;
  readonly band: Band;
  readonly theme: ThemeMaterial;
  /** All the names: "Léa, Tom et Jade". */
  readonly names: string;
  /** The heroes on first mention, invented ones with what they are: "Pistache, une petite renarde". */
  readonly intro: string;
  /** `intro` as a subject: an apposition closes with a comma. */
  readonly introSubj: string;
  /**
   * The heroes as a subject: their names ("les enfants" beyond 3), or il/elle/ils/elles
   * right after a sentence about them. Not for objects: use `who` there.
   */
  readonly heroesSubject: string;
  /** The heroes' names (or "les enfants"), in any position. */
  readonly who: string;
  /** The heroes and the companion as one subject: "Léa, Tom et le hibou". */
  readonly heroesAndCompanion: string;
  /** il, elle, ils, elles; a neutral child's name (never "iel"). */
  readonly heroesPronoun: string;
  /** After a preposition: lui, elle, eux, elles, or the neutral child's name. */
  readonly them: string;
  /** Indirect object: lui, leur. */
  readonly heroesIndirectPronoun: string;
  readonly plural: boolean;
  /** Singular or plural form, by the number of heroes. */
  byCount(singular: string, plural: string): string;
  /** A verb for the heroes; the plural of a verb ending in -e is built (regarde → regardent). */
  verb(singular: string, plural?: string): string;
  /** An adjective about the heroes; `neutral` fits the same place without gender. */
  adj(masc: string, fem: string, neutral: string): string;
  /** The next hero in turn, so every child gets their moments. */
  one(): Single;
  /** The companion: its first mention introduces it ("un petit robot nommé Bip"), then "Bip". */
  readonly companion: string;
  /** The companion as a subject: il/elle right after a sentence about it. */
  readonly companionSubject: string;
  /** il or elle, for the companion. */
  readonly companionPronoun: string;
  /** An adjective about the companion. */
  cadj(masc: string, fem: string): string;
  readonly comp: Companion;
  /** A second character met on the way. */
  readonly friend: Companion;
  readonly place: Place;
  readonly quest: Quest;
  readonly fear: Fear;
  readonly keepsake: Keepsake;
  /** Included from 6 years old. */
  more(text: string): string;
  /** Included from 9 years old. */
  rich(text: string): string;
  /** A shorter wording for 5 and under, the full one from 6. */
  short(simple: string, full: string): string;
  /** A word by age: simple, or rich from 9 years old. */
  w(simple: string, rich: string): string;
}

/** A page before it is written: its sentences in order, and what it shows. */
export interface PageDraft {
  /** The page's own sentences; the first `must` always appear. */
  lines: Line[];
  must: number;
  /** Sentences that close the page, after any filler. */
  tail?: Line[];
  /** Extra sentences that suit this page, tried before the story's general ones. */
  extras?: Line[];
  action: ActionKey;
  time: TimeOfDay;
  /** Most important first; absent props (nothing to draw) are skipped. */
  props: Array<PropKey | undefined>;
  /** A worried moment: only its own extras and concerned filler, nothing cheerful. */
  worried?: boolean;
  /** False before the companion joins, so it is not drawn yet. */
  withCompanion?: boolean;
}
