import { CHILD_NAME_MAX_LENGTH } from '@pourquoi/shared';
import { a, cap, de, elides, que } from './french.js';
import type { Random } from './random.js';
import type { Ctx, Line } from './types.js';
import type { PropKey } from './vocabulary.js';
import {
  clubs,
  commonAdjectives,
  commonNouns,
  elidedAfter,
  famousCharacters,
  famousTitles,
  spacedCharacters,
  feminineLands,
  films,
  firstNames,
  fold,
  games,
  jobs,
  knownPlaces,
  placeHomonyms,
  placeTitles,
  planets,
} from './wish-lexicon.js';
// Only the type: wishes.ts weaves what this file finds (a game, a team, a film).
import type { Wish } from './wish.js';

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
  kind: 'animal' | 'toy' | 'person' | 'thing' | 'place';
  /** A place's « where », as the wish says it (« à Annecy », « en Corse », « au zoo de Beauval »). */
  at?: string;
  gender: 'm' | 'f';
  /** What the illustrator draws for it, when it can. */
  prop?: PropKey;
}

interface Noun {
  kind: NamedElement['kind'];
  gender: 'm' | 'f';
  prop?: PropKey;
}

/**
 * Folded words said before someone's name, and their gender: « Mamie Jeanne », « tatie nadège »,
 * « la maîtresse Mme Roux ». Each is also a noun of a person (`nouns`).
 */
const titleGenders: Record<string, Noun['gender']> = {
  mamie: 'f',
  mamy: 'f',
  meme: 'f',
  'grand-mere': 'f',
  papi: 'm',
  papy: 'm',
  pepe: 'm',
  'grand-pere': 'm',
  tata: 'f',
  tatie: 'f',
  nonna: 'f',
  nonno: 'm',
  abuela: 'f',
  abuelo: 'm',
  tati: 'f',
  taty: 'f',
  tantine: 'f',
  memere: 'f',
  pepere: 'm',
  tante: 'f',
  tonton: 'm',
  oncle: 'm',
  parrain: 'm',
  marraine: 'f',
  nounou: 'f',
  cousin: 'm',
  cousine: 'f',
  maitresse: 'f',
  maitre: 'm',
  madame: 'f',
  mme: 'f',
  monsieur: 'm',
};

/** Folded nouns that say what a named element is (the last one found in its description wins, save for toys). */
const nouns: Record<string, Noun> = {
  ...Object.fromEntries(Object.entries(titleGenders).map(([word, gender]) => [word, { kind: 'person', gender }])),
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
  gerbille: { kind: 'animal', gender: 'f' },
  herisson: { kind: 'animal', gender: 'm' },
  poussin: { kind: 'animal', gender: 'm', prop: 'bird' },
  coq: { kind: 'animal', gender: 'm', prop: 'bird' },
  poulain: { kind: 'animal', gender: 'm' },
  ecureuil: { kind: 'animal', gender: 'm' },
  raton: { kind: 'animal', gender: 'm' },
  rat: { kind: 'animal', gender: 'm' },
  serpent: { kind: 'animal', gender: 'm' },
  lezard: { kind: 'animal', gender: 'm' },
  axolotl: { kind: 'animal', gender: 'm' },
  gecko: { kind: 'animal', gender: 'm' },
  iguane: { kind: 'animal', gender: 'm' },
  chinchilla: { kind: 'animal', gender: 'm' },
  octodon: { kind: 'animal', gender: 'm' },
  pogona: { kind: 'animal', gender: 'm' },
  crabe: { kind: 'animal', gender: 'm' },
  phasme: { kind: 'animal', gender: 'm' },
  abeille: { kind: 'animal', gender: 'f' },
  coccinelle: { kind: 'animal', gender: 'f' },
  matou: { kind: 'animal', gender: 'm', prop: 'cat' },
  toutou: { kind: 'animal', gender: 'm', prop: 'dog' },
  figurine: { kind: 'toy', gender: 'f' },
  marionnette: { kind: 'toy', gender: 'f' },
  camion: { kind: 'thing', gender: 'm' },
  tracteur: { kind: 'thing', gender: 'm' },
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
  maman: { kind: 'person', gender: 'f' },
  papa: { kind: 'person', gender: 'm' },
  frere: { kind: 'person', gender: 'm' },
  soeur: { kind: 'person', gender: 'f' },
  ami: { kind: 'person', gender: 'm' },
  amie: { kind: 'person', gender: 'f' },
  copain: { kind: 'person', gender: 'm' },
  pote: { kind: 'person', gender: 'm' },
  camarade: { kind: 'person', gender: 'm' },
  copine: { kind: 'person', gender: 'f' },
  voisin: { kind: 'person', gender: 'm' },
  voisine: { kind: 'person', gender: 'f' },
  prof: { kind: 'person', gender: 'm' },
  professeur: { kind: 'person', gender: 'm' },
  bebe: { kind: 'person', gender: 'm' },
  fille: { kind: 'person', gender: 'f' },
  fils: { kind: 'person', gender: 'm' },
  garcon: { kind: 'person', gender: 'm' },
  entraineur: { kind: 'person', gender: 'm' },
  coach: { kind: 'person', gender: 'm' },
  atsem: { kind: 'person', gender: 'f' },
  // « sa grand mère », typed apart
  mere: { kind: 'person', gender: 'f' },
  pere: { kind: 'person', gender: 'm' },
  directeur: { kind: 'person', gender: 'm' },
  directrice: { kind: 'person', gender: 'f' },
  animateur: { kind: 'person', gender: 'm' },
  animatrice: { kind: 'person', gender: 'f' },
  moniteur: { kind: 'person', gender: 'm' },
  monitrice: { kind: 'person', gender: 'f' },
  jumeau: { kind: 'person', gender: 'm' },
  jumelle: { kind: 'person', gender: 'f' },
  'baby-sitter': { kind: 'person', gender: 'f' },
  bff: { kind: 'person', gender: 'f' },
  // « la baby sitter », typed apart
  baby: { kind: 'person', gender: 'f' },
  sitter: { kind: 'person', gender: 'f' },
  babysitter: { kind: 'person', gender: 'f' },
};

/** The noun a folded word is, singular or regular plural (« copains »). */
const nounOf = (folded: string): Noun | undefined =>
  nouns[folded] ?? nouns[folded.replace(/[sx]$/, '')] ?? nouns[folded.replace(/aux$/, 'al')];

/** What a child calls someone before their first name, often typed in lower case: « mamie nicole ». */
/** Titles typed short, before a dot: « m. martin », « mme. petit ». */
const abbreviatedTitles = new Set(['m', 'mr', 'mme', 'mlle', 'dr']);
const titles = new Set([...Object.keys(titleGenders), ...abbreviatedTitles]);
/** A tale's titles, part of a capitalised name after them: « le capitaine Crochet », « la fée Clochette ». */
const storyTitles = new Set(
  'capitaine docteur docteure professeur princesse prince roi reine fee sorciere sorcier chevalier commandant inspecteur pere'.split(
    ' ',
  ),
);
/** Colours that are also first names: « mamie rose », « tata violette ». */
const colourFirstNames = new Set(['rose', 'violette', 'blanche', 'ambre', 'olive', 'jade', 'marine']);
/** Words that follow a title without being a name: « mamie chérie », « tonton préféré ». */
const afterTitle = new Set([
  // « grand-mère se fait opérer »: a pronoun after a title begins what they do.
  'se',
  'me',
  'te',
  'nous',
  'vous',
  'lui',
  'leur',
  'y',
  'ne',
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
    'gagne perd part garde viennent prennent font peuvent doivent savent disent dorment partent sortent ' +
    'courent lisent ecrivent mettent boivent sera seront serait aura auront aurait ira iront fera feront ' +
    'etait etaient avait avaient allait faisait vit bouge brille crie hurle rigole sourit souffle siffle ronfle ' +
    'couine glousse hennit beugle roucoule plonge flotte rampe grimpe sautille galope trotte boude bave mord ' +
    'lance casse range arrose plante repare conduit roule gonfle colorie peint bricole promene ramene amene ' +
    'apporte offre prete partage deteste prefere manque ressemble reve finit commence continue essaie essaye ' +
    'reussit oublie chatouille guerit soigne nourrit lave brosse habille embrasse gronde sent entend touche ' +
    'tourne bouscule pousse tient fuit revient grossit maigrit vieillit mange boit nait meurt'
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
    'angora nain naine domestique sauvage magique volant volante geant geante doux douce fetiche favori ' +
    'favorite tendre calin caline sourd sourde aveugle boiteux severe strict stricte juste marrant marrante ' +
    'sympa mechant mechante grognon bavard bavarde tetu tetue poilu poilue dodu dodue maigre mince costaud ' +
    'fort forte rapide lent lente belier aspirateur tondeuse germain germaine enceinte retraite retraitee ' +
    'collegien collegienne lyceen lyceenne ecolier ecoliere etudiant etudiante ' +
    // the second word of an animal's name: « raton laveur », « poisson clown », « ours polaire »
    'laveur clown polaire brun brune inde commun commune charmant arriere ' +
    // what a toy is made of: « son dino en plastique »
    'plastique bois tissu laine carton papier metal ' +
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
    'marocaine algerien algerienne tunisien tunisienne belge suisse canadien canadienne breton bretonne ' +
    'ukrainien ukrainienne russe polonais polonaise roumain roumaine turc turque grec grecque indien indienne ' +
    'vietnamien vietnamienne syrien syrienne afghan afghane congolais congolaise ivoirien ivoirienne ' +
    'senegalais senegalaise malien malienne bresilien bresilienne mexicain mexicaine ecossais ecossaise ' +
    'irlandais irlandaise hollandais hollandaise suedois suedoise'
  ).split(' '),
);
/** Endings of adverbs, verbs and adjectives, never of a pet's or a friend's name. */
const notNameEnding = /(ment|ait|aient|ee|eux|euse|ique|able)$/;
/** Words after which the next one is the name, whatever its case: « un chat qui s'appelle biscuit ». */
const namingWords = new Set([
  // with the misspellings parents type fast: « s'apelle », « s'apel », « apellé »
  'apelle',
  'apel',
  'appelait',
  'apelait',
  'nome',
  'nomee',
  'apele',
  'apelee',
  'appel',
  'appellee',
  'appelle',
  'appellent',
  'apellent',
  'appelaient',
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
    'notre nos votre vos chacun chacune tous toutes dites dis fais faites mets mettez ajoute ajoutez parle parlez'
  ).split(' '),
);
/**
 * Brands, games and car models a wish borrows (« sa Switch », « le robot Lego », « une vieille
 * Clio »): things, never someone, and the capitalised words just after them are theirs too
 * (« Mario Kart », « Lego City »).
 */
const brands = new Set(
  (
    'lego playmobil switch nintendo playstation xbox wii minecraft fortnite roblox pokemon disney ' +
    'netflix youtube tiktok tablette ipad iphone barbie kinder nutella haribo uno monopoly kapla duplo ' +
    'clio twingo megane peugeot renault citroen tesla toyota volkswagen golf fiat ford dacia sandero kangoo ' +
    'kart mcdo mcdonald mcdonalds kfc ikea decathlon carrefour lidl auchan'
  ).split(' '),
);
for (const brand of brands) notNames.add(brand);
/**
 * Common French words that are never a name, whatever pattern they stand in (« la nounou,
 * malade », « mettre le chat », « les vélos des enfants », « Parler de mamie »): verbs, adverbs,
 * pronouns, states, and nouns of a child's days. Words that are also pets' names (« bulle »,
 * « caramel », « rose ») are not here: the patterns decide for them.
 */
const commonWords = new Set(
  (
    'mettre ajouter inclure integrer inserer glisser placer citer parler raconter inventer imaginer ecrire ' +
    'faire avoir etre aller venir voir prendre donner jouer dormir manger aider rassurer expliquer montrer ' +
    'conge maternite paternite centre equestre ' +
    'apprendre trouver retrouver chercher emmener amener partir rester aimer adorer apparaitre figurer ' +
    'utiliser evoquer mentionner presenter feter souhaiter dire savoir pouvoir vouloir devoir rappeler ' +
    'inclus incluez integre integrez raconte racontez ecris ecrivez imagine imaginez invente inventez ' +
    'peux pouvez pourrais pourriez pourrait voudrais voudrait veux faut fallait merci pardon euh bref ' +
    'voila voici celui celle ceux celles cela ca rien personne quelque quelques chaque autre autres ' +
    'plusieurs beaucoup peu assez super vraiment surtout enfin ensuite alors donc car mais sinon quand ' +
    'lorsque parce pcq puisque comme depuis pendant toujours jamais souvent parfois encore deja bientot ' +
    'vite dedans dehors dessus dessous ensemble seul seule seuls seules tjrs ts tt bcp pls ptdr ' +
    'lui eux soi ceci pourtant cependant sauf notamment genre voire ainsi tel telle hormis ok okay ' +
    'jusqu jusque lorsqu puisqu quoiqu presqu ' +
    'chez pour par vers entre contre selon malgre durant ' +
    // what opens a wish capitalised: « Bonne nuit », « Joyeux anniversaire », « Vive les vacances »
    'bon bonne bonnes joyeux joyeuse vive bravo attention coucou salut hello urgent important idee ' +
    'malade malades triste tristes content contente contents heureux heureuse fier fiere fiers mort morte ' +
    'vivant vivante blesse blessee fatigue fatiguee adopte adoptee recueilli recueillie ne nee offert ' +
    'offerte achete achetee enerve enerves sage sages calme premier premiere ' +
    'dernier derniere deuxieme second seconde enorme minuscule pareil pareille dur dure difficile facile ' +
    'genial geniale cool top nul nulle drole droles ' +
    // what a wish exclaims after a comma: « un chien qui court vite, youpi »
    'youpi hihi haha hahaha hoho hehe ouf oups ouah waouh wow ouais yeah yes yay miam beurk berk chut zzz ' +
    'enfant enfants gens famille parents histoire histoires maison ecole classe soir matin nuit jour jours ' +
    'semaine mois an ans annee vacances week-end we anniversaire anniv cadeau cadeaux fete chambre lit ' +
    'salon cuisine jardin dent dents peur fois heure heures chose choses truc trucs moment'
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
    'zoo cirque stade piscine village ville foret montagne riviere fleuve pays region planete club camping ' +
    'centre quartier colonie creche hopital cinema theatre gymnase aquarium ferme port aeroport residence pole ' +
    'station marche baie cote vallee dune gorges pointe pic puy col cap golfe marais etang grotte gouffre ' +
    'massif cite abbaye cathedrale basilique aiguille plateau canal statue'
  ).split(' '),
);
/** The feminine ones: where a wish opens on the place's noun, the story says « à la plage des Dames ». */
const femininePlaceNouns = new Set(
  (
    'tour rue avenue ile ecole plage piscine ville foret montagne riviere region planete colonie creche ferme ' +
    'residence station baie cote vallee dune pointe grotte cite abbaye cathedrale basilique aiguille statue'
  ).split(' '),
);
/** Parts of a hyphenated place's name, never of a person's (« Mont-Saint-Michel », « Aix-en-Provence »). */
const placeParts = new Set('mont saint sainte st ste val port pont sur en les la le lac bourg ville mer'.split(' '));
const isHyphenPlace = (word: Word) =>
  word.folded.includes('-') && word.folded.split('-').some((part) => placeParts.has(part));
/**
 * Words that say a trip or a home (« on part », « habite », « en vacances »): « à » then a word in
 * lower case after them is a place (« on part au ski a val thorens », « habite a grenoble »).
 */
const travelWords = new Set(
  (
    'chez part partent partir pars partons va vont vais allons aller alles allee allees allez habite habitent ' +
    'habitons habiter vit vivent vivons vivre demenage demenagent demenager demenageons vacances voyage ' +
    'voyager deplacement sejour arrive arrivent rentre rentrent rentrons revient reviennent visite visiter ' +
    'visitent installe installes'
  ).split(' '),
);
/** Lower-case words after « à », « au », « en » that are never a place (« à pied », « en train »). */
const neverPlaces = new Set(
  (
    'pied pieds cote fond peine table temps droite gauche midi minuit bord cause travers pres loin ' +
    'ski train bus metro tram car taxi moto velo travail bureau boulot restaurant resto foot judo danse tennis ' +
    'rugby sport natation gym musique dodo colo course courses retard avance ville campagne mer montagne ' +
    'plage piscine maison ecole creche lit bain douche pyjama pleine plein haut bas rentree reunion ' +
    'hiver ete automne printemps ciel soleil neige pluie nuit jour classe cantine garderie terre mars face ' +
    'espace univers monde nature ocean foret savane jungle desert riviere ile lune etoiles planete ' +
    'un deux trois quatre cinq six sept huit neuf dix onze douze vingt trente cent mille bout toilettes pot ' +
    'croisiere rando randonnee balade promenade excursion sortie expedition mission safari vadrouille ' +
    'pique-nique weekend supermarche magasin spectacle concert mariage bapteme stage entrainement match ' +
    'tournoi cours peche chasse vacance'
  ).split(' '),
);
/** Whether a lower-case word may be part of a place's name: no small, common or describing word, noun or verb. */
const mayBePlace = (word: Word) =>
  !word.capitalised &&
  word.text.length >= 3 &&
  !notNames.has(word.folded) &&
  !commonWords.has(word.folded) &&
  !describingWords.has(word.folded) &&
  !nounOf(word.folded) &&
  !isVerb(word.folded) &&
  !placeNouns.has(word.folded) &&
  !travelWords.has(word.folded) &&
  !neverPlaces.has(word.folded) &&
  !isCommonWord(word.folded) &&
  !notNameEnding.test(word.folded);
/** The prepositions a place typed in lower case follows. */
const lowerCasePlacePrepositions = new Set(['a', 'au', 'aux', 'en']);
/** Words that say something to someone, after which « à » leads to a person: « dit bonjour à Pépin ». */
const addressing = new Set(
  (
    'bonjour bisous bisou merci coucou salut calin dit dis disent donne donnent offre offrent parle parlent ecrit ' +
    'ecrivent montre raconte envoie prete anniversaire anniv revoir pense pensent penser ecrire lettre cadeau ' +
    'surprise plaisir ressemble ressemblent visite telephone demande repond dedie hommage'
  ).split(' '),
);
/** Verbs after which « de » says where from: « qui vient de Corée ». */
const comingFrom = new Set(
  'vient viens venu venue venus arrive arrivee arrives revient rentre rentree originaire habitait retour'.split(' '),
);
/** The definite article: French gives none to a person's first name (« la Lune », « le Père Noël »). */
const definiteArticles = new Set(['le', 'la', 'les', 'l']);

/** Words after which a planet's name is the planet: « sur Mars », « jusqu'à Mars », « un martien de Mars ». */
const towardsPlanet = new Set(['sur', 'vers', 'a', 'pour', 'de', 'direction', 'planete']);
/** Words that say a wish is about space, where « jusqu'à mars » in lower case is the planet. */
const spaceWords = new Set(
  'espace fusee fusees planete planetes astronaute astronautes cosmonaute vaisseau etoiles galaxie cosmos spatial spatiale martien martiens extraterrestre extraterrestres soucoupe'.split(
    ' ',
  ),
);

/**
 * Whether a planet's name at `index` is the planet rather than a month or a common word (« en
 * mars », « sur la lune »): capitalised after « sur », « vers », « à », « pour », « de » or « planète »,
 * with its article when it takes one (« sur la Lune »); in lower case, a planet that is no common
 * noun after « sur » or « planète », or after the others in a wish about space (« une fusée pour
 * mars », not « prévu pour mars »).
 */
function isPlanet(words: Word[], index: number): boolean {
  const word = words[index]!;
  if (!planets.has(word.folded)) return false;
  const before = words[index - (definiteArticles.has(words[index - 1]?.folded ?? '') ? 2 : 1)]?.folded ?? '';
  if (word.capitalised) return towardsPlanet.has(before);
  if (isCommonNoun(word.folded)) return false;
  const spoken = words.some((other) => spaceWords.has(other.folded));
  return before === 'sur' || before === 'planete' || (towardsPlanet.has(before) && spoken);
}

/**
 * Whether the capitalised words from `start` name a place, a landmark, a feast or a title
 * rather than someone: after a preposition of place, after a definite article, or after a
 * place noun itself reached by a preposition (« à l'école Jean Moulin », « au château de
 * Versailles », « près de la tour Eiffel »), but not after one that says whose someone is
 * (« sa copine de l'école Jade »); and the places everyone knows (« Granny d'Angleterre »).
 */
function isPlace(words: Word[], start: number): boolean {
  const at = (offset: number) => words[start - offset]?.folded ?? '';
  // « le chat s'appelle Paris »: a name given, whatever the word.
  if (namingWords.has(at(1)) || namingWords.has(at(2))) return false;
  // « pour New York »: a known place of several words, whatever leads to it.
  if (knownPlaces.has(at(0)) || knownPlaceParts(words, start) > 1 || words[start]!.span?.kind === 'place') return true;
  // « le Gruffalo », « la Castafiore »: a favourite character, never a place.
  if (isFamous(at(0))) return false;
  // « le Stade Toulousain », « le Parc Astérix »: a place's noun opens its name.
  if (placeNouns.has(at(0))) return true;
  // « l'US Créteil », « le FC Nantes »: a club's letters, then its town.
  const letters = words[start - 1];
  const club =
    letters && /^\p{Lu}{2,4}$/u.test(letters.text) && !nounOf(letters.folded) && /^ +$/.test(words[start]!.gap);
  if (club && (definiteArticles.has(at(2)) || ofWords.has(at(2)) || at(2) === 'au')) return true;
  // « la Nounou Clémence », « il s'appelle l'Albatros »: someone, or a name given.
  if (titles.has(at(0)) || namingWords.has(at(1)) || namingWords.has(at(2))) return false;
  // « le capitaine Crochet » is someone; « le Roi Lion », a film.
  const named = words[start + 1];
  if (storyTitles.has(at(0)) && named?.capitalised && !nounOf(named.folded)) return false;
  // « chez les Martin »: a family.
  if (at(1) === 'les' && at(2) === 'chez') return false;
  // « bonjour à Pépin le hérisson », « il donne un bisou à Lucas »: someone after « à ».
  const toSomeone =
    at(1) === 'a' &&
    (!!nounAfterDeterminer(words, start + 1) || [at(2), at(3), at(4)].some((folded) => addressing.has(folded)));
  if (toSomeone) return false;
  if (placePrepositions.has(at(1)) || definiteArticles.has(at(1))) return true;
  // « qui vient de Corée », « arrivée d'Italie »
  if ((at(1) === 'de' || at(1) === 'd') && comingFrom.has(at(2))) return true;
  // « le château de Versailles », « la ville de Lyon »
  const nounAt =
    ofWords.has(at(1)) && placeNouns.has(at(2)) ? 2 : placeNouns.has(at(1)) && /^ +$/.test(words[start]!.gap) ? 1 : 0;
  if (!nounAt) return false;
  // « l'école de Lucas »: whose school, not its name.
  if (nounAt === 2 && isFirstName(at(0))) return false;
  const afterArticle = definiteArticles.has(at(nounAt + 1)) ? nounAt + 2 : nounAt + 1;
  if (!ofWords.has(at(afterArticle))) return true;
  const whose = words[start - afterArticle - 1];
  // « sa copine de l'école Jade » is hers; « le directeur de l'école Jules Ferry », the school's.
  const owned = determiners.has(words[start - afterArticle - 2]?.folded ?? '');
  return !whose || !(whose.capitalised || (nounOf(whose.folded)?.kind === 'person' && owned));
}

/**
 * The place whose name runs from `start` to `end`, or null when a definite article alone led to
 * it (« le Roi Lion », « la Pat' Patrouille »: a film, no place) and nothing else says it is one.
 * Its lower-case noun is part of its name (« au zoo de Beauval », « sur l'île de Ré », « au pôle
 * Nord »), and its « where » is said as the wish says it, or made from « de » and an article
 * (« revient de Marrakech » → « à Marrakech », « visité le Mont-Saint-Michel » → « au … »).
 */
function placeOf(words: Word[], start: number, end: number, prompt: string): NamedElement | null {
  const folded = (index: number) => words[index]?.folded ?? '';
  const lowerNoun = (index: number) => placeNouns.has(folded(index)) && !words[index]!.capitalised;
  let first = start;
  if (lowerNoun(start - 1) && /^ +$/.test(words[start]!.gap)) first = start - 1;
  else if (ofWords.has(folded(start - 1)) && lowerNoun(start - 2)) first = start - 2;
  else if (definiteArticles.has(folded(start - 1)) && ofWords.has(folded(start - 2)) && lowerNoun(start - 3))
    first = start - 3;
  // « la crèche Les Petits Loups »: an article in capitals is part of the name.
  else if (definiteArticles.has(folded(start - 1)) && words[start - 1]!.capitalised && lowerNoun(start - 2))
    first = start - 2;
  const article = definiteArticles.has(folded(first - 1)) ? folded(first - 1) : '';
  const lead = folded(first - (article ? 2 : 1));
  const own = words[start]!;
  const said = first < start || knownPlaces.has(own.folded) || placeNouns.has(own.folded) || isHyphenPlace(own);
  // After an article alone, only a place's noun or a known name makes a place; with nothing
  // before, only a known name (« Château de sable » opens a wish of things).
  const led = placePrepositions.has(lead) || ofWords.has(lead) || comingFrom.has(lead);
  const known = knownPlaces.has(own.folded) || knownPlaceParts(words, start) > 1;
  // « camping des Flots Bleus à Saint-Jean-de-Monts »: a place's noun opening the wish says a place.
  const opensOnNoun = first < start && startsSentence(words[first]!, first);
  if (!led && !opensOnNoun && !(article ? said : known)) return null;
  // « Lune et étoiles pour s'endormir »: a common noun opening the wish is what it is about.
  if (!led && !article && startsSentence(own, start) && isCommonNoun(own.folded)) return null;
  // « pour la Saint-Nicolas »: a feast; « comme dans Harry Potter », « dans la Reine des
  // neiges »: a book or a film (« dans » leads to a place with its article and its noun or name).
  if (article === 'la' && /^saint/.test(own.folded)) return null;
  // « ils jouent à Cache-Cache »: a game.
  if (['a', 'au', 'aux'].includes(lead) && isPlaying(folded(first - (article ? 3 : 2)))) return null;
  // « sur l'Espace », « dans la Forêt »: a common word capitalised by habit.
  if (end - start === 1 && first === start && neverPlaces.has(own.folded) && !knownPlaces.has(own.folded)) return null;
  const afterLike = folded(first - 3) === 'comme' || folded(first - 2) === 'comme';
  if (lead === 'dans' && (afterLike || !article || storyTitles.has(own.folded))) return null;
  // As typed, save the capitals given to a place typed in lower case (« en Espagne »).
  const name = words
    .slice(first, end)
    .map((word, index) => (index === 0 ? '' : prompt.slice(words[first + index - 1]!.end, word.start)) + word.text)
    .join('');
  // « à La Rochelle », « au Havre »: a town's article is part of its name (« Le Havre »), with its
  // capital; not when the name opens with its noun (« l'aquarium de la rochelle »).
  const span = own.span;
  const townArticle =
    span?.namedArticle && first === start ? capitalise(span.article === 'l' ? 'l’' : `${span.article} `) : '';
  const land = feminineLands.has(own.folded) && first === start;
  const articled = article === 'l' ? `l’${name}` : article ? `${article} ${name}` : name;
  let at: string;
  // « jusqu'à Mars », « vers Jupiter »: French is on a planet.
  if (planets.has(own.folded)) at = `sur ${articled}`;
  else if (['sur', 'dans', 'en'].includes(lead) && (lead !== 'en' || !article)) at = `${lead} ${articled}`;
  else if (lead === 'au' || lead === 'du') at = `au ${name}`;
  else if (lead === 'aux' || lead === 'des') at = `aux ${name}`;
  else if (article === 'le') at = `au ${name}`;
  else if (article === 'les') at = `aux ${name}`;
  else if (article) at = `à ${articled}`;
  else if (opensOnNoun) at = `${femininePlaceNouns.has(folded(first)) ? 'à la' : 'au'} ${name}`;
  else at = land ? `en ${name}` : `à ${name}`;
  if (townArticle) at = at.replace(/\b(la |l’)/, townArticle);
  return { name: townArticle + name, description: null, kind: 'place', gender: land ? 'f' : 'm', at };
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
const linkWords = new Set([...namingWords, 'qui', 's']);
const determiners = new Set(['son', 'sa', 'ses', 'mon', 'ma', 'mes', 'leur', 'leurs', 'notre', 'nos', 'un', 'une']);
const pluralPossessives = new Set(['ses', 'mes', 'leurs', 'nos']);

/**
 * The heroes' possessive, whoever the parent wrote as (« mon chat », « notre chienne »):
 * « son chat », « sa chienne », « son amie » before a vowel, « leur chat » for several heroes; one
 * of several by the gender of their noun (« une de ses copines », « un de ses grands parents »).
 */
function possessive(
  determiner: string,
  gender: 'm' | 'f',
  nextWord: string,
  plural: boolean,
  groupGender: 'm' | 'f' = 'm',
): string {
  if (determiner === 'un' || determiner === 'une') return determiner;
  if (pluralPossessives.has(determiner)) return `${groupGender === 'f' ? 'une' : 'un'} de ${plural ? 'leurs' : 'ses'}`;
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
  /** Whether it opens a sentence after the first (« … hier. Demain »), not after « M. » or « Mme. ». */
  opens: boolean;
  /** The title it is part of, when it is: « Petit Ours Brun », « le RC Lens ». */
  span?: Span;
  /**
   * The list of first names it is one of, after a plural noun (« ses filles margo edith et agnes »),
   * with that noun when it is one (not « les petits »).
   */
  listed?: { noun?: Noun };
}

/** Plural forms a folded word may be of: « pirates » of « pirate », « chevaux » of « cheval ». */
const singularsOf = (folded: string) => [
  folded,
  folded.replace(/[sx]$/, ''),
  folded.replace(/aux$/, 'al'),
  // « arcs-en-ciel »
  folded.replace(/^([^-]+)s-/, '$1-'),
];
const isCommonNoun = (folded: string) => singularsOf(folded).some((form) => commonNouns.has(form));
/** A favourite character, or several of them: « les Schtroumpfs ». */
const isFamous = (folded: string) => singularsOf(folded).some((form) => famousCharacters.has(form));
/** Whether a folded word is a common noun or adjective of the lexicon, in any number. */
const isCommonWord = (folded: string) =>
  isCommonNoun(folded) || singularsOf(folded).some((form) => commonAdjectives.has(form));
/** A first name, or a hyphenated one that opens with one (« lou-ann », « jean-yves »), never a place's. */
const isFirstName = (folded: string) =>
  firstNames.has(folded) ||
  (folded.includes('-') &&
    firstNames.has(folded.split('-')[0]!) &&
    !folded.split('-').some((part) => placeParts.has(part)));

/** A word that describes, in any number: « polaires », « roux ». */
const isDescribing = (folded: string) => singularsOf(folded).some((form) => describingWords.has(form));

/** Whether a lower-case word can be a name at all: no small or common word, no word that describes, no verb. */
const mayBeName = (word: Word) =>
  !word.capitalised &&
  word.text.length >= 3 &&
  !notNames.has(word.folded) &&
  !commonWords.has(word.folded) &&
  !isDescribing(word.folded) &&
  !isVerb(word.folded) &&
  !notNameEnding.test(word.folded);

/** Whether nothing but spaces or an apostrophe stands before a word: still the same phrase. */
const joined = (word: Word | undefined) => !!word && /^ *['’]? *$/.test(word.gap);

/**
 * The noun at the head of the phrase ending at `last`, over the words that describe it and its
 * « de » complements (« le perroquet de papi », « leurs copines de danse », « la nounou »).
 */
function headNoun(words: Word[], last: number): Noun | undefined {
  let at = last;
  for (let steps = 0; at >= 0 && steps < MAX_DESCRIPTION_WORDS; steps += 1) {
    const folded = (offset: number) => words[at - offset]?.folded ?? '';
    // « de » or « à » (« son copain à la crèche »)
    const linking = (folded: string) => ofWords.has(folded) || folded === 'a' || folded === 'au' || folded === 'aux';
    const of = linking(folded(1)) ? 1 : definiteArticles.has(folded(1)) && linking(folded(2)) ? 2 : 0;
    // A complement follows a noun (« le perroquet de papi »); « ont des poules » is no complement.
    const owner = folded(of + 1);
    const complement = !!nounOf(owner) || (describingWords.has(owner) && !notNames.has(owner));
    if (of && complement && joined(words[at]) && joined(words[at - of + 1])) {
      at -= of + 1;
      continue;
    }
    // « la chienne de tonton eric »: the name after a title is the complement's, read over.
    const titledName = titles.has(folded(1)) && (words[at]!.capitalised || isFirstName(folded(0)));
    if (titledName && joined(words[at])) {
      at -= 1;
      continue;
    }
    const noun = nounOf(folded(0));
    if (noun) return noun;
    if (!describingWords.has(folded(0)) || !joined(words[at])) return undefined;
    at -= 1;
  }
  return undefined;
}

/** How far back a relative clause is read for the noun it describes. */
const MAX_CLAUSE_WORDS = 8;

/** Relative pronouns: « un perroquet qui parle », « son doudou qu'il adore ». */
const relatives = new Set(['qui', 'ki', 'que', 'qu', 'dont']);

/**
 * The noun a relative clause ending at `last` describes (« un perroquet qui parle », « un chat qui
 * dort sur le lit », « son doudou qu'il adore »), over its words, within the clause.
 */
function describedBefore(words: Word[], last: number): Noun | undefined {
  for (let at = last; at > 0 && last - at < MAX_CLAUSE_WORDS; at -= 1) {
    const word = words[at]!;
    if (relatives.has(word.folded)) return headNoun(words, at - 1);
    if (/[,.;:!?()]/.test(word.gap)) return undefined;
  }
  return undefined;
}

/** The noun a phrase or a clause ending at `last` names, which a name said after a pause is (« le perroquet de papi, kiwi »). */
const nounBeforePause = (words: Word[], last: number): Noun | undefined =>
  headNoun(words, last) ?? describedBefore(words, last);

/** The noun right after a determiner at `index`, over the words that describe or count it (« notre vieux chien », « nos deux chats »). */
function nounAfterDeterminer(words: Word[], index: number): Noun | undefined {
  const determiner = words[index];
  if (!determiner || !(definiteArticles.has(determiner.folded) || determiners.has(determiner.folded))) return undefined;
  for (let at = index + 1; at <= index + 3 && joined(words[at]); at += 1) {
    const noun = nounOf(words[at]!.folded);
    if (noun) return noun;
    if (!describingWords.has(words[at]!.folded) && !countWords.has(words[at]!.folded)) return undefined;
  }
  return undefined;
}
/** How many, between a determiner and its noun: « nos trois hamsters ». */
const countWords = new Set('deux trois quatre cinq six sept huit neuf dix'.split(' '));

/**
 * Whether the wish pauses or goes on after a lower-case name: a stop, a verb, « et », « qui »…;
 * a verb the list lacks shows by its ending and what follows it (« franklin hiberne dans le
 * garage », « coco siffle tout le temps »).
 */
function pausesAfter(next: Word | undefined, then: Word | undefined, small = true): boolean {
  if (!next || /[,.;:!?()]/.test(next.gap) || (small && pausesAfterName.has(next.folded)) || isVerb(next.folded))
    return true;
  // « son lapin pompon tout doux », « sa poupée lili préférée »: what describes the name after it.
  if (degreeAdverbs.has(next.folded)) return true;
  const describes = describingWords.has(next.folded) || commonAdjectives.has(next.folded);
  if (describes && (!then || /[,.;:!?()]/.test(then.gap))) return true;
  const verbLike =
    /(e|es|ent|it|ra|ront)$/.test(next.folded) && !describingWords.has(next.folded) && !commonWords.has(next.folded);
  return verbLike && !!then && /^ +$/.test(then.gap) && afterVerb.has(then.folded);
}
/** Words a verb goes on with, never an adjective's or a name's: articles, prepositions, adverbs. */
const afterVerb = new Set(
  'le la les l un une des du de d dans sur sous avec au aux a chez par pour en depuis jusqu partout tout toute tous toujours souvent beaucoup bien mal trop'.split(
    ' ',
  ),
);

/**
 * A lower-case word that is a name (« son chien rex », « qui s'appelle pingouin », « leo le
 * cousin »):
 * - right after « s'appelle » or « nommé », even a common noun;
 * - after « = » or « : » that follow a noun (« hamster = pistache », « deux gerbilles : riri et
 *   ficelle »);
 * - before a determiner and a noun, at the wish's start or after a pause (« leo le cousin »,
 *   « margot, la poupée », « edgar notre vieux chien »);
 * - between commas after a noun (« la nounou, sandrine, », « le perroquet de papi, kiwi, »);
 * - after a noun and its determiner (or at the wish's start: « doudou lapinou »), when the wish
 *   pauses or goes on with a verb or a preposition after it, and no « qui s'appelle » follows
 *   (that one is the name); never right after « de », which says whose (« des enfants »);
 * - a first name of the lexicon after a word that brings someone (« avec hugo », « chez noah »),
 *   opening the wish before a verb, or before its job (« marcel le facteur »), and the surname
 *   after it (« thomas pesquet »).
 * Common words (verbs, adverbs, states, adjectives, participles, plural nouns) are none of these,
 * nor is a word after an adverb of degree (« tout râpé »).
 */
function isLowerCaseName(words: Word[], index: number, namesSoFar: readonly boolean[]): boolean {
  const word = words[index]!;
  const previous = words[index - 1];
  // « s'appelle rose », « s'appelle fusée »: whatever the word, it is the name.
  if (previous && namingWords.has(previous.folded)) {
    const adverb = commonWords.has(word.folded) || ['tout', 'toute', 'tres', 'trop', 'aussi'].includes(word.folded);
    return !word.capitalised && word.text.length >= 2 && !notNames.has(word.folded) && !adverb;
  }
  // « s'appelle doudou lapin », « s'appelle petit ours »: a name made of a word and a noun.
  const given = previous && namesSoFar[index - 1] && namingWords.has(words[index - 2]?.folded ?? '');
  const twoWords = given && (nounOf(previous.folded) || describingWords.has(previous.folded)) && nounOf(word.folded);
  if (twoWords && !word.capitalised && /^ +$/.test(word.gap)) return true;
  // « nommé blip blop »: a given name goes on to a second word French has not.
  const madeUp =
    given &&
    !isFrenchWord(word.folded) &&
    !isFirstName(word.folded) &&
    !relatives.has(word.folded) &&
    word.text.length >= 3;
  if (madeUp && !word.capitalised && /^ +$/.test(word.gap)) return pausesAfter(words[index + 1], words[index + 2]);
  // « un ours tout râpé », « sa poupée toute cassée »: after an adverb of degree, an adjective.
  if (previous && degreeAdverbs.has(previous.folded)) return false;
  // « licornes, paillettes et arcs-en-ciel »: common nouns in the plural are things, never a name.
  if (isCommonNoun(word.folded) && !commonNouns.has(word.folded) && !isFirstName(word.folded)) return false;
  if (!mayBeName(word) || nounOf(word.folded)) return false;
  const french = isCommonWord(word.folded);
  // « avec bluey et bingo », « faire apparaitre batman »: a favourite character, in lower case.
  if (isFamous(word.folded) && !french) return true;
  const next = words[index + 1];
  // « avec hugo, yanis et lou-ann », « chez noah », « comme thomas pesquet »: a first name after a
  // word that brings someone, or opening the wish before a verb or a list.
  const firstName = isFirstName(word.folded) && !french && /^ *$/.test(word.gap);
  if (firstName && previous && bringingSomeone.has(previous.folded)) return true;
  // « chez maxime », « l'anniversaire de clémentine »: only someone is there, or has a birthday,
  // so a first name that is also a French word is the name.
  const onlySomeone =
    previous?.folded === 'chez' || (previous?.folded === 'de' && /^anniv/.test(words[index - 2]?.folded ?? ''));
  if (onlySomeone && isFirstName(word.folded) && /^ *$/.test(word.gap)) return true;
  if (firstName && ((!previous && pausesAfter(next, words[index + 2])) || jobAfter(words, index + 1))) return true;
  // « thomas pesquet »: a surname after a first name typed so.
  const surnameOf = previous && namesSoFar[index - 1] && isFirstName(previous.folded) && !previous.span;
  // « simone pondent »: a verb of several after a list of names, not a surname.
  const plural = /ent$/.test(word.folded);
  if (surnameOf && /^ +$/.test(word.gap) && !isFrenchWord(word.folded) && !isFirstName(word.folded) && !plural)
    return pausesAfter(next, words[index + 2]);
  // « râpé », « abîmée », « usé jusqu'au fil »: an adjective or a past participle, not a name.
  const participle = /é(e?s?)$/iu.test(word.text) && !isFirstName(word.folded) && !isCommonNoun(word.folded);
  if (participle || singularsOf(word.folded).some((form) => commonAdjectives.has(form))) return false;
  // « parrain de tom = benoit », « des poissons : néon et plouf »
  if (previous && /[=:]/.test(word.gap) && headNoun(words, index - 1)) return true;
  // « arthur et jules », « anna, lou et zoé »: the next of a list of names.
  const listed =
    previous && (previous.folded === 'et' || /,/.test(word.gap)) ? index - (previous.folded === 'et' ? 2 : 1) : -1;
  // A list closes with « et »: « inès et maëlys, viennent » goes on with a verb.
  const closed = previous && /,/.test(word.gap) && words[listed - 1]?.folded === 'et';
  // « nathan, enzo et malik »: a list between commas goes on to its « et ».
  const goesOn = next?.folded === 'et' || /,/.test(next?.gap ?? '');
  if (listed >= 0 && namesSoFar[listed] && !closed && (previous!.folded === 'et' || !/,/.test(previous!.gap) || goesOn))
    return true;
  if (nounAfterDeterminer(words, index + 1) && (!previous || /[,.;:!?()]/.test(word.gap))) return true;
  if (!previous) return false;
  // « les jumeaux des voisins, arthur et jules », « la nounou, sandrine, est malade »
  // « un perroquet qui parle, coco »: the name said after the clause that describes its noun.
  if (/^ *, *$/.test(word.gap) && nounBeforePause(words, index - 1) && pausesAfter(next, words[index + 2])) return true;
  // « mon chien c'est rex », « leur meilleur ami c gaspard »: a noun, then « c'est » and its name.
  const says = previous.folded === 'est' && words[index - 2]?.folded === 'c' ? 2 : previous.folded === 'c' ? 1 : 0;
  if (
    says &&
    /^ +$/.test(words[index - says]!.gap) &&
    headNoun(words, index - says - 1) &&
    // « son doudou c'est loulou le loup »: the name, then what it is.
    (pausesAfter(next, words[index + 2]) || nounAfterDeterminer(words, index + 1))
  )
    return true;
  if (titles.has(previous.folded) || ofWords.has(previous.folded)) return false;
  // The noun and its determiner, over the nouns and describing words between (« son doudou
  // lapin », « le poisson rouge »).
  let before = index - 1;
  let nouns = 0;
  /** Where a « du » stood, right before the noun's phrase: its article when no other is found. */
  let contracted = -1;
  for (; before >= 0; before -= 1) {
    const folded = words[before]!.folded;
    // « son lapin, tout doux, dort »: the noun's phrase ends at a pause.
    if (/[,.;:!?()]/.test(words[before + 1]!.gap)) break;
    if (nounOf(folded)) nouns += 1;
    // « le chien des voisins buddy », « son dino en plastique rex »
    else if (ofWords.has(folded)) {
      if (folded === 'du' && nouns > 0 && contracted < 0) contracted = before;
      continue;
    } else if (!describingWords.has(folded) || (notNames.has(folded) && folded !== 'en')) {
      // « sa copine de gym lola », « sa copine de l'école lola »: over a « de » complement.
      const of = ofWords.has(words[before - 1]?.folded ?? '')
        ? 1
        : definiteArticles.has(words[before - 1]?.folded ?? '') && ofWords.has(words[before - 2]?.folded ?? '')
          ? 2
          : 0;
      if (!of || words[before]!.capitalised || notNames.has(folded)) break;
      before -= of - 1;
    }
  }
  if (nouns === 0) return false;
  let determiner = words[before]?.folded ?? '';
  // « la naissance du petit frère gabin »: the « du » read over as a complement was its article.
  if (!determiners.has(determiner) && !definiteArticles.has(determiner) && contracted >= 0) determiner = 'le';
  if (before >= 0 && !determiners.has(determiner) && !definiteArticles.has(determiner)) return false;
  // « une licorne arc-en-ciel »: after « un » or « une », a word of French describes the noun; a
  // pet's or a toy's name takes « le », « son », « notre »…
  const folded = words[index]!.folded;
  if ((determiner === 'un' || determiner === 'une') && (isCommonWord(folded) || commonNouns.has(folded))) return false;
  // « les camions poubelle et le… »: after a plural noun, names come as a list (« ses cousins hugo et lina »).
  // « ses copines lola, jeanne et alice »
  const nextName = next?.folded === 'et' ? words[index + 2] : /,/.test(next?.gap ?? '') ? next : undefined;
  if (['les', 'des', 'ses', 'mes', 'leurs', 'nos'].includes(determiner) && !(nextName && mayBeName(nextName)))
    return false;
  if (words.slice(index + 1, index + 4).some((after) => namingWords.has(after.folded))) return false;
  return pausesAfter(next, words[index + 2]);
}

/** Adverbs of degree, before an adjective only: « tout râpé », « très vieux ». */
const degreeAdverbs = new Set(
  'tout toute toutes tous tres trop si super hyper vraiment assez peu bien plus moins tellement completement'.split(
    ' ',
  ),
);
/** Words that say a group of people, after « les » or a plural possessive: « avec les petits noah et chloé ». */
const groupWords = new Set(['petits', 'petites', 'grands', 'grandes', 'enfants', 'petits-enfants', 'neveux', 'nieces']);

/** Whether the word at `index` says several people, whom a list of first names may follow (« ses copines », « les petits »). */
function isGroupNoun(words: Word[], index: number): boolean {
  const folded = words[index]!.folded;
  if (groupWords.has(folded)) return ['les', 'des', ...pluralPossessives].includes(words[index - 1]?.folded ?? '');
  return /[sx]$/.test(folded) && nounOf(folded)?.kind === 'person';
}

/**
 * Marks the first names listed after a plural noun of people, in any case, with or without
 * commas (« ses meilleures copines lou-ann, maëlys et jade », « les petits noah et chloé », « ses
 * filles margo edith et agnes »): each is a name of its own, written as one. The list goes on
 * through commas and spaces and closes after « et »; a word French has not is a name there too
 * (« ses cousins yanis et kélian ») when the list holds a first name of the lexicon.
 */
function markGroupLists(words: Word[]): void {
  words.forEach((group, index) => {
    if (!isGroupNoun(words, index)) return;
    // « ses copines de classe lina, zoé et inès », « ses copains du foot »: over a « de » complement.
    const of = ofWords.has(words[index + 1]?.folded ?? '')
      ? definiteArticles.has(words[index + 2]?.folded ?? '')
        ? 3
        : 2
      : 0;
    const first = of && !isFirstName(words[index + of]?.folded ?? '') ? index + of + 1 : index + 1;
    const items: Word[] = [];
    let closing = false;
    for (let at = first; at < words.length; at += 1) {
      const item = words[at]!;
      if (at > first && item.folded === 'et' && /^ +$/.test(item.gap) && !closing) {
        closing = true;
        continue;
      }
      const unknown = !isFrenchWord(item.folded) && !knownPlaces.has(item.folded) && !notNameEnding.test(item.folded);
      const named = (isFirstName(item.folded) || unknown) && !notNames.has(item.folded) && !isVerb(item.folded);
      if (!named || item.span || item.text.length < 2 || !/^ *,? *$/.test(item.gap)) break;
      items.push(item);
      if (closing) break;
    }
    if (!items.some((item) => isFirstName(item.folded))) return;
    const listed = { noun: nounOf(group.folded) };
    for (const item of items) {
      item.listed = listed;
      item.text = capitalise(item.text);
      item.capitalised = true;
    }
  });
}

/** Words that bring someone into the wish, before a first name typed in lower case: « avec hugo ». */
const bringingSomeone = new Set(['avec', 'et', 'chez', 'comme', 'pour', 'par', 'ou', 'de', 'd']);

/** A verb a wish goes on with, singular or plural (« passe », « passent »). */
const isVerb = (folded: string) => verbsAfterName.has(folded) || verbsAfterName.has(folded.replace(/nt$/, ''));

/** What may follow a name typed in lower case besides a verb: « son chien rex qui court », « son chat biscuit et… ». */
const pausesAfterName = new Set([
  'et',
  'qui',
  // « ki » typed for « qui »
  'ki',
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
  // « son copain marius samedi »
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'demain',
  'hier',
  'ce',
  'cet',
  'cette',
  // « le poisson rouge bulle dans l'histoire », « son ours valentin depuis… »
  'dans',
  'a',
  'au',
  'aux',
  'chez',
  'pour',
  'depuis',
  'sur',
  'sous',
  'pendant',
  'mais',
  'car',
  'comme',
  'quand',
  'ou',
  'parce',
  'pcq',
  'de',
  'du',
  'd',
]);

/**
 * A word, or a name whose first letter is written apart (« N'Diaye », « O'Brien »); « L'Albatros »
 * and « D'Annecy » are « le » and « de » before a word.
 */
const WORD = /(?![LDJCSTMQ]['’])\p{Lu}['’]\p{Lu}[\p{L}-]*|\p{L}[\p{L}-]*/gu;

/** What a title names: someone, a place, or a pastime the heroes love (a club, a game, a film). */
type TitleKind = 'character' | 'place' | 'club' | 'game' | 'film';
const pastimeKinds = new Set<TitleKind>(['club', 'game', 'film']);

interface Title {
  kind: TitleKind;
  /** Its words folded, past its article. */
  words: string[];
  /** Its words as French writes them: « Petit Ours Brun », « zoo de Beauval ». */
  written: string[];
  /** The article French gives it (« le Petit Prince »), or none. */
  article: string;
  /** Whether the article is part of a town's name: « La Rochelle », « Le Havre ». */
  namedArticle: boolean;
}

/** A title the wish names, set on each of its words. */
interface Span {
  kind: TitleKind;
  start: number;
  end: number;
  /** Its article, the wish's (« voir le RC Lens ») or French's (« le Petit Prince »). */
  article: string;
  namedArticle: boolean;
}

/** The lexicon's titles, by their first folded word. */
const titlesByFirstWord = new Map<string, Title[]>();
for (const [kind, list] of [
  ['character', [...famousTitles, ...spacedCharacters]],
  ['place', placeTitles],
  ['club', clubs],
  ['game', games],
  ['film', films],
] as const) {
  for (const text of list) {
    const written = [...text.matchAll(WORD)].map((match) => match[0]);
    const namedArticle = /^\p{Lu}/u.test(written[0]!);
    const article = written.length > 1 && definiteArticles.has(fold(written[0]!)) ? fold(written.shift()!) : '';
    const title: Title = { kind, words: written.map(fold), written, article, namedArticle: namedArticle && !!article };
    titlesByFirstWord.set(title.words[0]!, [...(titlesByFirstWord.get(title.words[0]!) ?? []), title]);
  }
}

/** Words before which a title typed in lower case is a common phrase: « un petit ours brun », « son chat noir ». */
const commonPhraseOpeners = new Set([...determiners, 'des', 'ce', 'cet', 'cette', 'ces', 'ton', 'ta', 'tes', 'vos']);

/** Whether a folded word is French, not a name: a noun, an adjective, a small or common word. */
const isFrenchWord = (folded: string) =>
  !!nounOf(folded) ||
  isCommonWord(folded) ||
  commonWords.has(folded) ||
  describingWords.has(folded) ||
  notNames.has(folded) ||
  isVerb(folded);

/**
 * The longest title of the lexicon at `index`, in any case (« petit ours brun », « le stade
 * toulousain »), unless typed in lower case as a common phrase: after « un » or « son » (« un
 * petit ours brun »), after « le » when French gives the title none (« le chat noir »); a title of
 * one French word needs its capital (« Cars »), a short one its letters as written (« OM »).
 */
function titleAt(words: Word[], index: number): { title: Title; end: number } | undefined {
  let best: { title: Title; end: number } | undefined;
  for (const title of titlesByFirstWord.get(words[index]!.folded) ?? []) {
    const end = index + title.words.length;
    if (end > words.length || (best && best.end >= end)) continue;
    const typed = words.slice(index, end);
    const same = typed.every((word, at) => word.folded === title.words[at] && (at === 0 || /^[ ,'’]*$/.test(word.gap)));
    // « OM », « OL »: an acronym only in its capitals.
    const acronym = (at: number) => /^\p{Lu}{2,3}$/u.test(title.written[at]!);
    if (!same || typed.some((word, at) => acronym(at) && word.text.length <= 2 && word.text !== title.written[at]))
      continue;
    const capitalised = typed.some(
      (word, at) => /^\p{Lu}/u.test(word.text) && !(at === 0 && startsSentence(word, index)),
    );
    if (!capitalised) {
      // A game's own name is never French, even where it is also a brand (« minecraft stp »).
      if (typed.length === 1 && isFrenchWord(typed[0]!.folded) && !brands.has(typed[0]!.folded)) continue;
      const before = words[index - 1]?.folded ?? '';
      const articled = ['place', 'club', 'game'].includes(title.kind) || !!title.article;
      if (commonPhraseOpeners.has(before) || (definiteArticles.has(before) && !articled)) continue;
    }
    best = { title, end };
  }
  return best;
}

/** Club letters before a town: « le RC Lens », « l'US Créteil », « l'AS Monaco ». */
const clubLetters = new Set('FC RC US AS SC AC OGC SM AJ EA ES SCO ASM'.split(' '));
/** Club letters that are French words too: « tu as », « tu es ». */
const frenchClubLetters = new Set(['as', 'us', 'es']);
/** A club's first word before the adjective of its town: « Stade rennais », « Racing club ». */
const clubWords = new Set(['stade', 'racing', 'olympique', 'sporting', 'union']);
/** An adjective of a town: « toulousain », « lavallois », « rochelais ». */
const townAdjective = /(ais|aise|ois|oise|ain|aine)$/;
/** Words that say a team: « son équipe c'est les Gothiques d'Amiens », « un match avec les Lionceaux de Rennes ». */
const teamWords = new Set(
  'equipe club match matchs tournoi championnat supporte supporter supporters fan fans foot football rugby hockey basket hand handball volley stade maillot'.split(
    ' ',
  ),
);

/**
 * A club, a game or a film the lexicon does not list, from how the wish says it: club letters
 * before a town (« le RC Lens »), « stade » before a town's adjective (« le stade lavallois »),
 * a team's plural name and its town where a team is told (« les Gothiques d'Amiens »), what is
 * played (« jouer à Cache-Cache ») or watched (« ils ont vu Wish au ciné »).
 */
function pastimeAt(words: Word[], index: number): { kind: TitleKind; end: number } | undefined {
  const word = words[index]!;
  const next = words[index + 1];
  const spaced = (other: Word | undefined) => !!other && /^ +$/.test(other.gap);
  const at = (offset: number) => words[index - offset]?.folded ?? '';
  // « le RC Lens », « l'as monaco »: in capitals before a name, in any case before a known town;
  // in lower case after an article (never « tu as »), before a hyphenated place (« au fc
  // saint-jean ») or a word French has not (« au fc belleville »); after « as », « us », « es »,
  // which are French words too, only where a team is told (« au foot à l'us plouzané »).
  const letters = clubLetters.has(word.text.toUpperCase()) && spaced(next);
  const articled = definiteArticles.has(at(1)) || at(1) === 'au' || at(1) === 'du';
  const told = !frenchClubLetters.has(word.folded) || words.some((other) => teamWords.has(other.folded));
  const townAfter =
    !!next && (isHyphenPlace(next) || (told && !isFrenchWord(next.folded) && !isFirstName(next.folded)));
  if (
    letters &&
    (knownPlaces.has(next!.folded) ||
      (clubLetters.has(word.text) && /^\p{Lu}/u.test(next!.text)) ||
      (articled && townAfter))
  )
    return { kind: 'club', end: index + 2 };
  if (clubWords.has(word.folded) && spaced(next) && townAdjective.test(next!.folded) && !isVerb(next!.folded))
    return { kind: 'club', end: index + 2 };
  // « les Lions de Strasbourg », « les Girondins »: where a team is told, a plural name after « les »
  // (no first name nor character) and its town after « de »; without a town, no French word.
  const town = words[index + 2];
  const team =
    at(1) === 'les' &&
    word.capitalised &&
    /[sx]$/.test(word.folded) &&
    !isFirstName(word.folded) &&
    !isFamous(word.folded) &&
    words.some((other) => teamWords.has(other.folded));
  if (team && ofWords.has(next?.folded ?? '') && (town?.capitalised || knownPlaces.has(town?.folded ?? '')))
    return { kind: 'club', end: index + 3 };
  if (team && !isFrenchWord(word.folded)) return { kind: 'club', end: index + 1 };
  // What is played or watched is no one's first name (« Tom regarde Lucas »), nor a town (« il joue à Lyon »).
  const named = word.capitalised && !notNames.has(word.folded) && !brands.has(word.folded);
  const someone = isFamous(word.folded) || nounOf(word.folded) || isFirstName(word.folded);
  if (!named || someone || knownPlaces.has(word.folded)) return undefined;
  let end = index + 1;
  while (end < words.length && words[end]!.capitalised && spaced(words[end])) end += 1;
  // « ils jouent à Cache-Cache », « jouer au Uno »
  if (['a', 'au', 'aux'].includes(at(1)) && isPlaying(at(2))) return { kind: 'game', end };
  // « ils ont regardé Cars », « vu Wish au ciné »
  const seen = seeing.has(at(1)) && words.slice(end, end + 3).some((other) => screens.has(other.folded));
  if (filmWatching.has(at(1)) || seen) return { kind: 'film', end };
  return undefined;
}

/**
 * Whether the capitalised word at `index` goes on a name begun before it (« au camping Les Flots
 * Bleus », never the team « les Bleus »); a title said before a name is not one (« Mamie Elsa »).
 */
function insideLongerName(words: Word[], index: number): boolean {
  const previous = words[index - 1];
  return (
    !!previous &&
    words[index]!.capitalised &&
    previous.capitalised &&
    !startsSentence(previous, index - 1) &&
    /^ +$/.test(words[index]!.gap) &&
    !previous.span &&
    !definiteArticles.has(previous.folded) &&
    nounOf(previous.folded)?.kind !== 'person' &&
    !titles.has(previous.folded)
  );
}

/**
 * Marks the titles of the wish on their words, written as French writes them (« Petit Ours
 * Brun », « zoo de Beauval »), and the clubs, games and films it names.
 */
function markTitles(words: Word[]): void {
  for (let index = 0; index < words.length; index += 1) {
    const listed = titleAt(words, index);
    const told = pastimeAt(words, index);
    // « les Dragons de Rouen »: the longer of what the lexicon lists and what the wish tells.
    const title = listed && (!told || listed.end >= told.end) ? listed.title : undefined;
    const found = title ? { kind: title.kind, end: listed!.end } : told;
    if (!found || insideLongerName(words, index)) continue;
    const before = words[index - 1]?.folded ?? '';
    // A pastime takes the wish's article: « voir le RC Lens », « fan du stade toulousain »,
    // « son équipe c'est les Gothiques »; a character, French's (« le livre du petit ours brun »).
    const said = { le: 'le', la: 'la', les: 'les', l: 'l', du: 'le', au: 'le', des: 'les', aux: 'les' }[before];
    const span: Span = {
      ...found,
      start: index,
      article: title?.article || (pastimeKinds.has(found.kind) ? (said ?? '') : ''),
      namedArticle: !!title?.namedArticle,
    };
    for (let at = index; at < found.end; at += 1) {
      const word = words[at]!;
      word.span = span;
      if (/^\p{Lu}/u.test(title?.written[at - index] ?? '')) {
        word.text = capitalise(word.text);
        word.capitalised = true;
      }
      // « le rc lens » → « le RC Lens », « le stade lavallois » → « le Stade lavallois »
      // A club's letters name its town after them (« le FC Saint-Jean »).
      const town = at === index + 1 && clubLetters.has(words[index]!.text.toUpperCase());
      if (!title && found.kind === 'club' && (at === index || town || knownPlaces.has(word.folded)))
        word.text = clubLetters.has(word.text.toUpperCase()) ? word.text.toUpperCase() : capitalisePlace(word.text);
    }
    index = found.end - 1;
  }
}

/**
 * The small word and the word of « cest », « sappelle », « quil », « jai », « lecole »: an elision
 * typed without its apostrophe, read as « c'est »; never a word or a name of its own (« lune »,
 * « sete », « dune »).
 */
function elisionOf(folded: string): [small: string, word: string] | undefined {
  if (isFrenchWord(folded) || isFirstName(folded) || knownPlaces.has(folded) || placeNouns.has(folded))
    return undefined;
  for (const [small, before] of Object.entries(elidedAfter)) {
    const word = folded.slice(small.length);
    if (!folded.startsWith(small) || !word) continue;
    const noun = /^[aeiouyh]/.test(word) && (isCommonNoun(word) || !!nounOf(word));
    if (before.has(word) || ((small === 'l' || small === 'd') && noun)) return [small, word];
  }
  return undefined;
}

/** How many words from `index` spell a known place written with hyphens (« val thorens »), or 0. */
function knownPlaceParts(words: Word[], index: number): number {
  for (const count of [3, 2]) {
    const parts = words.slice(index, index + count);
    const spaced = parts.length === count && parts.slice(1).every((part) => /^ +$/.test(part.gap));
    if (spaced && knownPlaces.has(parts.map((part) => part.folded).join('-'))) return count;
  }
  return 0;
}

function wordsOf(prompt: string): Word[] {
  const words: Word[] = [...prompt.matchAll(WORD)].flatMap((match) => {
    const word = {
      text: match[0],
      // « même » folds as « mémé » would: kept apart, it is never a title.
      folded: /^m[êÊ]me$/iu.test(match[0]) ? 'même' : fold(match[0]),
      capitalised: /^\p{Lu}/u.test(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      gap: '',
      opens: false,
    };
    const elided = elisionOf(word.folded);
    if (!elided) return [word];
    // The small word has no accent: its letters are the typed word's first.
    const split = word.start + elided[0].length;
    return [
      { ...word, text: match[0].slice(0, elided[0].length), folded: elided[0], end: split },
      { ...word, text: match[0].slice(elided[0].length), folded: elided[1], capitalised: false, start: split },
    ];
  });
  words.forEach((word, index) => {
    if (index === 0) return;
    word.gap = prompt.slice(words[index - 1]!.end, word.start);
    const abbreviation =
      words[index - 1]!.text.length === 1 || /^(mme|mlle|mr|dr|st|ste)$/.test(words[index - 1]!.folded);
    word.opens = /[!?…]/.test(word.gap) || (/\./.test(word.gap) && !abbreviation);
  });
  // « CP », « SNCF »: a short word in capitals is an acronym, save right after a noun (« son chien REX »).
  words.forEach((word, index) => {
    const acronym = word.text.length <= 4 && /^\p{Lu}{2,}$/u.test(word.text);
    // « le Goéland II »: a roman number goes with the name before it.
    const numeral = /^[IVX]+$/.test(word.text) && words[index - 1]?.capitalised && /^ +$/.test(word.gap);
    if (acronym && !numeral && !nounOf(words[index - 1]?.folded ?? '')) word.capitalised = false;
  });
  markTitles(words);
  markGroupLists(words);
  // « son chien rex », « qui s'appelle moustache »: written as a name once found.
  const lowerCaseNames: boolean[] = [];
  words.forEach((word, index) => {
    lowerCaseNames[index] = !!word.listed || (!word.span && isLowerCaseName(words, index, lowerCaseNames));
    if (!lowerCaseNames[index]) return;
    word.text = capitalise(word.text);
    word.capitalised = true;
  });
  // « en espagne », « dans les pyrénées », « lac d'annecy », « au zoo de beauval », « a
  // st-jean-de-luz », « on part au ski a val thorens »: a place typed in lower case, written as one
  // (« Val Thorens »). A known place after a preposition, an article or « de »; after « à » or « en »,
  // a hyphenated place, or any word once a trip or a home is told; after a place's noun and « de »,
  // a word French has not (« beauval »).
  words.forEach((word, index) => {
    const previous = words[index - 1];
    if (word.capitalised || word.span) return;
    // « marseille et la mer »: a wish may open on a known place that is no word nor first name.
    if (!previous || word.opens) {
      const place =
        knownPlaces.has(word.folded) &&
        !placeHomonyms.has(word.folded) &&
        !isFirstName(word.folded) &&
        !isFrenchWord(word.folded);
      if (place) word.text = capitalisePlace(word.text);
      word.capitalised ||= place;
      return;
    }
    if (!joined(word)) return;
    // « un cochon d'inde » is no trip to India.
    const known =
      knownPlaces.has(word.folded) &&
      !neverPlaces.has(word.folded) &&
      !(ofWords.has(previous.folded) && describingWords.has(word.folded));
    // « à val thorens », « saint malo »: a known place of several words typed apart.
    const knownParts = knownPlaceParts(words, index);
    const afterPreposition = lowerCasePlacePrepositions.has(previous.folded);
    const led =
      afterPreposition ||
      placePrepositions.has(previous.folded) ||
      ofWords.has(previous.folded) ||
      definiteArticles.has(previous.folded);
    let from = index - 1;
    while (from > 0 && index - from < 7 && !/[,.;:!?()]/.test(words[from]!.gap)) from -= 1;
    const trip = words.slice(from, index - 1).some((other) => travelWords.has(other.folded));
    const hyphenated = isHyphenPlace(word) && !isFirstName(word.folded);
    // « zoo de beauval », « lac de la forêt » not: a place's noun, « de », then its name.
    const nounAt = definiteArticles.has(previous.folded) ? index - 2 : index - 1;
    const named =
      ofWords.has(words[nounAt]?.folded ?? '') &&
      previous.folded !== 'des' &&
      placeNouns.has(words[nounAt - 1]?.folded ?? '') &&
      !words[nounAt - 1]!.capitalised &&
      mayBePlace(word) &&
      !isFirstName(word.folded);
    const unknown = afterPreposition && (hyphenated || (trip && mayBePlace(word)));
    // « les rennes du Père Noël »: a place that is also a word only after « à », « en », « dans (le) ».
    const preposition = definiteArticles.has(previous.folded) ? words[index - 2]?.folded : previous.folded;
    const homonym = placeHomonyms.has(word.folded) && !['a', 'au', 'aux', 'en', 'dans'].includes(preposition ?? '');
    if (!((known || knownParts > 1) && led && !homonym) && !unknown && !named && !isPlanet(words, index)) return;
    // An unknown place goes on to its second or third word (« new york », « saint jean de luz » not).
    for (let at = index; at < index + (knownParts > 1 ? knownParts : unknown && !hyphenated ? 3 : 1); at += 1) {
      const part = words[at];
      if (!part || (at > index && (!/^ +$/.test(part.gap) || !mayBePlace(part)))) break;
      part.text = capitalisePlace(part.text);
      part.capitalised = true;
    }
  });
  // « mamie nicole »: a first name typed in lower case after a title is a name all the same,
  // written as one (« Mamie Nicole »).
  words.forEach((word, index) => {
    const title = words[index - 1];
    // « le capitaine Crochet », « la fée Clochette »: a tale's title before a capitalised name.
    const storyTitle = !!title && storyTitles.has(title.folded) && word.capitalised;
    if (!title || !(titles.has(title.folded) || storyTitle) || word.text.length < 2) return;
    // « la fille de la nounou, manon »: the name said apart is not the title's; « m. martin » is.
    if (!/^ +$/.test(word.gap) && !(abbreviatedTitles.has(title.folded) && /^\. *$/.test(word.gap))) return;
    // « tata Nadia »: the title goes with the name, unless a possessive makes it a description
    // (« son cousin Jean-Baptiste »).
    if (word.capitalised) {
      const owned = determiners.has(words[index - 2]?.folded ?? '');
      const named = !notNames.has(word.folded) || isFatherChristmas(words, index);
      if (!owned && named && !titles.has(word.folded)) {
        title.text = capitalise(title.text);
        title.capitalised = true;
      }
      return;
    }
    // « le maître nageur »: a job after a title says what they do, not who they are.
    if (notNames.has(word.folded) || afterTitle.has(word.folded) || jobs.has(word.folded) || nounOf(word.folded))
      return;
    // « mamie rose »: after a title, a colour that is also a first name is the name.
    const colourName = colourFirstNames.has(word.folded);
    // « mme petit »: a surname after « madame » or « monsieur » may be any word.
    const formal = ['mme', 'madame', 'monsieur', 'mlle', 'mademoiselle', 'm', 'mr'].includes(title.folded);
    // « mme da silva », « m. van damme »: a surname's particle stays small, the name after it is the surname.
    const surname = words[index + 1];
    if (formal && surnameParticles.has(word.folded) && surname && /^ +$/.test(surname.gap) && mayBeName(surname)) {
      word.capitalised = true;
      surname.text = capitalise(surname.text);
      surname.capitalised = true;
      title.text = capitalise(title.text);
      title.capitalised = true;
      return;
    }
    if (isVerb(word.folded) || commonWords.has(word.folded)) return;
    if (describingWords.has(word.folded) && !formal && !colourName) return;
    word.text = capitalise(word.text);
    word.capitalised = true;
    title.text = capitalise(title.text);
    title.capitalised = true;
  });
  return words;
}

/** The small words some surnames open with: « da Silva », « van Damme », « ben Ali ». */
const surnameParticles = new Set(['da', 'das', 'dos', 'de', 'del', 'della', 'di', 'du', 'van', 'von', 'ben', 'el']);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Small words a hyphenated place keeps in lower case: « St-Jean-de-Luz », « Aix-en-Provence ». */
const placeLinks = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'sur', 'sous', 'en', 'aux', 'et']);
const capitalisePlace = (text: string) =>
  text
    .split('-')
    .map((part, index) => (index > 0 && placeLinks.has(fold(part)) ? part : capitalise(part)))
    .join('-');

/** « le Père Noël »: « Noël » after « Père » is a name, not the feast. */
const isFatherChristmas = (words: Word[], index: number) =>
  words[index]?.folded === 'noel' && words[index - 1]?.folded === 'pere';

/** « M. Garnier »: an abbreviated title, its stop, then the capitalised name it goes with. */
const titleAbbreviation = (words: Word[], index: number) =>
  abbreviatedTitles.has(words[index]!.folded) &&
  /^\. *$/.test(words[index + 1]?.gap ?? '') &&
  !!words[index + 1]?.capitalised;

/**
 * What goes before a word of a name: a space, or after an abbreviated title its stop as French
 * writes it (« M. Garnier », but « Mme Leroy », « Dr Martin »: no stop after a word's last letter).
 */
const nameGap = (nameWords: Word[], at: number) =>
  at === 0 ? '' : titleAbbreviation(nameWords, at - 1) && nameWords[at - 1]!.folded === 'm' ? '. ' : ' ';

/**
 * Where a made-up name ends that goes on through « de » or an epithet's « le » to a capitalised
 * word of French (« Capitaine Crotte de Nez », « Grobouillon le Terrible »), never to a town or
 * someone (« Lucas de Lyon », « Nono de Mamie »).
 */
function madeUpNameEnd(words: Word[], end: number): number {
  const link = words[end];
  const next = words[end + 1];
  // « de » goes on to a word of French only (« Lucas de Lyon » stops); an epithet is any word.
  const epithet = ['le', 'la'].includes(link?.text ?? '');
  const goesOn =
    !!link &&
    !!next &&
    (epithet || (['de', 'du', 'des'].includes(link.text) && isFrenchWord(next.folded))) &&
    /^ +$/.test(link.gap) &&
    /^ +$/.test(next.gap) &&
    next.capitalised &&
    !next.span &&
    nounOf(next.folded)?.kind !== 'person' &&
    !titles.has(next.folded) &&
    !knownPlaces.has(next.folded) &&
    !isFirstName(next.folded);
  return goesOn ? madeUpNameEnd(words, end + 2) : end;
}

/** Whether a word opens the wish or a sentence of it, where French capitalises any word. */
const startsSentence = (word: Word, index: number) => index === 0 || word.opens;

/** A capitalised word that is not a small word; a title (« Mamie ») is part of a name. */
const isName = (word: Word, index: number, words: Word[]) =>
  word.capitalised &&
  (word.text.length >= 2 || titleAbbreviation(words, index)) &&
  (!notNames.has(word.folded) || isFatherChristmas(words, index) || isPlanet(words, index)) &&
  // A common noun capitalised in the middle of a wish is a name (« son dinosaure Dino »);
  // at a sentence's start, just its first word (« Dragon et licorne », « Parler de mamie »).
  (!startsSentence(word, index) ||
    (!commonWords.has(word.folded) && (nounOf(word.folded)?.kind ?? 'person') === 'person'));

/**
 * Typed in capitals or in Title Case (« Une Histoire Avec Des Pirates »), a wish's capitals say
 * nothing about names: small words or common nouns capitalised past the first word show it.
 */
function capitalsMeanNothing(words: Word[]): boolean {
  // « L'AQUARIUM DE LA ROCHELLE !!! avec les requins »: half of it or more typed in capitals.
  const shouted = words.filter((word) => word.text.length > 1 && word.text === word.text.toUpperCase());
  if (
    words.length >= 2 &&
    (shouted.length === words.length || (shouted.length >= 3 && shouted.length * 2 >= words.length))
  )
    return true;
  const inside = words.filter((word, index) => !startsSentence(word, index));
  const habit = inside.filter(
    (word) => word.capitalised && (notNames.has(word.folded) || (nounOf(word.folded)?.kind ?? 'person') !== 'person'),
  );
  // A film's title or a feast (« Le Roi Lion », « Père Noël ») is capitalised by rule: a habit
  // capitalises at least half the words.
  return habit.length >= 2 && inside.filter((word) => word.capitalised).length * 2 > inside.length;
}

/**
 * Whether a lone capitalised word at a sentence's start, where French capitalises any word
 * (« Joyeux anniversaire », « Câlin du soir »), is someone: only when the wish goes on as it
 * does after a name, with a pause, « et », « qui », a verb (« Inès vient ») or its noun set
 * beside it (« Kenji son copain », « Barnabé le lapin »); or when it is someone's title
 * (« Mamie »).
 */
function saysSomeone(words: Word[], start: number): boolean {
  const next = words[start + 1];
  if (!next || /[,;:()]/.test(next.gap) || /[.!?…]/.test(next.gap)) return true;
  // « Biscuit s'est perdu », « Nathan aussi »: a pronoun before a verb, or « aussi ».
  if (['et', 'qui', 'aussi', 's', 'se', 'ne', 'n', 'l', 'lui', 'y'].includes(next.folded) || isVerb(next.folded))
    return true;
  if (nounOf(words[start]!.folded)) return true;
  // « Olaf le bonhomme de neige », « Simba le roi lion »: a favourite character is someone wherever it stands.
  if (isFamous(words[start]!.folded) && !isCommonWord(words[start]!.folded)) return true;
  // « Nina la nouvelle de la classe »: an adjective made a noun.
  const then = words[start + 2];
  const nominal =
    definiteArticles.has(next.folded) &&
    describingWords.has(then?.folded ?? '') &&
    (!words[start + 3] || ofWords.has(words[start + 3]!.folded) || /[,.;:!?]/.test(words[start + 3]!.gap));
  return (
    nominal || !!nounAfterDeterminer(words, start + 1) || jobAfter(words, start + 1) || pausesAfter(next, then, false)
  );
}

/**
 * « Pirates et trésor… », « Pyjamas et lampe de poche »: a common noun opening a sentence, where
 * French capitalises any word, says what the wish is about. A plural names no one, nor does one
 * joined by « et » to a bare noun (« Ballerines et tutu »: like joins like); a singular names a
 * pet only when a verb follows (« Caramel dort ») or its noun stands beside (« Noisette, notre
 * hamster »), and a first name stays one (« Rose vient »).
 */
function opensWithCommonNoun(words: Word[], start: number): boolean {
  const word = words[start]!;
  const [next, then] = [words[start + 1], words[start + 2]];
  const bare = !!then && !then.capitalised && !notNames.has(then.folded) && !isFirstName(then.folded);
  if (/[sx]$/.test(word.folded) && !isFirstName(word.folded) && next?.folded === 'et' && bare) return true;
  if (!isCommonNoun(word.folded)) return false;
  if (!commonNouns.has(word.folded)) return true;
  if (isFirstName(word.folded)) return false;
  const verbAfter =
    !!next &&
    /^ +$/.test(next.gap) &&
    (isVerb(next.folded) || ['s', 'se', 'ne', 'n', 'l', 'lui', 'y'].includes(next.folded));
  return !verbAfter && !nounAfterDeterminer(words, start + 1);
}

/** A capitalised noun of the lexicon, no first name: « Fusées », « Chaudron », « Dragon ». */
const isCapitalisedThing = (word: Word) =>
  word.capitalised &&
  !isFirstName(word.folded) &&
  (isCommonNoun(word.folded) || (nounOf(word.folded)?.kind ?? 'person') !== 'person');

/**
 * The words of a list of capitalised nouns opening the wish or a sentence, with or without commas
 * (« Dinosaures, Fusées et Planètes », « Sorcières Potions Chaudron », « Château Dragon
 * Princesse »): what the wish is about, no one, unless a verb or their noun follows (« Caramel et
 * Noisette dorment », « …, nos hamsters »). Two singular nouns may be a pet and its name (« Minou,
 * Caramel »): a list of things has three or a plural.
 */
function topicLists(words: Word[]): Set<number> {
  const topics = new Set<number>();
  words.forEach((word, start) => {
    if (!startsSentence(word, start) || !isCapitalisedThing(word)) return;
    const members = [start];
    let at = start + 1;
    for (;;) {
      const link = words[at]?.folded === 'et' && /^ +$/.test(words[at]!.gap) ? 1 : 0;
      const next = words[at + link];
      if (!next || !isCapitalisedThing(next) || !/^ *,? *$/.test(next.gap)) break;
      members.push(at + link);
      at += link + 1;
    }
    const after = words[at];
    const verb =
      !!after &&
      /^ +$/.test(after.gap) &&
      (isVerb(after.folded) || ['s', 'se', 'ne', 'n', 'l', 'lui', 'y'].includes(after.folded));
    const plural = (folded: string) => !commonNouns.has(folded) && !nouns[folded];
    const things = members.length >= 3 || members.some((member) => plural(words[member]!.folded));
    if (members.length < 2 || !things || verb || nounAfterDeterminer(words, at)) return;
    for (const member of members) topics.add(member);
  });
  return topics;
}

/** Whether a job follows its article at `index`: « Sam le pompier », « Lulu la sorcière ». */
const jobAfter = (words: Word[], index: number) =>
  ['le', 'la', 'l'].includes(words[index]?.folded ?? '') &&
  /^ +$/.test(words[index]!.gap) &&
  jobs.has(words[index + 1]?.folded ?? '') &&
  joined(words[index + 1]);

/** Where the next name of a list starts after a name ending at `end` (« Nemo, Dory et Bubulle »), or -1. */
function nextInList(words: Word[], end: number): number {
  const next = words[end];
  if (!next) return -1;
  if (next.folded === 'et') return end + 1;
  return /^ *, *$/.test(next.gap) ? end : -1;
}

/** Words that bring someone into the story: « avec Elsa », « mettre Batman ». */
const broughtIn = new Set('avec mettre mets mettez ajoute ajouter ajoutez inclure inclus incluez'.split(' '));
/** « jouer » in its forms, never « journée »: what is played (« ils jouent à Uno ») is a game. */
const isPlaying = (folded: string) => /^jou(e|es|ent|er|ons|ez|ais|ait|aient|ee?s?)$/.test(folded);
/** Where a film is seen: what is seen there is a film (« Wish au ciné »). */
const screens = new Set('cine cinema tele television dvd netflix'.split(' '));
const seeing = new Set('vu vus vue revu voir'.split(' '));
/** Verbs of watching, reading and listening: what follows is a film, a book or a song. */
const filmWatching = new Set('regarde regardent regarder regardes'.split(' '));
const watching = new Set([...filmWatching, ...'lu lit lisent lire relu ecoute ecoutent ecouter'.split(' ')]);

/** Words that take back a name just typed: « Rex... non pardon Roberto », « Pif, enfin plutôt Paf ». */
const correctionWords = new Set([
  'non',
  'pardon',
  'plutot',
  'oups',
  'euh',
  'enfin',
  'je',
  'veux',
  'dire',
  'ou',
  'c',
  'est',
]);
const retracting = new Set(['non', 'pardon', 'plutot', 'oups']);

/** Whether the wish leaves out what it names at `start`: « pas d'Elsa », « sans Max », « plus de PSG ». */
function leftOut(words: Word[], start: number): boolean {
  const at = (offset: number) => words[start - offset]?.folded ?? '';
  return at(1) === 'sans' || (ofWords.has(at(1)) && ['pas', 'plus', 'jamais'].includes(at(2)));
}

/**
 * Whether the capitalised words from `start` to `end` are no one the story should meet: words of
 * a brand's name (« Mario Kart »), a model after « un » or « une » (« une vieille Clio »), a name
 * the wish leaves out (« pas d'Elsa », « sans Max ») or takes back (« Rex... non pardon Roberto »).
 */
function notSomeone(words: Word[], start: number, end: number, heroes: ReadonlySet<string>): boolean {
  const at = (offset: number) => words[start - offset]?.folded ?? '';
  if (brands.has(at(1)) && words[start - 1]!.capitalised && /^ +$/.test(words[start]!.gap)) return true;
  // « Super Mario »
  const following = words[end];
  if (following && brands.has(following.folded) && following.capitalised && /^ +$/.test(following.gap)) return true;
  if (leftOut(words, start)) return true;
  // « magique comme dans Harry Potter »: the book or the film, not the character.
  if (at(1) === 'dans' && words[start]!.span) return true;
  // « son premier Tintin », « le dernier Astérix »: a book, a film or a game of theirs.
  const issue = ['premier', 'premiere', 'dernier', 'derniere', 'nouveau', 'nouvelle'].includes(at(1));
  const favourite = words.slice(start, end).some((word) => isFamous(word.folded));
  if (favourite && issue && /^ +$/.test(words[start]!.gap) && (determiners.has(at(2)) || definiteArticles.has(at(2))))
    return true;
  // « papi se déguise en Père Noël »: a costume; the heroes' own costume is their favourite
  // (« léa se déguise en vaiana »).
  const dressing = at(1) === 'en' ? [2, 3].find((offset) => /^deguis/.test(at(offset))) : undefined;
  const worn = dressing && words.slice(Math.max(0, start - dressing - 3), start - dressing);
  if (worn && !worn.some((word) => heroes.has(word.folded) || ['il', 'elle', 'ils', 'elles'].includes(word.folded)))
    return true;
  // « ils ont regardé Cars », « jouer à Uno »: a film, a book or a game, not someone in the story;
  // a favourite character watched is in it (« fan de Sonic », « regardent Bluey »). Not someone
  // called by a title either (« ils écoutent papi Marcel »).
  const titled =
    nounOf(words[start]!.folded)?.kind === 'person' ||
    words[start]!.span?.kind === 'character' ||
    words.slice(start, end).some((word) => isFamous(word.folded));
  // What is watched follows its verb without a pause (« un chat qui dort sur le lit, Caramel »).
  const watched =
    (watching.has(at(1)) && /^ +$/.test(words[start]!.gap)) || (['a', 'au', 'aux'].includes(at(1)) && isPlaying(at(2)));
  // « ils ont vu Wish au ciné »
  const seen = seeing.has(at(1)) && words.slice(end, end + 3).some((word) => screens.has(word.folded));
  if (!titled && (watched || seen)) return true;
  // « une vieille Clio », « des Planètes »: French gives someone's first name no « un » or « des ».
  let before = start - 1;
  while (
    before >= 0 &&
    describingWords.has(words[before]!.folded) &&
    !ofWords.has(words[before]!.folded) &&
    /^ +$/.test(words[before + 1]!.gap)
  )
    before -= 1;
  if (['un', 'une'].includes(words[before]?.folded ?? '') || at(1) === 'des') return true;
  let after = end;
  while (after < words.length && after < end + 4 && correctionWords.has(words[after]!.folded)) after += 1;
  return (
    after > end &&
    after < words.length &&
    words[after]!.capitalised &&
    words.slice(end, after).some((word) => retracting.has(word.folded))
  );
}

/** « celui de Tom », « celle de mamie »: the noun said before, now someone else's, ends at `last`. */
const ownersOnes = new Set(['celui', 'celle', 'ceux', 'celles']);
const isOwnersOne = (words: Word[], last: number) =>
  ownersOnes.has(words[last - 2]?.folded ?? '') &&
  ofWords.has(words[last - 1]?.folded ?? '') &&
  (words[last]?.capitalised ?? false);

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
      // « ses amis de lucas »: a name after « de » is whose, not what they are.
      const whose = ofWords.has(between.at(-1)?.folded ?? '');
      return between.length > 0 &&
        !whose &&
        between.every((other) => !other.capitalised && /^ *['’]? *$/.test(other.gap))
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
  // « le chat des voisins Pistache » is the cat: the head noun comes before « de », unless no
  // noun of ours is there (« la gamelle du chien rex » is the dog's).
  const of = chain.findIndex((word) => ofWords.has(word.folded));
  if (of === -1) return chain;
  const head = chain.slice(0, of);
  const tail = chain.slice(of + 1);
  const ownerOnly = tail.every((word) => !ofWords.has(word.folded) && word.folded !== 'et');
  return head.some((word) => nounOf(word.folded)) || !ownerOnly ? head : tail;
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
  // Its capitals saying nothing, the wish is read as if typed in lower case, as many are.
  if (capitalsMeanNothing(words)) {
    const lower = prompt.toLowerCase();
    return lower === prompt ? [] : findNamedElements(lower, heroNames, plural);
  }
  const found: NamedElement[] = [];
  let end = 0;
  /** Where the last place's name ended. */
  let placeEnd = -2;
  /** Where the last run skipped as a place, a feast or a title ended. */
  let skippedEnd = -2;
  /** Where the next name of a list would start, and whether the list's names were brought along. */
  let listedAfter = -1;
  let lastOwned = false;
  /** Whether the list's names so far were none to meet (« fan de Bluey et Bingo »). */
  let droppedList = false;
  /** What the list's names are, said once for all (« deux gerbilles : riri et ficelle »). */
  let listNoun: Noun | undefined;
  const topics = topicLists(words);
  for (let start = 0; start < words.length && found.length < MAX_ELEMENTS; start = Math.max(end, start + 1)) {
    end = start;
    const span = words[start]!.span;
    // A club, a game or a film is no one (wishes.ts weaves it); a character of several words
    // (« Petit Ours Brun », « le Petit Prince ») comes in by its whole name.
    if (span && span.kind !== 'place') {
      end = span.end;
      const article = span.article === 'l' ? 'l’' : span.article ? `${span.article} ` : '';
      const name =
        article +
        words
          .slice(start, end)
          .map((word, at) => (at === 0 ? '' : word.gap) + word.text)
          .join('');
      if (
        span.kind !== 'character' ||
        notSomeone(words, start, end, heroes) ||
        found.some((element) => element.name === name)
      )
        continue;
      found.push({ name, description: null, kind: 'person', gender: span.article === 'la' ? 'f' : 'm' });
      lastOwned = true;
      listedAfter = nextInList(words, end);
      droppedList = false;
      continue;
    }
    while (
      end < words.length &&
      isName(words[end]!, end, words) &&
      (end === start ||
        ((/^ +$/.test(words[end]!.gap) || titleAbbreviation(words, end - 1)) &&
          (words[end]!.span?.kind ?? 'place') === 'place' &&
          !words[end]!.listed))
    )
      end += 1;
    if (end === start || topics.has(start)) continue;
    end = madeUpNameEnd(words, end);
    const nameWords = words.slice(start, end);
    // A place's name goes on through « de » (« la Tête d'Or », « le Mont-Saint-Michel »).
    const continuesPlace =
      (placeEnd === start - 1 && ofWords.has(words[start - 1]!.folded)) ||
      // « la Pat' Patrouille »
      (skippedEnd === start && /^['’]/.test(words[start]!.gap));
    const thing = thingNamed(words, start);
    if (!thing && (continuesPlace || isPlace(words, start))) {
      const last = found.at(-1);
      if (continuesPlace && last?.kind === 'place' && placeEnd === start - 1) {
        // « au parc de la Tête d'Or »: the place's name goes on.
        const tail = words
          .slice(placeEnd, end)
          .map((word) => word.gap + word.text)
          .join('');
        last.name += tail;
        last.at += tail;
        placeEnd = end;
      } else if (!continuesPlace && !nameWords.some((word) => heroes.has(word.folded))) {
        const place = placeOf(words, start, end, prompt);
        if (place && !found.some((element) => element.name === place.name)) found.push(place);
        // Only a place's name goes on through « de »: what was no place ends there.
        placeEnd = place ? end : -2;
        skippedEnd = end;
      }
      continue;
    }
    if (nameWords.every((word) => heroes.has(word.folded))) continue;
    // « Mr et Mme Fontaine »: a title alone, its name said once for both, is no one.
    if (nameWords.every((word) => abbreviatedTitles.has(word.folded))) continue;
    // A run with a hero's name in it (« Bravo Léa ») names no one else.
    if (nameWords.some((word) => heroes.has(word.folded))) continue;
    if (end - start === 1 && startsSentence(words[start]!, start) && !saysSomeone(words, start)) continue;
    if (end - start === 1 && startsSentence(words[start]!, start) && opensWithCommonNoun(words, start)) continue;
    // « fan de Bluey et Bingo »: the list goes on as it began.
    if (notSomeone(words, start, end, heroes) || (droppedList && listedAfter === start)) {
      droppedList = true;
      listedAfter = nextInList(words, end);
      continue;
    }
    // « le Père Noël », « la fée Clochette »: a tale's title keeps its article, as French says it.
    const article = words[start - 1];
    const titledArticle =
      nameWords.length > 1 && storyTitles.has(nameWords[0]!.folded) && definiteArticles.has(article?.folded ?? '')
        ? article!.folded === 'l'
          ? 'l’'
          : `${article!.folded} `
        : '';
    // « Marcel le facteur »: the job said after a name is part of it, as a tale's characters have it.
    const job = jobAfter(words, end) ? prompt.slice(words[end - 1]!.end, words[end + 1]!.end) : '';
    if (job) end += 2;
    const name = titledArticle + nameWords.map((word, at) => nameGap(nameWords, at) + word.text).join('') + job;
    // No longer than a child's own first name may be: a run of letters is not someone.
    if (name.length > CHILD_NAME_MAX_LENGTH || found.some((element) => element.name === name)) continue;

    // « un doudou qui a perdu un œil, Nono »: past a pause, only a phrase with its noun says what the name is.
    const described = describe(words, start);
    const description =
      described && (!/[,:=]/.test(words[start]!.gap) || described.words.some((word) => nounOf(word.folded)))
        ? described
        : null;
    // A title in the name (« Mamie Jeanne ») or words after it (« Pompon, le doudou ») say what it is too.
    const after = words.slice(end, end + 3);
    const stop = after.findIndex((word) => word.capitalised || word.folded === 'et' || word.folded === 'avec');
    // « Tintin sur un bateau »: what a preposition leads to is elsewhere, not what the name is.
    const elsewhere = /^(sur|sous|dans|a|au|aux|pour|en|chez|par|vers|pres)$/.test(after[0]?.folded ?? '');
    const apposition = elsewhere ? [] : stop === -1 ? after : after.slice(0, stop);
    // Without a possessive, the nouns just before say what it is (« le poisson rouge Bulle »).
    const before = description ? [] : nounsBefore(words, start);
    const nounWords = [...(description?.words ?? before), ...nameWords, ...apposition];
    const saidBefore = (description?.words ?? before).map((word) => nounOf(word.folded)).filter(Boolean);
    // « avec Papa », « ATSEM de Léa »: someone's noun alone says who, it names no one, save when
    // it is a pet's name (« son chien Papi », « Capitaine, le perroquet »).
    const bareNoun = nameWords.every((word) => nounOf(word.folded)?.kind === 'person' || storyTitles.has(word.folded));
    const beside = nounAfterDeterminer(words, end);
    // « le chien s'appelle Prince »: what a wish says something is called is its name, whatever the word.
    const called = namingWords.has(words[start - 1]?.folded ?? '');
    if (bareNoun && !called && ![...saidBefore, beside].some((noun) => noun && noun.kind !== 'person')) continue;
    // « sa poupée Corolle s'appelle Lili »: a toy's or a thing's make, then the name it was given.
    const made = ['toy', 'thing'].includes(nounOf(words[start - 1]?.folded ?? '')?.kind ?? '');
    const renamed = words.slice(end, end + 3).findIndex((word) => namingWords.has(word.folded));
    if (made && renamed >= 0 && words.slice(end, end + renamed + 1).every((word) => /^ *['’]? *$/.test(word.gap)))
      continue;
    // « Tom imite Simba », « son premier Tintin »: a film's or a book's character is in the story
    // only when brought along (« avec Elsa et Olaf »), listed after a noun (« les poissons :
    // Nemo, Dory »), or one of theirs (« son chat Simba », « un doudou qui s'appelle Stitch »).
    const previous = words[start - 1];
    const given = words.slice(Math.max(0, start - 2), start).some((word) => namingWords.has(word.folded));
    // « les poissons : Nemo », « le poisson de Léa, Némo, »
    const afterNoun = !!previous && /^ *[=:,] *$/.test(words[start]!.gap) && !!nounBeforePause(words, start - 1);
    const listed = listedAfter === start;
    const inList: boolean = listed && lastOwned;
    // « le doudou de léa c'est Nounours Bleu »
    const says = previous?.folded === 'est' && words[start - 2]?.folded === 'c' ? 2 : previous?.folded === 'c' ? 1 : 0;
    const saidToBe = says > 0 && (!!headNoun(words, start - says - 1) || isOwnersOne(words, start - says - 1));
    // « une histoire de Dragon », « des Planètes », « peur du Noir »: common words capitalised
    // name no one, unless the wish makes them a name (« son dinosaure Dino », « avec Doudou »).
    const commonOnly = nameWords.every((word) => {
      // « Jules et Rose »: a first name capitalised mid-wish is one, whatever else it is.
      if (isFirstName(word.folded)) return false;
      const noun = nounOf(word.folded);
      return (noun && noun.kind !== 'person') || describingWords.has(word.folded) || commonWords.has(word.folded);
    });
    const madeName =
      saidBefore.length > 0 ||
      !!beside ||
      given ||
      broughtIn.has(previous?.folded ?? '') ||
      afterNoun ||
      inList ||
      saidToBe;
    if (commonOnly && !thing && !madeName) continue;
    // « des Fusées », « Dinosaures, Fusées et Planètes »: a noun in the plural is things, save a name given.
    const pluralNouns = nameWords.every(
      (word) => isCommonNoun(word.folded) && !commonNouns.has(word.folded) && !isFirstName(word.folded),
    );
    if (pluralNouns && !given) continue;
    const owned: boolean =
      // A favourite character comes into the story (« fan de Peppa Pig », « adore Vaiana »).
      nameWords.some((word) => isFamous(word.folded)) ||
      [...(description?.words ?? before), ...nameWords].some((word) => nounOf(word.folded)) ||
      !!beside ||
      given ||
      broughtIn.has(previous?.folded ?? '') ||
      // « que Batman vienne dans l'histoire »
      words
        .slice(end, end + 4)
        .some((word, at, after) => word.folded === 'histoire' && after[at - 2]?.folded === 'dans') ||
      // « avec le capitaine Crochet »
      (storyTitles.has(nameWords[0]!.folded) && words[start - 2]?.folded === 'avec') ||
      afterNoun ||
      inList ||
      saidToBe;
    lastOwned = owned;
    listedAfter = nextInList(words, end);
    droppedList = false;
    const toy = nounWords.find((word) => nounOf(word.folded)?.kind === 'toy');
    const last = [...nounWords].reverse().find((word) => nounOf(word.folded));
    // « le perroquet de papi, Kiwi »: the noun said before the pause says what it is, and the
    // list's first name says it for the next (« deux gerbilles : riri et ficelle »).
    const ownNoun = nounOf((toy ?? last)?.folded ?? '') ?? thing;
    const noun =
      ownNoun ??
      (afterNoun ? nounBeforePause(words, start - 1) : undefined) ??
      (listed ? listNoun : undefined) ??
      words[start]!.listed?.noun;
    listNoun = ownNoun ? undefined : noun;
    const gender = noun?.gender ?? (description && /^(sa|ma|une)$/.test(description.determiner.folded) ? 'f' : 'm');
    const group = description?.words.map((word) => nounOf(word.folded)).find(Boolean);
    const text = description
      ? `${possessive(description.determiner.folded, gender, description.words[0]!.folded, plural, group?.gender)} ${prompt
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
  if (element.kind === 'place') return placeWish(element.at ?? `à ${element.name}`, rng);
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

/**
 * How the story speaks of a place the wish names (« à Annecy », « en Corse », « au zoo de
 * Beauval »): never a character, but where the heroes' thoughts go, by its name, in sentences
 * that suit any theme and hour and say nothing of when they go there or went.
 */
function placeWish(at: string, rng: Random): Wish {
  const intro: Line[] = [
    (c) => `${cap(c.who)} ${c.byCount('se demande', 'se demandent')} ce que l'on fait ${at} en ce moment.`,
    `Même ${at}, on n'a jamais vu une aventure pareille.`,
    (c) => `${cap(c.who)} ${c.byCount('pense', 'pensent')} un instant à tout ce qu'il y a ${at}.`,
  ];
  const recall: Line[] = [
    (c) => `${cap(c.who)} ${c.byCount('se dit', 'se disent')} ${que(at)} aussi, on aimerait voir ça.`,
    (c) => `« Il faudra raconter ça ${at} ! » ${c.byCount('pense', 'pensent')} ${c.who}.`,
    `${cap(at)}, personne ne voudra croire une histoire pareille.`,
  ];
  const ending: Line[] = [
    `Et ${at} aussi, on entendra bientôt parler de cette aventure.`,
    (c) => `Un jour, ${at}, ${c.who} ${c.byCount('racontera', 'raconteront')} tout cela.`,
    (c) =>
      `${cap(c.who)} ${c.byCount('garde', 'gardent')} cette aventure dans un coin de ${c.byCount('sa', 'leur')} tête, pour la raconter ${at}.`,
  ];
  return { words: [], intro: rng.pick(intro), recall: rng.pick(recall), ending: rng.pick(ending) };
}

/** The clubs, games or films the wish names: the heroes love them, the story says them by their names. */
export interface Pastime {
  kind: 'club' | 'game' | 'film';
  /** As French says them, with their articles: « le RC Lens », « Mario Kart », « le Roi Lion ». */
  names: string[];
}

/**
 * The clubs, games or films the wish names, of the kind it names first (« fan du stade
 * toulousain », « ils jouent à Mario Kart », « Tom est fan du PSG et Léa de l'OL »).
 */
export function findPastime(prompt: string | null | undefined): Pastime | null {
  if (!prompt) return null;
  const words = wordsOf(prompt);
  let found: Pastime | null = null;
  for (const [start, { span }] of words.entries()) {
    if (!span || span.start !== start || !pastimeKinds.has(span.kind) || leftOut(words, start)) continue;
    if (found && found.kind !== span.kind) continue;
    const written = words
      .slice(start, span.end)
      .map((word, at) => (at === 0 ? '' : word.gap) + word.text)
      .join('');
    // A club takes « le » when the wish gives it none: « fan de RC Lens » → « le RC Lens ».
    const article = span.article || (span.kind === 'club' ? 'le' : '');
    const elided = article === 'l' || (article === 'le' && elides(written));
    const name = elided ? `l’${written}` : article ? `${article} ${written}` : written;
    if (!found) found = { kind: span.kind as Pastime['kind'], names: [] };
    if (!found.names.includes(name)) found.names.push(name);
  }
  return found;
}

/**
 * How the story speaks of a club, a game or a film: the heroes think of it, in sentences that
 * suit any theme and hour (« Léa pense un instant au prochain match du RC Lens. »), by its name.
 */
export function pastimeWish({ kind, names }: Pastime): Wish {
  const thinks = (c: Ctx) => c.byCount('pense', 'pensent');
  // « du PSG et de l’OL », « au Roi Lion et à Vaiana »: each name takes its own preposition.
  const ofAll = names.map(de).join(' et ');
  const toAll = names.map(a).join(' et ');
  const all = names.join(' et ');
  if (kind === 'club')
    return {
      words: [],
      intro: (c) => `${cap(c.who)} ${thinks(c)} un instant au prochain match ${ofAll}.`,
      recall: (c) => `« Il faudra raconter ça aux joueurs ${ofAll} ! » ${thinks(c)} ${c.who}.`,
      ending: (c) =>
        `${cap(c.who)} ${c.byCount('garde', 'gardent')} cette aventure en tête, pour la raconter aux supporters ${ofAll}.`,
    };
  if (kind === 'game')
    return {
      words: [],
      intro: (c) => `${cap(c.who)} ${thinks(c)} un instant à la prochaine partie ${ofAll}.`,
      recall: (c) => `« C'est encore mieux qu'une partie ${ofAll} ! » ${thinks(c)} ${c.who}.`,
      ending: (c) => `${cap(c.who)} ${c.byCount('a', 'ont')} hâte de raconter tout cela, entre deux parties ${ofAll}.`,
    };
  return {
    words: [],
    intro: (c) => `${cap(c.who)} ${thinks(c)} un instant ${toAll}.`,
    recall: (c) => `« C'est encore mieux que dans ${all} ! » ${thinks(c)} ${c.who}.`,
    ending: `Même dans ${all}, on n'a jamais vu une aventure pareille.`,
  };
}
