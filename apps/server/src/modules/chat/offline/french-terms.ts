/**
 * Turns a word into the term the offline index stores, the same way for the corpus and for a
 * question, so "Étoiles", "etoile" and "étoile" meet, and "brillent" meets "briller".
 */

/**
 * Words that say nothing about the topic: articles, pronouns, the verbs every question holds,
 * and "pourquoi" in the ways children type it. Written without accents: they are checked
 * after folding.
 */
const stopWords = new Set(
  [
    // "pourquoi" and its spellings
    'pourquoi pourkoi pourquoa pourkoa pourqoi pourquoie pouquoi porquoi pourqoui pourqwa pk pq pkoi pqoi pkoa',
    // other question words
    'comment quoi quand combien quel quelle quels quelles',
    // articles, elisions, contractions
    'le la les un une des de du au aux l d j m n s t c qu',
    // pronouns and determiners
    'je tu il elle on nous vous ils elles me te se moi toi lui leur leurs y en ce cet cette ces ca cela sa',
    'mon ton son ma ta mes tes ses notre votre nos vos que qui dont ou',
    // être, avoir, faire and a few others in the forms a question uses
    'est es suis sont sommes etes etre a as ai ont avons avez avoir fait font fais faire peut peuvent faut doit doivent',
    // small linking words
    'et mais donc or ni car dans sur sous par pour avec sans chez vers plus moins tres trop si alors aussi ne pas',
    'tout tous toute toutes dis dit bien',
    // how parents frame a child's question
    'maman papa fils fille ans an demande demander veut veux voudrait savoir question expliquer explique dire repondre',
    // verbs and adverbs that frame a question without naming its topic
    'vient viennent venir va vont vais marche fonctionne existe existent vraiment toujours jamais souvent encore',
  ]
    .join(' ')
    .split(' '),
);

/** Plurals that no ending rule folds. */
const irregulars: Record<string, string> = { yeux: 'oeil', cieux: 'ciel' };

/** Lower case without accents or ligatures: é→e, ç→c, œ→oe. */
export function foldFrench(text: string): string {
  return text
    .toLocaleLowerCase('fr')
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** "nuages"→"nuage", "chevaux"→"cheval", "oiseaux"→"oiseau"; short words stay as they are. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('aux') && !word.endsWith('eaux')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('s') || word.endsWith('x')) return word.slice(0, -1);
  return word;
}

/**
 * Drops the endings that vary most in a child's question: "brille", "brillent" and "briller"
 * all give "brill", "dorment" and "dormir" give "dorm". Long words only, so "vent", "dent"
 * and "mer" keep their last letters.
 */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ent')) return word.slice(0, -3);
  if (word.length > 4 && (word.endsWith('er') || word.endsWith('ez'))) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ir')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('e')) return word.slice(0, -1);
  return word;
}

/** MiniSearch's `processTerm`: the index term for a word, or null when it carries no meaning. */
export function frenchTerm(word: string): string | null {
  const folded = foldFrench(word);
  // Numbers (an age, a year) never tell which topic a question is about.
  if (folded.length < 2 || stopWords.has(folded) || /^\d+$/.test(folded)) return null;
  return stem(singular(irregulars[folded] ?? folded));
}
