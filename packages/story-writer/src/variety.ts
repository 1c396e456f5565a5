import { de, definite, que } from './french.js';
import type { Ctx, Line } from './types.js';
import type { ActionKey } from './vocabulary.js';

/**
 * Sentences with many surface forms (decision 0030): two stories of the same type and theme
 * tell the same plot, so a sentence is made of slots, each with interchangeable wordings drawn
 * from the story's random, and the theme's fixed sentences are said with a linking phrase and a
 * detail of the page around them.
 */

/** One part of a sentence and its interchangeable wordings; '' leaves the part out. */
export type Slot = readonly Line[];

const say = (c: Ctx, line: Line): string => (typeof line === 'string' ? line : line(c));

const slotted = new WeakSet<object>();

/**
 * A sentence made of slots, joined by spaces (a slot may open with its comma): each time it is
 * said, one wording of each slot is drawn. Agreement stays with the `Ctx` helpers the wordings call.
 */
export function slots(...parts: readonly Slot[]): Line {
  const line = (c: Ctx) => {
    const text = parts
      .map((part) => say(c, c.rng.pick(part)))
      .filter(Boolean)
      .join(' ');
    // A sentence ending on a quoted name (« une pancarte « peinture fraîche » ») takes its stop.
    return /[^.!?…]\s*»$/u.test(text) ? `${text}.` : text;
  };
  slotted.add(line);
  return line;
}

/** True for a line made of slots: it varies by itself and is said as it is. */
export const isSlotted = (line: Line): boolean => typeof line === 'function' && slotted.has(line);

/** What the page being written is about: it decides which linking phrases and details fit. */
export interface PageMood {
  action: ActionKey;
  worried: boolean;
  calm: boolean;
  /** The companion is on the page (and drawn): it may watch a scene. */
  companionHere: boolean;
}

/**
 * Linking phrases by mood, hour-neutral (the page check reads the hour in the text). « que »
 * ones take the sentence as a clause: « Et voilà qu’un petit oiseau… ».
 */
const linking = {
  lively: [
    'Alors',
    'Puis',
    'Et puis',
    'Ensuite',
    'Peu après',
    'Un peu plus tard',
    'Au même moment',
    'À cet instant',
    'Juste à ce moment-là',
    'Pendant ce temps',
    'Tout près',
    'Un peu plus loin',
    'Non loin de là',
    'À deux pas',
    'Par ici',
    'Et voilà que',
  ],
  worried: [
    'Tout à coup',
    'Soudain',
    'À ce moment-là',
    'Juste à ce moment-là',
    'Au même instant',
    'Mais voilà que',
    'Hélas',
    'Tout près',
    'Là, juste devant',
    'Pendant ce temps',
  ],
  helping: [
    'Alors',
    'Puis',
    'Ensuite',
    'Aussitôt',
    'Bientôt',
    'Peu après',
    'Au bout d’un moment',
    'Finalement',
    'Et voilà que',
    'Un instant plus tard',
    'Enfin',
    'Petit à petit',
  ],
  funny: [
    'Tout à coup',
    'Et voilà que',
    'Sans prévenir',
    'Juste à ce moment-là',
    'Au même moment',
    'Comme par hasard',
    'Pendant ce temps',
    'Alors',
    'Un peu plus loin',
    'Tout près',
    'À deux pas',
    'C’est alors que',
  ],
  scene: [
    'Tout autour',
    'Ici',
    'Là',
    'Tout près',
    'Un peu plus loin',
    'Par ici',
    'Partout',
    'De tous côtés',
    'Juste à côté',
    'Non loin de là',
    'Pendant ce temps',
    'À deux pas',
  ],
  calm: [
    'Tout doucement',
    'Peu à peu',
    'Sans un bruit',
    'Petit à petit',
    'Un peu plus tard',
    'Pendant ce temps',
    'Alors',
    'Puis',
    'Tout près',
    'Un peu plus loin',
    'Lentement',
    'Dans le calme',
    'À présent',
  ],
} satisfies Record<string, readonly string[]>;

/** How someone watches a scene, by mood: after « sous le regard », then after « sous les yeux ». */
const watching = {
  lively: [
    ['curieux', 'attentif', 'ravi', 'émerveillé', 'amusé'],
    ['émerveillés', 'ravis', 'curieux', 'attentifs', 'brillants'],
  ],
  worried: [
    ['inquiet', 'attentif', 'soucieux'],
    ['inquiets', 'attentifs', 'écarquillés'],
  ],
  scene: [
    ['curieux', 'attentif', 'émerveillé'],
    ['émerveillés', 'curieux', 'attentifs'],
  ],
  helping: [
    ['attentif', 'ravi', 'admiratif'],
    ['attentifs', 'ravis', 'admiratifs'],
  ],
  funny: [
    ['amusé', 'rieur', 'malicieux'],
    ['amusés', 'rieurs', 'pétillants'],
  ],
  calm: [
    ['tendre', 'paisible', 'attendri'],
    ['attendris', 'ensommeillés', 'tranquilles'],
  ],
} satisfies Record<Mood, [readonly string[], readonly string[]]>;

/** Who says « … » in a new way each story: « », murmure le hibou en souriant. */
const saying = ['dit', 'dit', 'murmure', 'lance', 'annonce', 'souffle', 'explique', 'ajoute', 'répond'];
const speaking = ['', '', ' en souriant', ' avec un clin d’œil', ' tout bas', ' d’un ton joyeux', ' d’une voix douce'];

/** Where a detail may stand after a sentence: « près du vieux puits ». */
const near = ['près de', 'tout près de', 'à côté de', 'juste à côté de', 'non loin de', 'à deux pas de', 'devant'];

/** Words a sentence starts with that a linking phrase may put in lower case. */
const lowerable = new Set(
  (
    'le la les l’ un une des du il elle ils elles on tout tous toute toutes sa son ses leur leurs ' +
    'deux trois quatre quelques plusieurs ce cet cette ces quelque rien personne chacun chaque ça c’'
  ).split(' '),
);

/** A sentence already placed somewhere says no second place. */
const placed =
  /(?<!\p{L})(dans|sur|sous|près|devant|derrière|au bord|au pied|au milieu|à côté|autour|jusqu|chez|vers|parmi|entre|loin|en haut|là-haut|au-dessus|au fond|ici|là)(?!\p{L})/iu;

type Mood = keyof typeof linking;

function moodOf(mood: PageMood): Mood {
  if (mood.worried || mood.action === 'problem') return 'worried';
  if (mood.calm || mood.action === 'calm' || mood.action === 'sleep') return 'calm';
  if (mood.action === 'laugh') return 'funny';
  if (mood.action === 'help' || mood.action === 'work') return 'helping';
  if (mood.action === 'arrive' || mood.action === 'explore') return 'scene';
  return 'lively';
}

/** Pages where a scene may be placed by a detail of the setting: not a fact, a flight or a bed. */
const placeable = new Set<ActionKey>(['explore', 'greet', 'discover', 'problem', 'help', 'laugh', 'celebrate', 'calm']);

/**
 * Says the theme's and the arcs' fixed sentences in a new way each story: a linking phrase
 * before (« Au même moment, »), and a detail of the place (« près de la mare entourée de
 * roseaux ») or someone watching (« sous le regard amusé du hibou ») after, each at most once
 * a page. Sentences that are speech, exclamations, or open with their own linking phrase are
 * said as they are.
 */
export class SentenceFraming {
  private mood: PageMood = { action: 'explore', worried: false, calm: false, companionHere: false };
  private readonly linkingSaid = new Set<string>();
  private closings = new Set<'place' | 'watched'>();

  constructor(
    private readonly c: Ctx,
    /** Names a sentence may start with, kept capitalised after a linking phrase. */
    private readonly names: readonly string[],
  ) {}

  beginPage(mood: PageMood): void {
    this.mood = mood;
    this.linkingSaid.clear();
    this.closings = new Set(['place', 'watched']);
  }

  frame(text: string): string {
    const sentence = text.trim();
    const speech = /^(« [^»]+ »), dit ([^,«»]+)\.$/u.exec(sentence);
    if (speech) return `${speech[1]}, ${this.c.rng.pick(saying)} ${speech[2]}${this.c.rng.pick(speaking)}.`;
    // A true fact is said as it is; a question or a quote keeps its own shape.
    if (this.mood.action === 'learn' || sentence.length > 120 || /[«»?…]/u.test(sentence)) return text;
    const end = sentence.slice(-1);
    if (end !== '.' && end !== '!') return text;
    const core = sentence.slice(0, -1).trimEnd();
    // A sentence with its own opening (« Demain, peut-être, … ») is said as it is; an
    // exclamation takes no detail after it (« … et en route, près du puits ! »).
    const opened = this.opened(core);
    if (opened === null) return text;
    // The youngest get short sentences: a linking phrase, no detail after.
    return end === '!' || this.c.band === 'small'
      ? `${opened}${end === '!' ? ' !' : '.'}`
      : `${opened}${this.closing(core)}.`;
  }

  /** The sentence after a linking phrase, or null when its first word cannot follow one. */
  private opened(sentence: string): string | null {
    const first = /^\S+?(?:['’]|(?=[\s,]))/u.exec(sentence)?.[0] ?? '';
    const lower = first.toLowerCase().replace("'", '’');
    const named = this.names.some((name) => sentence.startsWith(name + ' '));
    if (!named && !lowerable.has(lower)) return null;
    // « Léa, Tom et le hibou » or « Pistache, une petite renarde, »: a list or an apposition.
    if (/^\S+,/.test(sentence)) return null;
    const rest = named ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
    const choices = linking[moodOf(this.mood)].filter((phrase) => !this.linkingSaid.has(phrase));
    const phrase = this.c.rng.pick(choices);
    this.linkingSaid.add(phrase);
    return phrase.endsWith(' que') ? `${phrase.slice(0, -4)} ${que(rest)}` : `${phrase}, ${rest}`;
  }

  /** A detail of the place or a witness after the sentence, each once a page; '' when none fits. */
  private closing(sentence: string): string {
    const c = this.c;
    const options: Array<() => string> = [];
    const sights = (c.place.scenery?.sights ?? []).filter((sight) => !/ près | à côté /.test(sight));
    if (this.closings.has('place') && placeable.has(this.mood.action) && !placed.test(sentence) && sights.length) {
      options.push(() => {
        this.closings.delete('place');
        const prep = c.rng.pick(near);
        const sight = definite(c.rng.pick(sights));
        return `, ${prep === 'devant' ? `devant ${sight}` : `${prep.slice(0, -3)} ${de(sight)}`}`;
      });
    }
    const mentions = (words: string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu').test(sentence);
    const heroes = [...c.names.split(/, | et /), c.who, c.heroesPronoun, c.them];
    const witnesses = [
      ...(mentions(heroes) ? [] : [c.who]),
      ...(this.mood.companionHere && !mentions([c.comp.the, c.companionPronoun]) ? [c.comp.the] : []),
    ];
    if (this.closings.has('watched') && witnesses.length) {
      options.push(() => {
        this.closings.delete('watched');
        const [regard, eyes] = watching[moodOf(this.mood)];
        const witness = de(c.rng.pick(witnesses));
        return c.rng.chance(0.5)
          ? `, sous le regard ${c.rng.pick(regard)} ${witness}`
          : `, sous les yeux ${c.rng.pick(eyes)} ${witness}`;
      });
    }
    return options.length ? c.rng.pick(options)() : '';
  }
}
