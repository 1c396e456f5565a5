import { CHILD_NAME_MAX_LENGTH } from '@pourquoi/shared';
import { de } from './french.js';
import type { Random } from './random.js';
import type { Line } from './types.js';
import type { PropKey } from './vocabulary.js';
import { fold as foldAccents, type Wish } from './wishes.js';

/** Folded as the tables below are written: no accents, lower case, « œ » spelt out. */
const fold = (text: string) => foldAccents(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/**
 * Who or what the parent's wish names (decision 0024, product.md#d13-story-length): « son doudou lapin
 * Pompon » is a toy named Pompon, « Mamie Jeanne » a person, « son chat roux Biscuit » a cat
 * named Biscuit. The name and the words that say what it is come from the wish itself; what
 * they are (an animal, a toy, a person, a thing) decides how the story speaks of it and whether
 * the illustrator can draw it. Free text is never copied beyond those few words.
 */
export interface NamedElement {
  /** As the parent wrote it: « Pompon », « Mamie Jeanne ». */
  name: string;
  /** The parent's words for it, possessive first: « son doudou lapin », « sa petite sœur ». */
  description: string | null;
  kind: 'animal' | 'toy' | 'person' | 'thing';
  gender: 'm' | 'f';
  /** What the illustrator draws for it, when it can. */
  prop?: PropKey;
}

interface Noun {
  kind: NamedElement['kind'];
  gender: 'm' | 'f';
  prop?: PropKey;
}

/** Folded nouns that say what a named element is (the last one found in its description wins, save for toys). */
const nouns: Record<string, Noun> = {
  chat: { kind: 'animal', gender: 'm', prop: 'cat' },
  chaton: { kind: 'animal', gender: 'm', prop: 'cat' },
  chatte: { kind: 'animal', gender: 'f', prop: 'cat' },
  minou: { kind: 'animal', gender: 'm', prop: 'cat' },
  chien: { kind: 'animal', gender: 'm', prop: 'dog' },
  chienne: { kind: 'animal', gender: 'f', prop: 'dog' },
  chiot: { kind: 'animal', gender: 'm', prop: 'dog' },
  lapin: { kind: 'animal', gender: 'm', prop: 'rabbit' },
  lapine: { kind: 'animal', gender: 'f', prop: 'rabbit' },
  poisson: { kind: 'animal', gender: 'm', prop: 'fish' },
  oiseau: { kind: 'animal', gender: 'm', prop: 'bird' },
  perroquet: { kind: 'animal', gender: 'm', prop: 'bird' },
  perruche: { kind: 'animal', gender: 'f', prop: 'bird' },
  canari: { kind: 'animal', gender: 'm', prop: 'bird' },
  poule: { kind: 'animal', gender: 'f', prop: 'bird' },
  hibou: { kind: 'animal', gender: 'm', prop: 'owl' },
  chouette: { kind: 'animal', gender: 'f', prop: 'owl' },
  renard: { kind: 'animal', gender: 'm', prop: 'fox' },
  girafe: { kind: 'animal', gender: 'f', prop: 'giraffe' },
  papillon: { kind: 'animal', gender: 'm', prop: 'butterfly' },
  dinosaure: { kind: 'animal', gender: 'm', prop: 'dinosaur' },
  dino: { kind: 'animal', gender: 'm', prop: 'dinosaur' },
  dragon: { kind: 'animal', gender: 'm', prop: 'dragon' },
  licorne: { kind: 'animal', gender: 'f', prop: 'unicorn' },
  poney: { kind: 'animal', gender: 'm' },
  cheval: { kind: 'animal', gender: 'm' },
  jument: { kind: 'animal', gender: 'f' },
  tortue: { kind: 'animal', gender: 'f' },
  hamster: { kind: 'animal', gender: 'm' },
  souris: { kind: 'animal', gender: 'f' },
  cochon: { kind: 'animal', gender: 'm' },
  vache: { kind: 'animal', gender: 'f' },
  chevre: { kind: 'animal', gender: 'f' },
  mouton: { kind: 'animal', gender: 'm' },
  ane: { kind: 'animal', gender: 'm' },
  ours: { kind: 'animal', gender: 'm', prop: 'teddy' },
  lion: { kind: 'animal', gender: 'm' },
  tigre: { kind: 'animal', gender: 'm' },
  singe: { kind: 'animal', gender: 'm' },
  loup: { kind: 'animal', gender: 'm' },
  panda: { kind: 'animal', gender: 'm' },
  koala: { kind: 'animal', gender: 'm' },
  elephant: { kind: 'animal', gender: 'm' },
  pingouin: { kind: 'animal', gender: 'm', prop: 'bird' },
  canard: { kind: 'animal', gender: 'm', prop: 'bird' },
  dauphin: { kind: 'animal', gender: 'm', prop: 'fish' },
  grenouille: { kind: 'animal', gender: 'f' },
  cobaye: { kind: 'animal', gender: 'm' },
  furet: { kind: 'animal', gender: 'm' },
  escargot: { kind: 'animal', gender: 'm' },
  labrador: { kind: 'animal', gender: 'm', prop: 'dog' },
  caniche: { kind: 'animal', gender: 'm', prop: 'dog' },
  teckel: { kind: 'animal', gender: 'm', prop: 'dog' },
  chihuahua: { kind: 'animal', gender: 'm', prop: 'dog' },
  bouledogue: { kind: 'animal', gender: 'm', prop: 'dog' },
  husky: { kind: 'animal', gender: 'm', prop: 'dog' },
  beagle: { kind: 'animal', gender: 'm', prop: 'dog' },
  siamois: { kind: 'animal', gender: 'm', prop: 'cat' },
  persan: { kind: 'animal', gender: 'm', prop: 'cat' },
  doudou: { kind: 'toy', gender: 'm', prop: 'teddy' },
  peluche: { kind: 'toy', gender: 'f', prop: 'teddy' },
  nounours: { kind: 'toy', gender: 'm', prop: 'teddy' },
  poupee: { kind: 'toy', gender: 'f' },
  robot: { kind: 'toy', gender: 'm', prop: 'robot' },
  ballon: { kind: 'thing', gender: 'm', prop: 'ball' },
  velo: { kind: 'thing', gender: 'm' },
  trottinette: { kind: 'thing', gender: 'f' },
  voiture: { kind: 'thing', gender: 'f', prop: 'car' },
  bateau: { kind: 'thing', gender: 'm', prop: 'boat' },
  avion: { kind: 'thing', gender: 'm', prop: 'plane' },
  mamie: { kind: 'person', gender: 'f' },
  mamy: { kind: 'person', gender: 'f' },
  meme: { kind: 'person', gender: 'f' },
  'grand-mere': { kind: 'person', gender: 'f' },
  papi: { kind: 'person', gender: 'm' },
  papy: { kind: 'person', gender: 'm' },
  pepe: { kind: 'person', gender: 'm' },
  'grand-pere': { kind: 'person', gender: 'm' },
  maman: { kind: 'person', gender: 'f' },
  papa: { kind: 'person', gender: 'm' },
  tata: { kind: 'person', gender: 'f' },
  tante: { kind: 'person', gender: 'f' },
  tonton: { kind: 'person', gender: 'm' },
  oncle: { kind: 'person', gender: 'm' },
  cousin: { kind: 'person', gender: 'm' },
  cousine: { kind: 'person', gender: 'f' },
  frere: { kind: 'person', gender: 'm' },
  soeur: { kind: 'person', gender: 'f' },
  ami: { kind: 'person', gender: 'm' },
  amie: { kind: 'person', gender: 'f' },
  copain: { kind: 'person', gender: 'm' },
  copine: { kind: 'person', gender: 'f' },
  voisin: { kind: 'person', gender: 'm' },
  voisine: { kind: 'person', gender: 'f' },
  maitresse: { kind: 'person', gender: 'f' },
  maitre: { kind: 'person', gender: 'm' },
  prof: { kind: 'person', gender: 'm' },
  professeur: { kind: 'person', gender: 'm' },
  madame: { kind: 'person', gender: 'f' },
  mme: { kind: 'person', gender: 'f' },
  monsieur: { kind: 'person', gender: 'm' },
  parrain: { kind: 'person', gender: 'm' },
  marraine: { kind: 'person', gender: 'f' },
  bebe: { kind: 'person', gender: 'm' },
  nounou: { kind: 'person', gender: 'f' },
  jumeau: { kind: 'person', gender: 'm' },
  jumelle: { kind: 'person', gender: 'f' },
  'baby-sitter': { kind: 'person', gender: 'f' },
  babysitter: { kind: 'person', gender: 'f' },
};

/** The noun a folded word is, singular or regular plural (« copains »). */
const nounOf = (folded: string): Noun | undefined => nouns[folded] ?? nouns[folded.replace(/[sx]$/, '')];

/** What a child calls someone before their first name, often typed in lower case: « mamie nicole ». */
const titles = new Set([
  'mamie',
  'mamy',
  'meme',
  'grand-mere',
  'papi',
  'papy',
  'pepe',
  'grand-pere',
  'tata',
  'tante',
  'tonton',
  'oncle',
  'parrain',
  'marraine',
  'nounou',
  'cousin',
  'cousine',
  'maitresse',
  'maitre',
  'madame',
  'mme',
  'monsieur',
]);
/** Words that follow a title without being a name: « mamie chérie », « tonton préféré ». */
const afterTitle = new Set([
  'cherie',
  'cheri',
  'adoree',
  'adore',
  'preferee',
  'prefere',
  'gentille',
  'gentil',
  'aussi',
  'et',
  'est',
  'fait',
  'fais',
  'vient',
  'raconte',
  'adore',
  'aime',
  'habite',
  'joue',
  'dort',
  'chante',
]);

/**
 * The verbs a wish goes on with after a name (« son copain nathan déménage », « que son hamster
 * caramel soit »), folded: never a name themselves, and a sign that the word before was one.
 */
const verbsAfterName = new Set(
  (
    'est a ont sont fait va vont vient dort mange joue court saute aboie miaule nage vole aime adore habite ' +
    'part arrive parle chante danse rit pleure veut veulent peut doit sait voit regarde cherche trouve perd ' +
    'prend donne dit demenage soit ait aille fasse puisse devienne devient reste rentre sort monte descend ' +
    'tombe grandit travaille attend aide garde porte suit ecoute montre raconte apprend connait croit pense ' +
    'accompagne emmene retrouve rencontre invite visite passe decouvre sauve protege repete grogne ronronne ' +
    'gratte griffe mordille leche chasse attrape tire pousse construit lit ecrit dessine fete prepare ' +
    'gagne perd part garde'
  ).split(' '),
);

/**
 * Words that follow a pet's, a toy's or someone's noun without being a name (« son chat roux »,
 * « son chien labrador », « sa sœur jumelle », « son papa pompier »): colours, looks, breeds,
 * jobs and adverbs. A lower-case word after such a noun is a name only when it is none of these
 * nor a verb (« son chien rex »).
 */
const describingWords = new Set(
  (
    'roux rousse noir noire blanc blanche gris grise marron beige tigre tigree rouge bleu bleue vert verte ' +
    'jaune rose violet violette orange dore doree argente multicolore raye rayee tachete tachetee ' +
    'petit petite grand grande gros grosse vieux vieille jeune nouveau nouvelle bebe mignon mignonne ' +
    'gentil gentille adore adoree prefere preferee cheri cherie fidele coquin coquine fou folle rigolo rigolote ' +
    'timide peureux peureuse courageux courageuse malin maline joueur joueuse paresseux paresseuse ' +
    'aine ainee cadet cadette meilleur meilleure ' +
    'berger golden yorkshire ' +
    'angora nain naine domestique sauvage magique volant volante geant geante ' +
    'en de du des qui que et avec aussi ' +
    'tout toute tous toutes tres trop bien ici la-bas hier demain aujourd maintenant toujours souvent jamais ' +
    'partout encore deja bientot imaginaire invisible special speciale unique ' +
    'pompier policier policiere docteur medecin infirmier infirmiere boulanger boulangere fermier fermiere ' +
    'agriculteur agricultrice pilote marin cuisinier cuisiniere facteur factrice chauffeur vendeur vendeuse ' +
    'coiffeur coiffeuse veterinaire dentiste architecte ingenieur peintre musicien musicienne chanteur ' +
    'chanteuse danseur danseuse footballeur astronaute ' +
    'perdu perdue casse tombe oublie cache trouve abime use ' +
    'francais francaise anglais anglaise japonais japonaise chinois chinoise americain americaine italien ' +
    'italienne espagnol espagnole allemand allemande portugais portugaise africain africaine marocain ' +
    'marocaine algerien algerienne tunisien tunisienne belge suisse canadien canadienne breton bretonne'
  ).split(' '),
);
/** Endings of adverbs, verbs and adjectives, never of a pet's or a friend's name. */
const notNameEnding = /(ment|ait|aient|ee|eux|euse|ique|able)$/;
/** Words after which the next one is the name, whatever its case: « un chat qui s'appelle biscuit ». */
const namingWords = new Set([
  'appelle',
  'nomme',
  'nommee',
  'appele',
  'appelee',
  'surnomme',
  'surnommee',
  'prenomme',
  'prenommee',
]);

/** Capitalised words that are not names: sentence openers, function words, days and feasts. */
const notNames = new Set(
  (
    'a au aux avec alors apres aussi avant c ce cet cette ces chez comme dans de des du elle elles en et ' +
    'il ils je j la le les leur leurs l ma mais mes moi mon nous on ou par pas plus pour puis qu que qui ' +
    'quand sa sans ses si son sous sur ta te toi ton tu un une vers vous y ' +
    'raconte racontez histoire il-etait ecris ecrivez imagine invente oui non merci bonjour bonsoir ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet aout ' +
    'septembre octobre novembre decembre noel paques halloween saint-valentin toussaint carnaval ' +
    'chandeleur epiphanie ramadan aid hanoucca hanoukka nouvel an ' +
    'demain hier aujourd soir matin ensuite enfin stp svp lol mdr ptdr ' +
    'notre nos votre vos chacun chacune tous toutes dites dis fais faites mets mettez ajoute ajoutez parle parlez ' +
    // Brands and games a wish borrows (« sa Switch », « le robot Lego »): things, never someone.
    'lego playmobil switch nintendo playstation xbox minecraft fortnite pokemon disney netflix youtube tablette ' +
    'barbie tintin asterix mario pikachu peppa totoro'
  ).split(' '),
);

/** « de » in its forms, which link a noun to what it belongs to (« le chien des voisins »). */
const ofWords = new Set(['de', 'du', 'd', 'des']);
/** Prepositions after which a capitalised word is a place or a time: « à Paris », « en Bretagne ». */
const placePrepositions = new Set(['a', 'au', 'aux', 'en', 'dans', 'vers', 'depuis', 'pres', 'sur', 'jusqu']);
/** Nouns a place's own name follows: « la tour Eiffel », « l'école Jean Moulin », « le château de Versailles ». */
const placeNouns = new Set(
  (
    'tour mont rue avenue boulevard lac ile chateau musee gare pont ecole college lycee parc jardin plage ' +
    'zoo cirque stade piscine village ville foret montagne riviere fleuve pays region planete'
  ).split(' '),
);
/** Countries, regions and cities a wish may name: never someone, whatever comes before them. */
const knownPlaces = new Set(
  (
    'france paris lyon marseille toulouse bordeaux lille nantes nice strasbourg montpellier rennes brest ' +
    'bretagne normandie provence alsace corse savoie auvergne bourgogne vendee camargue alpes pyrenees ' +
    'angleterre ecosse irlande espagne italie allemagne belgique suisse portugal grece pologne russie ' +
    'afrique amerique asie europe australie canada quebec mexique bresil argentine chine japon inde ' +
    'egypte maroc algerie tunisie senegal turquie londres rome madrid berlin bruxelles geneve venise ' +
    'coree vietnam thailande islande norvege suede danemark finlande pays-bas hollande autriche ' +
    'cameroun mali liban israel iran perou chili colombie cuba antilles guadeloupe martinique reunion ' +
    'new-york montreal mars lune jupiter saturne venus terre'
  ).split(' '),
);
/** Verbs after which « de » says where from: « qui vient de Corée ». */
const comingFrom = new Set(
  'vient viens venu venue venus arrive arrivee arrives revient rentre rentree originaire habitait'.split(' '),
);
/** The definite article: French gives none to a person's first name (« la Lune », « le Père Noël »). */
const definiteArticles = new Set(['le', 'la', 'les', 'l']);

/**
 * Whether the capitalised words from `start` name a place, a landmark, a feast or a title
 * rather than someone: after a preposition of place, after a definite article, or after a
 * place noun itself reached by a preposition (« à l'école Jean Moulin », « au château de
 * Versailles », « près de la tour Eiffel »), but not after one that says whose someone is
 * (« sa copine de l'école Jade »); and the places everyone knows (« Granny d'Angleterre »).
 */
function isPlace(words: Word[], start: number): boolean {
  const at = (offset: number) => words[start - offset]?.folded ?? '';
  if (knownPlaces.has(at(0))) return true;
  // « la Nounou Clémence », « il s'appelle l'Albatros »: someone, or a name given.
  if (titles.has(at(0)) || namingWords.has(at(1)) || namingWords.has(at(2))) return false;
  if (placePrepositions.has(at(1)) || definiteArticles.has(at(1))) return true;
  // « qui vient de Corée », « arrivée d'Italie »
  if ((at(1) === 'de' || at(1) === 'd') && comingFrom.has(at(2))) return true;
  // « le château de Versailles », « la ville de Lyon »
  const nounAt = ofWords.has(at(1)) && placeNouns.has(at(2)) ? 2 : placeNouns.has(at(1)) ? 1 : 0;
  if (!nounAt) return false;
  const afterArticle = definiteArticles.has(at(nounAt + 1)) ? nounAt + 2 : nounAt + 1;
  if (!ofWords.has(at(afterArticle))) return true;
  const whose = words[start - afterArticle - 1];
  return !whose || !(whose.capitalised || nounOf(whose.folded)?.kind === 'person');
}

/**
 * The thing a definite article names after its noun: « son bateau l'Albatros », « le bateau de
 * papi, le Mistral ». French gives a boat or a car an article, never a person.
 */
function thingNamed(words: Word[], start: number): Noun | undefined {
  const at = (offset: number) => words[start - offset]?.folded ?? '';
  if (!definiteArticles.has(at(1))) return undefined;
  const noun =
    nounOf(at(2))?.kind === 'thing' ? nounOf(at(2)) : ['de', 'du', 'd'].includes(at(3)) ? nounOf(at(4)) : undefined;
  return noun?.kind === 'thing' ? noun : undefined;
}

/** What may link a noun to its name: « un chat nommé Biscuit », « un chien qui s'appelle Filou ». */
const linkWords = new Set(['nomme', 'nommee', 'appele', 'appelee', 'qui', 's', 'appelle', 'surnomme', 'surnommee']);
const determiners = new Set(['son', 'sa', 'ses', 'mon', 'ma', 'mes', 'leur', 'leurs', 'notre', 'nos', 'un', 'une']);
const pluralPossessives = new Set(['ses', 'mes', 'leurs', 'nos']);

/**
 * The heroes' possessive, whoever the parent wrote as (« mon chat », « notre chienne »):
 * « son chat », « sa chienne », « son amie » before a vowel, « leur chat » for several heroes.
 */
function possessive(determiner: string, gender: 'm' | 'f', nextWord: string, plural: boolean): string {
  if (determiner === 'un' || determiner === 'une') return determiner;
  if (pluralPossessives.has(determiner)) return plural ? 'leurs' : 'ses';
  if (plural) return 'leur';
  return gender === 'f' && !/^[aeiouyh]/.test(nextWord) ? 'sa' : 'son';
}
const MAX_DESCRIPTION_WORDS = 5;
const MAX_ELEMENTS = 5;

interface Word {
  text: string;
  folded: string;
  capitalised: boolean;
  /** Where it starts and ends in the wish: a description is copied with its apostrophes. */
  start: number;
  end: number;
  /** What stands between it and the previous word: « Mamie Jeanne » (a space) is one name, « Nathan, Ilyes » two. */
  gap: string;
}

/** Whether a lower-case word can be a name at all: no small word, no word that describes, no verb. */
const mayBeName = (word: Word) =>
  !word.capitalised &&
  word.text.length >= 3 &&
  !notNames.has(word.folded) &&
  !describingWords.has(word.folded) &&
  !isVerb(word.folded) &&
  !notNameEnding.test(word.folded);

/**
 * A lower-case word that is a name (« son chien rex », « qui s'appelle pingouin », « leo le
 * cousin »):
 * - right after « s'appelle » or « nommé », even a common noun;
 * - after a noun and its determiner (or at the wish's start: « doudou lapinou »), when the wish
 *   pauses or goes on with a verb after it, and no « qui s'appelle » follows (that one is the name);
 * - before « le cousin », « la baby-sitter »: someone's noun set beside it.
 */
function isLowerCaseName(words: Word[], index: number, namesSoFar: readonly boolean[]): boolean {
  const word = words[index]!;
  const previous = words[index - 1];
  // « s'appelle rose », « s'appelle fusée »: whatever the word, it is the name.
  if (previous && namingWords.has(previous.folded)) {
    return !word.capitalised && word.text.length >= 2 && !notNames.has(word.folded);
  }
  if (!mayBeName(word) || nounOf(word.folded)) return false;
  const next = words[index + 1];
  // « arthur et jules », « anna, lou et zoé »: the next of a list of names.
  const listed =
    previous && (previous.folded === 'et' || /,/.test(word.gap)) ? index - (previous.folded === 'et' ? 2 : 1) : -1;
  if (listed >= 0 && namesSoFar[listed] && (previous!.folded === 'et' || !/,/.test(previous!.gap))) return true;
  const apposition =
    next && definiteArticles.has(next.folded) && nounOf(words[index + 2]?.folded ?? '')?.kind === 'person';
  if (apposition && (!previous || /[,.;:!?()]/.test(word.gap))) return true;
  if (!previous || titles.has(previous.folded)) return false;
  // « les jumeaux des voisins, arthur et jules »: someone's noun, then their names between commas.
  if (/,/.test(word.gap) && nounOf(previous.folded)?.kind === 'person') return true;
  // The noun and its determiner, over the nouns and describing words between (« son doudou
  // lapin », « le poisson rouge »).
  let before = index - 1;
  let nouns = 0;
  for (; before >= 0; before -= 1) {
    const folded = words[before]!.folded;
    if (nounOf(folded)) nouns += 1;
    // « le chien des voisins buddy »
    else if (!describingWords.has(folded) || (notNames.has(folded) && !ofWords.has(folded))) break;
  }
  if (nouns === 0) return false;
  const determiner = words[before]?.folded ?? '';
  if (before >= 0 && !determiners.has(determiner) && !definiteArticles.has(determiner)) return false;
  if (words.slice(index + 1, index + 4).some((after) => namingWords.has(after.folded))) return false;
  return !next || /[,.;:!?()]/.test(next.gap) || pausesAfterName.has(next.folded) || isVerb(next.folded);
}

/** A verb a wish goes on with, singular or plural (« passe », « passent »). */
const isVerb = (folded: string) => verbsAfterName.has(folded) || verbsAfterName.has(folded.replace(/nt$/, ''));

/** What may follow a name typed in lower case besides a verb: « son chien rex qui court », « son chat biscuit et… ». */
const pausesAfterName = new Set([
  'et',
  'qui',
  'avec',
  'aussi',
  'il',
  'elle',
  'ne',
  'n',
  's',
  'se',
  'lui',
  'l',
  'leur',
  'y',
]);

/**
 * A word, or a name whose first letter is written apart (« N'Diaye », « O'Brien »); « L'Albatros »
 * and « D'Annecy » are « le » and « de » before a word.
 */
const WORD = /(?![LDJCSTMQ]['’])\p{Lu}['’]\p{Lu}[\p{L}-]*|\p{L}[\p{L}-]*/gu;

function wordsOf(prompt: string): Word[] {
  const words = [...prompt.matchAll(WORD)].map((match) => ({
    text: match[0],
    folded: fold(match[0]),
    capitalised: /^\p{Lu}/u.test(match[0]),
    start: match.index,
    end: match.index + match[0].length,
    gap: '',
  }));
  words.forEach((word, index) => {
    if (index > 0) word.gap = prompt.slice(words[index - 1]!.end, word.start);
  });
  // « CP », « SNCF »: a short word in capitals is an acronym, save right after a noun (« son chien REX »).
  words.forEach((word, index) => {
    const acronym = word.text.length <= 4 && /^\p{Lu}{2,}$/u.test(word.text);
    if (acronym && !nounOf(words[index - 1]?.folded ?? '')) word.capitalised = false;
  });
  // « son chien rex », « qui s'appelle moustache »: written as a name once found.
  const lowerCaseNames: boolean[] = [];
  words.forEach((word, index) => {
    lowerCaseNames[index] = isLowerCaseName(words, index, lowerCaseNames);
    if (!lowerCaseNames[index]) return;
    word.text = capitalise(word.text);
    word.capitalised = true;
  });
  // « mamie nicole »: a first name typed in lower case after a title is a name all the same,
  // written as one (« Mamie Nicole »).
  words.forEach((word, index) => {
    const title = words[index - 1];
    if (!title || !titles.has(title.folded) || word.text.length < 2) return;
    // « la fille de la nounou, manon »: the name said apart is not the title's.
    if (!/^ +$/.test(word.gap)) return;
    // « tata Nadia »: the title goes with the name, unless a possessive makes it a description
    // (« son cousin Jean-Baptiste »).
    if (word.capitalised) {
      const owned = determiners.has(words[index - 2]?.folded ?? '');
      if (!owned && !notNames.has(word.folded) && !titles.has(word.folded)) {
        title.text = capitalise(title.text);
        title.capitalised = true;
      }
      return;
    }
    if (notNames.has(word.folded) || afterTitle.has(word.folded) || nounOf(word.folded)) return;
    if (isVerb(word.folded) || describingWords.has(word.folded)) return;
    word.text = capitalise(word.text);
    word.capitalised = true;
    title.text = capitalise(title.text);
    title.capitalised = true;
  });
  return words;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A capitalised word that is not a small word; a title (« Mamie ») is part of a name. */
const isName = (word: Word, index: number) =>
  word.capitalised &&
  word.text.length >= 2 &&
  !notNames.has(word.folded) &&
  // A common noun capitalised in the middle of a wish is a name (« son dinosaure Dino »);
  // as its first word, just the start of a sentence (« Dragon et licorne »).
  (index > 0 || (nounOf(word.folded)?.kind ?? 'person') === 'person');

/**
 * Typed in capitals or in Title Case (« Une Histoire Avec Des Pirates »), a wish's capitals say
 * nothing about names: small words or common nouns capitalised past the first word show it.
 */
function capitalsMeanNothing(words: Word[]): boolean {
  if (words.length >= 2 && words.every((word) => word.text === word.text.toUpperCase())) return true;
  const habit = words
    .slice(1)
    .filter(
      (word) => word.capitalised && (notNames.has(word.folded) || (nounOf(word.folded)?.kind ?? 'person') !== 'person'),
    );
  return habit.length >= 2;
}

/** The description before a name: from its determiner to the name, or null when there is none. */
function describe(words: Word[], nameStart: number): { words: Word[]; determiner: Word } | null {
  let end = nameStart;
  // An article before the name is a thing's (« son bateau l'Albatros »): places are gone by now.
  while (end > 0 && (linkWords.has(words[end - 1]!.folded) || definiteArticles.has(words[end - 1]!.folded))) end -= 1;
  for (let start = end - 1; start >= Math.max(0, end - 1 - MAX_DESCRIPTION_WORDS); start -= 1) {
    const word = words[start]!;
    if (determiners.has(word.folded)) {
      const between = words.slice(start + 1, end);
      // Copied into the story as typed, so words only, apart by spaces or an apostrophe
      // (« de l'école »): never what else a wish may hold between them (« <b> », « 💩 », « ; »).
      return between.length > 0 && between.every((other) => !other.capitalised && /^ *['’]? *$/.test(other.gap))
        ? { words: between, determiner: word }
        : null;
    }
    if (word.capitalised || word.folded === 'avec' || word.folded === 'et') return null;
  }
  return null;
}

/** The nouns and describing words right before a name, with no pause between (« le poisson rouge »). */
function nounsBefore(words: Word[], start: number): Word[] {
  let first = start;
  while (
    first > 0 &&
    start - first < MAX_DESCRIPTION_WORDS &&
    /^ +$/.test(words[first]!.gap) &&
    (nounOf(words[first - 1]!.folded) || describingWords.has(words[first - 1]!.folded))
  ) {
    first -= 1;
  }
  const chain = words.slice(first, start);
  // « le chat des voisins Pistache » is the cat: the head noun comes before « de ».
  const of = chain.findIndex((word) => ofWords.has(word.folded));
  return of === -1 ? chain : chain.slice(0, of);
}

/**
 * The named people, animals and things of a wish, in order, up to three; the heroes' own
 * names are not among them. `plural`: the story has several heroes (« leur chat »).
 */
export function findNamedElements(
  prompt: string | null | undefined,
  heroNames: string[],
  plural = false,
): NamedElement[] {
  if (!prompt) return [];
  const heroes = new Set(heroNames.map((name) => fold(name.trim())));
  const words = wordsOf(prompt);
  if (capitalsMeanNothing(words)) return [];
  const found: NamedElement[] = [];
  let end = 0;
  /** Where the last place's name ended. */
  let placeEnd = -2;
  for (let start = 0; start < words.length && found.length < MAX_ELEMENTS; start = Math.max(end, start + 1)) {
    end = start;
    while (end < words.length && isName(words[end]!, end) && (end === start || /^ +$/.test(words[end]!.gap))) end += 1;
    if (end === start) continue;
    const nameWords = words.slice(start, end);
    // A place's name goes on through « de » (« la Tête d'Or », « le Mont-Saint-Michel »).
    const continuesPlace =
      (placeEnd === start - 1 && ofWords.has(words[start - 1]!.folded)) ||
      // « la Pat' Patrouille »
      (placeEnd === start && /^['’]/.test(words[start]!.gap));
    const thing = thingNamed(words, start);
    if (!thing && (continuesPlace || isPlace(words, start))) {
      placeEnd = end;
      continue;
    }
    if (nameWords.every((word) => heroes.has(word.folded))) continue;
    const name = nameWords.map((word) => word.text).join(' ');
    // No longer than a child's own first name may be: a run of letters is not someone.
    if (name.length > CHILD_NAME_MAX_LENGTH || found.some((element) => element.name === name)) continue;

    const description = describe(words, start);
    // A title in the name (« Mamie Jeanne ») or words after it (« Pompon, le doudou ») say what it is too.
    const after = words.slice(end, end + 3);
    const stop = after.findIndex((word) => word.capitalised || word.folded === 'et' || word.folded === 'avec');
    const apposition = stop === -1 ? after : after.slice(0, stop);
    // Without a possessive, the nouns just before say what it is (« le poisson rouge Bulle »).
    const before = description ? [] : nounsBefore(words, start);
    const nounWords = [...(description?.words ?? before), ...nameWords, ...apposition];
    const toy = nounWords.find((word) => nounOf(word.folded)?.kind === 'toy');
    const last = [...nounWords].reverse().find((word) => nounOf(word.folded));
    const noun = nounOf((toy ?? last)?.folded ?? '') ?? thing;
    const gender = noun?.gender ?? (description && /^(sa|ma|une)$/.test(description.determiner.folded) ? 'f' : 'm');
    const text = description
      ? `${possessive(description.determiner.folded, gender, description.words[0]!.folded, plural)} ${prompt
          .slice(description.determiner.end, description.words.at(-1)!.end)
          .trim()}`
      : null;
    found.push({ name, description: text, kind: noun?.kind ?? 'person', gender, prop: noun?.prop });
  }
  return found;
}

/**
 * How the story speaks of a named element: it joins early, comes back in the middle and is
 * there at the end, always by its name. The parent's description rides along the first time.
 */
export function namedWish(element: NamedElement, rng: Random): Wish {
  const { name, description } = element;
  const called = description ? `${name}, ${description},` : name;
  const agreed = (masc: string, fem: string) => (element.gender === 'f' ? fem : masc);
  const intro: Line[] = [
    `${called} est de la partie, bien sûr.`,
    (c) => `${c.who} ${c.byCount('a', 'ont')} emmené ${description ? `${name}, ${description}` : name}.`,
    `Et ${called} ne veut surtout pas manquer ça.`,
  ];
  const recall: Line[] = [
    `${name} regarde tout avec de grands yeux.`,
    (c) => `${name} reste tout près ${de(c.them)}.`,
    `${name} ${agreed('est tout content', 'est toute contente')} d'être là.`,
  ];
  const ending: Line[] = [
    `${name} n'oubliera jamais cette journée.`,
    (c) => `${c.who} ${c.byCount('serre', 'serrent')} ${name} très fort : quelle aventure !`,
    `Et ${name}, ${agreed('tout heureux', 'toute heureuse')}, pense déjà à la prochaine fois.`,
  ];
  return { words: [], prop: element.prop, intro: rng.pick(intro), recall: rng.pick(recall), ending: rng.pick(ending) };
}
