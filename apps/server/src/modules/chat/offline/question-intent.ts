import { foldFrench } from './french-terms.js';

/**
 * What a question asks for besides a reason: a person (« qui a inventé… »), a number (« combien
 * de… »), a place (« on va où ? »). Its question words are stop words, so without this « qui était
 * le premier roi » and « pourquoi il n'y a plus de roi » look alike (decision 0026).
 */
export type Intent = 'who' | 'how-many' | 'where' | 'when';

/** « pourquoi » and « comment » ask for an explanation, whatever else the question asks. */
const ASKS_WHY = / (?:pourquoi|pourkoi|pkoi|pk|pq|comment|koman|coment) /;
const ASKS_HOW_MANY = / (?:combien|cb|cmb) /;
/** « qui » opening the question or after « c'est », « demande »…: not « les gens qui dorment ». */
const ASKS_WHO = /^ (?:(?:et|mais) )?(?:qui|ki) | (?:c est|c etait|cest|c|savoir|demande|sais|sait) (?:qui|ki) /;
/** « où » with its accent, but not « d'où » (« d'où vient le sucre » asks how it is made). */
const ASKS_WHERE_ACCENT = /(?:^|[^\p{L}])(?<!d[’'] ?)où(?:[^\p{L}]|$)/u;
/** Without the accent, « ou » is « or » except where the question starts or ends. */
const ASKS_WHERE = /^ ou |(?<! d) ou $/;
/**
 * « quand est-ce qu'on a inventé… », « c'est quand », « depuis quand », « en quelle année »: a date.
 * « quand » opening a clause (« quand on mélange le bleu et le jaune… ») is not.
 */
const ASKS_WHEN =
  /^ (?:(?:et|mais) )?(?:quand|kan|kand) (?:est ce|est|etait|sera|a t|ont|c est|c etait) | (?:c est|c etait|depuis|jusqu a) (?:quand|kan) | en quelle annee | a quelle epoque | (?:quand|kan) $/;

/** A text's folded words between single spaces, with a space at each end: what the patterns here read. */
export const spacedWords = (text: string) =>
  ` ${foldFrench(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The intents a text asks for, « pourquoi » or not (« qui était Napoléon et pourquoi… »). */
function factsAsked(text: string, words: string): Set<Intent> {
  const intents = new Set<Intent>();
  if (ASKS_HOW_MANY.test(words)) intents.add('how-many');
  if (ASKS_WHO.test(words)) intents.add('who');
  if (ASKS_WHERE_ACCENT.test(text.toLocaleLowerCase('fr')) || ASKS_WHERE.test(words)) intents.add('where');
  if (ASKS_WHEN.test(words)) intents.add('when');
  return intents;
}

/** The intents a question (or one of a topic's phrasings) asks for; none for « pourquoi ». */
export function intentsOf(text: string): Set<Intent> {
  const words = spacedWords(text);
  return ASKS_WHY.test(words) ? new Set() : factsAsked(text, words);
}

/**
 * Only « pourquoi » or « comment »: the question wants an explanation, which a topic titled « qui
 * a inventé l'avion ? » or « combien pesait l'armure ? » does not give (decision 0026).
 */
export function asksOnlyForReason(text: string): boolean {
  const words = spacedWords(text);
  return ASKS_WHY.test(words) && factsAsked(text, words).size === 0;
}

/** A number, in digits or in words: what a « combien » phrasing's answer must give. */
const NUMBER =
  /\d| (?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante|cent|cents|mille|millions?|milliards?|dizaines?|centaines?|milliers?|moitie|double) /;

/**
 * What a topic answers besides « pourquoi »: what its title asks, and what its phrasings ask that its
 * 6-to-8 answer gives, the one a 7-year-old gets (« combien de temps pour construire une maison » is
 * a phrasing of how houses are built, whose answer gives no number).
 */
export function topicIntents(title: string, phrasings: readonly string[], answer: string): Set<Intent> {
  const intents = intentsOf(title);
  const givesNumber = NUMBER.test(spacedWords(answer));
  for (const phrasing of phrasings) {
    for (const intent of intentsOf(phrasing)) if (intent !== 'how-many' || givesNumber) intents.add(intent);
  }
  return intents;
}

/**
 * « qui a inventé », « c'est qui qui a construit »: the deed whose doer a question asks for, where
 * `ASKS_WHO` finds « qui » (not « les gens qui ont froid »).
 */
const WHO_DID =
  /^ (?:(?:et|mais) )?(?:qui|ki) (?:a|ont|avait|avaient) ([a-z]+) | (?:c est|c etait|cest|c) (?:qui|ki) (?:qui |ki )?(?:a|ont|avait|avaient) ([a-z]+) /;

/** The verb of « qui a… » (« invente » in « qui a inventé la télé »), folded; null when none. */
export function whoDid(text: string): string | null {
  const found = WHO_DID.exec(spacedWords(text));
  return found?.[1] ?? found?.[2] ?? null;
}

/**
 * « le plus grand », « la plus haute », « le moins »: a record, which a topic about records answers
 * and a topic that explains does not (« c'est quoi le plus grand pays du monde » is not why there are
 * countries), and the other way round (« pourquoi les tortues vivent vieilles » is not which animal
 * lives longest).
 */
const RECORD = / (?:le|la|les|l|du) (?:plus|moins) /;

/** The text asks for (or names) a record: « quelle est la plus haute montagne ». */
export const saysRecord = (text: string) => RECORD.test(spacedWords(text));

/**
 * « il a plus de cheveux », « on n'habite plus ensemble »: what is gone, not what is there. A
 * comparison (« plus de bonbons que moi ») and « le plus » are not. Spoken, « ne » is often left
 * out after a verb of wanting, liking or doing (« il veut plus être mon copain »), which « plus de »
 * (« il veut plus de gâteau ») may not be.
 */
const NO_LONGER =
  / (?:(?:ne? (?:[a-z]+ ){1,2}|(?:a|as|ai|ont|avait|avaient|y a) )plus|(?:veu[tx]|veulent|voulait|peu[tx]|peuvent|pouvait|aimes?|aiment|aimait|joues?|jouent|jouait|parles?|parlent|habites?|habitent|vient|viennent) plus(?! de | d )) (?!(?:[a-z]+ )*que? )/;

/** The question (or a topic's phrasing) asks why something is no longer so. */
export const saysNoLonger = (text: string) => NO_LONGER.test(spacedWords(text));
