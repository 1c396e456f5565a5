import type { RuleSpec, TextPattern } from '../engine.js';
import type { Category } from '../types.js';

/*
 * These patterns read the text as typed, with every run of spaces made one plain space
 * (engine.ts, `screenedText`): each optional separator below is one character at most, so no
 * pattern can backtrack over a long run (decision 0019: 1,000 spaces once held the server a second).
 */

/**
 * A pattern tried only on texts that could hold it. Unicode patterns get slow on long runs of
 * emoji once V8 optimises them (bench/safety.bench.ts, worst shapes); a plain check first
 * keeps every text at one cheap pass.
 */
function onlyWhen(mayHold: RegExp, pattern: RegExp): TextPattern {
  return { test: (text) => mayHold.test(text) && pattern.test(text) };
}

const HAS_DIGIT = /\d/;

/**
 * French numbers as children type them: 06 12 34 56 78, 0612345678, 06.12…, +33 6 12…
 * Not 08: those are services (help lines among them), not a person.
 */
export const FRENCH_PHONE = onlyWhen(
  HAS_DIGIT,
  /(?<![\d+])(?:(?:\+|00) ?33 ?(?:\(0\) ?)?|0)[1-79](?:[ .-]?\d{2}){4}(?!\d)/,
);

/**
 * A French number typed a digit at a time ("0 6 . 1 2 . 9 8 . 4 4 . 7 1"): ten digits, each
 * gap one space and a sign at most. Counting "0 1 2 3 4 5 6 7 8 9" is not a number.
 */
const DIGIT_BY_DIGIT = /(?<![\d+])0 ?[.-]? ?[1-79](?: ?[.-]? ?\d){8}(?!\d)/g;
export const SPACED_PHONE: TextPattern = {
  // Every match, not the first: a child who counts first may give a number after.
  test: (text) =>
    HAS_DIGIT.test(text) &&
    [...text.matchAll(DIGIT_BY_DIGIT)].some((found) => found[0].replace(/\D/g, '') !== '0123456789'),
};

/** "12 rue des Lilas", "3 bis avenue…", "12, allée…": a number, then a kind of street. */
export const STREET_ADDRESS = onlyWhen(
  HAS_DIGIT,
  /(?<![\p{L}\d])\d{1,4} ?(?:bis|ter)? ?,? ?(?:rue|avenue|av\.|bd|boulevard|all[ée]e|impasse|chemin|route|quai|square|r[ée]sidence|lotissement|cit[ée]|hameau|place (?:de|du|des|d['’]))(?![\p{L}])/iu,
);

/** Each part bounded and the start anchored, so a long run without "@" costs one pass. */
export const EMAIL_ADDRESS = onlyWhen(
  /@/,
  /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]{1,64}@[\p{L}\d-]{1,63}(?:\.[\p{L}\d-]{1,63}){0,4}\.\p{L}{2,24}(?![\p{L}\d])/u,
);

/** "l'école Jean Jaurès", "au collège Saint-Joseph": a school and its name, capitalised as names are. */
export const NAMED_SCHOOL = onlyWhen(
  /cole|oll[èe]ge|yc[ée]e|scolaire/i,
  /(?<!\p{L})(?:[ÉéEe]cole|[Cc]oll[èe]ge|[Ll]yc[ée]e|[Gg]roupe scolaire) (?:(?:[Mm]aternelle|[Pp]rimaire|[ÉéEe]l[ée]mentaire|[Pp]ublique|[Pp]riv[ée]e) )?(?!(?:Maternelle|Primaire|[ÉE]l[ée]mentaire|Publique|Priv[ée]e|Montessori|Steiner|Freinet|Decroly)(?!\p{L}))(?:[A-ZÀÂÉÈÊÎÔÛ][\p{L}'’-]{1,40}|[Ss]ainte?(?!\p{L}))/u,
);

/** "je m'appelle Lucas Moreau", "je suis la maman de Jade Rousseau": a first name and a family name, capitalised. */
export const FULL_NAME = onlyWhen(
  /appelle|suis|c['’]est|nom|papa|maman|mamie|papi|p[èe]re|m[èe]re|tante|tata|tonton|nounou/i,
  /(?:[Jj]e m['’]appelle|[Jj]e suis|[Mm]oi c['’]est|[Mm]on nom (?:c['’]est|est)|(?:[Ll]e|[Ll]a) (?:papa|maman|mamie|papi|père|mère|grand-mère|grand-père|tante|tata|tonton|nounou) (?:de|d['’])) ?[A-ZÀÂÉÈÊÎÔÛ][\p{Ll}'’-]{1,30} (?!(?:Et|Je|Il|Elle|On|Qui|Que|Pourquoi|Comment)\b)[A-ZÀÂÉÈÊÎÔÛ][\p{L}'’-]{1,40}/u,
);

/** Common school names, for parents who type without capitals. */
const SCHOOL_NAMES =
  '(jules ferry|jean jaurès|jacques prévert|jean moulin|victor hugo|louis pasteur|pasteur|marie curie|jean de la fontaine|la fontaine|saint-exupéry|paul bert|marcel pagnol|jean macé|condorcet|voltaire|molière|saint|sainte)';

/** Asking for something, right before it: "dis-moi pourquoi ton téléphone sonne" is not asking for it. */
const ASK =
  '(quel est|quelle est|quels sont|c’est quoi|c quoi|donne-moi|dis-moi|envoie-moi|écris-moi|tu as|t’as|me donner|me dire|tu me donnes|tu me dis)';

/** What identifies or opens: "mon téléphone est cassé" is about a device, so devices are asked about only. */
const SECRETS =
  'adresse|adresse mail|mail|email|e-mail|numéro|numéro de téléphone|num|code postal|mot de passe|code secret|code pin|code de la carte|code de carte bleue|code du wifi|snap|snapchat|insta|instagram';
const IDENTIFIERS = `(${SECRETS})`;
const DETAILS = `(${SECRETS}|téléphone|tel|portable)`;

/**
 * The child giving an address, a phone number, a school or a password, or asking for
 * someone's. A city alone is not enough to find a child and stays allowed.
 */
export const personalData: RuleSpec<Category> = {
  key: 'personal_data',
  patterns: [FRENCH_PHONE, SPACED_PHONE, STREET_ADDRESS, EMAIL_ADDRESS, NAMED_SCHOOL, FULL_NAME],
  phrases: [
    `(mon|ma|notre) ${IDENTIFIERS} !(préféré|préférée) (c’est|est|s’écrit|cé|c)`,
    '(mon|ma|notre) (mot de passe|code secret|code pin|code de la carte) (c’est|est|) #',
    `(le|la) ${IDENTIFIERS} (de|d) (papa|maman|mon père|ma mère|mes parents|la maison|l’ordinateur|la tablette|l’ipad|la console) (c’est|est)`,
    `${ASK} (ton|ta|tes|son|sa|votre) ${DETAILS} !(préféré|préférée)`,
    `${ASK} (le|la|l’) ${DETAILS} (de|du|d’) (ton|ta|tes|son|sa|votre|papa|maman|la maison)`,
    'j’habite (rue|avenue|boulevard|allée|impasse|chemin|place|route|au numéro)',
    'j’habite (au|au numéro) #',
    '(mon|ma|notre) (école|collège|lycée|maternelle|crèche) (s’appelle|se nomme|c’est l’école|c’est le collège|c’est la maternelle|est l’école)',
    '(le nom|l’adresse) de (mon|ma|notre) (école|collège|lycée|maternelle)',
    '(mon|son|ton|notre) nom (de famille|complet) (c’est|est|)',
    '(nous habitons|on habite|j’habite|il habite|elle habite|je vis|on vit) (au|au numéro|à côté de|en face de|juste à côté|près de|derrière|au dessus de|au-dessus de) … (rue|avenue|boulevard|chemin|allée|place|résidence|immeuble|bâtiment|stade|école|mairie|boulangerie|pharmacie|église|gare|#)',
    '(mon|ma|mes) (num|numéro|snap|snapchat|insta|instagram|tiktok|discord|pseudo|mail|email|e-mail|adresse|code|mot de passe|identifiant|identifiants|id|code wifi|code de la porte|digicode) (c’est|est|cé|c|égal)',
    '(envoie|donne|transmets|garde|retiens|enregistre|note|mémorise|sauvegarde|partage|passe) (mon|ma|mes) (numéro|num|adresse|mot de passe|photo|photos|code|mail|email|snap|insta|infos|informations|coordonnées)',
    '(envoie|donne|transmets|passe) (mon|ma) (numéro|num|adresse|snap|insta) (à|a)',
    '(je t’envoie|je te montre|voici|voilà|tiens) (ma photo|une photo de moi|mon selfie|un selfie|mon visage|ma tête)',
    '(je suis né|je suis née|né le|née le|ma date de naissance) … (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|#) #',
    '(le|mon|notre|son) (code|mot de passe|mdp|code wifi|code du wifi) (c’est|est) !(quoi|comment|pas|un|une|le|la|faux|secret|bon)',
    '(le|mon|notre) wifi (de la maison|chez moi|c’est) … (code|mot de passe|mdp)',
    '(appart|appartement|bâtiment|bat|porte|escalier) (#|a|b|c|d|e|f) … (habite|j’habite|chez moi|on vit|ya un parc|en bas)',
    '(j’habite|on habite|nous habitons|je vis|on vit) (à côté du|à côté de la|à côté de|en face du|en face de|près du|derrière le|au-dessus du) … (bat|bâtiment|appart|appartement|étage|porte|numéro|#)',
    '(code de la carte|numéro de la carte|code de carte bleue|cryptogramme|numéro de sécurité sociale|numéro de sécu)',
    `(école|collège|lycée|maternelle) (maternelle|primaire|élémentaire|) ${SCHOOL_NAMES}`,
  ],
};
