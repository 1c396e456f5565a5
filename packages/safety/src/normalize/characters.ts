/**
 * Characters that stand for others: what a child (or someone dodging a filter) types in place
 * of a plain Latin letter. Everything here runs before case folding.
 */

/** Cyrillic and Greek letters drawn like Latin ones: "ѕuісіdе" is "suicide". */
const lookAlikes: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const lookAlikePattern = new RegExp(`[${Object.keys(lookAlikes).join('')}]`, 'g');

/** Pictures that say a word: a knife, a pill, a gun. Laughing and crying faces say nothing here. */
const pictures: Record<string, string> = {
  '🔪': ' couteau ',
  '🗡': ' poignard ',
  '🔫': ' pistolet ',
  '💣': ' bombe ',
  '🧨': ' explosif ',
  '💊': ' médicaments ',
  '💉': ' seringue ',
  '🚬': ' cigarette ',
  '🍺': ' bière ',
  '🍻': ' bière ',
  '🍷': ' vin ',
  '🍾': ' champagne ',
  '🥃': ' whisky ',
  '🍸': ' cocktail ',
  '🌿': ' herbe ',
  '🍁': ' weed ',
  '🩸': ' sang ',
  '⚰': ' cercueil ',
  '🪦': ' tombe ',
  '🪢': ' corde ',
  '🔥': ' feu ',
  '🍆': ' zizi ',
  '🍑': ' fesses ',
  '🔞': ' porno ',
};
const picturePattern = new RegExp(Object.keys(pictures).join('|'), 'gu');

/**
 * Unicode compatibility forms (full-width and mathematical letters, ligatures) folded to
 * plain ones, invisible characters removed, look-alike letters and meaningful pictures read.
 */
export function plainCharacters(text: string): string {
  return (
    text
      // A character typed more than three times in a row says nothing more ("🔪🔪🔪🔪", "!!!!!").
      .replace(/(.)\1{3,}/gsu, '$1$1$1')
      .normalize('NFKC')
      // Zero-width spaces and joiners, soft hyphens, variation selectors: invisible inside a word.
      .replace(/[\p{Cf}\u{FE00}-\u{FE0F}]/gu, '')
      .replace(picturePattern, (picture) => pictures[picture] ?? ' ')
      .toLowerCase()
      .replace(lookAlikePattern, (letter) => lookAlikes[letter] ?? letter)
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
  );
}
