import { agree, joinList, pluralOf } from './french.js';
import type { CastMember } from './cast.js';
import type { Random } from './random.js';
import type { Band, Companion, Ctx, Fact, Fear, Keepsake, Place, Quest, Single, ThemeMaterial } from './types.js';

/** Where the middle of a story ends: the last tenth is its turn, resolution and ending. */
const MIDDLE_ENDS_AT = 0.9;
/** How often the heroes as a subject take another form than their names. */
const SUBJECT_FORM_SHARE = 0.3;

/** Cards drawn without putting back, in a shuffled order: no page repeats another's material. */
export class Deck<T> {
  private readonly cards: T[];
  constructor(rng: Random, cards: readonly T[]) {
    this.cards = rng.shuffle(cards);
  }
  draw(): T | null {
    return this.cards.shift() ?? null;
  }
  /** The next card that `fits`, taken out of the deck; null when none does. */
  drawWhere(fits: (card: T) => boolean): T | null {
    const index = this.cards.findIndex(fits);
    return index < 0 ? null : (this.cards.splice(index, 1)[0] ?? null);
  }
  get left(): number {
    return this.cards.length;
  }
}

export interface StoryChoices {
  rng: Random;
  band: Band;
  theme: ThemeMaterial;
  cast: CastMember[];
  invented: boolean;
  comp: Companion;
  friend: Companion;
  quest: Quest;
  fear: Fear;
  keepsake: Keepsake;
}

type GroupGender = 'm' | 'f' | 'n';
/** Who a sentence is about, so the next one may say "elle" or "il" instead of repeating. */
type Mention = 'heroes' | 'companion' | 'other' | null;
interface State {
  turn: number;
  companionMet: boolean;
  previous: Mention;
  current: Mention;
}

/**
 * The story being told, as sentences see it: grammar for the heroes and the companion, the
 * current place, and the theme's material dealt out as decks.
 */
export class StoryContext implements Ctx {
  readonly rng: Random;
  readonly band: Band;
  readonly theme: ThemeMaterial;
  readonly cast: CastMember[];
  readonly comp: Companion;
  readonly friend: Companion;
  readonly quest: Quest;
  readonly fear: Fear;
  readonly keepsake: Keepsake;
  readonly names: string;
  private readonly introText: string;
  /** The heroes' names, or "les enfants" beyond three. */
  readonly who: string;
  readonly heroesPronoun: string;
  readonly them: string;
  readonly heroesIndirectPronoun: string;
  readonly plural: boolean;
  readonly bedroom: Place;
  readonly house: Place;

  place: Place;
  /** Share of the story told, 0 to 1, set before each page. */
  progress = 0;
  /** `progress` when the heroes came to the current place. */
  private arrivedAt = 0;
  companionMet = false;
  private turn: number;
  private previous: Mention = null;
  private current: Mention = null;
  private readonly gender: GroupGender;

  readonly troubles: Deck<ThemeMaterial['troubles'][number]>;
  readonly funny: Deck<ThemeMaterial['funny'][number]>;
  readonly wonders: Deck<ThemeMaterial['wonders'][number]>;
  readonly calm: Deck<ThemeMaterial['calm'][number]>;
  readonly facts: Deck<Fact>;
  readonly sights: Deck<ThemeMaterial['visit']['sights'][number]>;
  readonly friends: Deck<Companion>;
  private readonly unvisited: Place[];
  private readonly decks = new Map<string, Deck<unknown>>();
  private readonly positions = new Map<string, number>();
  factsTold = 0;
  /** The places' details named so far, by a scenery sentence or around a fixed one (variety.ts). */
  readonly detailsTold = new Set<string>();

  constructor(choices: StoryChoices) {
    const { rng, cast, theme } = choices;
    this.rng = rng;
    this.band = choices.band;
    this.theme = theme;
    this.cast = cast;
    this.comp = choices.comp;
    this.friend = choices.friend;
    this.quest = choices.quest;
    this.fear = choices.fear;
    this.keepsake = choices.keepsake;
    this.plural = cast.length > 1;
    this.turn = rng.int(cast.length);

    const first = cast[0];
    if (this.plural) this.gender = cast.every((hero) => hero.gender === 'girl') ? 'f' : 'm';
    else this.gender = first?.gender === 'girl' ? 'f' : first?.gender === 'boy' ? 'm' : 'n';

    const names = cast.map((hero) => hero.name);
    this.names = joinList(names);
    this.introText = choices.invented
      ? joinList(
          cast.map((hero) => hero.intro),
          true,
        )
      : this.names;
    this.invented = choices.invented;
    // Beyond three, a list of names at every turn of the story weighs on the reading.
    this.who = cast.length > 3 ? 'les enfants' : this.names;
    const pronouns: Record<GroupGender, [string, string]> = {
      m: this.plural ? ['ils', 'eux'] : ['il', 'lui'],
      f: this.plural ? ['elles', 'elles'] : ['elle', 'elle'],
      n: [this.names, this.names],
    };
    [this.heroesPronoun, this.them] = pronouns[this.gender];
    this.heroesIndirectPronoun = this.plural ? 'leur' : 'lui';

    this.bedroom = {
      key: 'bedroom',
      the: this.byCount('sa chambre', 'leur chambre'),
      at: this.byCount('dans sa chambre', 'dans leur chambre'),
      desc: 'La petite lampe de chevet fait une lumière toute douce.',
      props: ['teddy'],
      scenery: {
        sights: [
          'une pile de livres aux coins tout usés',
          'un tapis rond et moelleux',
          'des chaussons rangés au pied du lit',
          'une boîte à trésors sur l’étagère',
          'des dessins accrochés au mur',
          'une couverture pliée en quatre',
          'un coussin en forme de nuage',
          'un petit train en bois sur le tapis',
          'une boîte à musique fermée',
          'des peluches alignées sur l’étagère',
        ],
        sounds: [
          'le tic-tac du réveil',
          'le craquement du plancher',
          'le froissement des draps',
          'la respiration tranquille de la maison',
          'le ronron du radiateur',
        ],
        pastimes: [
          'ranger les peluches',
          'feuilleter un livre d’images',
          'compter les moutons du rideau',
          'se blottir sous la couverture',
          'faire des ombres chinoises avec les mains',
          'choisir une histoire',
        ],
      },
    };
    this.house = {
      key: 'living_room',
      the: 'la maison',
      at: 'à la maison',
      desc: 'À la maison, ça sent bon la soupe et le pain grillé.',
      props: [],
      scenery: {
        sights: [
          'un bouquet de fleurs sur la table',
          'des bottes alignées dans l’entrée',
          'un grand canapé plein de coussins',
          'une corbeille de fruits bien ronde',
          'des photos de famille sur le buffet',
          'un puzzle à moitié fini',
          'une plante verte près de la fenêtre',
          'un panier plein de pelotes de laine',
        ],
        sounds: ['le chant de la bouilloire', 'le tic-tac de la pendule', 'le cliquetis des cuillères'],
        pastimes: [
          'mettre la table',
          'finir le puzzle',
          'construire une cabane avec les coussins',
          'arroser la plante verte',
          'dessiner une grande maison',
          'jouer aux cartes',
        ],
      },
    };
    this.place = theme.start;
    this.unvisited = [...theme.places];
    this.troubles = new Deck(rng, theme.troubles);
    this.funny = new Deck(rng, theme.funny);
    this.wonders = new Deck(rng, theme.wonders);
    this.calm = new Deck(rng, theme.calm);
    this.facts = new Deck(rng, theme.facts);
    this.sights = new Deck(rng, theme.visit.sights);
    this.friends = new Deck(
      rng,
      theme.companions.filter((companion) => companion !== this.comp && companion !== this.friend),
    );
  }

  byCount(singular: string, plural: string): string {
    return this.plural ? plural : singular;
  }

  verb(singular: string, plural?: string): string {
    if (!this.plural) return singular;
    if (plural !== undefined) return plural;
    if (!singular.endsWith('e')) throw new Error(`Give the plural of "${singular}"`);
    return singular + 'nt';
  }

  adj(masc: string, fem: string, neutral: string): string {
    if (this.plural) return pluralOf(this.gender === 'f' ? fem : masc);
    return agree(masc, fem, this.gender === 'f' ? 'girl' : this.gender === 'm' ? 'boy' : 'neutral', neutral);
  }

  private readonly invented: boolean;

  /** The heroes' first mention; the next sentence may then say "elle" or "ils". */
  get intro(): string {
    this.current = 'heroes';
    return this.introText;
  }

  get introSubj(): string {
    return this.invented ? this.intro + ',' : this.intro;
  }

  /**
   * A subject: a pronoun right after a sentence about the heroes, else their names, now and
   * then in another of their forms (« la petite Léa », « nos deux amis »; decision 0030).
   */
  get heroesSubject(): string {
    const pronoun = this.previous === 'heroes';
    this.current = 'heroes';
    if (pronoun) return this.heroesPronoun;
    const forms = this.subjectForms();
    return forms.length > 0 && this.rng.chance(SUBJECT_FORM_SHARE) ? this.rng.pick(forms) : this.who;
  }

  /** The heroes' other forms as a subject; none for a neutral child or beyond three. */
  private subjectForms(): string[] {
    const count = ['', '', 'deux', 'trois'][this.cast.length];
    if (!count) {
      if (this.gender === 'n' || this.plural) return [];
      const girl = this.gender === 'f';
      return [`${girl ? 'la petite' : 'le petit'} ${this.names}`, `${girl ? 'notre amie' : 'notre ami'} ${this.names}`];
    }
    const friends = this.gender === 'f' ? 'amies' : 'amis';
    return [
      `nos ${friends} ${this.names}`,
      `nos ${count} ${friends}`,
      `nos ${count} ${this.gender === 'f' ? 'aventurières' : 'aventuriers'}`,
    ];
  }

  /** The heroes and the companion together: "Léa, Tom et le hibou". */
  get heroesAndCompanion(): string {
    const heroes = this.cast.length > 3 ? ['les enfants'] : this.cast.map((hero) => hero.name);
    const text = joinList([...heroes, this.companion]);
    this.current = 'other';
    return text;
  }

  /** The companion as a subject: "il" or "elle" right after a sentence about it. */
  get companionSubject(): string {
    if (this.previous === 'companion' && this.companionMet) {
      this.current = 'companion';
      return this.companionPronoun;
    }
    return this.companion;
  }

  /** Called before each sentence: what the last one was about decides the pronouns. */
  beginSentence(): void {
    this.previous = this.current;
    this.current = null;
  }

  /** A new page names everyone again. */
  beginPage(): void {
    this.previous = null;
    this.current = null;
  }

  one(): Single {
    const hero = this.cast[this.turn % this.cast.length] as CastMember;
    this.turn += 1;
    // With one hero, "one" is "the heroes": the same pronoun rules apply.
    const alone = this.cast.length === 1;
    const pronoun = alone && this.previous === 'heroes';
    this.current = alone ? 'heroes' : 'other';
    return {
      name: hero.name,
      who: pronoun ? this.heroesPronoun : hero.name,
      adj: (masc, fem, neutral) => agree(masc, fem, hero.gender, neutral),
    };
  }

  /** The first mention introduces the companion; later ones name it. */
  get companion(): string {
    this.current = 'companion';
    if (this.companionMet) return this.comp.the;
    this.companionMet = true;
    return this.comp.a;
  }

  get companionPronoun(): string {
    return this.comp.g === 'f' ? 'elle' : 'il';
  }

  cadj(masc: string, fem: string): string {
    return this.comp.g === 'f' ? fem : masc;
  }

  more(text: string): string {
    return this.band === 'small' ? '' : text;
  }

  rich(text: string): string {
    return this.band === 'big' ? text : '';
  }

  short(simple: string, full: string): string {
    return this.band === 'small' ? simple : full;
  }

  w(simple: string, rich: string): string {
    return this.band === 'big' ? rich : simple;
  }

  moveTo(place: Place): Place {
    if (place !== this.place) this.arrivedAt = this.progress;
    this.place = place;
    return place;
  }

  /** Goes to a given place of the theme: the current one from now on, and no longer to visit. */
  visit(place: Place): Place {
    const index = this.unvisited.indexOf(place);
    if (index >= 0) this.unvisited.splice(index, 1);
    return this.moveTo(place);
  }

  /**
   * True when the story has spent its share of pages in the places seen so far: a long book
   * goes on to the next place at an even pace rather than using up the theme's places early.
   */
  get timeToTravel(): boolean {
    if (this.unvisited.length === 0) return false;
    const share = (MIDDLE_ENDS_AT - this.arrivedAt) / (this.unvisited.length + 1);
    return this.progress - this.arrivedAt >= share;
  }

  /** The next place of the theme not yet visited, now the current one; null when all are seen. */
  travel(): Place | null {
    const next = this.unvisited.shift();
    return next ? this.moveTo(next) : null;
  }

  /** The next card of a named pool, reshuffled when used up: for generic material. */
  deal<T>(key: string, items: readonly T[]): T {
    let deck = this.decks.get(key) as Deck<T> | undefined;
    if (!deck || deck.left === 0) {
      deck = new Deck(this.rng, items);
      this.decks.set(key, deck);
    }
    return deck.draw() as T;
  }

  /** The next card of a named pool, or null once it is used up: for material told once. */
  dealOnce<T>(key: string, items: readonly T[]): T | null {
    let deck = this.decks.get(key) as Deck<T> | undefined;
    if (!deck) {
      deck = new Deck(this.rng, items);
      this.decks.set(key, deck);
    }
    return deck.draw();
  }

  /** The items of a named list one after the other, in their order; null at the end. */
  inOrder<T>(key: string, items: readonly T[]): T | null {
    const index = this.positions.get(key) ?? 0;
    this.positions.set(key, index + 1);
    return items[index] ?? null;
  }

  /** What a sentence may change, to undo a sentence the composer does not keep. */
  snapshot(): State {
    return { turn: this.turn, companionMet: this.companionMet, previous: this.previous, current: this.current };
  }

  restore(state: State): void {
    ({ turn: this.turn, companionMet: this.companionMet, previous: this.previous, current: this.current } = state);
  }
}
