import { anyOf } from '../phrases.js';

/**
 * Word groups shared by the question and answer rules, in the phrase syntax of phrases.ts.
 * They hold the words that must be recognised, slurs included: a filter that does not
 * know a word cannot stop it.
 */

const parents = ['papa', 'maman', 'mon père', 'ma mère'];

/** Everyone else a child knows or meets: where a parent's secret is a surprise, theirs is a warning. */
export const otherPeople = [
  'mon beau-père',
  'ma belle-mère',
  'mon oncle',
  'ma tante',
  'tonton',
  'tata',
  'mon grand-père',
  'ma grand-mère',
  'papi',
  'papy',
  'mamie',
  'mamy',
  'pépé',
  'mémé',
  'mon frère',
  'ma sœur',
  'mon grand frère',
  'ma grande sœur',
  'mon petit frère',
  'ma petite sœur',
  'mon cousin',
  'ma cousine',
  'le voisin',
  'la voisine',
  'un monsieur',
  'une dame',
  'un adulte',
  'un grand',
  'une grande',
  'des grands',
  'les grands',
  'la nounou',
  'le maître',
  'la maîtresse',
  'mon prof',
  'ma prof',
  'le prof',
  'la prof',
  'l’animateur',
  'l’animatrice',
  'l’entraîneur',
  'le coach',
  'quelqu’un',
  'un garçon',
  'une fille',
  'des garçons',
  'des filles',
  'un inconnu',
  'une inconnue',
  'le copain de maman',
  'le chéri de maman',
  'la copine de papa',
  'mon parrain',
  'ma marraine',
  'mon copain',
  'ma copine',
  'mon ami',
  'mon amie',
  'un élève',
  'des élèves',
  'des enfants',
  'les enfants',
  'les autres enfants',
  'd’autres enfants',
];

/** People a child may speak of, as the one who acts or the one it happens to. */
export const people = [...parents, ...otherPeople];
export const PEOPLE = anyOf(people);

/** Who a child might want to hurt: people, and the animals of the house. */
export const TARGETS = anyOf([
  ...people,
  'une personne',
  'des gens',
  'les gens',
  'un humain',
  'des humains',
  'un enfant',
  'un bébé',
  'le bébé',
  'mon chat',
  'mon chien',
  'mon hamster',
  'un chat',
  'un chien',
  'le chat',
  'le chien',
  'un animal',
  'tout le monde',
  'un policier',
  'la police',
  'le président',
]);

/** Groups of people that hate speech targets. */
export const GROUPS =
  '(noir|noirs|noire|noires|arabe|arabes|juif|juifs|juive|juives|musulman*|chinois|chinoise*|asiatique*|rom|roms|gitan*|blanc|blancs|blanche|blanches|homo|homos|homosexuel*|gay|gays|lesbienne*|handicapé*|trisomique*|migrant*|étranger*|africain*|renoi*|rebeu*|feuj*)';

/** Slurs: racist, antisemitic, homophobic and ableist insults. */
export const SLURS = [
  '(négro*|nègre*|négresse*|bamboula*|bougnoul*|bicot*|youpin*|youtre*|chinetoque*|chintok*|niakoué*|pédé|pédés|pd|tarlouze*|tafiole*|gouine*|gogol*|triso|trisos|sale race)',
  'raton* !(laveur*)',
  'tapette* !(à)',
  '(nique|niquer) (ta|sa|leur|votre) race',
];

/** Sexual words and requests that have no place in a child's question or answer. */
export const EXPLICIT = [
  '(porno|fellation*|sodomi*|orgasm*|partouze*|branlette*|prostitu*|pédophil*|pédopornograph*|striptease|hentai|nudes)',
  '(site|sites|vidéo|vidéos|film|films|photo|photos|image|images) (x|de cul|cochon|cochonne|cochonnes|de sexe|sexe|porno|érotique*|de femmes nues|de filles nues) !(men)',
  '(je|tu|il|elle|on|ils|elles|nous|vous|veux|vais|va|vont|peux|peut) (baise|baiser|baisent|baisez)',
  '(baise|baiser) (moi|toi)',
  '(niquer|nique) avec',
  '(suce|sucer|sucé|sucent) (ma|ta|sa|une|la|des) (bite|bites|queue|zizi)',
  '(faire|fait|font|avoir) (du|le) sexe',
  '(se|me|te) branler',
];

export const DRUGS =
  '(drogue|cannabis|shit|weed|beuh|marijuana|haschich|hasch|cocaïne|héroïne|ecstasy|extasy|mdma|lsd|crack|joint|joints|protoxyde|proto|ballons de proto|champignons hallucinogènes|meth|kétamine|poppers)';

export const ALCOHOL_AND_TOBACCO =
  '(alcool|alcol|bière|bières|vin|vodka|whisky|rhum|champagne|pastis|ricard|tequila|cocktail|cocktails|cigarette*|clope*|tabac|puff|puffs|vapoteuse*|chicha|cigare*)';

const weapons =
  'arme|arme à feu|bombe*|explosif*|pistolet*|fusil*|revolver*|révolver*|kalach*|grenade*|mitraillette*|dynamite|molotov|cocktail molotov|lance-flamme*|munition*|balles de fusil|napalm';
const toys = '!(à eau|de bain|à graines|à paillettes|de chantilly|à bulles|nerf|en papier|en lego)';

/** Things that kill or maim, except the toys and treats that share their names. */
export const WEAPONS = `(${weapons}|poison|poisons) ${toys}`;

/** The same without poison: an answer may explain how a snake makes its venom. */
export const FIREARMS_AND_EXPLOSIVES = `(${weapons}) ${toys}`;
