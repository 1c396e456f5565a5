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
    // the same in SMS and phonetic spelling (« c koi », « kan », « ya »)
    'koi koa kwa ki ke kel kelle kels kan kand koman komen komant komment koment coment commen cmt cb ya yen cest ces',
    // articles, elisions, contractions
    'le la les un une des de du au aux l d j m n s t c qu',
    // pronouns and determiners
    'je tu il elle on nous vous ils elles me te se moi toi lui leur leurs y en ce cet cette ces ca cela sa',
    'mon ton son ma ta mes tes ses notre votre nos vos que qui dont ou',
    // être, avoir, faire and a few others in the forms a question uses
    'est es suis sont sommes etes etre a as ai ont avons avez avoir fait font fais faire peut peuvent faut doit doivent',
    // small linking words
    'et mais donc or ni car sur sous par pour avec sans chez vers plus moins tres trop si alors aussi ne pas',
    'tout tous toute toutes dis dit bien',
    // how parents frame a child's question
    'fils fille ans an demande demander veut veux voudrait savoir question expliquer explique dire repondre',
    // verbs and adverbs that frame a question without naming its topic
    'vient viennent venir va vont vais vas marche fonctionne vraiment toujours jamais souvent encore',
    // « à quoi ça sert » asks what a thing is for, as « c'est quoi » asks what it is
    'sert servent servir',
    // the other forms of être, avoir, aller, savoir, pouvoir, vouloir a child's sentence uses
    'etait etaient etais sera serait ete avait avaient aura aurait eu allez aller sais sait savent savais',
    'peux pouvons pourrait pourra veulent voulu oblige obligee obliges dois devons devez',
    // fillers: « des fois », « c'est vrai que », « super lourd », « tout le temps », « les gens »
    'fois vrai super beaucoup longtemps deja comme chose choses truc trucs gens',
    'jusqu jusque meme ainsi puis ensuite apres avant ici la-bas',
    // « ça marche dedans », « certaines », « c'est des vrais », « simplement »
    'dedans certain certaine certains certaines vrais vraie vraies simplement',
    // « oui » (« les mouches oui »); « aujourd'hui »
    'oui aujourd hui maintenant',
    // the past, future and subjunctive of être, avoir, aller and faire (« j'allais », « se sont faites »,
    // « quand je serai grand », « qu'elle ait le droit »)
    'allais allait allaient allons alle allee faite faites faits irai ira soit soient sois',
    'serai seras serons serez seront serais seraient aurai auras aurons aurez auront ait aient aie aies',
    // « celui de maman », « quelqu'un »: they stand for a word said elsewhere, or for nobody in particular
    'celui celle ceux celles quelqu quelque quelques',
    // « le monsieur de la météo », « la dame à la télé »: how a child says « someone »
    'monsieur madame dame',
  ]
    .join(' ')
    .split(' '),
);

/** Plurals that no ending rule folds. */
const irregulars: Record<string, string> = {
  yeux: 'oeil',
  // « papier » loses its « -er » and would be « papi »
  papi: 'papy',
  papis: 'papy',
  cieux: 'ciel',
  // mourir: « il est mort », « on meurt », « tu vas mourir »
  mort: 'mourir',
  morte: 'mourir',
  morts: 'mourir',
  mortes: 'mourir',
  meurt: 'mourir',
  meurent: 'mourir',
  mourra: 'mourir',
  // naître, vivre
  nait: 'naitre',
  nee: 'naitre',
  nes: 'naitre',
  naissent: 'naitre',
  vit: 'vivre',
  vivent: 'vivre',
  vivait: 'vivre',
  vivaient: 'vivre',
  // the other verbs whose forms no ending rule joins: « on voit », « ils dorment », « ça pue »
  voit: 'voir',
  vois: 'voir',
  voient: 'voir',
  voyons: 'voir',
  vu: 'voir',
  vue: 'voir',
  dort: 'dormir',
  dors: 'dormir',
  boit: 'boire',
  boivent: 'boire',
  tient: 'tenir',
  tiennent: 'tenir',
  devient: 'devenir',
  deviens: 'devenir',
  devenait: 'devenir',
  deviennent: 'devenir',
  devenu: 'devenir',
  devenue: 'devenir',
  pleut: 'pleuvoir',
  pue: 'puer',
  puent: 'puer',
  prend: 'prendre',
  prennent: 'prendre',
  // SMS: « le petit dej »
  dej: 'dejeuner',
};

/** Lower case without accents or ligatures: é→e, ç→c, œ→oe. */
export function foldFrench(text: string): string {
  // toLowerCase, not toLocaleLowerCase('fr'): the same for every code point, and four times faster
  // on the chat's hot path (product.md#speed-budgets).
  return text.toLowerCase().replaceAll('œ', 'oe').replaceAll('æ', 'ae').normalize('NFD').replace(/\p{M}/gu, '');
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
  // « grandissent », « vieillissent »: the verb in -ir (« glissent », shorter, is « glisser »)
  if (word.length >= 10 && word.endsWith('issent')) return word.slice(0, -6);
  // The imperfect, as children tell the past: « habitaient », « mangeait » are « habiter », « manger »
  if (word.length >= 8 && word.endsWith('aient')) return stem(word.slice(0, -5));
  if (word.length >= 6 && word.endsWith('ait')) return stem(word.slice(0, -3));
  if (word.length > 5 && word.endsWith('ent')) return word.slice(0, -3);
  if (word.length > 4 && (word.endsWith('er') || word.endsWith('ez'))) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ir')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('e')) return word.slice(0, -1);
  return word;
}

/** MiniSearch's `processTerm`: the index term for a word, or null when it carries no meaning. */
export function frenchTerm(word: string): string | null {
  const folded = foldFrench(word);
  // Numbers (an age, a year, an hour or a measure: « 8h », « 10km ») never tell which topic a
  // question is about; an ordinal does (« le 1er livre » is the first).
  if (folded.length < 2 || stopWords.has(folded) || /^\d+(?:h\d{0,2}|min|km|kg|cm|mm|m|g|l|s|ans?)?$/.test(folded))
    return null;
  return stem(singular(irregulars[folded] ?? folded));
}

/**
 * How a word sounds, roughly: the key a child's phonetic spelling shares with the word it
 * means (« pik » and « pique », « tonere » and « tonnerre », « koman » and « comment »).
 * Used only for words the library does not know, so sounds that merge (« vert », « ver ») never
 * replace a word that is spelled right.
 */
export function soundOf(word: string): string {
  return foldFrench(word)
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/qu|q|c(?=[aourlt]|$)|ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ç|z/g, 's')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/ge(?=[aou])/g, 'j')
    .replace(/eau|au/g, 'o')
    .replace(/ai|ei|et$|er$|ez$/g, 'e')
    .replace(/en|em(?=[bp])|am(?=[bp])/g, 'an')
    .replace(/ain|ein|im(?=[bp])/g, 'in')
    .replace(/y/g, 'i')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/(?<=.)(e|s|t|x|d)+$/g, '');
}

const stopSounds = new Set([...stopWords].map(soundOf));

/** A word spelled as it sounds that is one of the stop words (« koman », « kan », « pourkwa »). */
export const soundsLikeStopWord = (word: string) => stopSounds.has(soundOf(word));
