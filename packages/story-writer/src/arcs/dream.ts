import { a, cap } from '../french.js';
import type { Ctx, Line } from '../types.js';
import type { Arc } from './arc.js';
import { page } from './common.js';
import { slots } from '../variety.js';

/**
 * 'dream': the heroes fall asleep and a tender dream takes them into the theme's world:
 * wonders, a wish on a star, a keepsake, and a smile in bed at the end.
 */

/** The dream begins, in a few hundred ways. */
const dreamBegins = slots(
  ['Et tout doucement,', 'Et peu à peu,', 'Alors, sans bruit,', 'Et bientôt,', 'Très vite,'],
  [
    'un rêve commence',
    'un joli rêve commence',
    'un rêve tout doux commence',
    'un rêve arrive',
    'un beau rêve s’installe',
  ],
  ['', ', léger comme une plume', ', doux comme un nuage', ', plein de couleurs', ', sur la pointe des pieds'],
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
      ],
      [(c) => `${c.introSubj} ${c.verb('s’endort', 's’endorment')}`],
      ['en serrant', 'en câlinant', 'en tenant bien fort', 'le nez contre', 'la joue contre'],
      [(c) => c.byCount('son doudou', 'leurs doudous')],
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
      ],
      [(c) => `${c.introSubj} ${c.verb('ferme')} les yeux`],
      ['', ', tout doucement', ', sans un bruit', ', avec un grand bâillement', ', le cœur tranquille'],
    ),
    slots(
      ['Bientôt,', 'Alors,', 'Tout à coup,', 'Peu à peu,', 'Sans un bruit,'],
      ['la chambre se remplit de', 'la chambre s’emplit de', 'tout autour du lit, il y a', 'au plafond apparaissent'],
      ['petites lumières', 'lucioles', 'étoiles minuscules', 'paillettes dorées', 'bulles brillantes'],
      ['qui dansent', 'qui tournoient', 'qui clignotent', 'qui flottent', 'qui se promènent'],
    ),
  ],
];

const dreamPages: Line[][] = [
  [
    'Des bulles de savon géantes flottent, et dans chacune brille un petit arc-en-ciel.',
    slots(
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
    ),
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('glisse')} sur un arc-en-ciel comme sur un toboggan.`,
    slots(
      ['C’est doux,', 'C’est tout doux,', 'C’est léger,', 'C’est moelleux,', 'Ça glisse tout seul,'],
      ['et ça chatouille', 'et ça fait des guilis dans', 'et ça fait rire', 'et ça fait frissonner'],
      ['le ventre', 'le bout du nez', 'les orteils', 'le bout des doigts'],
    ),
  ],
  [
    'Une pluie de pétales tombe doucement, sans faire de bruit.',
    slots(
      [
        (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} les mains`,
        (c) => `${c.one().who} ouvre grand les mains`,
      ],
      ['pour les attraper', 'pour en attraper un', 'pour en garder un', 'pour en cueillir un', 'et en recueille un'],
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
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} apprend à marcher sur les nuages.`,
    slots(
      ['Un pas, puis deux,', 'Un petit pas, puis un autre,', 'Un pas de plus,', 'Pas à pas,'],
      ['et hop,', 'et hop là,', 'et boing,', 'et youpi,'],
      ['on rebondit', 'on s’enfonce un peu, puis on rebondit', 'on remonte', 'on sautille'],
      [
        'comme sur un matelas',
        'comme sur un trampoline',
        'comme sur une montagne de coussins',
        'comme sur de la guimauve',
      ],
    ),
  ],
];

const reactions: Line[] = [
  slots(
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
  ),
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
          slots(
            ['', 'Alors,', 'Sans peur,', 'Tout doucement,'],
            [(c) => `${c.heroesSubject} ${c.byCount('se laisse', 'se laissent')}`],
            ['emporter', 'porter', 'guider', 'bercer'],
            [', le cœur léger', ', les yeux brillants', ', en souriant', ', comme une plume', ', sans un bruit'],
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
            (c) =>
              `${c.heroesSubject} ${c.byCount('arrive', 'arrivent')} ${c.place.at}, où tout brille d'une douce lumière${c.rich(' couleur de miel')}.`,
            (c) =>
              `${c.heroesSubject} ${c.verb('se pose', 'se posent')} tout doucement ${c.place.at}, au milieu de mille petites lumières.`,
          ]),
          (c) => `${c.companionSubject} ${c.byCount('l’', 'les ')}attend avec un grand sourire.`,
        ],
        extras: [c.wonders.draw() ?? 'Tout est tendre et merveilleux.'],
        must: 2,
        action: 'greet',
        time: 'dusk',
        props: c.place.props,
      });
    },
    turn: () =>
      page({
        lines: [
          (c) =>
            `${c.companionSubject} ${c.heroesIndirectPronoun} montre l'étoile des vœux, qui brille plus fort que toutes les autres.`,
          (c) =>
            `${c.heroesSubject} ${c.byCount('fait', 'font')} un vœu tout bas, les yeux fermés${c.rich(', le cœur battant d’espoir')}.`,
        ],
        must: 2,
        action: 'wish',
        time: 'dusk',
        props: ['star'],
      }),
    resolve: (c) =>
      page({
        lines: [
          (c) =>
            `${cap(c.byCount('son', 'leur'))} vœu reste un secret${c.more(`, mais l'étoile ${c.heroesIndirectPronoun} fait un clin d'œil`)}.`,
          (c) => `Puis ${c.companion} ${c.heroesIndirectPronoun} offre ${c.keepsake.a} en souvenir.`,
        ],
        must: 2,
        action: 'celebrate',
        time: 'dusk',
        props: [c.keepsake.prop, 'star'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          (c: Ctx) => `Alors tout le rêve se met à briller${c.more(' de mille couleurs douces')}.`,
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
          (c) =>
            `Puis ${c.more(`le rêve ${c.rng.pick(['devient tout doux', 'ralentit', 's’efface doucement', 'devient léger'])}, et `)}${c.heroesSubject} ${c.verb('se retrouve')} ${c.rng.pick(['bien au chaud', 'tout au chaud', 'bien tranquille'])} ${c.rng.pick(['dans', 'au fond de'])} ${c.byCount('son lit', 'leurs lits')}.`,
        ],
        tail: [
          slots(
            ['Et qui sait :', 'Et peut-être bien', 'Et, qui sait,', 'Et demain soir,'],
            ['ce joli rêve', 'ce rêve tout doux', 'ce beau rêve', 'ce rêve merveilleux', 'ce rêve plein de surprises'],
            ['reviendra', 'reviendra faire un tour', 'reviendra frapper à la porte', 'sera encore là'],
            ['', ', pour une autre nuit', ', tout doucement', ', avec de nouvelles surprises'],
          ),
        ],
        extras: [
          (c) => `${c.heroesSubject} ${c.byCount('dort', 'dorment')} avec un sourire tout doux.`,
          (c) => `Sous ${c.byCount('son oreiller', 'leurs oreillers')}, il y a ${c.keepsake.a}, comme un petit secret.`,
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
        c.deal('dream-rest', [
          (c: Ctx) => `${c.heroesSubject} ${c.verb('flotte')} un moment ${c.place.at}, comme une bulle de savon.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('se pose', 'se posent')} sur un nuage pour regarder le paysage.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('ferme')} les yeux dans le rêve, et tout sent bon la vanille.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('se balance')} tout doucement dans un hamac de nuages.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('compte')} les petites lumières qui flottent ${c.place.at}.`,
          (c: Ctx) =>
            `Sur un coussin de nuage, ${c.heroesSubject} ${c.verb('se repose', 'se reposent')} un long moment.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('se promène')} ${c.place.at}, les pieds juste au-dessus du sol.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('découvre')} ${c.place.the} du haut d’un petit nuage.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('dessine')} des cœurs en l’air ${c.place.at}.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('écoute')} ${c.place.the} chanter tout bas.`,
        ]),
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
          slots(
            [
              'Sur un nuage tout doux,',
              'Sur un nuage moelleux,',
              'Sur un tapis d’étoiles,',
              'Sans un bruit,',
              'Sur une brise tiède,',
              'Sur le dos d’une grande plume,',
              'Dans une bulle de savon géante,',
              'Sur un rayon de lune,',
            ],
            [
              (c) => `${c.heroesAndCompanion} s'envolent vers ${c.place.the}`,
              (c) => `${c.heroesAndCompanion} glissent jusqu’${a(c.place.the)}`,
              (c) => `${c.heroesAndCompanion} flottent jusqu’${a(c.place.the)}`,
            ],
            [
              '',
              ', main dans la main',
              ', en se tenant la main',
              ', en riant tout bas',
              ', sans se presser',
              ', comme des plumes',
            ],
          ),
          slots(
            [(c) => `${cap(c.place.at)},`],
            ['tout est', 'tout semble', 'tout paraît'],
            [
              'merveilleux',
              'doux et lumineux',
              'magique',
              'tendre et brillant',
              'beau comme un rêve',
              'paisible et doré',
              'léger comme une plume',
            ],
            [
              '',
              ', bien sûr',
              ', plus encore que d’habitude',
              ', comme dans un livre d’images',
              ', et tout brille un peu',
              ', et l’air sent le miel',
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
