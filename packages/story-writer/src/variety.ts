import { cap, de, definite, elides, que } from './french.js';
import type { StoryContext } from './context.js';
import type { Ctx, Line } from './types.js';
import type { ActionKey } from './vocabulary.js';

/**
 * Sentences with many surface forms (decision 0030): two stories of the same type and theme
 * tell the same plot, so a sentence is made of slots, each with interchangeable wordings drawn
 * from the story's random, and the theme's fixed sentences are said with a linking phrase and a
 * detail of the page around them.
 */

/** One part of a sentence and its interchangeable wordings; '' leaves the part out. */
export type Slot = readonly Line[];

const say = (c: Ctx, line: Line): string => (typeof line === 'string' ? line : line(c));

const slotted = new WeakSet<object>();

/** The words of a wording that should not come twice in a sentence: four letters or more, not the small ones. */
const contentWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    .filter((word) => !['dans', 'tout', 'toute', 'tous'].includes(word))
    // « Pour s’amuser, elle s’amuse à… »: a word and its other forms are one word.
    .map((word) => word.slice(0, 5));

/**
 * A sentence made of slots, joined by spaces (a slot may open with its comma): each time it is
 * said, one wording of each slot is drawn. Agreement stays with the `Ctx` helpers the wordings call.
 * It is said as it is: its slots already place it (scenery, an arc's opening of its own).
 */
export function slots(...parts: readonly Slot[]): Line {
  const line = joinSlots(parts);
  slotted.add(line);
  return line;
}

/**
 * A sentence of slots that is still framed and reworded like a theme's sentence (`SentenceFraming`):
 * for an arc's line about someone (« Léa sourit, les yeux mi-clos »), whose forms then multiply with
 * the linking phrases and details of the page.
 */
export function framedSlots(...parts: readonly Slot[]): Line {
  return joinSlots(parts);
}

/**
 * A slot of a wording of `first`, then one of `second` only after a first that says something:
 * « , qui rit pour un rien » and « et qui aime les histoires », never « Léa et qui aime… ».
 */
export function seconded(first: Slot, second: Slot): Slot {
  return [
    (c) => {
      const said = say(c, c.rng.pick(first));
      return said && said + say(c, c.rng.pick(second));
    },
  ];
}

function joinSlots(parts: readonly Slot[]): (c: Ctx) => string {
  return (c: Ctx) => {
    const used = new Set<string>();
    const said = parts.map((part) => {
      // « Juste à côté, il y a des pierres grises, juste là »: a wording that says again a word
      // of the slots before it is drawn again, a few times at most.
      let text = say(c, c.rng.pick(part));
      let words = contentWords(text);
      for (let retry = 0; retry < 3 && words.some((word) => used.has(word)); retry += 1) {
        text = say(c, c.rng.pick(part));
        words = contentWords(text);
      }
      for (const word of words) used.add(word);
      return text;
    });
    // « s’emplit de » + « étoiles minuscules » is « s’emplit d’étoiles minuscules ».
    const text = said.filter(Boolean).reduce((sentence, part) => (sentence ? elide(`${sentence} `, part) : part), '');
    // A sentence ending on a quoted name (« une pancarte « peinture fraîche » ») takes its stop.
    // « … quelque chose. » has its stop inside the quotes already.
    return /[^.!?…\s]\s*»$/u.test(text) ? `${text}.` : text;
  };
}

/** A part of a sentence written with `vary`: fixed words, words of the story, or wordings to draw among. */
export type Part = string | ((c: Ctx) => string) | readonly Line[];

/**
 * A theme's or an arc's sentence told from interchangeable parts, with its facts kept: each
 * array between the fixed words is a list of wordings, one drawn each time the line is said, and
 * a function is said in the story's words (agreement with `verb`, `adj`, `byCount`). Unlike
 * `slots`, the line is still framed and reworded (`SentenceFraming`), so its forms multiply:
 *
 *     vary`${['Oh non', 'Aïe'], le pont ${['de bois', 'de planches']} a une planche cassée.`
 *
 * A wording may be '' (the part left out); spaces and commas are tidied by `finish`.
 */
export function vary(strings: TemplateStringsArray, ...parts: readonly Part[]): Line {
  return (c) =>
    strings.reduce((text, literal, index) => {
      const part = parts[index];
      if (part === undefined) return text + literal;
      const said = typeof part === 'string' ? part : typeof part === 'function' ? part(c) : say(c, c.rng.pick(part));
      return elide(text + literal, said);
    }, '');
}

/**
 * Words of surprise a theme's small trouble may open on (« Oh non, un pneu est crevé »); ''
 * leaves the sentence its own opening, which a linking phrase may then frame.
 */
export const oops: Part = ['', '', '', 'Oh non, ', 'Aïe, ', 'Oh là là, ', 'Zut alors, ', 'Mince, ', 'Oh, oh, '];

/** Words of relief a trouble's happy end may open on (« Ouf : la roue tourne »). */
export const phew: Part = ['', '', '', 'Ouf : ', 'Et voilà : ', 'Bravo : ', 'Hourra : ', 'Ça y est : ', 'Youpi : '];

/** `times` empty wordings: how often, among a list's wordings, the part is left out. */
const leftOut = (times: number): string[] => Array<string>(times).fill('');

/**
 * Remarks that may close a theme's sentence of one kind, agreeing with nobody and naming no
 * place, hour or character; '' leaves the sentence as it is.
 */
const remarks = {
  worry: [
    ...leftOut(7),
    ', pas de chance',
    ', quelle histoire',
    ', pour de vrai',
    ', oh là là',
    ', quelle malchance',
    ', voilà autre chose',
    ', zut de zut',
    ', quel contretemps',
    ', quel souci',
    ', quelle affaire',
    ', aïe, aïe',
    ', hélas',
    ', quel embarras',
    ', mince alors',
    ', c’est ennuyeux',
    ', oh non',
    ', drôle d’histoire',
    ', quelle pagaille',
    ', voilà le hic',
    ', rien ne va plus',
    ', quel tracas',
    ', c’est la panique',
    ', quel casse-tête',
    ', oh, oh',
    ', catastrophe',
    ', quel désordre',
    ', quelle surprise',
  ],
  relief: [
    ...leftOut(7),
    ', ouf',
    ', bravo',
    ', enfin',
    ', hourra',
    ', quel soulagement',
    ', mission accomplie',
    ', youpi',
    ', c’est réglé',
    ', et voilà',
    ', tout va bien',
    ', quelle chance',
    ', problème réglé',
    ', tout est arrangé',
    ', bien joué',
    ', c’est gagné',
    ', c’est fait',
    ', tout est bien',
    ', à merveille',
    ', et hop',
    ', quelle joie',
    ', c’est arrangé',
    ', parfait',
    ', victoire',
    ', tant mieux',
    ', quel bonheur',
    ', super',
  ],
  deed: [
    ...leftOut(7),
    ', sans hésiter',
    ', avec patience',
    ', avec application',
    ', en souplesse',
    ', sans trembler',
    ', pas à pas',
    ', avec adresse',
    ', avec courage',
    ', avec soin',
    ', sans se décourager',
    ', d’un geste sûr',
    ', tout en douceur',
    ', sans rien casser',
    ', sans se presser',
    ', du mieux possible',
    ', très sérieusement',
    ', tout doucement',
    ', avec douceur',
    ', avec attention',
    ', avec précaution',
    ', sans attendre',
    ', sans se tromper',
    ', calmement',
    ', délicatement',
    ', prudemment',
    ', en souriant',
  ],
  surprise: [
    ...leftOut(6),
    ', sans prévenir',
    ', comme par hasard',
    ', sans crier gare',
    ', à l’improviste',
    ', en un éclair',
    ', l’air de rien',
    ', tout d’un coup',
    ', par surprise',
    ', sans raison',
    ', d’un seul coup',
    ', contre toute attente',
    ', comme ça',
    ', à la surprise de tous',
    ', tout à coup',
    ', sans un bruit',
    ', en un instant',
    ', comme par magie',
    ', sans qu’on s’y attende',
    ', on ne sait comment',
    ', hop',
  ],
  laugh: [
    ...leftOut(6),
    ', tout le monde rit',
    ', sous les rires',
    ', quelle rigolade',
    ', c’est trop drôle',
    ', quelle drôle d’idée',
    ', quel spectacle',
    ', quelle farce',
    ', ha, ha, ha',
    ', hi, hi, hi',
    ', quel fou rire',
    ', trop rigolo',
    ', quelle blague',
    ', quelle bêtise',
    ', rien que ça',
    ', quel numéro',
    ', quelle comédie',
    ', quelle pagaille',
    ', quelle rigolade, vraiment',
    ', hi, hi',
    ', ha, ha',
    ', quelle histoire',
    ', trop drôle',
    ', quel clown',
    ', on rit aux éclats',
    ', c’est hilarant',
    ', que c’est drôle',
    ', rires garantis',
  ],
  wonder: [
    ...leftOut(6),
    ', comme par magie',
    ', et c’est magnifique',
    ', comme dans un conte',
    ', sans un bruit',
    ', comme dans un rêve',
    ', c’est merveilleux',
    ', c’est si beau',
    ', comme par enchantement',
    ', quelle merveille',
    ', tout en lumière',
    ', quelle beauté',
    ', c’est féerique',
    ', tout doucement',
    ', que c’est beau',
    ', comme un songe',
    ', quel spectacle',
    ', en scintillant',
    ', comme un trésor',
    ', tout en douceur',
    ', comme une caresse',
    ', sans se presser',
    ', quel enchantement',
    ', en silence',
  ],
  night: [
    ...leftOut(6),
    ', pour la nuit',
    ', jusqu’à demain',
    ', comme chaque soir',
    ', sans un bruit',
    ', bien au calme',
    ', en silence',
    ', paisiblement',
    ', à pas de velours',
    ', comme un murmure',
    ', en douceur',
    ', tout doucement',
    ', bien tranquillement',
    ', comme une caresse',
    ', pour dormir',
    ', bien sagement',
    ', tout tranquillement',
    ', comme un soupir',
    ', sans se presser',
    ', tout bas',
    ', en bâillant',
    ', bien au chaud',
  ],
  learnt: [
    ...leftOut(6),
    ', c’est passionnant',
    ', qui l’eût cru',
    ', c’est bien pensé',
    ', c’est bon à savoir',
    ', c’est fascinant',
    ', quelle organisation',
    ', c’est étonnant',
    ', c’est incroyable',
    ', c’est astucieux',
    ', quelle merveille',
    ', c’est épatant',
    ', c’est ingénieux',
    ', c’est malin',
    ', quelle idée',
    ', c’est très bien fait',
    ', quelle astuce',
    ', c’est tout simple',
    ', c’est magique',
    ', c’est très futé',
    ', c’est instructif',
    ', c’est génial',
    ', bien vu',
    ', c’est futé',
    ', c’est rusé',
  ],
  pride: [
    ...leftOut(6),
    ', bravo',
    ', quelle réussite',
    ', sous les applaudissements',
    ', c’est parfait',
    ', chapeau',
    ', du beau travail',
    ', c’est réussi',
    ', pas mal',
    ', quelle fierté',
    ', du premier coup',
    ', bien joué',
    ', impeccable',
    ', mission réussie',
    ', un travail d’artiste',
    ', c’est magnifique',
    ', c’est gagné',
    ', à merveille',
    ', superbe',
    ', quel talent',
    ', haut la main',
    ', fameux',
    ', c’est splendide',
    ', génial',
    ', ça marche',
  ],
  party: [
    ...leftOut(6),
    ', dans la bonne humeur',
    ', sous les rires',
    ', tous ensemble',
    ', pour le plaisir',
    ', en chantant',
    ', le cœur en fête',
    ', quelle belle fête',
    ', comme il se doit',
    ', sans oublier personne',
    ', youpi',
    ', comme au carnaval',
    ', en musique',
    ', en riant',
    ', hourra',
    ', dans la joie',
    ', en dansant',
    ', quelle fête',
    ', à cœur joie',
    ', tous en chœur',
    ', avec entrain',
    ', de bon cœur',
    ', comme une fête foraine',
    ', en rythme',
    ', bras dessus, bras dessous',
  ],
} satisfies Record<string, readonly string[]>;

export type RemarkKind = keyof typeof remarks;

/**
 * A theme's sentence now and then closed by a remark of its kind (« …, et tout le monde rit »):
 * its forms multiply by the remarks, in every theme at once. A remark that says again one of the
 * sentence's words, or follows a question, a quote or an ellipsis, is left out.
 */
export function remarked(line: Line, kind: RemarkKind): Line {
  return (c) => {
    const text = say(c, line).trimEnd();
    const told = remarksTold(c);
    const remark = c.rng.pick(remarks[kind].filter((remark) => !told.has(remark)));
    const own = new Set(contentWords(text));
    if (!remark || /[»?…]$/u.test(text) || contentWords(remark).some((word) => own.has(word))) return text;
    told.add(remark);
    const end = /\s?[.!]$/u.exec(text)?.[0] ?? '';
    return `${text.slice(0, text.length - end.length)}${remark}${end}`;
  };
}

/** The remarks a story has made: each is made once (« c’est passionnant » twice is a tic). */
const remarksByStory = new WeakMap<Ctx, Set<string>>();
function remarksTold(c: Ctx): Set<string> {
  const told = remarksByStory.get(c) ?? new Set<string>();
  remarksByStory.set(c, told);
  return told;
}

/** « que » + « on perd » is « qu’on perd »: a small word before a wording that starts with a vowel elides. */
function elide(before: string, wording: string): string {
  if (wording && /(?<!\p{L})(que|de|ne|se|je|me|te|le|la) $/iu.test(before) && elides(wording))
    return `${before.slice(0, -2)}’${wording}`;
  return before + wording;
}

/** True for a line made of slots: it varies by itself and is said as it is. */
export const isSlotted = (line: Line): boolean => typeof line === 'function' && slotted.has(line);

/** What the page being written is about: it decides which linking phrases and details fit. */
export interface PageMood {
  action: ActionKey;
  worried: boolean;
  calm: boolean;
  /** The companion is on the page (and drawn): it may watch a scene. */
  companionHere: boolean;
}

/**
 * Linking phrases by mood, hour-neutral (the page check reads the hour in the text). « que »
 * ones take the sentence as a clause: « Et voilà qu’un petit oiseau… ».
 */
const linking = {
  lively: [
    'Alors',
    'Puis',
    'Et puis',
    'Ensuite',
    'Peu après',
    'Un peu plus tard',
    'Au même moment',
    'À cet instant',
    'Juste à ce moment-là',
    'Pendant ce temps',
    'Tout près',
    'Un peu plus loin',
    'Non loin de là',
    'À deux pas',
    'Par ici',
    'Et voilà que',
    'Sans perdre de temps',
    'Sur ces entrefaites',
    'Bientôt',
    'Là-dessus',
    'Aussitôt après',
    'Quelques instants plus tard',
    'Chemin faisant',
    'Entre-temps',
    'Et justement',
    'Au même instant',
    'De son côté',
  ],
  worried: [
    'Tout à coup',
    'Soudain',
    'À ce moment-là',
    'Juste à ce moment-là',
    'Au même instant',
    'Mais voilà que',
    'Tout près',
    'Là, juste devant',
    'Pendant ce temps',
    'Hélas',
    'Sans prévenir',
    'Brusquement',
    'D’un seul coup',
    'Et voilà que',
    'C’est alors que',
    'À cet instant précis',
    'Au beau milieu de tout ça',
    'Pas de chance',
    'Mais soudain',
    'Et justement',
    'Sans crier gare',
    'Au même moment',
  ],
  helping: [
    'Alors',
    'Puis',
    'Ensuite',
    'Aussitôt',
    'Bientôt',
    'Peu après',
    'Au bout d’un moment',
    'Finalement',
    'Et voilà que',
    'Un instant plus tard',
    'Enfin',
    'Petit à petit',
    'Sans attendre',
    'Dans la foulée',
    'Là-dessus',
    'Au bout de quelques minutes',
  ],
  funny: [
    'Et hop',
    'Et là',
    'Soudain',
    'Puis',
    'Aussitôt',
    'Tout à coup',
    'Et voilà que',
    'Sans prévenir',
    'Juste à ce moment-là',
    'Au même moment',
    'Comme par hasard',
    'Pendant ce temps',
    'Alors',
    'Un peu plus loin',
    'Tout près',
    'À deux pas',
    'C’est alors que',
    'Et là, surprise',
    'Et comme si ça ne suffisait pas',
    'Sans crier gare',
    'Et justement',
    'À la surprise générale',
    'Sous les rires',
    'Et pour couronner le tout',
    'Au beau milieu de tout ça',
  ],
  scene: [
    'Tout autour',
    'Ici',
    'Là',
    'Tout près',
    'Un peu plus loin',
    'Par ici',
    'Partout',
    'De tous côtés',
    'Juste à côté',
    'Non loin de là',
    'Pendant ce temps',
    'À deux pas',
    'Un peu à l’écart',
    'Par là-bas',
    'Sur le côté',
    'À quelques pas',
    'Plus loin',
    'Droit devant',
    'Au détour du chemin',
    'Dans un coin',
    'Au premier coup d’œil',
    'En regardant bien',
  ],
  calm: [
    'Tout doucement',
    'Peu à peu',
    'Sans un bruit',
    'Petit à petit',
    'Un peu plus tard',
    'Pendant ce temps',
    'Alors',
    'Puis',
    'Lentement',
    'Dans le calme',
    'À présent',
    'Sans se presser',
    'Tranquillement',
    'Paisiblement',
    'Dans le silence',
    'Bien tranquillement',
    'Tout en douceur',
    'Au calme',
    'Doucement',
  ],
  // A true fact, said as one learns it: never a doubt (« il paraît que »), never a question.
  learn: [
    'On apprend que',
    'On apprend ainsi que',
    'Il faut savoir que',
    'Eh bien',
    'D’ailleurs',
    'Ce qu’on sait moins, c’est que',
    'En fait',
    'Au fait',
    'Chose étonnante',
    'Et justement',
    'Il se trouve que',
  ],
} satisfies Record<string, readonly string[]>;

/** When or how the heroes learn a true fact: « Léa comprend alors que … ». */
const learningWhen = [
  '',
  '',
  ' alors',
  ' ainsi',
  ' ce jour-là',
  ' avec surprise',
  ' au passage',
  ' aujourd’hui',
  ' en écoutant bien',
  ' tout à coup',
];

/** What the heroes do with a true fact, before « que ». */
const heroesLearn: ReadonlyArray<(c: Ctx) => string> = [
  (c) => c.verb('apprend', 'apprennent'),
  (c) => c.verb('découvre'),
  (c) => c.verb('comprend', 'comprennent'),
  (c) => c.verb('retient', 'retiennent'),
  (c) => c.byCount('se rend compte', 'se rendent compte'),
];

/** What the companion does with a true fact, before « que »: « lui explique », « raconte ». */
const companionTells: ReadonlyArray<(c: Ctx) => string> = [
  () => 'explique',
  () => 'raconte',
  () => 'précise',
  () => 'ajoute',
  (c) => `${c.heroesIndirectPronoun} explique`,
  (c) => `${c.heroesIndirectPronoun} raconte`,
  (c) => `${c.heroesIndirectPronoun} apprend`,
  (c) => `${c.heroesIndirectPronoun} confie`,
  (c) => `${c.heroesIndirectPronoun} dit`,
];

/** How the companion tells a true fact. */
const telling = [
  '',
  '',
  ' alors',
  ' en souriant',
  ' avec un clin d’œil',
  ' tout bas',
  ' d’un air savant',
  ' avec passion',
  ' à voix basse',
  ' d’une voix douce',
];

/** How someone watches a scene, by mood: after « sous le regard », then after « sous les yeux ». */
const watching = {
  lively: [
    ['curieux', 'attentif', 'ravi', 'émerveillé', 'amusé', 'réjoui', 'intrigué', 'joyeux'],
    ['émerveillés', 'ravis', 'curieux', 'attentifs', 'brillants', 'pétillants', 'grands ouverts', 'rieurs'],
  ],
  worried: [
    ['inquiet', 'attentif', 'soucieux', 'étonné', 'surpris', 'perplexe'],
    ['inquiets', 'attentifs', 'écarquillés', 'étonnés', 'surpris', 'grands ouverts'],
  ],
  scene: [
    ['curieux', 'attentif', 'émerveillé', 'ravi', 'intrigué', 'rêveur', 'réjoui'],
    ['émerveillés', 'curieux', 'attentifs', 'ravis', 'brillants', 'rêveurs', 'grands ouverts'],
  ],
  helping: [
    ['attentif', 'ravi', 'admiratif', 'confiant', 'encourageant', 'bienveillant'],
    ['attentifs', 'ravis', 'admiratifs', 'confiants', 'brillants', 'bienveillants'],
  ],
  funny: [
    ['amusé', 'rieur', 'malicieux', 'hilare', 'réjoui', 'espiègle'],
    ['amusés', 'rieurs', 'pétillants', 'malicieux', 'réjouis', 'plissés de rire'],
  ],
  calm: [
    ['tendre', 'paisible', 'attendri', 'tranquille', 'doux', 'rêveur'],
    ['attendris', 'ensommeillés', 'tranquilles', 'mi-clos', 'rêveurs', 'paisibles'],
  ],
  learn: [
    ['attentif', 'curieux', 'intéressé'],
    ['attentifs', 'curieux', 'grands ouverts'],
  ],
} satisfies Record<Mood, [readonly string[], readonly string[]]>;

/** What someone does with a detail of the place, in a scene clause: « admire la mare ». */
const sceneLooks = [
  'admire',
  'regarde',
  'observe',
  'passe devant',
  'montre du doigt',
  'contemple',
  'découvre',
  'remarque',
  'examine',
  's’approche de',
  'fait le tour de',
];

/** The words that say what a character is: « perroquet » in « un perroquet bavard nommé Plume ». */
const nouns = (description: string) =>
  (description.match(/\p{L}{5,}/gu) ?? []).filter(
    (word) => !/^(petite?|nommée?|grande?|vieux|vieille|jeune)$/u.test(word),
  );

/** True when the sentence says one of the words (whole words, any case). */
const mentions = (sentence: string, words: readonly string[]) =>
  new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu').test(sentence);

/** Who says « … » in a new way each story: « », murmure le hibou en souriant. */
const saying = [
  'dit',
  'dit',
  'murmure',
  'lance',
  'annonce',
  'souffle',
  'explique',
  'ajoute',
  'répond',
  'déclare',
  's’exclame',
  'propose',
  'remarque',
  'observe',
  'glisse',
  'confie',
];
const speaking = [
  '',
  '',
  ' en souriant',
  ' avec un clin d’œil',
  ' tout bas',
  ' d’un ton joyeux',
  ' d’une voix douce',
  ' avec entrain',
  ' sans hésiter',
  ' d’un air malin',
  ' gaiement',
  ' d’une petite voix',
  ' avec un grand sourire',
  ' d’un ton décidé',
];

/** Where a detail may stand after a sentence: « près du vieux puits ». */
const near = [
  'près de',
  'tout près de',
  'à côté de',
  'juste à côté de',
  'non loin de',
  'à deux pas de',
  'devant',
  'juste devant',
  'pas loin de',
  'à quelques pas de',
  'tout à côté de',
];

/**
 * Words a fixed sentence may say another way, each wording with the same grammar (gender,
 * number, construction), the first the usual one. A pattern with a capture keeps it: « et hop »
 * is not « et hop là ».
 */
const rewordings: Array<[RegExp, readonly string[]]> = [
  [/tout doucement/, ['tout doucement', 'bien doucement', 'tout en douceur', 'très doucement']],
  [/(?<!(tout|bien|très) )doucement/, ['doucement', 'délicatement', 'avec douceur']],
  [/tout bas/, ['tout bas', 'à voix basse', 'à mi-voix']],
  // « une très vieille tortue » is not « une vraiment vieille tortue ».
  [/(?<!(un|une|des|le|la|les|l’) )très (?!très)/, ['très ', 'vraiment ']],
  [/un petit (?!peu)/, ['un petit ', 'un tout petit ']],
  [/une petite /, ['une petite ', 'une toute petite ']],
  [/un grand /, ['un grand ', 'un immense ', 'un très grand ']],
  [/une grande /, ['une grande ', 'une immense ', 'une très grande ']],
  [/un gros /, ['un gros ', 'un énorme ']],
  [/une grosse /, ['une grosse ', 'une énorme ']],
  [/le petit /, ['le petit ', 'le tout petit ']],
  [/la petite /, ['la petite ', 'la toute petite ']],
  [/les petits /, ['les petits ', 'les tout petits ']],
  [/les petites /, ['les petites ', 'les toutes petites ']],
  [/les grands /, ['les grands ', 'les immenses ']],
  [/les gros /, ['les gros ', 'les énormes ']],
  [/un vieux /, ['un vieux ', 'un très vieux ']],
  [/une vieille /, ['une vieille ', 'une très vieille ']],
  // « il y a plein de fleurs », not « un jardin plein de fleurs » (« un jardin beaucoup de fleurs »).
  [/(?<=(y a|a|ont) )plein de /, ['plein de ', 'beaucoup de ', 'tout plein de ']],
  [/monte(?=\s)/, ['monte', 'grimpe']],
  [/montent/, ['montent', 'grimpent']],
  [/voit(?=\s)/, ['voit', 'aperçoit']],
  [/voient/, ['voient', 'aperçoivent']],
  [/trouve(?= (un|une|des|le|la|les|l’) )/, ['trouve', 'découvre']],
  [/très vite/, ['très vite', 'à toute vitesse', 'en un éclair']],
  [/(?<!très )vite(?! !)/, ['vite', 'rapidement']],
  [/tout près/, ['tout près', 'juste à côté']],
  [/au loin/, ['au loin', 'dans le lointain']],
  [/avec plaisir/, ['avec plaisir', 'de bon cœur', 'volontiers']],
  [/de nouveau/, ['de nouveau', 'encore une fois']],
  [/en même temps/, ['en même temps', 'au même moment']],
  [/tout à fait/, ['tout à fait', 'complètement']],
  [/un instant/, ['un instant', 'un moment']],
  [/(?<!bon )un moment/, ['un moment', 'un instant']],
  [/un peu /, ['un peu ', 'un petit peu ']],
  [/partout/, ['partout', 'un peu partout']],
  [/regarde(?=\s)/, ['regarde', 'observe']],
  [/regardent/, ['regardent', 'observent']],
  [/brille(?=\s|,)/, ['brille', 'scintille', 'étincelle']],
  [/brillent/, ['brillent', 'scintillent', 'étincellent']],
  [/murmure(?=\s)/, ['murmure', 'chuchote']],
  [/chuchote(?=\s)/, ['chuchote', 'murmure']],
  [/rit (?!aux)/, ['rit ', 'rigole ']],
  [/rient/, ['rient', 'rigolent']],
  [/applaudit/, ['applaudit', 'bat des mains']],
  [/applaudissent/, ['applaudissent', 'battent des mains']],
  [/tout content(?!e)/, ['tout content', 'ravi']],
  [/toute contente/, ['toute contente', 'ravie']],
  [/tout contents/, ['tout contents', 'ravis']],
  [/de joie/, ['de joie', 'de bonheur']],
  [/beaucoup/, ['beaucoup', 'énormément']],
  [/aussitôt/, ['aussitôt', 'tout de suite', 'immédiatement']],
  [/tout de suite/, ['tout de suite', 'aussitôt']],
  [/soudain|tout à coup/, ['soudain', 'tout à coup', 'brusquement']],
  [/(?<!(si|très|trop|plus|moins|aussi) )lentement(?!, lentement)/, ['lentement', 'tout lentement', 'sans se presser']],
  [/magnifique/, ['magnifique', 'splendide']],
  [/adore (?=l)/, ['adore ', 'aime tant ']],
  [/adorent (?=l)/, ['adorent ', 'aiment tant ']],
  [/se met à/, ['se met à', 'commence à']],
  [/se mettent à/, ['se mettent à', 'commencent à']],
  [/en riant/, ['en riant', 'en rigolant']],
  [/en souriant/, ['en souriant', 'avec un sourire', 'le sourire aux lèvres']],
  [/sans bruit/, ['sans bruit', 'sans faire de bruit', 'en silence']],
  [/petit à petit|peu à peu/, ['petit à petit', 'peu à peu']],
  [/oups/, ['oups', 'oh là là', 'aïe']],
  [/zut/, ['zut', 'mince', 'oh non']],
  [/oh non/, ['oh non', 'oh là là', 'aïe aïe aïe']],
  [/(?<!et )hop(?! là)/, ['hop', 'hop là']],
  // Openings of a sentence, in other words of the same time.
  // « Après Léa reprend… » reads « after Léa »: never « Après » without its comma.
  [/^Puis(?= )/, ['Puis', 'Ensuite']],
  [/^Ce soir(?=,)/, ['Ce soir', 'Ce soir-là']],
  [/^Ce jour-là/, ['Ce jour-là', 'Un beau jour']],
  [/^Le soir(?=,)/, ['Le soir', 'Le soir venu']],
  [/^Pour finir/, ['Pour finir', 'Pour terminer']],
  [/^Quand le soleil se couche/, ['Quand le soleil se couche', 'Au coucher du soleil', 'Quand le soleil descend']],
  [/^Et la prochaine fois/, ['Et la prochaine fois', 'Et la fois suivante', 'Et une autre fois']],
  [/^Chut(?= :)/, ['Chut', 'Chhht', 'Silence']],
  [/^Hourra/, ['Hourra', 'Youpi', 'Bravo']],
  [/^Youpi/, ['Youpi', 'Hourra']],
  [/^Quelle joie/, ['Quelle joie', 'Quel bonheur']],
  [/maintenant/, ['maintenant', 'à présent']],
  // Verbs, with what may follow them unchanged.
  [/sourit(?=[.,])/, ['sourit', 'a un grand sourire', 'sourit de toutes ses dents']],
  [/sourient(?=[.,])/, ['sourient', 'ont un grand sourire']],
  [/court(?= (vers|jusqu|dans))/, ['court', 'file', 'se précipite']],
  [/courent(?= (vers|jusqu|dans))/, ['courent', 'filent', 'se précipitent']],
  [/saute(?= (de joie|partout|dans|sur|par-dessus))/, ['saute', 'bondit']],
  [/sautent(?= (de joie|partout|dans|sur|par-dessus))/, ['sautent', 'bondissent']],
  [/tombe(?= (dans|sur|par terre|pile))/, ['tombe', 'atterrit']],
  [/s’envole(?=[ .,])/, ['s’envole', 'prend son envol']],
  [/s’envolent(?=[ .,])/, ['s’envolent', 'prennent leur envol']],
  [/demande(?= (comment|pourquoi|si|où))/, ['demande', 'veut savoir']],
  [/réfléchit(?=[.,])/, ['réfléchit', 'se creuse la tête', 'cherche une idée']],
  [/essaie(?= (de|d’))/, ['essaie', 'tente']],
  [/essaient(?= (de|d’))/, ['essaient', 'tentent']],
  [/se gratte la tête/, ['se gratte la tête', 'se gratte le bout du nez']],
  [/ferme les yeux/, ['ferme les yeux', 'ferme doucement les yeux', 'baisse les paupières']],
  [/ferment les yeux/, ['ferment les yeux', 'ferment doucement les yeux', 'baissent les paupières']],
  [/fait un vœu/, ['fait un vœu', 'fait un souhait']],
  [/serre(?= (son|sa|ses) )/, ['serre', 'garde']],
  [/brosse ses dents/, ['brosse ses dents', 'se brosse les dents']],
  [/enfile son pyjama/, ['enfile son pyjama', 'met son pyjama']],
  // Adjectives of one gender and number, and phrases.
  // « une joyeuse pagaille » is no « une pleine d’entrain pagaille »: only before a comma or a full stop.
  [/joyeuse(?=[,.!])/, ['joyeuse', 'gaie', 'pleine d’entrain']],
  [/joyeuses/, ['joyeuses', 'gaies']],
  // « douceur » is not « douce »: the pattern ends on a lookahead, so it says where the word ends.
  [/(?<!(toute|si|très|trop|aussi|plus|moins|bien) )douce(?![a-zàâçéèêëîïôûùüÿœ])(?! comme)/, ['douce', 'toute douce']],
  [/tout est calme/, ['tout est calme', 'tout est paisible', 'tout est tranquille']],
  [/bien au chaud/, ['bien au chaud', 'tout au chaud', 'bien à l’abri']],
  [/merveilleux/, ['merveilleux', 'formidable', 'fabuleux']],
  [/merveilleuse/, ['merveilleuse', 'formidable', 'fabuleuse']],
  [/étonnant/, ['étonnant', 'surprenant', 'incroyable']],
  [/étonnante/, ['étonnante', 'surprenante', 'incroyable']],
  [/étonnantes/, ['étonnantes', 'surprenantes', 'incroyables']],
  [/rigolo/, ['rigolo', 'drôle', 'amusant']],
  [/rigolote/, ['rigolote', 'drôle', 'amusante']],
  [/drôle de/, ['drôle de', 'bien drôle de']],
  [/heureuse/, ['heureuse', 'ravie']],
  [/(?<=^|: |, )tout le monde(?= [a-zé])/, ['tout le monde', 'chacun']],
  [/absolument/, ['absolument', 'à tout prix']],
  [/en chœur/, ['en chœur', 'd’une seule voix']],
  [/encore une fois/, ['encore une fois', 'une fois de plus', 'de nouveau']],
  [/tout droit/, ['tout droit', 'droit devant']],
  [/un à un/, ['un à un', 'l’un après l’autre']],
  [/une à une/, ['une à une', 'l’une après l’autre']],
  [/les yeux à moitié fermés/, ['les yeux à moitié fermés', 'les yeux mi-clos', 'les paupières lourdes']],
  [/les yeux fermés/, ['les yeux fermés', 'les paupières closes']],
  [/sans bouger/, ['sans bouger', 'sans faire un geste', 'sans remuer']],
  [/en silence/, ['en silence', 'sans un bruit']],
  [/le cœur content/, ['le cœur content', 'le cœur léger', 'le cœur joyeux']],
  [/le cœur léger/, ['le cœur léger', 'le cœur content']],
  [/fais de beaux rêves/, ['fais de beaux rêves', 'fais de jolis rêves', 'fais de doux rêves']],
  [/faites de beaux rêves/, ['faites de beaux rêves', 'faites de jolis rêves', 'faites de doux rêves']],
  [/dors bien/, ['dors bien', 'dors bien au chaud', 'dors tranquille']],
  [/dormez bien/, ['dormez bien', 'dormez bien au chaud', 'dormez tranquilles']],
  [/encore plus/, ['encore plus', 'bien plus']],
  [/bien sûr/, ['bien sûr', 'évidemment']],
  [/d’un coup/, ['d’un coup', 'd’un seul coup']],
  [/comme par magie/, ['comme par magie', 'comme par enchantement']],
  [/en courant/, ['en courant', 'au pas de course', 'à toutes jambes']],
  [/à toute vitesse/, ['à toute vitesse', 'à toute allure']],
  [/la bonne réponse/, ['la bonne réponse', 'la solution']],
  [/une dernière chose/, ['une dernière chose', 'encore une chose']],
  [/une devinette/, ['une devinette', 'une petite énigme']],
  [/tout contre(?= (son|sa|ses|leur|leurs) )/, ['tout contre', 'bien contre', 'tout près de']],
  [/dans l’ombre/, ['dans l’ombre', 'dans un coin sombre']],
  [/une solution/, ['une solution', 'un moyen']],
  [/pas à pas/, ['pas à pas', 'petit pas par petit pas']],
  [/en souvenir/, ['en souvenir', 'pour se souvenir']],
  [/quand même/, ['quand même', 'malgré tout']],
  [/chacun son tour/, ['chacun son tour', 'à tour de rôle']],
].map(([pattern, wordings]) => {
  const source = (pattern as RegExp).source;
  // Whole words: « soudain » is not the start of « soudaine ».
  const end = /\p{L}$/u.test(source) ? '(?!\\p{L})' : '';
  return [new RegExp(`(?<!\\p{L})(?:${source})${end}`, 'iu'), wordings as string[]];
});

/**
 * A fixed sentence in other words of the same grammar: each wording found once (not twice, as
 * in « tout bas, tout bas »), outside speech and the names of who is drawn.
 */
export function reword(c: Ctx, sentence: string, names: readonly string[]): string {
  let text = sentence;
  for (const [pattern, wordings] of rewordings) {
    const found = pattern.exec(text);
    if (!found) continue;
    const start = found.index;
    const end = start + found[0].length;
    const rest = text.slice(end);
    if (pattern.test(rest)) continue;
    const inSpeech = (text.slice(0, start).match(/«/g)?.length ?? 0) > (text.slice(0, start).match(/»/g)?.length ?? 0);
    const inName = names.some((name) => {
      const at = text.indexOf(name);
      return at >= 0 && at < end && at + name.length > start;
    });
    if (inSpeech || inName) continue;
    const wording = c.rng.pick(wordings);
    // « ne voit » is not « ne aperçoit »: a word that elides before one keeps its wording.
    if (
      elides(wording) !== elides(found[0]) &&
      /(^|\s)(ne|que|de|le|la|se|je|me|te|ce)\s$/iu.test(text.slice(0, start))
    )
      continue;
    const cased = start === 0 ? wording.charAt(0).toUpperCase() + wording.slice(1) : wording;
    text = text.slice(0, start) + cased + rest;
  }
  return text;
}

/** The words of a linking phrase that another on the same page should not repeat. */
const wordsOf = (phrase: string) =>
  (phrase.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => word !== 'juste');

/** Words a sentence starts with that a linking phrase may put in lower case. */
const lowerable = new Set(
  (
    'le la les l’ un une des du il elle ils elles on tout tous toute toutes sa son ses leur leurs ' +
    'deux trois quatre quelques plusieurs ce cet cette ces quelque rien personne chacun chaque ça c’'
  ).split(' '),
);

/** More first words a true fact may start with after « On apprend que »: « en France », « pour faire du pain ». */
const factStarts = new Set(
  'en pour avec au aux dans sur sous chez certains certaines autrefois avant aujourd’ hier beaucoup sans même'.split(
    ' ',
  ),
);

/** First words of a sentence that opens on where it happens: « Au bord du bois, », « Sur la route, ». */
const placeStarts = new Set('au aux sur dans sous devant derrière près chez'.split(' '));

/** Linking phrases that say where, which a sentence placed already does not take twice. */
const spatial =
  /(?<!\p{L})(par|plus loin|partout|tous côtés|droit|coin|autour|premier coup|deux pas|quelques pas|détour|regardant)(?!\p{L})/iu;

/** A sentence that opens on a time of its own, past or to come. */
const timed =
  /^(demain|quand|lorsque|ce matin|ce soir|le soir|cette nuit|aujourd|le lendemain|un jour|bientôt|enfin|maintenant)/iu;

/** A sentence already placed somewhere says no second place. */
const placed =
  /(?<!\p{L})(dans|sur|sous|près|devant|derrière|au bord|au pied|au milieu|à côté|autour|jusqu|chez|vers|parmi|entre|loin|en haut|là-haut|au-dessus|au fond|ici|là)(?!\p{L})/iu;

type Mood = keyof typeof linking;

function moodOf(mood: PageMood): Mood {
  if (mood.worried || mood.action === 'problem') return 'worried';
  if (mood.calm || mood.action === 'calm' || mood.action === 'sleep') return 'calm';
  if (mood.action === 'laugh') return 'funny';
  if (mood.action === 'help' || mood.action === 'work') return 'helping';
  if (mood.action === 'arrive' || mood.action === 'explore') return 'scene';
  return 'lively';
}

/** Pages where a scene may be placed by a detail of the setting: not a fact, a flight or a bed. */
const placeable = new Set<ActionKey>(['explore', 'discover', 'laugh', 'celebrate']);

/** Pages where a sentence may end on a detail of the place (« près du vieux puits »): those, and helping, trying, greeting, daring, a problem. */
const closable = new Set<ActionKey>([...placeable, 'help', 'work', 'greet', 'brave', 'problem']);

/**
 * Says the theme's and the arcs' fixed sentences in a new way each story: a linking phrase
 * before (« Au même moment, »), and a detail of the place (« près de la mare entourée de
 * roseaux ») or someone watching (« sous le regard amusé du hibou ») after, each at most once
 * a page. Sentences that are speech, exclamations, or open with their own linking phrase are
 * said as they are.
 */
export class SentenceFraming {
  private mood: PageMood = { action: 'explore', worried: false, calm: false, companionHere: false };
  private readonly linkingSaid = new Set<string>();
  private closings = new Set<'place' | 'watched'>();

  constructor(
    private readonly c: StoryContext,
    /** Names a sentence may start with, kept capitalised after a linking phrase. */
    private readonly names: readonly string[],
  ) {}

  beginPage(mood: PageMood): void {
    this.mood = mood;
    this.linkingSaid.clear();
    // Someone watching on every page (« sous le regard attentif du hibou ») becomes a refrain:
    // a page after one that had it goes without.
    this.closings = new Set(this.watchedLastPage ? ['place'] : ['place', 'watched']);
    this.watchedLastPage = false;
  }

  private watchedLastPage = false;

  /**
   * The sentence in this story's words (`reword`), and framed unless `plainly`: the opening's
   * first sentences, a book ahead of its words.
   */
  tell(text: string, plainly: boolean, briefly: boolean | 'scene' = false): string {
    // A true fact keeps its words; only the way it is learnt varies.
    const fact = this.isFact(text);
    const reworded = fact ? text : reword(this.c, text, this.names);
    if (!plainly) return this.frame(reworded, fact);
    // A true fact said plainly may still open on a word or two of learning (« En fait, … »).
    if (briefly && fact) return this.learnBriefly(text);
    return briefly ? this.frameBriefly(reworded, briefly === 'scene') : reworded;
  }

  /**
   * A book ahead of its words: now and then a one-word linking phrase (« Alors, », « Soudain, »),
   * which costs a word where a detail would cost five.
   */
  private frameBriefly(text: string, sceneOnly: boolean): string {
    const sentence = text.trim();
    if (this.mood.action === 'learn' || /[?…]/u.test(sentence) || sentence.startsWith('«')) return text;
    // The opening page's scene (« Ici, des drapeaux flottent… »), never its heroes (« Ici, elle adore… »).
    if (sceneOnly && this.mentionsHeroes(sentence)) return text;
    const end = sentence.endsWith('!') ? ' !' : sentence.endsWith('.') ? '.' : null;
    if (!end || this.c.rng.chance(0.15)) return text;
    const opened = this.opened(sentence.slice(0, -1).trimEnd(), sceneOnly ? 'scene' : moodOf(this.mood), true);
    return opened === null ? text : `${opened}${end}`;
  }

  /**
   * A true fact in a book ahead of its words is learnt all the same (« Léa découvre alors que … »):
   * a few words, three times a story, where a fact said as it is would be the same in every story.
   */
  private learnBriefly(text: string): string {
    const sentence = text.trim();
    if (!sentence.endsWith('.') || /[?…]/u.test(sentence) || this.c.rng.chance(0.1)) return text;
    const opened = this.opened(sentence.slice(0, -1).trimEnd(), 'learn');
    return opened === null ? text : `${opened}.`;
  }

  /** True for one of the theme's true facts (or its longer part), which only takes a way to learn it. */
  private isFact(text: string): boolean {
    const start = (sentence: string) => sentence.replace(/'/g, '’').slice(0, 24);
    const head = start(text.trim());
    return this.c.theme.facts.some((fact) => start(fact.text) === head || (fact.more && start(fact.more) === head));
  }

  private frame(text: string, fact = false): string {
    const sentence = text.trim();
    const speech = /^(« [^»]+ »), dit ([^,«»]+)\.$/u.exec(sentence);
    if (speech) return `${speech[1]}, ${this.c.rng.pick(saying)} ${speech[2]}${this.c.rng.pick(speaking)}.`;
    // A true fact is said as one learns it (« On apprend que … »), or as it is; a word of it in
    // quotes (« confetti ») does not stop it.
    if (fact) {
      if (!sentence.endsWith('.') || /[?…]/u.test(sentence)) return text;
      const opened = this.opened(sentence.slice(0, -1).trimEnd(), 'learn');
      return opened === null ? text : `${opened}.`;
    }
    // A question, speech or an ellipsis keeps its own shape; a word in quotes (« flop ») does not
    // stop a linking phrase.
    if (this.mood.action === 'learn' || sentence.length > 120 || /[?…]/u.test(sentence) || sentence.startsWith('«'))
      return text;
    const quoted = /[«»]/u.test(sentence);
    // A cry keeps its end: « Une pomme, un biscuit, et on repart ! » may only open on a linking phrase.
    const exclaimed = sentence.endsWith('!');
    if (!sentence.endsWith('.') && !exclaimed) return text;
    const core = sentence.slice(0, -1).trimEnd();
    const opened = this.opened(core);
    // No detail after: for the youngest (short sentences), after a colon's second half (« un
    // secret : lui aussi avait peur »), or after a time of its own (« Demain, peut-être, … »),
    // a cry or a word in quotes.
    const closes =
      !exclaimed && !quoted && this.c.band !== 'small' && !core.includes(':') && (opened !== null || !timed.test(core));
    const closing = closes ? this.closing(core) : '';
    if (opened === null && !closing) return text;
    return `${opened ?? core}${closing}${exclaimed ? ' !' : '.'}`;
  }

  /** The sentence after a linking phrase, or null when its first word cannot follow one. */
  private opened(sentence: string, mood: Mood = moodOf(this.mood), brief = false): string | null {
    const first = /^\S+?(?:['’]|(?=[\s,]))/u.exec(sentence)?.[0] ?? '';
    const lower = first.toLowerCase().replace("'", '’');
    const named = this.names.some((name) => sentence.startsWith(name + ' '));
    // « Au bord du bois, un chevreuil… » takes a linking phrase of time, not of place: « Puis, au bord du bois ».
    const placedFirst = placeStarts.has(lower) && !timed.test(sentence);
    if (!named && !lowerable.has(lower) && !placedFirst && !(mood === 'learn' && factStarts.has(lower))) return null;
    // « Léa, Tom et le hibou » or « Pistache, une petite renarde, »: a list or an apposition.
    // « Une pomme, un biscuit, … » too.
    // A fact's fronted complement (« En France, on appelle… ») is no list: « On apprend qu’en France, … ».
    if (/^(\S+\s){0,2}\S+,/u.test(sentence) && !(mood === 'learn' && factStarts.has(lower))) return null;
    const rest = named ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
    // Every sentence of a page opening on a linking phrase reads like a list: after the first,
    // one in two goes without.
    if (this.linkingSaid.size > 0 && this.c.rng.chance(0.5)) return null;
    const scene =
      !brief && mood !== 'learn' && this.closings.has('place') && this.c.rng.chance(0.5) ? this.scene(sentence) : null;
    if (scene) {
      this.linkingSaid.add('pendant');
      return `${scene}, ${rest}`;
    }
    // « Juste à ce moment-là » and « À ce moment-là » on one page say the same twice, and so do
    // « Sans un bruit » and a sentence that goes on « sans faire de bruit ».
    const own = new Set(wordsOf(sentence));
    const choices = linking[mood].filter(
      (phrase) =>
        !(brief && (phrase.split(' ').length > 2 || phrase.endsWith(' que'))) &&
        !(placedFirst && (placed.test(phrase) || spatial.test(phrase))) &&
        !wordsOf(phrase).some((word) => this.linkingSaid.has(word) || own.has(word)),
    );
    if (choices.length === 0) return null;
    const phrase = mood === 'learn' && !brief ? this.learning(choices) : this.c.rng.pick(choices);
    for (const word of wordsOf(phrase)) this.linkingSaid.add(word);
    if (phrase.endsWith(' que')) return `${phrase.slice(0, -4)} ${que(rest)}`;
    // « Puis Léa lève les bras », without a comma.
    return /^(Et )?puis$/iu.test(phrase) ? `${phrase} ${rest}` : `${phrase}, ${rest}`;
  }

  /**
   * How a true fact is learnt: a phrase of the list (« Il faut savoir que »), or who learns it
   * or tells it (« Léa découvre alors que », « Le hibou lui explique en souriant que »). A fact
   * is said in a story out of three of its theme: it needs some hundreds of ways to be learnt.
   */
  private learning(phrases: readonly string[]): string {
    const c = this.c;
    const learnt = () => c.rng.pick(learningWhen);
    const ways = [
      () => c.rng.pick(phrases),
      () => `On ${c.rng.pick(['apprend', 'découvre', 'comprend'])}${learnt()} que`,
      () => cap(`${c.heroesSubject} ${c.rng.pick(heroesLearn)(c)}${learnt()} que`),
      ...(this.mood.companionHere
        ? [() => cap(`${c.companionSubject} ${c.rng.pick(companionTells)(c)}${c.rng.pick(telling)} que`)]
        : []),
    ];
    return c.rng.pick(ways)();
  }

  /**
   * « Pendant que le hibou admire la mare entourée de roseaux »: someone on the page looks at or
   * listens to a detail of the place while the sentence happens; it takes the page's detail and
   * witness. Null where the page has none to give.
   */
  private scene(sentence: string): string | null {
    const c = this.c;
    const witnesses = this.witnesses(sentence, true);
    const scenery = c.place.scenery;
    if (!witnesses.length || !scenery || !placeable.has(this.mood.action)) return null;
    const looks = moodOf(this.mood) === 'calm' ? ['regarde', 'contemple'] : sceneLooks;
    // « s’approche de » and « fait le tour de » contract with the detail: « du vieux puits ».
    const look = c.rng.pick(looks);
    const detail =
      c.rng.chance(0.7) && scenery.sights.length
        ? look.endsWith(' de')
          ? `${look.slice(0, -3)} ${de(definite(this.detail(scenery.sights)))}`
          : `${look} ${definite(this.detail(scenery.sights))}`
        : `${c.rng.pick(['écoute', 'entend', 'reconnaît'])} ${this.detail(scenery.sounds)}`;
    this.closings.clear();
    return `${c.rng.pick(['Pendant', 'Tandis'])} ${que(c.rng.pick(witnesses))} ${detail}`;
  }

  /** A detail of the place, one not named yet in the story while there are some. */
  private detail(details: readonly string[]): string {
    const fresh = details.filter((detail) => !this.c.detailsTold.has(detail));
    const detail = this.c.rng.pick(fresh.length ? fresh : details);
    this.c.detailsTold.add(detail);
    return detail;
  }

  /** True when the sentence is about the heroes: their names, their pronouns, their things. */
  private mentionsHeroes(sentence: string): boolean {
    const c = this.c;
    // « nos deux amis », « notre amie Léa » are the heroes too.
    const heroes = [
      ...c.names.split(/, | et /),
      c.who,
      c.heroesPronoun,
      c.them,
      'nos',
      'notre',
      ...c.byCount('son sa ses', 'leur leurs').split(' '),
    ];
    return mentions(sentence, heroes);
  }

  /** Who may watch the sentence: the heroes unless it is about them, the companion if on the page. */
  private witnesses(sentence: string, oneByOne: boolean): string[] {
    const c = this.c;
    const heroNames = c.names.split(/, | et /);
    return [
      ...(this.mentionsHeroes(sentence) ? [] : oneByOne ? (heroNames.length > 3 ? [] : heroNames) : [c.who]),
      ...(this.mood.companionHere && !mentions(sentence, [c.comp.the, c.companionPronoun, ...nouns(c.comp.a)])
        ? [c.comp.the]
        : []),
    ];
  }

  /** A detail of the place or a witness after the sentence, each once a page; '' when none fits. */
  private closing(sentence: string): string {
    const c = this.c;
    const options: Array<() => string> = [];
    const sights = (c.place.scenery?.sights ?? []).filter((sight) => !/ près | à côté /.test(sight));
    if (this.closings.has('place') && closable.has(this.mood.action) && !placed.test(sentence) && sights.length) {
      options.push(() => {
        this.closings.delete('place');
        const prep = c.rng.pick(near);
        const sight = definite(this.detail(sights));
        return `, ${prep.endsWith('devant') ? `${prep} ${sight}` : `${prep.slice(0, -3)} ${de(sight)}`}`;
      });
    }
    const witnesses = this.witnesses(sentence, false);
    if (this.closings.has('watched') && witnesses.length) {
      options.push(() => {
        this.closings.delete('watched');
        this.watchedLastPage = true;
        const [regard, eyes] = watching[moodOf(this.mood)];
        const witness = de(c.rng.pick(witnesses));
        return c.rng.chance(0.5)
          ? `, sous le regard ${c.rng.pick(regard)} ${witness}`
          : `, sous les yeux ${c.rng.pick(eyes)} ${witness}`;
      });
    }
    return options.length ? c.rng.pick(options)() : '';
  }
}
