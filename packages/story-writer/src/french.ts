import type { Gender } from '@pourquoi/shared';

/**
 * The few grammar rules the composer needs to stay correct whatever names and places it
 * receives: elision (d'Emma, qu'Hugo), contractions (du, au, aux), lists of names,
 * agreement of adjectives, capitals and French apostrophes.
 */

export const APOSTROPHE = '’';

/** Nouns whose h is "aspiré": no elision before them (le hibou, du hérisson). */
const aspiratedH = new Set([
  'hache',
  'hamac',
  'hamster',
  'hangar',
  'haricot',
  'harpe',
  'haut',
  'hérisson',
  'héros',
  'hêtre',
  'hibou',
  'hibous',
  'hockey',
  'homard',
  'hotte',
  'hublot',
  'hutte',
]);

/** True when the word starts with a vowel sound, so "de", "que", "le" elide before it. */
export function elides(phrase: string): boolean {
  const word = phrase.trim().toLowerCase();
  // y before a vowel sounds like a consonant: "de Yanis", "de Yasmine"; "d'Yves" elides.
  if (/^y[aeiouéèêëàâîïôöûü]/.test(word)) return false;
  if (word.startsWith('h')) {
    const first = word.split(/[\s'’-]/)[0] ?? '';
    // A first name's h is treated as mute: d'Hugo, d'Hélène.
    return !aspiratedH.has(first);
  }
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/.test(word);
}

/** "de" before a phrase: du château, des enfants, de la forêt, d'Emma, de Léa, de fougères. */
export function de(phrase: string): string {
  const text = phrase.trim();
  if (text.startsWith('le ')) return 'du ' + text.slice(3);
  if (text.startsWith('les ')) return 'des ' + text.slice(4);
  // « de » and « des » make « de »: près de fougères, d'énormes rochers.
  if (text.startsWith('des ')) return de(text.slice(4));
  return elides(text) ? 'd' + APOSTROPHE + text : 'de ' + text;
}

/**
 * A noun phrase made definite: « un vieux puits » → « le vieux puits », « une île » → « l’île »,
 * « des fougères » → « les fougères »; for a detail named a second time.
 */
export function definite(phrase: string): string {
  const match = /^(un|une|des) (.*)$/.exec(phrase.trim());
  if (!match) return phrase.trim();
  const [, article, rest = ''] = match;
  if (article === 'des') return 'les ' + rest;
  if (elides(rest)) return 'l' + APOSTROPHE + rest;
  return (article === 'un' ? 'le ' : 'la ') + rest;
}

/** "à" before a phrase: au château, aux enfants, à la forêt, à Léa. */
export function a(phrase: string): string {
  const text = phrase.trim();
  if (text.startsWith('le ')) return 'au ' + text.slice(3);
  if (text.startsWith('les ')) return 'aux ' + text.slice(4);
  return 'à ' + text;
}

/** "que" before a phrase: qu'Emma, qu'il, que Tom. */
export function que(phrase: string): string {
  const text = phrase.trim();
  return elides(text) ? 'qu' + APOSTROPHE + text : 'que ' + text;
}

/** "Léa", "Léa et Tom", "Léa, Tom et Jade". `serial` adds the comma before "et" that appositions need. */
export function joinList(items: readonly string[], serial = false): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  return items.slice(0, -1).join(', ') + (serial ? ', et ' : ' et ') + last;
}

/** Upper-cases the first letter, past an opening guillemet or dash. */
export function cap(text: string): string {
  const index = text.search(/[^\s«—-]/);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

/**
 * An adjective agreeing with one child. A neutral child gets `neutral`, a wording that
 * fits the same place without marking a gender ("d'attaque" for "prêt"/"prête"); without
 * one, the masculine, which French uses as its unmarked form.
 */
export function agree(masc: string, fem: string, gender: Gender, neutral?: string): string {
  if (gender === 'girl') return fem;
  if (gender === 'boy') return masc;
  return neutral ?? masc;
}

/** The plural of an adjective or noun phrase: its last word takes the plural mark. */
export function pluralOf(phrase: string): string {
  const match = /^(.*?)(\S+)$/.exec(phrase);
  if (!match) return phrase;
  const [, head = '', word = ''] = match;
  if (/[sxz]$/.test(word)) return phrase;
  if (/(eau|au)$/.test(word)) return head + word + 'x';
  return head + word + 's';
}

/** Sentence ends as a reader counts them; a closing guillemet belongs to its sentence. */
const sentenceEnd = /[.!?…]+(?:\s*»)?(?=\s|$)/g;

export function countSentences(text: string): number {
  return text.match(sentenceEnd)?.length ?? 0;
}

/** One finished sentence: single spaces, French apostrophes, a capital and a final mark. */
export function finish(sentence: string): string {
  let text = sentence.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/'/g, APOSTROPHE).trim();
  text = cap(text);
  if (!/[.!?…»]$/.test(text)) text += '.';
  return text;
}

/** French apostrophes for text that is not a sentence (a title). */
export function typography(text: string): string {
  return text.replace(/'/g, APOSTROPHE).replace(/\s+/g, ' ').trim();
}
