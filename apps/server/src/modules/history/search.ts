/**
 * Accents are folded on both sides (French's own dictionary keeps them): "etoile" finds
 * "étoiles". The same letters are in the index of migration 0005_history: change both.
 */
export const FOLD_FROM = 'àâäáãåéèêëíìîïóòôöõúùûüçñÿœæ';
export const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuucnyoa';

export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) {
    const index = FOLD_FROM.indexOf(letter);
    folded += index >= 0 ? FOLD_TO[index] : letter;
  }
  return folded;
}

/**
 * The words as a French full-text query: each one stemmed (plurals folded), and the longer
 * ones as prefixes, since the French stemmer leaves conjugated verbs alone ("brille" must
 * find "brillent"). Only letters and digits reach the query syntax.
 */
export function searchQuery(words: string): string | null {
  const terms = foldForSearch(words).match(/[\p{L}\p{N}]+/gu) ?? [];
  const parts = terms.filter((term) => term.length >= 2).map((term) => (term.length >= 4 ? `${term}:*` : term));
  return parts.length > 0 ? parts.join(' & ') : null;
}
