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
export const people = [
  ...parents,
  ...otherPeople,
  'mon daron',
  'ma daronne',
  'mes darons',
  'mes parents',
  'la copine de mon père',
  'le mari de ma mère',
  'le mari de ma nourrice',
  'ma nourrice',
  'la nourrice',
  'ma nounou',
  'le monsieur',
  'la dame',
  'un homme',
  'une femme',
  'un mec',
  'le mec',
  'le prof',
  'mon entraîneur',
  'le surveillant',
  'la surveillante',
  'le beau-père',
  'la belle-mère',
  'mon demi-frère',
  'ma demi-sœur',
  'le chéri de ma mère',
  'le copain de ma mère',
  'le nouveau copain de maman',
  'mon grand cousin',
  'ma grande cousine',
];
export const PEOPLE = anyOf(people);

/** A pronoun alone needs an unambiguous verb: "elle me fait mal" may be a tooth. */
export const pronouns = ['on', 'il', 'elle', 'ils', 'elles', 'les autres'];
export const PRONOUNS = anyOf(pronouns);

/** The adults a disclosure names: everyone but the children a child plays with. */
export const knownAdults = people.filter(
  (person) => !/enfant|élève|copain$|copine$|ami$|amie$|frère|sœur|garçon|fille/.test(person),
);
export const ADULTS = anyOf(knownAdults);

/** Brothers and sisters, who may run away together. */
export const SIBLINGS = anyOf([
  'mon frère',
  'ma sœur',
  'mon petit frère',
  'ma petite sœur',
  'mon grand frère',
  'ma grande sœur',
]);

/** "me", and the forms it takes before a verb's past: "m'a", "m'ont", "m'avait". */
export const ME = '(me|m’|me a|m’a|ma|m’ont|me ont|m’avait|me avait|m’a encore|me a encore)';

/** A child spoken of by a parent (a bare pronoun gets phrases of its own, close to the verb). */
export const CHILD_NAMED =
  '(mon fils|ma fille|mon enfant|mon garçon|ma petite|mon petit|mon grand|ma grande|notre fils|notre fille|mon ado|ma puce|mon bébé|le petit|la petite|mon loulou|ma louloute|mon cadet|ma cadette|mon aîné|mon aînée)';

/** Being hurt, said of oneself: "me frappe", "m'a enfermé", "me met des coups". */
export const HIT_ME =
  '(me|m’|me a|m’a|ma|m’ont|me ont|me avait|m’avait) (frappe|frappé|tape|tapé|bat|battu|battue|cogne|cogné|gifle|giflé|giflée|claque|claqué|brûle|brûlé|brûlée|enferme|enfermé|enfermée|attache|attaché|attachée|secoue|secoué|secouée|étrangle|étranglé|étranglée|menace|menacé|menacée|pousse|poussé|jette|jeté|jetée|pince|mord|fait mal|fait du mal|font mal|font du mal|harcèle|harcelé|rackette|rackettent|tabasse|tabassé|défonce|met des coups|mis des coups|donne des coups|donné des coups|mis une droite|met une droite|mis une gifle|met des claques|mis des claques|tire les cheveux|tiré les cheveux|tire par les cheveux|tape avec|frappe avec|insulte tous les jours|prive de manger|laisse pas manger|noie|a noyé|met la tête sous l’eau|brûlé avec|privé de manger|privée de manger|violé|violée|forcé|forcée)';

/** The parts of the body a disclosure speaks of, in a child's words. */
export const PRIVATE_PARTS =
  '(zizi|zézette|fesses|sexe|parties|partie intime|parties intimes|kiki|foufoune|seins|poitrine|culotte|slip|pénis|vulve|en bas|là où|là-dessous|sous mes habits|sous ma culotte|sous mon slip|sous le short|sous mon short|sous le pyjama|entre les jambes|là où le maillot cache|ma zézette|mon zizi|mes fesses|mon sexe|mes parties)';

/** Where children meet strangers online. */
export const ONLINE_PLACES =
  '(sur internet|en ligne|online|sur snap|sur snapchat|sur insta|sur instagram|sur tiktok|sur discord|sur fortnite|sur roblox|sur minecraft|sur whatsapp|sur telegram|dans un jeu|dans le jeu|sur un jeu|sur le jeu|sur twitch|sur youtube|sur la ps4|sur la ps5|sur la switch|sur la xbox|en vocal|sur le chat|sur le tchat|sur un site|sur une appli|sur l’appli|sur brawl stars|sur clash royale|sur free fire|sur among us|sur messenger|sur facebook|sur un serveur|sur le serveur|en dm|en mp|en message privé|en privé)';

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
  '(noir|noirs|noire|noires|arabe|arabes|juif|juifs|juive|juives|musulman*|chinois|chinoise*|asiatique*|rom|roms|gitan*|blanc|blancs|blanche|blanches|homo|homos|homosexuel*|gay|gays|lesbienne*|trans|transgenre*|handicapé*|trisomique*|autiste*|migrant*|étranger*|africain*|renoi*|rebeu*|feuj*|reubeu*|maghrébin*|turc|turcs|mongol|mongols)';

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
  '(drogue|drogues|cannabis|shit|weed|beuh|beuz|teuch|teush|bedave|marijuana|marie-jeanne|haschich|hasch|cocaïne|coke|héroïne|héro|ecstasy|extasy|ecsta|mdma|md|molly|lsd|buvard|buvards|acide|crack|joint|joints|pétard de weed|bédo|bedo|spliff|oinj|teuchi|protoxyde|proto|ballons de proto|ballon de proto|gaz hilarant|champignons hallucinogènes|champis|champignons magiques|psilo|meth|crystal|kétamine|kéta|poppers|lean|purple drank|codéine|xanax|tramadol|speed|colle à sniffer|sniffer de la colle|poudre blanche|la blanche|cbd|thc|space cake|dab|wax)';

export const ALCOHOL_AND_TOBACCO =
  '(alcool|alcol|bière|bières|vin|vodka|whisky|rhum|champagne|pastis|ricard|tequila|cocktail|cocktails|cidre|gin|jäger|jägermeister|shot|shots|apéro|cigarette*|clope*|tabac|puff|puffs|vapoteuse*|vape|chicha|cigare*|snus|cigarette électronique|e-cigarette)';

const weapons =
  'arme|arme à feu|arme blanche|bombe*|explosif*|pistolet*|flingue*|gun|fusil*|carabine*|revolver*|révolver*|kalach*|kalash*|grenade*|mitraillette*|dynamite|molotov|cocktail molotov|lance-flamme*|munition*|balles de fusil|balles réelles|napalm|couteau à cran|cran d’arrêt|couteau papillon|poing américain|machette|taser|matraque|nunchaku|shuriken|sarbacane empoisonnée|pipe bomb|tnt maison|c4';
const toys =
  '!(à eau|de bain|à graines|à paillettes|de chantilly|à bulles|nerf|en papier|en lego|au chocolat|glacée|glacé|de chocolat|fondant|de peinture|à colle|de confettis|à confettis|de graines)';

/** Things that kill or maim, except the toys and treats that share their names. */
export const WEAPONS = `(${weapons}|poison|poisons|cyanure|arsenic|ricin|mort aux rats|mort-aux-rats) ${toys}`;

/** The same without poison: an answer may explain how a snake makes its venom. */
export const FIREARMS_AND_EXPLOSIVES = `(${weapons}) ${toys}`;
