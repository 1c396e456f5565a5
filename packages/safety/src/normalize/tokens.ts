/**
 * From folded characters to words: digits and signs read as letters inside words, words
 * spelled out letter by letter joined again, masked letters guessed, emphasis removed.
 */

/** A digit or sign standing for a letter inside a word: "m0rt", "su1c1d3", "v!ol", "$exe". */
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'l',
};

/**
 * Numbers that carry letters and stay numbers: "5ans", "10h30", "3eme", "1er", "cm2", "ps5",
 * "covid19". A token is read as leetspeak only when it is none of these.
 */
const NUMBER_WITH_LETTERS =
  /^(?:\d+(?:[.,]\d+)?(?:e|er|ere|eme|nd|nde|ans?|h\d*|min|mn|s|km|m|cm|mm|kg|g|l|ml|cl|x\d*|€|eur|euros?|pts?|v|w|ko|mo|go|k|m|b|d)?|[a-z]{1,5}\d+|\d+[a-z]\d+)$/;

/** A run of letters, digits and the signs above, as one possible word. */
const TOKEN = /[a-z0-9@$€!|]+/g;

function readLeet(token: string): string {
  // "mourir!!", "|oui|": signs at the ends of a word are punctuation.
  const core = token.replace(/^[!|]+|[!|]+$/g, '');
  if (!/[a-z]/.test(core) || !/[0-9@$€!|]/.test(core) || NUMBER_WITH_LETTERS.test(core)) {
    return core === token ? token : ` ${core} `;
  }
  return core.replace(/[0-9@$€!|]/g, (sign, index: number) => {
    const before = core[index - 1];
    const after = core[index + 1];
    // A digit ends a word ("p0rn0"), a sign other than ! or | starts one ("$exe", "@rme").
    const letter =
      (before !== undefined && after !== undefined) ||
      (after === undefined && /[0-9]/.test(sign)) ||
      (before === undefined && /[0-9@$€]/.test(sign) && /[a-z]/.test(after ?? ''));
    return letter ? (leet[sign] ?? sign) : ' ';
  });
}

/** Words hidden behind stars or dashes: "p*rn", "s**e", "su*cide". */
const maskable = [
  'porno',
  'porn',
  'sexe',
  'sexy',
  'suicide',
  'suicider',
  'viol',
  'violer',
  'mort',
  'mourir',
  'tuer',
  'baiser',
  'baise',
  'bite',
  'nude',
  'nudes',
  'drogue',
  'weed',
  'coke',
  'nique',
  'pute',
  'salope',
  'connard',
  'merde',
  'putain',
  'encule',
  'fuck',
  'shit',
  'negre',
  'pede',
  'pornhub',
  'xvideos',
  'youporn',
  'onlyfans',
];

/** A masked word is short: a longer run of stars and letters is noise, read without its stars. */
const MASKED_MAX = 16;

function unmask(token: string): string {
  if (token.length > MASKED_MAX) return token.replace(/\*/g, '');
  const pattern = new RegExp(`^${token.replace(/\*+/g, (stars) => `[a-z]{${stars.length},${stars.length + 1}}`)}$`);
  return maskable.find((word) => pattern.test(word)) ?? token.replace(/\*/g, '');
}

/**
 * "mouriiiir": three or more of a letter are emphasis. "frape", "mourrir": doubled consonants
 * are a common mistake. Not s: "poisson" is not "poison".
 */
function withoutDoubles(text: string): string {
  return text.replace(/([a-z])\1{2,}/g, '$1').replace(/([bcdfghjklmnpqrtvwxz])\1/g, '$1');
}

/**
 * Letters typed one at a time ("s u i c i d e", "s.u.i.c.i.d.e", "s.u.1.c.1.d.e"): four single
 * characters in a row or more, mostly letters, are one word, its digits read as letters.
 * Three could be "il y a à"; digits with a letter or two are numbers ("il y a 1 2 3").
 */
function joinSpelledOut(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const letters = run.filter((character) => /[a-z]/.test(character)).length;
    if (run.length >= 4 && letters >= 3 && letters > run.length - letters)
      joined.push(withoutDoubles(run.join('').replace(/[0-9]/g, (digit) => leet[digit] ?? digit)));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (/^[a-z0-9]$/.test(word)) run.push(word);
    else {
      flush();
      joined.push(word);
    }
  }
  flush();
  return joined;
}

/**
 * Words as rules and the classifier read them: lower-case ASCII letters and digits, one
 * space apart, emphasis and typing doubles removed.
 */
export function words(folded: string): string[] {
  // Two spaces or more part words spelled out letter by letter: "s e x e  v i d e o".
  if (/[^\s]\s[^\s]\s[^\s]/.test(folded) && /\s\s/.test(folded)) {
    return folded.split(/\s{2,}/).flatMap((part) => wordsOf(part));
  }
  return wordsOf(folded);
}

function wordsOf(folded: string): string[] {
  // "c'est", "j'ai", "qu'il": an elided word is the whole word, so that it never reads as a
  // letter spelled out ("s.u.i.c.i.d.e c'est").
  const elided = /['’‘ʼ`´]/.test(folded) ? folded.replace(/(?<![a-z])(qu|[cdjlmnst])['’‘ʼ`´]/g, '$1e ') : folded;
  // Anchored at a word's start, so a long run of letters without a star is read once.
  const unmasked = elided.includes('*') ? elided.replace(/(?<![a-z])[a-z]+(?:\*+[a-z]*)+/g, unmask) : elided;
  // "m.o.n p.è.r.e", "s-u-i-c-i-d-e": letters joined by dots or dashes inside a word are one word.
  const dotted = !/[a-z0-9][.\-_·•][a-z0-9]/.test(unmasked)
    ? unmasked
    : unmasked.replace(/(?<![a-z0-9])[a-z0-9](?:[.\-_·•][a-z0-9])+(?![a-z0-9])/g, (letters) =>
        /[a-z]/.test(letters) ? letters.replace(/[.\-_·•]/g, '') : letters,
      );
  // Only a digit or sign touching a letter can be leetspeak: other texts skip the pass.
  const read = /[a-z][0-9@$€!|]|[0-9@$€!|][a-z]/.test(dotted) ? dotted.replace(TOKEN, readLeet) : dotted;
  const split = withoutDoubles(read.replace(/[^a-z0-9]+/g, ' ')).trim();
  return split ? joinSpelledOut(split.split(' ')) : [];
}
