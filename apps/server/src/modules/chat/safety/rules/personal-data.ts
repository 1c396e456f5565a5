import type { RuleSpec } from '../engine.js';
import type { Category } from '../types.js';

/**
 * French numbers as children type them: 06 12 34 56 78, 0612345678, 06.12…, +33 6 12…
 * Not 08: those are services (help lines among them), not a person.
 */
export const FRENCH_PHONE = /(?<![\d+])(?:(?:\+|00)\s*33\s*(?:\(0\)\s*)?|0)[1-79](?:[\s.-]*\d{2}){4}(?!\d)/;

/** "12 rue des Lilas", "3 bis avenue…", "12, allée…": a number, then a kind of street. */
export const STREET_ADDRESS =
  /(?<![\p{L}\d])\d{1,4}\s*(?:bis|ter)?\s*,?\s*(?:rue|avenue|av\.|bd|boulevard|all[ée]e|impasse|chemin|route|quai|square|r[ée]sidence|lotissement|cit[ée]|hameau|place\s+(?:de|du|des|d['’]))(?![\p{L}])/iu;

export const EMAIL_ADDRESS = /[\p{L}\d._%+-]+@[\p{L}\d-]+\.[\p{L}.]{2,}/u;

/** "l'école Jean Jaurès", "au collège Saint-Joseph": a school and its name, capitalised as names are. */
export const NAMED_SCHOOL =
  /(?<!\p{L})(?:[ÉéEe]cole|[Cc]oll[èe]ge|[Ll]yc[ée]e|[Gg]roupe scolaire)\s+(?:(?:[Mm]aternelle|[Pp]rimaire|[ÉéEe]l[ée]mentaire|[Pp]ublique|[Pp]riv[ée]e)\s+)?(?!(?:Maternelle|Primaire|[ÉE]l[ée]mentaire|Publique|Priv[ée]e|Montessori|Steiner|Freinet|Decroly)(?!\p{L}))(?:[A-ZÀÂÉÈÊÎÔÛ][\p{L}'’-]+|[Ss]ainte?(?!\p{L}))/u;

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
  patterns: [FRENCH_PHONE, STREET_ADDRESS, EMAIL_ADDRESS, NAMED_SCHOOL],
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
    `(école|collège|lycée|maternelle) (maternelle|primaire|élémentaire|) ${SCHOOL_NAMES}`,
  ],
};
