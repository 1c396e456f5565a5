import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
import type { Ctx, Line, PageDraft } from '../types.js';
import type { Arc } from './arc.js';
import { page, reachedBy, softMoments } from './common.js';
import { framedSlots, slots, vary } from '../variety.js';

/**
 * 'sleep': a slow evening walk to say goodnight to the theme's world, a companion helped to
 * fall asleep, and the heroes in bed. No suspense anywhere: the only "problem" is a yawn.
 */

const later = (c: StoryContext): PageDraft['time'] => (c.progress < 0.5 ? 'dusk' : 'night');

/** The evening falling on the house, said on the first page of every sleep story. */
const eveningFalls: Line = slots(
  [
    'Le soir tombe',
    'La nuit arrive',
    'Le jour s’en va',
    'Le soir descend',
    'La nuit approche',
    'Le soir arrive',
    'Le jour s’efface',
  ],
  ['', 'tout doucement', 'à petits pas', 'peu à peu', 'comme une couverture', 'comme une caresse', 'sans bruit'],
  [(c) => `sur la maison ${de(c.intro)}`, (c) => `sur la rue ${de(c.intro)}`, (c) => `sur le jardin ${de(c.intro)}`],
  [
    '',
    (c) => c.more(', et le ciel se teinte de rose et de mauve'),
    (c) => c.more(', et les lampes s’allument aux fenêtres'),
    (c) => c.more(', et les oiseaux se taisent un à un'),
    (c) => c.more(', et les nuages deviennent roses'),
    ', sans se presser',
    (c) => c.rich(', et les ombres s’allongent sur le trottoir'),
  ],
);

const openers: Line[][] = [
  [
    eveningFalls,
    framedSlots(
      [
        '',
        'Comme chaque soir,',
        'Sans traîner,',
        'En chantonnant,',
        'En bâillant un peu,',
        'Tout doucement,',
        'Sans se faire prier,',
      ],
      [
        (c) => `${c.heroesSubject} ${c.verb('enfile')} ${c.byCount('son pyjama', 'leurs pyjamas')}`,
        (c) => `${c.heroesSubject} ${c.verb('met', 'mettent')} ${c.byCount('son pyjama', 'leurs pyjamas')}`,
        (c) => `${c.heroesSubject} ${c.verb('passe', 'passent')} ${c.byCount('son pyjama', 'leurs pyjamas')}`,
      ],
      ['', ' tout doux', ' à étoiles', ' à rayures', ' tout chaud'],
      [
        (c) => `et ${c.verb('brosse')} ${c.byCount('ses', 'leurs')} dents`,
        (c) => `puis ${c.verb('brosse')} ${c.byCount('ses', 'leurs')} dents`,
        (c) => `et ${c.verb('se brosse', 'se brossent')} les dents`,
        (c) => `puis ${c.byCount('file', 'filent')} à la salle de bain`,
        (c) => `puis ${c.verb('se lave', 'se lavent')} le bout du nez`,
      ],
      [
        '',
        ', bien comme il faut',
        ', en faisant des grimaces dans le miroir',
        ', sans oublier les petites du fond',
        ', en chantonnant tout bas',
        ', sans traîner',
      ],
    ),
  ],
  [
    framedSlots(
      [
        'C’est l’heure',
        'Voici l’heure',
        'Arrive l’heure',
        'C’est bientôt l’heure',
        'Voilà venue l’heure',
        'Déjà, c’est l’heure',
      ],
      ['d’aller au lit', 'de se coucher', 'd’aller dormir', 'de filer au lit', 'de se glisser au lit'],
      [(c) => `pour ${c.intro}`],
      ['', ', comme chaque soir', ', tout doucement', ', après une longue journée', ', et c’est très bien comme ça'],
    ),
    slots(
      [(c) => `Dans ${c.byCount('sa', 'leur')} chambre,`, 'Près du lit,', 'Sur la table de chevet,', 'Dans un coin,'],
      [
        'la petite lampe',
        'la veilleuse',
        'la lampe de chevet',
        'la petite lampe en forme de lune',
        'la lampe en forme d’étoile',
      ],
      ['fait une lumière', 'donne une lumière', 'répand une lumière', 'allume une lumière'],
      [
        'toute douce',
        'toute dorée',
        'douce comme du miel',
        'tendre et dorée',
        'couleur de miel',
        'douce comme un câlin',
      ],
      ['', ', et les ombres dansent au plafond', ', et la chambre devient toute calme', ', juste assez pour voir'],
    ),
  ],
  [
    vary`${['Ce soir', 'Ce soir-là', 'Avant de se coucher', 'En pyjama', 'Avant d’aller au lit', 'Juste avant de dormir']}, ${(c) => c.introSubj} ${(c) => c.rng.pick([c.verb('regarde'), c.verb('observe'), c.verb('contemple'), c.verb('admire')])} le ciel ${['par la fenêtre', 'derrière la vitre', 'entre les rideaux', (c) => `depuis ${c.byCount('son lit', 'leurs lits')}`, 'le nez à la fenêtre']}${['', ', sans se presser', ', en bâillant', ', bien au chaud', ', le menton dans les mains', (c) => `, en serrant ${c.byCount('son doudou', 'leurs doudous')}`]}.`,
    slots(
      ['Dehors,', 'Derrière la vitre,', 'Au-dessus des toits,', 'Là-bas, au loin,', 'Tout au bout de la rue,'],
      [
        'le soleil se couche',
        'le soleil se couche doucement',
        'le soleil se couche sans bruit',
        'le soleil se couche lentement',
      ],
      ['et tout devient', 'et le ciel devient', 'et les nuages deviennent', 'et les toits deviennent'],
      [
        'rose et doré',
        'orange et rose',
        'doré comme du miel',
        'rose comme une barbe à papa',
        'mauve et or',
        'couleur de pêche',
      ],
      ['', ', puis bleu', ', tout doucement', ', comme dans un livre'],
    ),
  ],
];

const wishes: Line[] = [
  vary`« ${(c) => c.byCount('Viens', 'Venez')} ${['dire bonne nuit à tout le monde', 'souhaiter bonne nuit à tout le monde', 'dire bonsoir à chacun', 'faire le tour des bonnes nuits', 'souhaiter bonne nuit à chacun']}${['', ' avec moi', ', tout doucement', ' avant de dormir']} », ${['murmure', 'chuchote', 'souffle', 'propose tout bas', 'dit tout bas', 'murmure doucement']} ${(c) => c.companion}${['', ' en souriant', ' avec un clin d’œil', ' d’une voix douce']}.`,
  vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} propose une ${['petite promenade du soir', 'balade tout en douceur', 'petite promenade sous les étoiles', 'promenade à pas de loup', 'promenade toute tranquille']}, pour ${['dire bonne nuit à tout le monde', 'souhaiter bonne nuit à chacun', 'dire bonsoir à tout le pays', 'saluer tous ceux qui vont dormir']}${['', ', avant de dormir', ', sans faire de bruit']}.`,
];

/** Middle pages with no theme material: yawns, soft steps, counting stars. */
const quietPages: Line[][] = [
  [
    framedSlots(
      [
        (c) => `${c.heroesSubject} ${c.verb('bâille')}`,
        (c) => `${c.one().who} bâille`,
        (c) => `${c.heroesSubject} ${c.verb('laisse', 'laissent')} échapper un bâillement`,
        (c) => `${c.one().who} pousse un grand bâillement`,
      ],
      [
        ', une fois, deux fois, trois fois',
        ', un grand bâillement tout rond',
        ', la main devant la bouche',
        ', si fort que ça fait rire',
        ', comme un petit chat',
        ', comme un lionceau fatigué',
        ', les bras tendus vers le ciel',
        ', sans pouvoir s’arrêter',
        ', comme un hippopotame',
      ],
      [
        '',
        ', puis sourit',
        ', tout doucement',
        ', et les étoiles clignent',
        ', et c’est contagieux',
        ', puis rit tout bas',
      ],
    ),
    framedSlots(
      [
        (c) => `${c.companionSubject} bâille aussi`,
        (c) => `${c.companionSubject} se met à bâiller aussi`,
        (c) => `${c.companionSubject} bâille à son tour`,
      ],
      [
        ', en ouvrant une toute petite bouche',
        ', tout doucement',
        ', sans pouvoir s’en empêcher',
        ', puis se frotte les yeux',
        ', encore plus fort',
        ', en s’étirant',
        ', la tête sur le côté',
        ', avec un petit bruit',
      ],
      ['', ', et tout le monde sourit', ', sans un bruit', ', comme en écho', ', et ça recommence'],
    ),
  ],
  [
    vary`Une ${['petite brise', 'brise légère', 'brise toute douce', 'petite brise tiède']} passe et ${['chante', 'fredonne', 'murmure']} une chanson ${['sans paroles', 'toute douce', 'sans un mot', 'venue de loin']}${['', ', tout bas', ', dans les feuilles']}.`,
    framedSlots(
      [
        (c) => `${c.heroesSubject} ${c.verb('écoute')}`,
        (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} l’oreille`,
        (c) => `${c.one().who} écoute`,
      ],
      [
        'sans bouger',
        'sans faire un geste',
        'les yeux mi-clos',
        'en souriant',
        'le souffle léger',
        'la tête penchée',
        'sans respirer trop fort',
        'la main sur le cœur',
        'les paupières lourdes',
      ],
      [
        '',
        ', pour ne pas l’effrayer',
        ', et c’est doux',
        ', le plus longtemps possible',
        ', jusqu’à la dernière note',
        ', comme une berceuse',
        ', et le cœur se fait tout calme',
      ],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('compte')} les ${['étoiles', 'étoiles du ciel', 'petites étoiles', 'étoiles qui s’allument', 'étoiles une à une']} : ${['une, deux, trois', 'une, deux, trois, quatre', 'une, puis deux, puis trois', 'une, deux, cinq, non, trois']}, et ${['encore une', 'puis une autre', 'une de plus', 'encore une là-bas']}${['', ' !', '']}`,
    vary`${['Il y en a', 'Là-haut, il y en a', 'Des étoiles, il y en a']} ${['tant', 'tellement', 'tant et tant', 'des milliers']} que ${['les chiffres s’endorment en route', 'les chiffres bâillent', 'on perd le compte', 'les nombres se mélangent', 'le compte s’envole']}${['', ', tout doucement', ', quelque part vers dix', ', vers vingt', ', et c’est très bien']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} raconte ${['à voix basse', 'tout bas', 'en chuchotant', 'doucement']} l’histoire ${['d’un petit nuage qui voulait dormir dans un lit', 'd’une étoile qui cherchait son lit', 'd’un escargot qui comptait les moutons', 'd’une lune qui cherchait son oreiller']}.`,
    framedSlots(
      [
        (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')}`,
        (c) => `${c.heroesSubject} ${c.verb('écoute')}`,
        (c) => `${c.one().who} écoute`,
      ],
      [
        ', les yeux à moitié fermés',
        ', la joue contre la main',
        ', un petit sourire aux lèvres',
        ', les yeux mi-clos',
        ', les paupières lourdes',
        ', déjà à moitié dans le sommeil',
        ', la tête sur l’épaule',
        ', sans rien dire',
        ', le menton dans la couverture',
        ', les mains sous la joue',
      ],
      [
        '',
        ', bien au calme',
        ', tout doucement',
        ', jusqu’au bout',
        ', en demandant la suite tout bas',
        ', sans perdre un mot',
        ', comme dans un cocon',
      ],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('marche'), c.verb('avance'), c.verb('trottine')])} ${['tout doucement', 'sans bruit', 'à petits pas', 'comme une souris', 'à pas de loup']}, sur la pointe des pieds${['', ', sans faire craquer une branche', (c) => `, en retenant ${c.byCount('son', 'leur')} souffle`, ', un doigt sur la bouche']}.`,
    framedSlots(
      ['Chut :', 'Chhht :', 'Silence :', 'Tout doux :', 'Plus un bruit :'],
      ['tout le monde', 'tout le pays', 'chacun', 'la maison entière', 'le monde entier', 'tout le voisinage'],
      [
        'commence à dormir',
        'commence à s’endormir',
        'se prépare à dormir',
        'va bientôt dormir',
        'a sommeil',
        'bâille déjà',
      ],
      ['', ', ou presque', ', tout doucement', ', bien au chaud', ', paisiblement', ', l’un après l’autre'],
    ),
  ],
  [
    vary`Un ${['petit nuage', 'nuage tout blanc', 'nuage argenté', 'nuage en forme de mouton', 'nuage rose']} passe, ${['tout rond, tout doux', 'tout léger', 'sans se presser', 'tout moelleux', 'comme un oreiller']}${['', ', au-dessus des têtes', ', très lentement']}.`,
    vary`${['', 'Alors, ', 'En souriant, ', 'Tout doucement, ']}${(c) => c.heroesSubject} ${(c) => c.byCount('lui fait', 'lui font')} un ${['petit signe de la main', 'petit coucou', 'signe tout doux', 'bisou du bout des doigts', 'grand sourire']}${['', ' pour lui dire bonsoir', ', et le nuage rosit', ' en souriant', ', et il fait coucou aussi']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} montre ${['la plus petite étoile du ciel', 'une toute petite étoile', 'l’étoile la plus timide du ciel', 'une étoile minuscule', 'une étoile qui vient de s’allumer']}${['', ' du bout du doigt', ' en chuchotant', ', juste là']}.`,
    slots(
      ['', 'Aussitôt,', 'Alors,', 'Là-haut,', 'Doucement,', 'Juste à ce moment,'],
      [
        'elle clignote,',
        'elle scintille,',
        'elle cligne,',
        'elle brille un peu plus fort,',
        'elle pétille,',
        'elle frémit,',
      ],
      [
        'comme pour dire bonsoir',
        'comme pour dire bonne nuit',
        'comme un petit clin d’œil',
        'comme pour saluer',
        'comme pour répondre',
        'comme pour faire coucou',
      ],
      [
        '',
        ', tout doucement',
        ', une fois, deux fois',
        ', puis se cache',
        ', toute contente',
        ', puis une autre aussi',
      ],
      ['', ', et tout le monde sourit', ', sans faire de bruit'],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('trouve'), c.verb('ramasse'), c.verb('découvre')])} une plume ${['toute douce', 'toute légère', 'toute blanche', 'soyeuse', 'toute dorée']} ${['sur le chemin', 'dans l’herbe', 'au bord du chemin', 'posée sur une pierre', 'accrochée à une branche']}${['', ', comme un petit cadeau', ', qui brille un peu', ', tombée d’un oiseau']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.byCount('la garde', 'la gardent')} ${['pour la glisser', 'pour la cacher', 'pour la ranger', 'pour la mettre', 'pour la poser']} sous ${(c) => c.byCount('son oreiller', 'leurs oreillers')}${['', ', comme un trésor', ', pour faire de doux rêves', ', bien précieusement', ', en souriant']}${['', ' ce soir', ', tout doucement', ', sans rien dire']}.`,
  ],
  [
    vary`${['Au loin', 'Là-bas', 'Tout au bout du chemin', 'De l’autre côté de la colline', 'Dans la vallée']}, une ${['petite maison', 'maisonnette', 'ferme', 'petite maison au toit rouge', 'cabane']} ${['éteint sa dernière lumière', 'éteint sa dernière fenêtre', 'souffle sa dernière bougie', 'clôt ses volets']}${['', ', tout doucement', ', sans bruit']}.`,
    vary`${['Tout le monde y dort déjà', 'On y dort déjà', 'Tout le monde y fait déjà dodo', 'Chacun y rêve déjà', 'Là-bas, on dort déjà', 'Là-dedans, tout le monde dort']}${['', ', bien au chaud', ', sous de gros édredons', ', en ronflant un peu', ', roulé en boule', ', le chat aussi']}${['', ', depuis un moment', ', tout doucement']}.`,
  ],
  [
    vary`Une ${['petite lumière', 'lueur dorée', 'petite lueur', 'lumière toute douce']} flotte ${['devant', 'juste devant', 'un peu plus haut', 'tout près']}, comme une veilleuse, pour éclairer ${['le chemin', 'les pas de chacun', 'la route', 'le sentier']}.`,
    framedSlots(
      ['Elle est', 'Sa lumière est', 'Elle paraît', 'Sa lueur est', 'Elle semble'],
      [
        'douce et toute chaude',
        'tiède et dorée',
        'douce comme du miel',
        'chaude comme un câlin',
        'toute tendre',
        'dorée comme une tartine',
        'légère comme une bulle',
        'ronde comme une bille',
      ],
      [
        '',
        ', et elle danse un peu',
        ', et elle attend les retardataires',
        ', et elle ne fait aucun bruit',
        ', et elle sourit presque',
      ],
    ),
  ],
];

/** Saying goodnight to one of the theme's sleepers: « Léa murmure, en souriant : « Dors bien, les vaches ! » ». */
function goodnight(who: string): Line {
  // « les vaches » are told « dormez », « le vieux camion » « dors ».
  const many = /^(les|des) /.test(who);
  return framedSlots(
    ['', '', 'Alors,', 'En passant,', 'Avant de repartir,', 'Tout près,', 'À son tour,', 'Doucement,', 'Sans bruit,'],
    [
      (c) => `${c.heroesSubject} ${c.verb('murmure')}`,
      (c) => `${c.heroesSubject} ${c.verb('chuchote')}`,
      (c) => `${c.heroesSubject} ${c.verb('dit', 'disent')} tout bas`,
      (c) => `${c.one().who} souffle`,
      (c) => `${c.one().who} murmure`,
      (c) => `${c.one().who} dit tout doucement`,
    ],
    [
      '',
      ', en souriant',
      ', avec un petit signe de la main',
      ', un doigt sur la bouche',
      ', tout doucement',
      ', en envoyant un bisou',
    ],
    [
      `: « Bonne nuit, ${who} ! »`,
      `: « ${many ? 'Dormez' : 'Dors'} bien, ${who} ! »`,
      `: « ${many ? 'Faites' : 'Fais'} de beaux rêves, ${who} ! »`,
      `: « À demain, ${who} ! »`,
      `: « Bonne nuit et à demain, ${who} ! »`,
      `: « Bonne nuit, ${who}, ${many ? 'dormez' : 'dors'} bien ! »`,
      `: « ${many ? 'Faites' : 'Fais'} de doux rêves, ${who} ! »`,
    ],
  );
}

/** A rest when the walk has told everything (very long books). */
const sleepRests: Line[] = [
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('reste', 'restent')} ${['un moment', 'un petit moment', 'un long moment']} ${(c) => c.place.at}, ${['sans bouger', 'bien tranquille', 'sans un mot']}, à écouter ${['la nuit', 'le silence', 'les petits bruits']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('s’assoit', 's’assoient')} ${['un instant', 'un moment', 'une minute']} pour regarder ${['la lune', 'les étoiles', 'le ciel', 'la lune ronde']}${['', ', sans rien dire', ', la tête levée']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('écoute')} le silence, doux comme ${['du coton', 'du velours', 'une plume', 'un nuage']}${['', ', tout simplement', ', les yeux mi-clos']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('s’allonge', 's’allongent')} ${['un instant', 'un moment', 'dans l’herbe']}, le nez tourné vers ${['les étoiles', 'le ciel', 'la lune']}${['', ', sans bouger', ', en souriant']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('respire')} l’air ${['de la nuit', 'du soir', 'tout frais']}, ${['tout frais, tout doux', 'lentement', 'à pleins poumons', 'tout doucement']}.`,
  vary`${(c) => cap(c.place.at)}, ${['tout dort déjà', 'tout s’endort', 'tout se repose déjà', 'tout rêve déjà']}${['', ', ou presque', ', tout doucement']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('attend', 'attendent')} ${['sans bruit', 'en silence', 'sans bouger']}, pour ne rien déranger ${(c) => c.place.at}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.byCount('fait', 'font')} une petite halte ${(c) => c.place.at}, le temps ${['de bâiller un bon coup', 'de souffler un peu', 'de s’étirer', 'de regarder la lune']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('dit', 'disent')} ${['bonsoir', 'bonne nuit', 'au revoir']} à tout ce qui dort ${(c) => c.place.at}${['', ', tout bas', ', d’un petit signe']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('trouve')} un coin ${['bien abrité', 'tout doux', 'bien tranquille', 'tout moelleux']} pour se reposer ${['un peu', 'un moment', 'un instant']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('compte')} ${['tout bas', 'à voix basse', 'en chuchotant']} les petits bruits ${(c) => de(c.place.the)}${['', ', un par un', ', sans se presser']}.`,
];

export const sleepArc: Arc = {
  calm: true,
  hour: later,
  beats: {
    opening: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick(openers),
        must: 2,
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('serre'), c.verb('câline'), c.verb('garde')])} ${(c) => c.byCount('son doudou', 'leurs doudous')} ${['tout contre', 'bien contre', 'tout près de']} ${(c) => c.byCount('son', 'leur')} cœur${['', ', très fort', ', les yeux mi-clos', ', en souriant', ', sans rien dire']}.`,
          vary`La maison ${['devient', 'se fait', 'est maintenant', 'devient peu à peu']} ${['calme et silencieuse', 'toute calme', 'douce et silencieuse', 'paisible', 'toute tranquille']}${['', ', comme un chat endormi', ', et l’horloge fait tic-tac', ', et on entend le frigo ronronner', ', et tout chuchote']}.`,
        ],
        action: 'calm',
        time: 'dusk',
        props: ['teddy'],
        withCompanion: false,
      });
    },
    call: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: [c.rng.pick(c.theme.portal), c.rng.pick(wishes)],
        must: 2,
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('enfile'), c.verb('met', 'mettent')])} ${(c) => c.byCount('ses', 'leurs')} chaussons ${['sans faire de bruit', 'tout doucement', 'en silence', 'à tâtons', 'sans allumer la lumière']}.`,
        ],
        action: 'discover',
        time: 'dusk',
        props: [],
      });
    },
    depart: (c) => {
      c.travel();
      const [onFoot, there] = c.rng.pick<Line[]>([
        [
          vary`${['À pas de velours', 'À pas de loup', 'Sur la pointe des pieds', 'Tout doucement', 'Sans un bruit', 'Sans se presser']}, ${(c) => c.heroesSubject} ${(c) => c.verb('suit', 'suivent')} ${(c) => c.companion} jusqu’${(c) => a(c.place.the)}${(c) => c.rich(', sans faire craquer une seule brindille')}${['', ', en chuchotant', ', le cœur léger']}.`,
          vary`${(c) => cap(c.place.at)}, tout est ${['calme et doré', 'paisible et doux', 'tranquille et tiède', 'silencieux et doré', 'doux et bleuté', 'calme et bleu']}${['', ', comme dans un rêve', ', et l’air sent bon', ', et rien ne bouge', ', et tout se tait']}${['', ' déjà', ', ou presque', ', sous le ciel du soir']}.`,
        ],
        [
          vary`${['Tout doucement', 'Sans se presser', 'À petits pas', 'Main dans la main', 'En chuchotant', 'Sans bruit']}, ${(c) => c.heroesAndCompanion} ${['s’en vont', 'marchent', 'vont tranquillement', 'se promènent', 'avancent']} jusqu’${(c) => a(c.place.the)}${['', ', en bâillant un peu', ', sans se retourner']}.`,
          vary`${(c) => cap(c.place.at)}, l’air est ${['doux', 'tiède', 'léger', 'tout doux', 'frais']} et ${['tout est tranquille', 'rien ne bouge', 'tout chuchote', 'tout se repose', 'tout s’apaise']}${['', ', déjà', ', comme un grand soupir']}.`,
        ],
      ]);
      return page({
        lines: [reachedBy(c, onFoot!), there!],
        action: 'explore',
        time: 'dusk',
        props: c.place.props,
      });
    },
    turn: (c) =>
      page({
        lines: c.rng.pick<Line[]>([
          [
            vary`Mais ${(c) => c.companion} ${['bâille, bâille', 'bâille et bâille encore', 'se tourne et se retourne', 'gigote un peu', 'soupire et soupire']}, et ${['n’arrive pas à s’endormir', 'ne trouve pas le sommeil', 'garde les yeux grands ouverts', 'compte les moutons sans fin', 'ne ferme pas l’œil']}${(c) => c.rich(', malgré toute sa bonne volonté')}${['', ', le pauvre', ', pas de chance']}.`,
            vary`${['Alors', 'Alors, tout doucement,', 'Sans attendre,', 'Pour l’aider,']} ${(c) => c.heroesSubject} ${(c) => c.verb(c.rng.pick(['chante', 'fredonne', 'chantonne']))} une ${['berceuse', 'petite berceuse', 'douce berceuse', 'chanson de nuit', 'comptine du soir', 'chanson sans paroles']}, ${['tout bas, tout bas', 'tout doucement', 'à mi-voix', 'très bas', 'en chuchotant', 'la voix toute douce']}${(c) => c.rich(', comme on chante pour un tout-petit')}.`,
          ],
          [
            vary`${(c) => c.more(c.rng.pick(['Au bout de la promenade, ', 'Au bout d’un moment, ', 'Peu à peu, ']))}${(c) => c.companion} a les yeux qui ${['piquent', 'se ferment', 'clignent']}, mais le sommeil ${['ne vient pas', 'se fait attendre', 'joue à cache-cache']}.`,
            vary`${(c) => c.heroesSubject} ${(c) => c.byCount('lui fait', 'lui font')} un ${['câlin', 'gros câlin', 'petit câlin', 'bisou']} ${['tout doux', 'tout chaud', 'tout léger', 'bien serré']}${['', ', pour l’aider', ', sans rien dire', ', en chuchotant des mots gentils', ', et remonte sa couverture']}.`,
          ],
        ]),
        must: 2,
        extras: [
          vary`${(c) => c.one().who} lui caresse ${['doucement', 'tendrement', 'lentement']} ${['la tête', 'le dos', 'le bout des oreilles']}.`,
        ],
        action: 'help',
        time: 'night',
        props: [],
      }),
    resolve: (c) =>
      page({
        lines: c.rng.pick<Line[]>([
          [
            vary`${(c) => c.companionSubject} ${['ferme les yeux', 'ferme enfin les yeux', 'baisse les paupières']}, ${['pousse un petit soupir', 'soupire tout doucement', 'sourit un peu']} et ${['s’endort en souriant', 's’endort tout doucement', 's’endort comme un bébé']}.`,
            framedSlots(
              ['Chut :', 'Chhht :', 'Silence :'],
              ['maintenant,', 'à présent,', 'cette fois,', 'ça y est,', 'enfin,'],
              ['presque tout le monde', 'presque tout le pays', 'presque tous les habitants', 'presque chacun'],
              ['dort', 'est endormi', 'rêve déjà', 'fait dodo'],
              ['', ', tout doucement', ', bien au chaud', ', ou presque'],
            ),
          ],
          [
            vary`${['Petit à petit', 'Peu à peu', 'Tout doucement', 'Au bout d’un moment', 'Enfin']}, ${(c) => c.companion} ${['ferme les yeux', 'baisse les paupières', 'pose la tête', 'se roule en boule']} et se met à ${['ronfler tout doucement', 'respirer lentement', 'ronronner tout bas', 'rêver en souriant']}${['', ', comme un bébé', ', pour de bon']}.`,
            framedSlots(
              ['Chut :', 'Chhht :', 'Silence :', 'Tout doux :', 'Plus un bruit :'],
              [
                (c) => `il ne faut surtout pas ${c.cadj('le', 'la')} réveiller`,
                (c) => `on ne ${c.cadj('le', 'la')} réveille surtout pas`,
                (c) => `il faut ${c.cadj('le', 'la')} laisser dormir`,
                (c) => `on ${c.cadj('le', 'la')} laisse rêver`,
                (c) => `on ${c.cadj('le', 'la')} borde sans bruit`,
              ],
              [
                '',
                ', pas un bruit',
                ', on marche sur la pointe des pieds',
                ', on parle tout bas',
                ', on retient son souffle',
                ', on chuchote à peine',
              ],
              ['', ', et on sourit', ', jusqu’à demain'],
            ),
          ],
        ]),
        must: 2,
        action: 'calm',
        time: 'night',
        props: ['moon'],
      }),
    celebrate: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick<Line[]>([
          [
            vary`${['Sans faire de bruit', 'Sur la pointe des pieds', 'Tout doucement', 'À pas feutrés', 'À pas de loup', 'Sans se presser']}, ${(c) => c.heroesSubject} ${(c) => c.byCount(c.rng.pick(['revient', 'retourne', 'rentre']), c.rng.pick(['reviennent', 'retournent', 'rentrent']))} jusqu’à ${(c) => c.byCount('sa', 'leur')} chambre${['', ', en bâillant', ', le cœur tout léger', ', sans se retourner', ', les yeux qui se ferment']}${['', ', sans un bruit', ', la tête pleine d’étoiles']}.`,
            vary`${['Le chemin du retour', 'Le retour', 'La route du retour']} est ${['tout doux', 'tout court', 'tout tranquille', 'doux et silencieux', 'tout calme']}${(c) => c.more(c.rng.pick([', comme un tapis de mousse', ', comme un ruban de velours', ', comme une caresse', ', comme un nuage']))}${['', ', et personne ne parle', ', sous les étoiles']}.`,
          ],
          [
            vary`${['Puis', 'Alors', 'Enfin', 'Et puis']} ${(c) => c.heroesSubject} ${(c) => c.verb('reprend', 'reprennent')} le chemin ${['de la maison', 'du retour', 'de la chambre']}, ${['tout doucement', 'à petits pas', 'sans se presser', 'en bâillant', 'le cœur léger']}${['', ', les yeux mi-clos', ', sans un bruit']}.`,
            vary`La lune ${['éclaire', 'suit', 'accompagne', 'veille sur']} chaque pas${(c) => c.more(c.rng.pick([' jusqu’à la porte de la chambre', ' jusqu’au bout du chemin', ' jusqu’à la maison']))}${['', ', comme une lampe de poche', ', toute ronde', ', sans un bruit']}.`,
          ],
        ]),
        action: 'arrive',
        time: 'night',
        props: ['moon'],
        withCompanion: false,
      });
    },
    ending: (c) => {
      const away = c.place.key !== 'bedroom';
      c.moveTo(c.bedroom);
      const back = (c: Ctx) => (away ? `De retour dans ${c.byCount('sa', 'leur')} chambre, ` : '');
      return page({
        lines: [
          c.rng.pick<Line>([
            vary`${back}${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('se glisse'), c.verb('se faufile'), c.verb('se pelotonne')])} sous ${(c) => c.byCount('sa couette', 'leurs couettes')}, ${['bien au chaud', 'tout au chaud', 'bien à l’abri', 'tout doucement']}${(c) => c.rich(', la tête pleine de jolies images')}${['', ', en bâillant', ', le sourire aux lèvres', ', les yeux déjà lourds']}.`,
            vary`${back}${(c) => c.heroesSubject} ${(c) => c.verb('se blottit', 'se blottissent')} sous ${(c) => c.byCount('sa couette', 'leurs couettes')}, ${(c) => c.byCount('son doudou', 'leurs doudous')} ${['tout contre', 'bien contre', 'serré contre']} ${(c) => c.byCount('son', 'leur')} cœur${['', ', bien au chaud', ', en bâillant', ', en souriant', ', les yeux presque fermés']}.`,
          ]),
        ],
        tail: [
          slots(
            [
              'Bonne nuit,',
              'Bonne nuit, bonne nuit,',
              'Bonsoir,',
              'Chut, bonne nuit,',
              'Tout doux, bonne nuit,',
              'Bonne nuit, tout doux,',
            ],
            [(c) => `${c.names},`],
            [
              (c) => `${c.byCount('fais', 'faites')} de beaux rêves`,
              (c) => `${c.byCount('fais', 'faites')} de jolis rêves`,
              (c) => `${c.byCount('fais', 'faites')} de doux rêves`,
              (c) => `${c.byCount('dors', 'dormez')} bien`,
              (c) => `${c.byCount('dors', 'dormez')} bien au chaud`,
              'à demain',
              (c) => `${c.byCount('dors', 'dormez')} tranquille${c.byCount('', 's')}`,
            ],
            [
              '',
              ', jusqu’au réveil',
              ', sous les étoiles',
              ', jusqu’à demain matin',
              ', tout doucement',
              ', la lune veille',
              ', les étoiles sont là',
            ],
            ['', '', ', et à demain', ', à très vite'],
          ),
        ],
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.verb('ferme')} les yeux, ${['tout doucement', 'lentement', 'en souriant', 'sans un bruit', 'en poussant un petit soupir']}.`,
          vary`${['Dans le ciel', 'Là-haut', 'Par la fenêtre', 'Au-dessus de la maison']}, les étoiles ${['veillent', 'brillent tout bas', 'montent la garde', 'clignent doucement', 'font une ronde']}.`,
          vary`Le sommeil arrive, ${['doux comme un nuage', 'léger comme une plume', 'tout doucement', 'sur la pointe des pieds', 'comme une caresse']}.`,
        ],
        action: 'sleep',
        time: 'night',
        props: ['moon'],
        withCompanion: false,
      });
    },
  },
  fallback: (c) =>
    page({
      lines: [
        c.deal('sleep-rest', sleepRests),
        vary`${['Tout est paisible', 'Tout est calme', 'Tout est tranquille', 'Tout est doux', 'Rien ne bouge']}${['', ', tout autour', ', et c’est bon', ', comme un lac sans vent']}.`,
      ],
      action: 'calm',
      time: 'night',
      props: ['moon'],
    }),
  steps: [
    (c) => {
      const night = c.calm.draw();
      if (!night) return null;
      return page({
        lines: [night.line, goodnight(night.who)],
        must: 2,
        action: 'greet',
        time: later(c),
        props: [night.prop],
      });
    },
    (c) => {
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          reachedBy(
            c,
            vary`${['Puis, tout doucement', 'Ensuite, sans bruit', 'Un peu plus tard', 'Puis, à petits pas', 'Sans se presser', 'Un peu après', 'Puis, sur la pointe des pieds', 'Encore un peu plus loin', 'À pas feutrés']}, ${(c) => c.heroesSubject} ${(c) => c.verb('continue')} ${(c) => c.byCount('sa', 'leur')} ${['promenade', 'balade', 'petite promenade', 'route', 'tournée des bonnes nuits', 'promenade du soir']} jusqu’${(c) => a(c.place.the)}${['', ', en bâillant', ', le cœur léger', ', en chuchotant', ', les yeux qui piquent un peu']}.`,
          ),
          vary`${(c) => cap(c.place.at)}, ${['on n’entend plus', 'on n’entend presque plus', 'il n’y a plus', 'on ne perçoit plus', 'on ne devine plus']} ${['qu’un petit souffle de vent', 'qu’un tout petit bruit de feuilles', 'que le chant d’un grillon', 'qu’un murmure', 'qu’une chouette au loin', 'qu’un tout petit ronflement', 'que le silence', 'qu’un clapotis très doux', 'qu’un soupir de brise']}${['', ', tout doucement', ', rien de plus', ', et c’est tout', ', et c’est doux à écouter', ', et c’est bon à entendre', ', comme une berceuse', ', loin, très loin']}${['', ', et les paupières s’alourdissent', ', dans le grand calme du soir', ', sous les premières étoiles']}.`,
        ],
        action: 'explore',
        time: later(c),
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('quiet', quietPages);
      return lines ? page({ lines, action: 'calm', time: later(c), props: ['star'] }) : null;
    },
  ],
  tone: [
    ...softMoments,
    'Le vent murmure une chanson très douce.',
    'Quelque part, une chouette chante tout bas : hou, hou.',
    'Les étoiles s’allument une à une dans le ciel.',
    'Tout autour, le monde se prépare à dormir.',
    vary`Le ciel devient ${['bleu nuit', 'bleu marine', 'violet', 'bleu sombre']}, puis ${['tout noir', 'noir d’encre', 'très sombre']} et ${['plein d’étoiles', 'semé d’étoiles', 'piqué d’étoiles']}.`,
    'Une étoile filante passe, sans faire de bruit.',
    'La nuit pose une couverture toute douce sur le monde.',
    'Le silence est doux comme du velours.',
    'Même le vent a envie de dormir.',
    'Tout semble ralentir, tout doucement.',
    'Quelque part, quelqu’un fredonne une berceuse.',
    'La lune ronde veille sur tout le monde.',
    'Les nuages du soir deviennent roses, puis gris.',
    'La nuit tombe sans se presser.',
    vary`${['Tout là-haut', 'Là-haut', 'Au-dessus des toits', 'Très haut']}, le ciel est ${['semé', 'couvert', 'parsemé', 'plein']} de petits points qui ${['brillent', 'clignotent', 'scintillent', 'pétillent']}.`,
    'Même les bruits vont se coucher.',
    'La nuit est douce comme une joue de bébé.',
    'Les étoiles clignent des yeux : elles aussi ont sommeil.',
    (c) => `Tout est bleu et argenté${c.rich(', comme dans un vieux conte')}.`,
    vary`La nuit ${['raconte', 'murmure', 'chuchote', 'fredonne']} des ${['histoires', 'secrets', 'contes', 'chansons']} que seuls les enfants ${['entendent', 'comprennent', 'savent écouter']}.`,
    'Le ciel est immobile, comme un grand lac bleu.',
    'Le jour s’en va dormir de l’autre côté de la Terre.',
    'Chaque étoile semble dire : « Bonne nuit. »',
    'L’air est tiède, comme l’eau d’un bon bain.',
    'Les couleurs du soir s’effacent, l’une après l’autre.',
    'Un souffle d’air frais chatouille le bout du nez.',
    'Quelques lueurs éclairent juste assez le chemin.',
    'Là-haut, les étoiles jouent à cache-cache avec les nuages.',
    'Partout, des petits et des grands enfilent leur pyjama.',
    'La nuit met son grand manteau bleu.',
    'Rien ne bouge, tout se repose.',
    'C’est l’heure où les rêves se réveillent.',
    'Tout est si calme qu’on entend battre son cœur.',
    'Chaque chose a l’air de dormir à moitié.',
    'La nuit garde plein de jolis secrets.',
    'Un nuage s’arrête un instant, comme pour écouter.',
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('lève')} les yeux vers ${['les étoiles', 'le ciel', 'la lune', 'les nuages du soir']}${(c) => c.rich(c.rng.pick([', qui scintillent par milliers', ', qui brillent comme des perles', ', tout doucement']))}.`,
    (c) => `${c.heroesSubject} ${c.verb('rêve')} déjà un peu, les yeux ouverts.`,
    (c) => `${c.one().who} tend la main, comme pour attraper une étoile.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le nez tout froid et le cœur tout chaud.`,
    vary`La nuit est si ${['belle', 'douce', 'jolie', 'tranquille']} qu’on a envie de la ${['mettre dans sa poche', 'garder pour toujours', 'serrer dans ses bras', 'ranger dans une boîte']}.`,
    (c) => `${c.one().who} dit merci à la nuit, tout bas.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} marche à côté ${de(c.them)}, sans faire de bruit.`,
    (c) => `${c.companionSubject} parle tout bas, pour ne réveiller personne.`,
    (c) => `${c.companionSubject} bâille aussi, tout doucement.`,
    (c) => `${c.companionSubject} chuchote : « Nous y sommes presque. »`,
    (c) => `${c.companionSubject} montre le chemin sans faire de bruit.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} tend la main, pour marcher ensemble.`,
    (c) => `${c.companionSubject} cligne lentement des yeux.`,
    (c) => `${c.companionSubject} murmure les paroles d’une vieille chanson.`,
    (c) => `${c.companionSubject} dit tout bas : « ${c.byCount('Regarde', 'Regardez')} comme c’est beau. »`,
    (c) => `${c.companionSubject} fait « chut » avec un sourire.`,
    (c) => `${c.companionSubject} se déplace aussi légèrement qu’une plume.`,
    (c) => `${c.companionSubject} connaît le nom de chaque étoile.`,
    (c) => `${c.companionSubject} ralentit pour que personne ne reste en arrière.`,
    (c) => `${c.companionSubject} s’étire en poussant un petit « mmm » tout doux.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} dit que les rêves arrivent bientôt.`,
    (c) => `${c.companionSubject} a l’air ${c.cadj('tout paisible', 'toute paisible')}.`,
    (c) => `${c.companionSubject} a un sourire plein de sommeil.`,
  ],
};
