import { a, cap } from '../french.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { page } from './common.js';
import { framedSlots, slots, vary } from '../variety.js';

/**
 * 'dream': the heroes fall asleep and a tender dream takes them into the theme's world:
 * wonders, a wish on a star, a keepsake, and a smile in bed at the end.
 */

/** The dream begins, in a few thousand ways. */
const dreamBegins = framedSlots(
  [
    'Et tout doucement,',
    'Et peu à peu,',
    'Alors, sans bruit,',
    'Et bientôt,',
    'Très vite,',
    'Et sans prévenir,',
    'Et là,',
  ],
  [
    'un rêve commence',
    'un joli rêve commence',
    'un rêve tout doux commence',
    'un rêve arrive',
    'un beau rêve s’installe',
    'un rêve se glisse sous la porte',
    'un rêve vient frapper à la fenêtre',
  ],
  [
    '',
    ', léger comme une plume',
    ', doux comme un nuage',
    ', plein de couleurs',
    ', sur la pointe des pieds',
    ', tout rond',
    ', qui sent la vanille',
  ],
  ['', '', ', et tout change', ', rien que pour ce soir'],
);

const openers: Line[][] = [
  [
    slots(
      [
        'Ce soir,',
        'Ce soir-là,',
        'À l’heure du coucher,',
        'Une fois la lumière éteinte,',
        'Sous la couette,',
        'Bien au chaud,',
        'Après une grosse journée,',
        'Quand la maison se tait,',
      ],
      [(c) => `${c.introSubj} ${c.verb('s’endort', 's’endorment')}`],
      ['en serrant', 'en câlinant', 'en tenant bien fort', 'le nez contre', 'la joue contre', 'en gardant tout près'],
      [(c) => c.byCount('son doudou', 'leurs doudous')],
      [
        '',
        ', un sourire aux lèvres',
        ', tout doucement',
        ', sans un bruit',
        ', les poings fermés',
        ', les pieds bien au chaud',
        ', en bâillant',
      ],
    ),
    dreamBegins,
  ],
  [
    slots(
      [
        (c) => `Dans ${c.byCount('son lit', 'leurs lits')},`,
        'Sous la couette,',
        'La tête sur l’oreiller,',
        'Bien au chaud,',
        'Ce soir-là,',
        'Une fois la lampe éteinte,',
      ],
      [
        (c) => `${c.introSubj} ${c.verb('ferme')} les yeux`,
        (c) => `${c.introSubj} ${c.verb('baisse', 'baissent')} les paupières`,
      ],
      [
        '',
        ', tout doucement',
        ', sans un bruit',
        ', avec un grand bâillement',
        ', le cœur tranquille',
        ', en souriant',
      ],
      ['', ', et la chambre devient toute calme', ', et tout se tait', ', et le sommeil arrive'],
    ),
    framedSlots(
      ['Bientôt,', 'Alors,', 'Tout à coup,', 'Peu à peu,', 'Sans un bruit,', 'Et voilà que'],
      [
        'la chambre se remplit de',
        'la chambre s’emplit de',
        'tout autour du lit, il y a',
        'au plafond apparaissent',
        'sur les murs dansent',
      ],
      [
        'petites lumières',
        'lucioles',
        'étoiles minuscules',
        'paillettes dorées',
        'bulles brillantes',
        'plumes lumineuses',
      ],
      ['qui dansent', 'qui tournoient', 'qui clignotent', 'qui flottent', 'qui se promènent', 'qui chantent tout bas'],
      ['', ', comme un manège', ', comme par magie', ', toutes douces'],
    ),
  ],
];

const dreamPages: Line[][] = [
  [
    vary`Des bulles de savon ${['géantes', 'immenses', 'grandes comme des ballons', 'énormes']} flottent, et dans chacune ${['brille', 'danse', 'tourne']} un petit arc-en-ciel${['', ', tout doux', ', qui sourit']}.`,
    framedSlots(
      [(c) => `${c.heroesSubject} ${c.verb('souffle')} dessus`, (c) => `${c.one().who} souffle doucement dessus`],
      [
        'pour les faire danser',
        'pour les faire tourner',
        'et elles s’envolent plus haut',
        'et elles tournoient',
        'et elles valsent',
        'pour les faire voyager',
      ],
      [
        '',
        ', en riant',
        ', tout doucement',
        ', comme sur des bougies',
        ', comme sur un pissenlit',
        ', les joues toutes rondes',
        ', sans les faire éclater',
      ],
      ['', ', une à une', ', encore et encore'],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('glisse')} sur un arc-en-ciel ${['comme sur un toboggan', 'comme sur une rampe de glace', 'jusqu’en bas', 'en riant']}${['', ', tout doucement', ', de haut en bas', ', les bras en l’air']}.`,
    slots(
      ['', 'Oh,', 'Hop,', 'Waouh,'],
      ['c’est doux,', 'c’est tout doux,', 'c’est léger,', 'c’est moelleux,', 'ça glisse tout seul,', 'c’est tiède,'],
      ['et ça chatouille', 'et ça fait des guilis dans', 'et ça fait rire', 'et ça fait frissonner'],
      ['le ventre', 'le bout du nez', 'les orteils', 'le bout des doigts'],
      ['', ', encore et encore', ', jusqu’en bas', ', à chaque virage'],
    ),
  ],
  [
    vary`Une pluie de ${['pétales', 'pétales roses', 'flocons de sucre', 'pétales dorés']} tombe ${['doucement', 'lentement', 'tout doucement']}, sans faire de bruit${['', ', comme une neige tiède', ', en tournoyant']}.`,
    framedSlots(
      [
        (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} les mains`,
        (c) => `${c.one().who} ouvre grand les mains`,
      ],
      [
        'pour les attraper',
        'pour en attraper un',
        'pour en garder un',
        'pour en cueillir un',
        'et en recueille un',
        'pour les sentir',
      ],
      ['', ' au vol', ' dans le creux des mains', ' sans les abîmer'],
      [
        '',
        ', en riant',
        ', tout doucement',
        ', comme des flocons',
        ', du bout des doigts',
        ', sans se presser',
        ', comme un trésor',
      ],
    ),
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} apprend à ${['marcher', 'sauter', 'danser', 'courir']} sur les nuages${['', ', tout doucement', ', en riant', ', pas à pas']}.`,
    slots(
      ['', 'Tout doucement,', 'Et voilà :', 'Hop :'],
      ['un pas, puis deux,', 'un petit pas, puis un autre,', 'un pas de plus,', 'pas à pas,', 'un bond, puis deux,'],
      ['et hop,', 'et hop là,', 'et boing,', 'et youpi,'],
      ['on rebondit', 'on s’enfonce un peu, puis on rebondit', 'on remonte', 'on sautille', 'on s’envole un peu'],
      [
        'comme sur un matelas',
        'comme sur un trampoline',
        'comme sur une montagne de coussins',
        'comme sur de la guimauve',
        'comme sur une couette',
      ],
    ),
  ],
];

/** How the heroes take in one of the dream's wonders: one after each, so there are many. */
const reactions: Line[] = [
  framedSlots(
    [
      '',
      'Alors,',
      'À cette vue,',
      'Devant tant de merveilles,',
      'Devant ce spectacle,',
      'Et là,',
      'En voyant ça,',
      'Devant cette merveille,',
      'À ce spectacle,',
    ],
    [
      (c) => `${c.heroesSubject} ${c.byCount('n’en croit pas', 'n’en croient pas')} ${c.byCount('ses', 'leurs')} yeux`,
      (c) => `${c.one().who} en a le souffle coupé`,
      (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')} aux anges`,
      (c) => `${c.one().who} ouvre des yeux tout ronds`,
      (c) => `${c.heroesSubject} ${c.verb('reste', 'restent')} bouche bée`,
      (c) => `${c.one().who} pousse un petit « oh » d’émerveillement`,
      (c) => `${c.heroesSubject} ${c.verb('retient', 'retiennent')} ${c.byCount('son', 'leur')} souffle`,
      (c) => `${c.one().who} se frotte les yeux pour mieux voir`,
      (c) => `${c.heroesSubject} ${c.verb('applaudit', 'applaudissent')} tout doucement`,
    ],
    [
      '',
      ', tellement c’est beau',
      ', le cœur battant',
      ', sans un mot',
      ', tant c’est joli',
      ', le cœur tout chaud',
      ', comme devant un feu d’artifice',
      ', les joues toutes roses',
      ', sans faire de bruit',
      ', comme par enchantement',
      ', et le rêve continue',
      ', en silence',
    ],
    ['', '', ', puis sourit', ', un long moment', ', et rit tout bas'],
  ),
  framedSlots(
    [
      '',
      'Alors,',
      'Le souffle court,',
      'Tout doucement,',
      'Dans le rêve,',
      'Les yeux ronds,',
      'Sans bouger,',
      'Devant tant de beauté,',
    ],
    [
      (c) => `${c.one().who} murmure`,
      (c) => `${c.one().who} chuchote`,
      (c) => `${c.heroesSubject} ${c.verb('souffle')}`,
      (c) => `${c.one().who} dit tout bas`,
      (c) => `${c.one().who} soupire`,
      (c) => `${c.one().who} s’exclame tout bas`,
    ],
    [
      ': « Oh, que c’est beau ! »',
      ': « On dirait un conte ! »',
      ': « Je veux m’en souvenir toujours. »',
      ': « C’est encore plus beau qu’un livre ! »',
      ': « Quelle merveille ! »',
      ': « Regarde, regarde ! »',
      ': « C’est magique ! »',
      ': « Encore, encore ! »',
      ': « Comme c’est doux ! »',
      ': « Je n’ai jamais rien vu d’aussi joli ! »',
      ': « On dirait un conte de fées ! »',
      ': « Pourvu que ça dure ! »',
      ': « Oh, ça brille de partout ! »',
    ],
  ),
  slots(
    ['', 'Alors,', 'Sans bruit,', 'Tout doucement,', 'Du bout des doigts,'],
    [
      (c) => `${c.one().who} tend la main`,
      (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} la main`,
      (c) => `${c.one().who} s’approche`,
    ],
    ['pour toucher', 'pour caresser', 'pour effleurer', 'pour sentir'],
    ['cette merveille', 'ce joli spectacle', 'la lumière', 'ce beau rêve'],
    ['', ', et ça fait des frissons', ', et c’est tout tiède', ', et ça chatouille un peu', ', et ça sent bon'],
  ),
  framedSlots(
    ['', 'Et', 'Alors', 'Et puis', 'Tout près,'],
    [(c) => `${c.companionSubject} ${c.heroesIndirectPronoun}`],
    [
      'sourit',
      'fait un clin d’œil',
      'prend la main',
      'montre tout du doigt',
      'fait signe de regarder encore',
      'serre la main',
      'fait un petit signe',
    ],
    [
      '',
      ', tout doucement',
      ', en riant tout bas',
      ', comme un vieil ami',
      ', sans un mot',
      ', les yeux pleins d’étoiles',
      ', tendrement',
    ],
  ),
];

/** A rest in the dream when its wonders are told (very long books). */
const dreamRests: Line[] = [
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('flotte')} ${['un moment', 'un petit moment', 'un long moment', 'sans se presser']} ${(c) => c.place.at}, comme ${['une bulle de savon', 'une plume', 'un petit nuage', 'une graine de pissenlit', 'un cerf-volant']}${['', ', tout doucement', ', en souriant', ', les bras en croix']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('se pose', 'se posent')} sur un nuage ${['pour regarder le paysage', 'pour se reposer', 'pour admirer la vue', 'tout moelleux', 'en forme de fauteuil', 'rose et tiède']}${['', ', sans se presser', ', en souriant', ', les jambes qui pendent', ', comme sur un coussin']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('ferme')} les yeux ${['dans le rêve', 'un instant', 'tout doucement', 'pour mieux sentir']}, et tout sent bon ${['la vanille', 'la fraise', 'le miel', 'la brioche chaude', 'la fleur d’oranger', 'la guimauve']}${['', ', comme dans une pâtisserie', ', tout doucement']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('se balance')} ${['tout doucement', 'lentement', 'sans bruit', 'de droite à gauche']} dans un hamac ${['de nuages', 'de fils d’argent', 'de pétales', 'de rayons de lune', 'de toiles d’araignée brillantes']}${['', ', comme un bébé', ', en fredonnant', ', au rythme de la brise']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('compte')} les petites lumières qui ${['flottent', 'dansent', 'clignotent', 'tournoient']} ${(c) => c.place.at}${['', ', une à une', ', tout bas', ', jusqu’à cent', ', en se trompant un peu']}.`,
  vary`Sur un coussin de ${['nuage', 'mousse', 'pétales', 'plumes', 'coton']}, ${(c) => c.heroesSubject} ${(c) => c.verb('se repose', 'se reposent')} ${['un long moment', 'un instant', 'tout doucement', 'sans rien dire']}${['', ', les yeux mi-clos', ', dans la douceur du rêve', ', en écoutant le silence']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('se promène')} ${(c) => c.place.at}, les pieds juste ${['au-dessus du sol', 'au-dessus de l’herbe', 'au ras des fleurs', 'au-dessus des flaques']}${['', ', comme par magie', ', sans faire de bruit']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('découvre')} ${(c) => c.place.the} du haut ${['d’un petit nuage', 'd’une grande plume', 'd’un rayon de lune', 'd’une balançoire d’étoiles', 'd’un escalier de bulles']}${['', ', sans se presser', ', en ouvrant grand les yeux', ', tout doucement']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} des ${['cœurs', 'étoiles', 'ronds', 'fleurs', 'papillons']} en l’air ${(c) => c.place.at}${['', ', du bout du doigt', ', et ils restent là', ', et ils se mettent à briller', ', en traits de lumière']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('écoute')} ${(c) => c.place.the} ${['chanter tout bas', 'fredonner', 'chuchoter', 'respirer doucement', 'ronronner']}${['', ', les yeux fermés', ', sans bouger', ', comme une berceuse', ', en souriant']}.`,
];

export const dreamArc: Arc = {
  calm: true,
  hour: () => 'dusk',
  beats: {
    opening: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick(openers),
        must: 2,
        action: 'sleep',
        time: 'night',
        props: ['teddy'],
        withCompanion: false,
      });
    },
    call: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: [
          c.rng.pick(c.theme.portal),
          framedSlots(
            ['', 'Alors,', 'Sans peur,', 'Tout doucement,', 'Sans hésiter,', 'Sans un bruit,'],
            [(c) => `${c.heroesSubject} ${c.byCount('se laisse', 'se laissent')}`],
            ['emporter', 'porter', 'guider', 'bercer', 'entraîner'],
            [
              ', le cœur léger',
              ', les yeux brillants',
              ', en souriant',
              ', comme une plume',
              ', sans un bruit',
              ', tout doucement',
              (c) => `, ${c.byCount('son doudou', 'leurs doudous')} dans les bras`,
            ],
            ['', ' vers le rêve', ' au pays des rêves', ' de l’autre côté de la nuit'],
          ),
        ],
        must: 2,
        action: 'wish',
        time: 'night',
        props: ['star'],
        withCompanion: false,
      });
    },
    depart: (c) => {
      c.travel();
      return page({
        lines: [
          c.rng.pick<Line>([
            vary`${['', 'Bientôt, ', 'Tout doucement, ', 'Sans un bruit, ', 'Enfin, ', 'Comme par magie, ']}${(c) => c.heroesSubject} ${(c) => c.byCount('arrive', 'arrivent')} ${(c) => c.place.at}, où tout brille d’une ${['douce lumière', 'lumière toute douce', 'lueur dorée', 'lumière tendre', 'lueur rose', 'lumière de lanterne']}${(c) => c.rich(' couleur de miel')}.`,
            vary`${(c) => c.heroesSubject} ${(c) => c.verb('se pose', 'se posent')} ${['tout doucement', 'sans bruit', 'comme une plume', 'en douceur', 'sur la pointe des pieds']} ${(c) => c.place.at}, au milieu de ${['mille petites lumières', 'mille étoiles', 'petites lueurs qui dansent', 'mille paillettes', 'lucioles toutes douces']}.`,
          ]),
          vary`${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}attend ${['avec un grand sourire', 'les bras ouverts', 'en faisant de grands signes', 'en souriant', 'depuis un moment', 'en chantonnant', 'avec une lanterne']}${['', ', comme un vieil ami', ', tout près', ', au milieu des lumières', ', sur un nuage', ', tout content']}.`,
        ],
        extras: [
          c.wonders.draw() ?? vary`Tout est ${['tendre et merveilleux', 'doux et merveilleux', 'tendre et doré']}.`,
        ],
        must: 2,
        action: 'greet',
        time: 'dusk',
        props: c.place.props,
      });
    },
    turn: () =>
      page({
        lines: [
          vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['montre', 'fait voir', 'désigne du doigt']} ${['l’étoile des vœux', 'la grande étoile des vœux', 'l’étoile qui exauce les vœux', 'la plus vieille étoile du ciel']}, qui ${['brille plus fort que toutes les autres', 'scintille plus que les autres', 'clignote tout doucement', 'brille comme un petit soleil', 'attend les vœux en souriant']}${['', ', juste au-dessus', ', tout là-haut', ', au bout d’un fil d’argent']}.`,
          vary`${(c) => c.heroesSubject} ${(c) => c.byCount('fait', 'font')} un vœu ${['tout bas', 'en secret', 'sans un bruit', 'tout doucement', 'du fond du cœur']}, ${['les yeux fermés', 'les yeux bien fermés', 'les paupières closes']}${(c) => c.rich(', le cœur battant d’espoir')}${['', ', les mains jointes', ', en souriant', ', en serrant les poings', ', sans rien dire à personne']}.`,
        ],
        must: 2,
        action: 'wish',
        time: 'dusk',
        props: ['star'],
      }),
    resolve: (c) =>
      page({
        lines: [
          vary`${(c) => cap(c.byCount('son', 'leur'))} vœu reste ${['un secret', 'un petit secret', 'bien caché', 'un mystère']}${(c) => c.more(`, mais l’étoile ${c.heroesIndirectPronoun} ${c.rng.pick(["fait un clin d'œil", 'fait un petit signe', 'sourit', 'envoie une étincelle'])}`)}.`,
          vary`${['Puis', 'Ensuite', 'Alors', 'Juste après', 'Avant de se quitter', 'Tout doucement']}, ${(c) => c.companion} ${(c) => c.heroesIndirectPronoun} ${['offre', 'donne', 'glisse dans la main', 'tend', 'confie']} ${(c) => c.keepsake.a} ${['en souvenir', 'pour se souvenir', 'comme souvenir du rêve', 'en cadeau', 'pour ne pas oublier']}.`,
        ],
        must: 2,
        action: 'celebrate',
        time: 'dusk',
        props: [c.keepsake.prop, 'star'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          vary`${['Alors', 'Et soudain', 'Tout à coup', 'Et voilà que', 'À cet instant', 'Et puis']} tout le rêve se met à ${['briller', 'scintiller', 'pétiller', 'chanter', 'étinceler']}${(c) => c.more(c.rng.pick([' de mille couleurs douces', ' de toutes les couleurs', ' comme un sapin de fête', ' comme une boîte à bijoux']))}.`,
          c.rng.pick(c.theme.party),
        ],
        action: 'celebrate',
        time: 'dusk',
        props: [],
      }),
    ending: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: [
          vary`${['Puis', 'Et puis', 'Enfin', 'Tout doucement', 'Peu à peu', 'Lentement']}, ${(c) => c.more(`le rêve ${c.rng.pick(['devient tout doux', 'ralentit', 's’efface doucement', 'devient léger', 's’en va sur la pointe des pieds', 'se fait tout petit'])}, et `)}${(c) => c.heroesSubject} ${(c) => c.verb('se retrouve')} ${['bien au chaud', 'tout au chaud', 'bien tranquille', 'tout doucement', 'sans bruit']} ${['dans', 'au fond de', 'au creux de']} ${(c) => c.byCount('son lit', 'leurs lits')}.`,
        ],
        tail: [
          framedSlots(
            ['Et qui sait :', 'Et peut-être bien', 'Et, qui sait,', 'Et demain soir,', 'Et peut-être que'],
            [
              'ce joli rêve',
              'ce rêve tout doux',
              'ce beau rêve',
              'ce rêve merveilleux',
              'ce rêve plein de surprises',
              'ce rêve tout doré',
            ],
            [
              'reviendra',
              'reviendra faire un tour',
              'reviendra frapper à la porte',
              'sera encore là',
              'reviendra sur la pointe des pieds',
            ],
            [
              '',
              ', pour une autre nuit',
              ', tout doucement',
              ', avec de nouvelles surprises',
              ', rien que pour dire bonsoir',
            ],
          ),
        ],
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.byCount('dort', 'dorment')} avec un sourire ${['tout doux', 'tout tranquille', 'jusqu’aux oreilles', 'plein de rêves']}${['', ', paisiblement', ', comme un ange']}.`,
          vary`Sous ${(c) => c.byCount('son oreiller', 'leurs oreillers')}, il y a ${(c) => c.keepsake.a}, comme ${['un petit secret', 'un trésor', 'un souvenir du rêve']}.`,
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
        c.deal('dream-rest', dreamRests),
        slots(
          [
            'Tout est',
            'Ici, tout est',
            'Autour, tout est',
            'Dans le rêve, tout est',
            'Là-haut, tout est',
            'À présent, tout est',
            'Partout, tout est',
            'Tout autour, tout est',
            'Dans ce pays du rêve, tout est',
          ],
          [
            'tendre et tranquille',
            'doux et calme',
            'paisible et léger',
            'silencieux et doux',
            'calme et tiède',
            'tranquille et moelleux',
            'léger et lumineux',
            'doux et silencieux',
            'tiède et paisible',
            'calme et rose',
            'doux et clair',
          ],
          [
            '',
            ', comme un câlin',
            ', comme une berceuse',
            ', comme un nuage',
            ', comme une plume',
            ', comme un bain tiède',
            ', comme un chat qui ronronne',
            ', comme un doudou',
            ', comme une couette toute chaude',
            ', comme une caresse',
            ', comme un chocolat chaud',
            ', comme une chanson douce',
          ],
          [
            '',
            '',
            ', et rien ne presse',
            ', et le temps ralentit',
            ', et ça sent la vanille',
            ', et on n’entend qu’un murmure',
            ', et chaque chose sourit',
            ', et la nuit chante tout bas',
            ', et les étoiles veillent',
            ', et tout respire doucement',
            ', et le cœur se repose',
          ],
        ),
      ],
      action: 'calm',
      time: 'dusk',
      props: ['cloud'],
    }),
  steps: [
    (c) => {
      const wonder = c.wonders.draw();
      if (!wonder) return null;
      return page({
        lines: [wonder, c.deal('reactions', reactions)],
        action: 'discover',
        time: 'dusk',
        props: c.place.props,
      });
    },
    (c) => {
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          framedSlots(
            [
              'Sur un nuage tout doux,',
              'Sur un nuage moelleux,',
              'Sur un tapis d’étoiles,',
              'Sans un bruit,',
              'Sur une brise tiède,',
              'Sur le dos d’une grande plume,',
              'Dans une bulle de savon géante,',
              'Sur un rayon de lune,',
              'Sur un tapis volant,',
              'Au gré du vent,',
            ],
            [
              (c) => `${c.heroesAndCompanion} s’envolent vers ${c.place.the}`,
              (c) => `${c.heroesAndCompanion} glissent jusqu’${a(c.place.the)}`,
              (c) => `${c.heroesAndCompanion} flottent jusqu’${a(c.place.the)}`,
              (c) => `${c.heroesAndCompanion} voguent vers ${c.place.the}`,
            ],
            [
              '',
              ', main dans la main',
              ', en se tenant la main',
              ', en riant tout bas',
              ', sans se presser',
              ', comme des plumes',
              ', en chantonnant',
            ],
          ),
          framedSlots(
            [(c) => `${cap(c.place.at)},`],
            ['tout est', 'tout semble', 'tout paraît', 'chaque chose est'],
            [
              'merveilleux',
              'doux et lumineux',
              'magique',
              'tendre et brillant',
              'beau comme un rêve',
              'paisible et doré',
              'léger comme une plume',
              'rose et doré',
            ],
            [
              '',
              ', bien sûr',
              ', plus encore que d’habitude',
              ', comme dans un livre d’images',
              ', et tout brille un peu',
              ', et l’air sent le miel',
              ', et tout chuchote',
            ],
          ),
        ],
        action: 'fly',
        time: 'dusk',
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('dream', dreamPages);
      return lines ? page({ lines, action: 'fly', time: 'dusk', props: ['rainbow'] }) : null;
    },
  ],
  tone: [
    'Tout brille d’une douce lumière dorée.',
    'Ici, les nuages sont aussi moelleux que des coussins.',
    (c) => `${c.heroesSubject} ${c.verb('flotte')} comme une plume.`,
    'Une musique douce flotte dans l’air.',
    'Tout est tendre et merveilleux.',
    'Les couleurs sont plus douces que dans la vraie vie.',
    'Tout sent bon la vanille et le chocolat chaud.',
    'Les étoiles font des clins d’œil.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} l'impression de flotter dans du coton.`,
    'Un tout petit arc-en-ciel danse au-dessus des têtes.',
    'Le ciel change de couleur à chaque instant.',
    'Une douce brise chante une chanson sans paroles.',
    'Dans le rêve, même les cailloux sont gentils.',
    'Des bulles de lumière montent lentement vers le ciel.',
    'Des petits papillons de lumière volent tout autour.',
    'L’air est sucré comme de la barbe à papa.',
    'Tout est rond, doux et chaud, comme un câlin.',
    'Ici, le temps s’arrête pour mieux rêver.',
    'Des paillettes tombent du ciel comme une neige tiède.',
    'Les nuages ont des formes de gâteaux, de bateaux et de chatons.',
    'Les étoiles descendent pour jouer à la ronde.',
    'Le sol est doux comme de la mousse.',
    'Ici, personne n’est jamais pressé.',
    'Tout chante, même le silence.',
    (c) => `${c.heroesSubject} ${c.verb('danse')} avec les petites lumières.`,
    (c) =>
      `Dans ce rêve, ${c.heroesSubject} ${c.byCount('se sent', 'se sentent')} ${c.adj('léger', 'légère', 'comme sur un nuage')}.`,
    (c) => `${c.one().who} touche un nuage, qui fait « pouf ! »`,
    (c) => `${c.heroesSubject} ${c.verb('passe', 'passent')} d’un nuage à l’autre, tout en douceur.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des ailes toutes légères, juste pour le rêve.`,
    'Ça sent bon la fraise et la guimauve.',
    'Ici, tout est rose, bleu et lilas.',
    'Une petite cloche tinte quelque part, très loin.',
    'Un grand escalier de nuages monte vers les étoiles.',
    'Tout est si beau qu’on a envie de rester là pour toujours.',
    'Chaque chose a une petite lumière à l’intérieur.',
    'Ici, les rires font des bulles.',
    'Les rêves ont le goût du miel.',
    (c) => `${c.heroesSubject} ${c.verb('nage')} dans l’air comme dans une piscine toute douce.`,
    (c) => `${c.one().who} attrape une petite étoile, puis la laisse repartir.`,
    'Ici, les nuages sentent bon le linge propre.',
    'Ici, les arcs-en-ciel se plient pour faire des ponts.',
    'Ici, chaque pas fait pousser une petite fleur.',
    'On dirait que le ciel fredonne.',
    'Tout est léger, même les soucis, qui s’envolent.',
    'Tout ce qui est doux dans le monde se trouve ici.',
    'Le vent porte des petits rires venus de très loin.',
    'Des lanternes de papier flottent tout doucement.',
    'Au loin, un château de nuages brille tout doucement.',
    (c) => `${c.heroesSubject} ${c.verb('marche')} sur un tapis de pétales tout doux.`,
    (c) => `${c.one().who} cueille un petit morceau de nuage.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le cœur qui chante.`,
    (c) =>
      `${c.heroesSubject} ${c.verb('fait', 'font')} des ronds dans le ciel, comme ${c.byCount('un petit oiseau', 'des petits oiseaux')}.`,
    (c) => `${c.one().who} chuchote un secret à une étoile.`,
    (c) => `${c.heroesSubject} ${c.byCount('se sent', 'se sentent')} bien, comme dans des bras tout chauds.`,
    'Les nuages font la course, tout doucement.',
    'Une grande bulle emporte tout le monde un peu plus haut.',
    'Il fait doux, comme sous une couverture.',
  ],
  companionTone: [
    (c) => `${c.companionSubject} donne la main ${a(c.who)}.`,
    (c) => `${c.companionSubject} chantonne une chanson qui sent bon la vanille.`,
    (c) => `${c.companionSubject} rit tout doucement, comme un grelot.`,
    (c) => `${c.companionSubject} fait une pirouette dans l'air.`,
    (c) => `${c.companionSubject} souffle sur un nuage pour en faire un cœur.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} montre comment flotter sans effort.`,
    (c) => `${c.companionSubject} brille un peu, comme tout ce qui est dans le rêve.`,
    (c) => `${c.companionSubject} sème des petites étoiles derrière ${c.cadj('lui', 'elle')}.`,
    (c) => `${c.companionSubject} danse lentement au milieu des lumières.`,
    (c) => `${c.companionSubject} glisse sur un rayon de lumière.`,
    (c) => `${c.companionSubject} a l’air ${c.cadj('tout rêveur', 'toute rêveuse')}.`,
    (c) => `${c.companionSubject} fait pousser une fleur de lumière.`,
    (c) => `${c.companionSubject} chuchote : « Ici, on peut tout imaginer. »`,
    (c) => `${c.companionSubject} s’assoit sur un nuage, comme dans un fauteuil.`,
    (c) => `${c.companionSubject} cueille une étoile et la rallume en soufflant dessus.`,
    (c) => `${c.companionSubject} flotte sur le dos, ${c.cadj('tout heureux', 'toute heureuse')}.`,
    (c) => `${c.companionSubject} connaît tous les chemins du rêve.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} fait un petit nid dans un nuage.`,
  ],
};
