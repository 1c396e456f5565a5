import { spellings } from './rules/spelling.js';

/** Leetspeak-lite: a digit or sign standing for a letter, right after a letter ("s3xe"). */
const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '@': 'a', $: 's' };

/** Lower case, accents folded, one kind of apostrophe. */
function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`´]/g, "'");
}

/** Spelling without the word map: leet, punctuation, repeated letters. */
function spell(text: string): string {
  let folded = foldText(text);
  // Only after a letter, so "5 ans", "06 12…" and "3114" stay numbers; repeated for "l33t".
  for (let previous = ''; previous !== folded;) {
    previous = folded;
    folded = folded.replace(/(?<=[a-z])[01345@$]/g, (sign) => leet[sign] ?? sign);
  }
  return (
    folded
      .replace(/[^a-z0-9]+/g, ' ')
      // "mouriiiir": three or more of a letter are emphasis.
      .replace(/([a-z])\1{2,}/g, '$1')
      // "frape", "mourrir": doubled consonants are a common mistake. Not s: "poisson" is not "poison".
      .replace(/([bcdfghjklmnpqrtvwxz])\1/g, '$1')
      .trim()
  );
}

function mapWords(text: string, map: ReadonlyMap<string, string>): string {
  return text
    .split(' ')
    .map((word) => map.get(word) ?? word)
    .join(' ');
}

const spelled = new Map(Object.entries(spellings).map(([typed, meant]) => [spell(typed), spell(meant)]));
// The meanings are mapped once more, so "jhabite" gives "je habite" as "j'habite" does.
const wordMap = new Map([...spelled].map(([typed, meant]) => [typed, mapWords(meant, spelled)]));

/**
 * The words rules are matched against: lower case, no accents, no punctuation, letters
 * not repeated, SMS and misspelled words and inflections mapped to one form, separated by
 * single spaces. Patterns go through it too, so both sides always agree.
 */
export function normalize(text: string): string {
  return mapWords(spell(text), wordMap);
}
