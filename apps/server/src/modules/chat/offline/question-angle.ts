import { spacedWords } from './question-intent.js';

/**
 * The side of a subject a question asks about, beyond « pourquoi » and « comment »: who invented
 * the bulb is not how it shines, becoming a firefighter is not what firefighters do (decision 0026,
 * the seventh round read).
 */
export type Angle = 'inventor' | 'word' | 'becoming' | 'permission' | 'making' | 'beginning';

/** How a question (or a topic's title or phrasing) asks each angle, over its folded, spaced words. */
const ASKS: Record<Angle, RegExp> = {
  // « qui a inventé », « on a inventé », « a été inventée », « l'inventeur »
  inventor: / (?:a|ont|avait|avaient|ete) invent[a-z]* | inventeurs? | invention /,
  // « le mot ok », « les mots », « pourquoi on dit… », « pourquoi mercredi s'appelle mercredi » (not « comment s'appelle… »)
  word: / (?:le|du|ce|les|des|ces) mots? | (?:pourquoi|pk|pq) (?:on|ils|elles|tu) (?:dit|disent|dis|appelle|appellent) | (?:pourquoi|pk|pq) (?:[a-z]+ ){1,4}s appell?e(?:nt)? /,
  // « comment devenir pompier », « pour devenir », « comment on devient astronaute »
  becoming:
    / (?:pour|comment|veux|voudrais|faut|peut|peux|doit|dois) (?:on )?devenir | comment (?:on|tu|il|elle) devient /,
  // « pas le droit de voter », « c'est interdit »; not « on est obligé de dormir », which asks why we sleep
  permission: / (?:le|du) droit (?:de|d|a|au|aux) | interdit[a-z]* | autorise[a-z]* /,
  // « comment ils construisaient », « comment on a construit », « comment on fabrique », « comment faisaient les gens »
  making: new RegExp(
    [
      ' comment (?:est ce qu )?(?:on |ils |elles |il |elle |les gens |l on )?(?:(?:a|ont|avait|avaient) )?(?:fabriqu|construi|bati|faisai)[a-z]* ',
      ' comment (?:on |ils |elles |les gens )?(?:a |ont |avait |avaient )?(?:fait|faisai[a-z]*) pour (?:fabriquer|construire|batir) ',
      ' comment (?:a|ont|avait|avaient) ete (?:fabriqu|construi|bati)[a-z]* ',
      ' (?:comment|de quoi) (?:sont|est|etaient|etait) (?:fait|faite|faits|faites|fabriqu[a-z]*|construi[a-z]*) ',
      ' fabrication ',
    ].join('|'),
  ),
  // « pourquoi la guerre a commencé », « comment la vie est apparue », « comment est née la Terre »
  beginning:
    / (?:a|ont|avait|avaient|est|sont|s est) (?:commence|debute|eclate|declenche|demarre)[a-z]* | (?:est|sont|etait|etaient) (?:apparu[a-z]*|nee?s?) /,
};

/**
 * What a topic's 6-to-8 answer, the one a 7-year-old gets, must say for a phrasing to give the topic
 * an angle its title does not ask: « qui a inventé l'ampoule » is a phrasing of how a bulb works,
 * whose answer names nobody.
 */
const ANSWER_SAYS: Partial<Record<Angle, RegExp>> = {
  inventor: / invent[a-z]* | (?:a|ont) eu l idee /,
  becoming: / (?:deven|devien|etud|diplom|concours|formation|elu|election|vot)[a-z]* /,
};

/**
 * A topic's phrasing that asks an angle in other words: « pourquoi je peux pas me marier avec papa »
 * and « pourquoi il ne faut pas regarder le soleil » are rules too.
 */
const ALSO_ASKS: Partial<Record<Angle, RegExp>> = {
  permission: / (?:ne )?(?:peux|peut|peuvent|faut|doit|dois) pas /,
};

const ANGLES = Object.keys(ASKS) as Angle[];

/** The angles a question (or a topic's title or phrasing) asks. */
export function anglesOf(text: string): Set<Angle> {
  const words = spacedWords(text);
  return new Set(ANGLES.filter((angle) => ASKS[angle].test(words)));
}

/** The angles a topic answers: those its title asks, and those of its phrasings its answer says. */
export function topicAngles(title: string, phrasings: readonly string[], answer: string): Set<Angle> {
  const angles = anglesOf(title);
  const answerWords = spacedWords(answer);
  for (const phrasing of phrasings) {
    const words = spacedWords(phrasing);
    for (const angle of ANGLES) {
      const asked = ASKS[angle].test(words) || (ALSO_ASKS[angle]?.test(words) ?? false);
      if (asked && (ANSWER_SAYS[angle]?.test(answerWords) ?? true)) angles.add(angle);
    }
  }
  return angles;
}
