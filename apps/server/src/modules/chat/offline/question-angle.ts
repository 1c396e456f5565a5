import { spacedWords } from './question-intent.js';

/**
 * The side of a subject a question asks about, beyond « pourquoi » and « comment »: who invented
 * the bulb is not how it shines, becoming a firefighter is not what firefighters do (decision 0026,
 * the seventh round read).
 */
export type Angle = 'inventor' | 'word' | 'becoming' | 'permission' | 'making' | 'beginning' | 'future' | Measure;

/** A quantity with its unit: how heavy, how big, how long, how dear (decision 0026, the eighth round read). */
export type Measure = 'weight' | 'size' | 'duration' | 'price';

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
  // « est-ce qu'on pourra habiter sur la Lune », « pourra-t-on », « un jour on pourra »; not « est-ce que la
  // lune va tomber », which a topic answers in the present
  future:
    / est ce qu (?:on|il|ils|elle|elles|je|tu|nous) pourr[a-z]* | pourr(?:a|ont|ons) t (?:on|il|ils|elle|elles) | un jour (?:on|il|ils|elle|elles|je|tu|nous) pourr[a-z]* | (?:on|ils|elles) pourr[a-z]* (?:[a-z]+ ){0,5}un jour /,
  // « combien ça pèse », « il pèse combien », « quel poids », « c'est lourd un nuage ? »
  weight:
    / combien (?:[a-z]+ ){0,3}(?:pese|pesent|pesait|pesaient|peser) | (?:pese|pesent|pesait|pesaient) (?:[a-z]+ ){0,3}combien | quel poids |^ (?:est ce que )?c est (?:tres |super )?lourds? /,
  // « combien ça mesure », « quelle taille », « c'est grand comment », « combien de kilomètres »
  size: / combien (?:[a-z]+ ){0,2}mesur[a-z]* | mesur[a-z]* combien | quelle (?:taille|hauteur|longueur) | (?:grand|grande|haut|haute|long|longue|gros|grosse) comment | combien de (?:metres|kilometres|centimetres) /,
  // « combien de temps », « ça dure combien », « pendant combien »
  duration: / combien de temps | dure[a-z]* combien | combien (?:[a-z]+ ){0,2}dure[a-z]* | pendant combien /,
  // « combien ça coûte », « ça coûte combien », « quel prix »
  price:
    / combien (?:[a-z]+ ){0,3}(?:coute|coutent|coutait|vaut|valent) | (?:coute|coutent|coutait) (?:[a-z]+ ){0,2}combien | quel prix | combien d argent /,
};

/** A number, in digits or words, a few words before its unit: « 25 kilos », « environ trois jours ». */
const AMOUNT =
  '(?:[0-9]+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|quarante|cinquante|soixante|cent|cents|mille|millions?|milliards?|quelques|plusieurs|centaines?|milliers?)(?: [a-z0-9]+){0,2}';

/**
 * What a topic's 6-to-8 answer must give for the topic to answer a measure: « combien pèse un nuage »
 * is a phrasing of touching a cloud, whose answer gives milliards of droplets and no weight.
 */
const GIVES: Record<Measure, RegExp> = {
  weight: new RegExp(` ${AMOUNT} (?:kilos?|kilogrammes?|kg|tonnes?|grammes?|g) `),
  size: new RegExp(` ${AMOUNT} (?:metres?|m|centimetres?|cm|millimetres?|mm|kilometres?|km) `),
  duration: new RegExp(
    ` ${AMOUNT} (?:ans|an|annees?|siecles?|mois|semaines?|jours?|nuits?|heures?|minutes?|secondes?) `,
  ),
  price: new RegExp(` ${AMOUNT} (?:euros?|centimes?|dollars?) `),
};
const MEASURES = Object.keys(GIVES) as Measure[];
const isMeasure = (angle: Angle): angle is Measure => angle in GIVES;

/**
 * What a topic's 6-to-8 answer, the one a 7-year-old gets, must say for a phrasing to give the topic
 * an angle its title does not ask: « qui a inventé l'ampoule » is a phrasing of how a bulb works,
 * whose answer names nobody.
 */
const ANSWER_SAYS: Partial<Record<Angle, RegExp>> = {
  inventor: / invent[a-z]* | (?:a|ont) eu l idee /,
  becoming: / (?:deven|devien|etud|diplom|concours|formation|elu|election|vot)[a-z]* /,
  future: / un jour | peut etre | futur[a-z]* | bientot | plus tard | dans (?:[a-z0-9]+ ){1,3}(?:ans|annees|siecles) /,
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

/**
 * The angles a topic answers: those its title asks, those of its phrasings its answer says, and the
 * measures its answer gives, whatever its phrasings ask.
 */
export function topicAngles(title: string, phrasings: readonly string[], answer: string): Set<Angle> {
  const answerWords = spacedWords(answer);
  const angles = anglesOf(title);
  for (const measure of MEASURES) if (GIVES[measure].test(answerWords)) angles.add(measure);
  for (const phrasing of phrasings) {
    const words = spacedWords(phrasing);
    for (const angle of ANGLES) {
      if (isMeasure(angle)) continue;
      const asked = ASKS[angle].test(words) || (ALSO_ASKS[angle]?.test(words) ?? false);
      if (asked && (ANSWER_SAYS[angle]?.test(answerWords) ?? true)) angles.add(angle);
    }
  }
  return angles;
}
