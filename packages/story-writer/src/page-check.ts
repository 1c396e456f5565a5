import type { PropKey, TimeOfDay } from './vocabulary.js';

/**
 * A page's words and its picture must agree (decision 0027): who the text names is drawn, and the
 * hour the text tells is the picture's. A page's plan (the offline writer's moment, a model's
 * scene) is checked against what the page finally says, and follows it.
 */

/** What of a page's plan the check reads: the hour drawn and what is drawn. */
interface Drawn {
  timeOfDay: string;
  props: readonly string[];
}
export interface StoryCharacter {
  /** How the story calls it: « le hibou », « Crêpe », « Pompon ». */
  name: string;
  prop?: PropKey;
}

const article = /^(le|la|les|l['’])\s*/i;

function names(text: string, character: { name: string }): boolean {
  const noun = character.name.replace(article, '').trim();
  if (noun.length < 2) return false;
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text);
}

/** What the text says of the hour, when it says it. */
const hours: Array<[TimeOfDay, RegExp]> = [
  // What says it is night now, not a thing (« table de nuit »), a past night (« pendant la
  // nuit ») or a sleeping volcano.
  [
    'night',
    /(s['’]endor(t|ment)|sous (la|sa|leur|leurs) couettes?|bonne nuit|la nuit tombe|il fait nuit|en pleine nuit|au clair de lune)/iu,
  ],
  ['dusk', /(soleil se couche|coucher du soleil|le soir tombe|crépuscule)/iu],
  ['day', /(soleil brille|plein soleil|ce matin|au matin|en plein jour)/iu],
];

export function toldHour(text: string): TimeOfDay | null {
  for (const [hour, pattern] of hours) if (pattern.test(text)) return hour;
  return null;
}

/** Evening and night agree: a text « le soir, sous la couette » fits a dusk or a night picture. */
const agrees = (told: TimeOfDay, drawn: string) => told === drawn || (told !== 'day' && drawn !== 'day');

/** The hour the text tells when the picture's does not fit it, else null. */
export function clashingHour(text: string, drawn: string): TimeOfDay | null {
  const told = toldHour(text);
  return told && !agrees(told, drawn) ? told : null;
}

/** A character and what draws it: a key of the illustrator's vocabulary, or a model's word. */
interface Drawable<Prop extends string> {
  name: string;
  prop?: Prop;
}

/** The drawable characters the text names that the picture leaves out. */
export function undrawn<Prop extends string = PropKey>(
  text: string,
  moment: Drawn,
  characters: readonly Drawable<Prop>[],
): Prop[] {
  const missing = characters
    .filter((character) => character.prop && !moment.props.includes(character.prop) && names(text, character))
    .map((character) => character.prop!);
  return [...new Set(missing)];
}

/** The moment made to agree with the text: its named characters first among the props, its hour. */
export function agreeWithText<Moment extends Drawn, Prop extends string = PropKey>(
  text: string,
  moment: Moment,
  characters: readonly Drawable<Prop>[],
  maxProps: number,
): Moment {
  const missing = undrawn(text, moment, characters);
  return {
    ...moment,
    timeOfDay: clashingHour(text, moment.timeOfDay) ?? moment.timeOfDay,
    props: [...missing, ...moment.props].slice(0, maxProps),
  };
}
