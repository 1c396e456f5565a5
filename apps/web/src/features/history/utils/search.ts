/** Lower case, without accents: "Étoile" and "etoile" are the same word to a parent searching. */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/** Every word of `query` appears somewhere in `texts` (accents and case ignored). */
export function matchesWords(query: string, texts: readonly string[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
