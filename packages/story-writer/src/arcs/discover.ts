import { a } from '../french.js';
import type { StoryContext } from '../context.js';
import type { Line } from '../types.js';
import { framedSlots, seconded, type Slot, slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { adoring, explorePage, heroMoments, introducing, loving, page, reachedBy } from './common.js';

/** The place's activities, two sentences each (what the heroes do, what comes of it). */
const tryItPairs = (c: StoryContext): Line[][] =>
  Array.from({ length: Math.ceil(c.theme.visit.tryIt.length / 2) }, (_, index) =>
    c.theme.visit.tryIt.slice(index * 2, index * 2 + 2),
  );

/**
 * 'discover': a guided visit of the theme's place or job: what is there and how it works,
 * a try at the real thing, thanks and a keepsake. The guide is the theme's own.
 */

/** A second trait of curious heroes, now and then. */
const heroesCurious: Slot = [
  '',
  (c) => c.more(c.byCount(' et qui adore les coulisses', ' et qui adorent les coulisses')),
  (c) => c.more(c.byCount(' et qui note tout dans un carnet', ' et qui notent tout dans un carnet')),
  (c) => c.more(c.byCount(' et qui rêve de tous les métiers', ' et qui rêvent de tous les métiers')),
  (c) => c.more(c.byCount(' et qui ne se lasse jamais d’apprendre', ' et qui ne se lassent jamais d’apprendre')),
  (c) => c.more(c.byCount(' et qui pose mille questions', ' et qui posent mille questions')),
  (c) => c.more(c.byCount(' et qui ouvre grand les yeux', ' et qui ouvrent grand les yeux')),
  (c) => c.more(c.byCount(' et qui aime les secrets', ' et qui aiment les secrets')),
];

/** How the heroes take in a sight of the visit: one after each, so there are many. */
const reactions: Line[] = [
  framedSlots(
    ['', 'Aussitôt,', 'Tout de suite,', 'Alors,', 'Sans attendre,', 'Du coup,', 'Bien sûr,'],
    [(c) => `${c.one().who}`],
    ['demande', 'veut savoir', 'aimerait bien savoir', 'cherche à comprendre', 'se demande', 'voudrait savoir'],
    [
      'comment ça marche',
      'comment ça fonctionne',
      'à quoi ça sert',
      'comment on s’en sert',
      'comment on fait',
      'qui a inventé ça',
      'depuis quand c’est là',
      'combien de temps il faut',
    ],
    ['', ', les yeux brillants', ', en montrant du doigt', ', tout bas', ', très sérieusement', ', le nez en l’air'],
  ),
  framedSlots(
    ['', 'Alors,', 'Pour de vrai,', 'Vraiment,', 'Là,', 'Devant ça,', 'À cette vue,', 'Et là,'],
    [
      (c) => `${c.heroesSubject} ${c.byCount('n’en revient pas', 'n’en reviennent pas')}`,
      (c) => `${c.heroesSubject} ${c.byCount('ouvre', 'ouvrent')} de grands yeux`,
      (c) => `${c.one().who} reste bouche bée`,
      (c) => `${c.one().who} siffle d’admiration`,
      (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')} jusqu’aux oreilles`,
      (c) => `${c.one().who} en oublie de parler`,
    ],
    [
      '',
      ', tellement c’est beau',
      ', tant c’est étonnant',
      ', et regarde encore',
      ', tant c’est bien fait',
      ', sans dire un mot',
      ', tant c’est curieux',
      ', le souffle coupé',
    ],
    ['', ', une bonne minute', ', puis éclate de rire', ', puis applaudit', ', les mains sur les joues'],
  ),
  framedSlots(
    ['', 'Aussitôt,', 'Bien sûr,', 'Évidemment,', 'Là,', 'Tout de suite,'],
    [(c) => `${c.one().who}`],
    [
      'veut tout voir',
      'aimerait tout voir',
      'voudrait tout regarder',
      'tient à tout voir',
      'veut tout observer',
      'veut tout examiner',
    ],
    ['de plus près', 'de tout près', 'en détail', 'sous tous les angles', 'dans les moindres détails', 'bien en face'],
    [
      '',
      ', sans rien toucher',
      ', le nez presque dessus',
      ', pour ne rien manquer',
      ', les mains dans le dos',
      ', sur la pointe des pieds',
      ', en retenant son souffle',
    ],
  ),
  vary`${(c) => c.one().who} pose une question${['', ', puis une autre', ' toute simple', ' très sérieuse', ' un peu compliquée', ' très maligne']}, et ${(c) => c.companion} y répond ${['avec plaisir', 'en souriant', 'patiemment', 'sans se faire prier', 'en prenant son temps', 'avec un exemple', 'avec un dessin', 'tout de suite']}${['', ', ravi', ', l’air content', ', en montrant du doigt']}.`,
  framedSlots(
    ['', 'Alors,', 'Tout bas,', 'À mi-voix,', 'Pour ne rien oublier,', 'Bien vite,', 'Sans attendre,'],
    [(c) => `${c.one().who}`],
    ['répète', 'redit', 'murmure', 'se répète', 'note'],
    [
      'chaque mot',
      'le nom de chaque chose',
      'ce qu’on vient de voir',
      'les mots nouveaux',
      'chaque explication',
      'les mots savants',
    ],
    [
      '',
      ', pour bien s’en souvenir',
      ', comme une chanson',
      ', en comptant sur ses doigts',
      ', très sérieusement',
      ', pour le raconter ce soir',
      ', pour ne rien perdre',
      ', deux fois de suite',
    ],
  ),
  framedSlots(
    ['', 'Pour de vrai,', 'Franchement,', 'Là, vraiment,', 'Sans hésiter,', 'Sincèrement,'],
    [
      (c) => `${c.heroesSubject} ${c.verb('trouve')} ça`,
      (c) => `${c.one().who} trouve ça`,
      (c) => `${c.heroesSubject} ${c.verb('dit', 'disent')} que c’est`,
      (c) => `${c.one().who} chuchote que c’est`,
    ],
    [
      'passionnant',
      'formidable',
      'incroyable',
      'génial',
      'épatant',
      'extraordinaire',
      'vraiment chouette',
      'merveilleux',
    ],
    [
      '',
      ', du début à la fin',
      ', et plus encore',
      ', bien mieux que dans les livres',
      ', plus beau qu’un dessin animé',
      ', à ne pas en croire ses yeux',
      ', mille fois mieux que prévu',
    ],
  ),
];

/** The guide's thanks and the heroes' pride, after their try. */
const thanked: Line = vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['dit merci', 'dit un grand merci', 'dit mille fois merci', 'dit un immense merci', 'fait un grand merci']} pour ${(c) => c.byCount('son', 'leur')} aide ${['précieuse', 'si précieuse', 'formidable', 'si utile', 'bien utile']}${['', ', la main sur le cœur', ', les yeux brillants', ', en souriant', ', avec une petite révérence', ', d’un ton joyeux']}.`;

const corners: Line[][] = [
  [
    vary`${['', 'Ensuite, ', 'Puis ', 'Après ça, ', 'Tout à coup, ']}${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}${['emmène', 'conduit', 'guide']} dans ${['un coin que les visiteurs ne voient jamais', 'un endroit réservé à l’équipe', 'une pièce que personne ne visite', 'un recoin tout à fait secret', 'un coin caché derrière une porte']}${['', ', en chuchotant', ', sur la pointe des pieds', ', avec un clin d’œil']}.`,
    slots(
      ['Il y a là', 'On y trouve', 'On y voit', 'Là, il y a', 'On découvre là', 'Ici se cachent'],
      [
        'des choses étonnantes',
        'des trésors',
        'des objets curieux',
        'des merveilles',
        'des outils incroyables',
        'des secrets de métier',
      ],
      [
        'rangés avec soin',
        'bien alignés',
        'posés en bon ordre',
        'rangés comme dans un musée',
        'gardés bien à l’abri',
        'étiquetés un par un',
        'cachés sous des draps',
        'empilés jusqu’en haut',
      ].map((end) => `, ${end}`),
      [
        '',
        ', du sol au plafond',
        ', sur de grandes étagères',
        ', dans de vieilles boîtes',
        ', dans des tiroirs secrets',
        ', sous une lampe',
      ],
    ),
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['présente', 'fait rencontrer', 'fait connaître']} toute l’équipe, qui ${['fait de grands signes', 'dit bonjour en chœur', 'sourit de toutes ses dents', 'applaudit pour les accueillir', 'fait coucou de la main']}${['', ', tout sourire', ', ravie de la visite']}.`,
    slots(
      [
        'Ici,',
        'Dans cette équipe,',
        'Ici, c’est simple :',
        'On le voit tout de suite :',
        'Ici, c’est comme ça :',
        'Dans cette maison,',
        'Ici, pas de doute :',
        'Dans cette grande famille,',
      ],
      ['chacun a', 'tout le monde a', 'chaque personne a'],
      [
        'un travail important',
        'un rôle bien à lui',
        'une mission précise',
        'une tâche importante',
        'sa place',
        'quelque chose à faire',
        'son petit savoir-faire',
        'un métier bien à lui',
      ],
      [
        '',
        ', et tout le monde s’entraide',
        ', et personne n’est oublié',
        ', même le plus petit',
        ', et on se donne des coups de main',
        ', et tout le monde sourit',
        ', et tout marche comme sur des roulettes',
        ', et chacun y met du cœur',
      ],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('regarde'), c.verb('observe'), c.verb('examine')])} comment on travaille ici, ${['sans rien dire', 'sans faire de bruit', 'les yeux grands ouverts', 'en retenant son souffle', 'bien sagement']}${['', ', un long moment', ', sans perdre une miette']}.`,
    framedSlots(
      ['', 'Ici,', 'Partout,', 'Autour,', 'Dans chaque coin,', 'D’un bout à l’autre,'],
      ['chaque geste', 'chaque mouvement', 'tout', 'le moindre geste'],
      [
        'est précis',
        'est soigné',
        'est bien réglé',
        'se fait avec soin',
        'est calculé',
        'tombe juste',
        'a son importance',
      ],
      [
        '',
        ', comme une danse',
        ', comme une musique',
        ', comme dans un ballet',
        ', sans une seule hésitation',
        ', comme une horloge',
        ', comme les rouages d’une montre',
        ', et rien ne traîne',
      ],
    ),
  ],
];

export const discoverArc: Arc = {
  beats: {
    opening: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          slots(
            introducing,
            seconded(
              [
                '',
                (c) =>
                  c.rich(
                    c.byCount(', qui a toujours mille questions en tête', ', qui ont toujours mille questions en tête'),
                  ),
                (c) => c.more(c.byCount(', qui pose toujours des questions', ', qui posent toujours des questions')),
                (c) =>
                  c.more(c.byCount(', qui veut toujours savoir pourquoi', ', qui veulent toujours savoir pourquoi')),
                (c) => c.more(c.byCount(', qui a des yeux de détective', ', qui ont des yeux de détective')),
                (c) =>
                  c.more(
                    c.byCount(
                      ', qui aime comprendre comment marchent les choses',
                      ', qui aiment comprendre comment marchent les choses',
                    ),
                  ),
                (c) => c.more(c.byCount(', qui regarde tout avec attention', ', qui regardent tout avec attention')),
                (c) =>
                  c.more(c.byCount(', qui démonte tout pour voir dedans', ', qui démontent tout pour voir dedans')),
                (c) =>
                  c.more(c.byCount(', qui a toujours une loupe en poche', ', qui ont toujours une loupe en poche')),
                (c) => c.more(c.byCount(', qui n’a jamais fini de s’étonner', ', qui n’ont jamais fini de s’étonner')),
              ],
              heroesCurious,
            ),
          ),
          slots(
            [
              '',
              'Surtout,',
              'Et puis,',
              'Et surtout,',
              'Il faut dire que',
              'Et bien sûr,',
              'Et justement,',
              'Avant tout,',
              'À vrai dire,',
              'D’ailleurs,',
              'Ce qui est sûr, c’est que',
              'Il faut savoir que',
            ],
            [(c) => `${c.heroesSubject}`],
            adoring,
            [(c) => c.theme.love],
            loving,
          ),
        ],
        must: 2,
        extras: [
          slots(
            [(c) => `Et ${c.heroesSubject}`],
            [
              (c) => c.byCount('a envie de', 'ont envie de'),
              (c) => c.byCount('veut', 'veulent'),
              (c) => c.byCount('voudrait', 'voudraient'),
              (c) => c.byCount('rêve de', 'rêvent de'),
              (c) => c.byCount('aimerait', 'aimeraient'),
            ],
            ['tout savoir', 'tout comprendre', 'tout connaître', 'tout découvrir', 'tout voir'],
            [
              '',
              ', absolument tout',
              ', du plus petit détail au plus grand',
              ', tout de suite',
              ', et même plus',
              ' sur le monde entier',
              ' sur les métiers des grands',
              ' sur la façon dont marchent les choses',
            ],
          ),
        ],
        action: 'arrive',
        time: 'day',
        props: [],
        withCompanion: false,
      });
    },
    call: (c) => {
      const place = c.moveTo(c.theme.visit.place);
      return page({
        lines: [
          vary`${['Aujourd’hui', 'Ce jour-là', 'Aujourd’hui, enfin', 'Aujourd’hui, grande nouvelle', 'Ce matin', 'Et justement, aujourd’hui', 'Ce jour-là, enfin']}, ${(c) => c.heroesSubject} ${(c) => c.verb(c.rng.pick(['va', 'part']), c.rng.pick(['vont', 'partent']))} ${['visiter', 'découvrir', 'explorer', 'voir de près']} ${place.the}${['', (c) => c.rich(', un endroit où peu de gens ont la chance d’entrer'), (c) => c.more(', pour une vraie visite'), ', avec un petit carnet', (c) => c.more(', le cœur battant')]}.`,
          vary`${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}attend ${['à l’entrée', 'devant la porte', 'sur le seuil', 'près de l’entrée', 'juste devant']}${['', ' avec un grand sourire', ', la main levée', ' en faisant de grands signes', ' depuis un moment', ' en agitant la main']}${['', ' : « Bienvenue ! »', ', tout content de la visite']}.`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: place.props,
      });
    },
    depart: (c) =>
      page({
        lines: [
          vary`${['', 'Enfin, ', 'Ça y est, ', 'Et voilà, ', 'Aussitôt, ', 'Sans attendre, ']}${(c) => c.heroesSubject} ${(c) => c.rng.pick([`${c.verb('découvre')} ${c.place.the}`, `${c.verb('entre', 'entrent')} dans ${c.place.the}`, `${c.verb('visite', 'visitent')} ${c.place.the}`, `${c.verb('arrive', 'arrivent')} ${a(c.place.the)}`])} ${['avec de grands yeux', 'les yeux écarquillés', 'le cœur battant', 'bouche bée', 'sur la pointe des pieds', 'avec un grand sourire', 'en retenant son souffle', 'sans un mot']}.`,
          c.place.desc,
        ],
        must: 2,
        action: 'arrive',
        time: 'day',
        props: c.place.props,
      }),
    // The heroes' own try: the next of the place's activities, or the last one again in a short book.
    turn: (c) => {
      const pairs = tryItPairs(c);
      const lines = c.inOrder('try-it', pairs) ?? pairs.at(-1) ?? [];
      return page({ lines, must: lines.length, action: 'work', time: 'day', props: c.place.props });
    },
    resolve: () =>
      page({
        lines: [
          thanked,
          framedSlots(
            ['', '', 'Alors,', 'Du coup,', 'À ces mots,', 'Forcément,', 'Aussitôt,', 'En entendant ça,'],
            [(c) => `${c.heroesSubject} ${c.byCount('a', 'ont')}`],
            [
              'le sourire jusqu’aux oreilles',
              'un sourire grand comme ça',
              'les joues toutes roses de fierté',
              'un sourire tout fier',
              'les yeux qui brillent',
              'le cœur qui bat de joie',
              'le cœur tout chaud',
              'les joues en feu',
              'des étoiles dans les yeux',
              'un sourire qui ne veut plus partir',
            ],
            [
              '',
              ', c’est bien normal',
              ', et il y a de quoi',
              ', et ça se voit',
              ', pour de bon',
              ', du bout du nez aux orteils',
              ', et pour longtemps',
              ', sans pouvoir s’arrêter',
              ', tant c’est une belle surprise',
            ],
          ),
        ],
        must: 2,
        action: 'help',
        time: 'day',
        props: ['heart'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          vary`${['Pour finir la visite', 'Avant de se quitter', 'À la fin de la visite', 'Pour dire au revoir', 'Juste avant le départ']}, ${(c) => c.companion} ${(c) => c.heroesIndirectPronoun} ${['offre', 'donne', 'fait cadeau de']} ${(c) => c.keepsake.a} ${['en souvenir', 'pour se souvenir', 'comme souvenir', 'en cadeau']}${['', ', avec un sourire', ', enveloppé dans un mouchoir', ', tout doucement']}.`,
          c.rng.pick(c.theme.party),
        ],
        action: 'celebrate',
        time: 'day',
        props: [c.keepsake.prop],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          framedSlots(
            [
              'En rentrant,',
              'De retour à la maison,',
              'Le soir venu,',
              'Sur le chemin du retour,',
              'À la maison,',
              'Au dîner,',
              'Plus tard,',
              'Autour de la table,',
              'Avant d’aller au lit,',
            ],
            [
              (c) => `${c.heroesSubject} ${c.verb('raconte')}`,
              (c) => `${c.heroesSubject} ${c.verb('décrit', 'décrivent')}`,
              (c) => `${c.heroesSubject} ${c.verb('raconte')} encore et encore`,
            ],
            [
              'toute la visite',
              'la visite dans les moindres détails',
              'tout ce qu’il y avait à voir',
              'chaque moment de la visite',
              'la visite du début à la fin',
              'tout ce qu’on a appris là-bas',
              'les merveilles de la journée',
              'chaque découverte',
            ],
            [
              '',
              'sans oublier un seul détail',
              'en faisant de grands gestes',
              'avec des étoiles dans les yeux',
              'sans reprendre son souffle',
              'à toute la famille',
              'en mimant chaque geste',
              'à qui veut l’entendre',
              'avec mille détails',
            ].map((end) => (end ? `, ${end}` : '')),
          ),
        ],
        tail: [
          slots(
            ['Il y a', 'Il reste', 'Il existe', 'Il y aura toujours', 'Il y a encore', 'Il reste encore'],
            [
              'tant de choses',
              'tellement de choses',
              'mille choses',
              'des milliers de choses',
              'des tas de choses',
              'mille et une choses',
            ],
            ['à découvrir', 'à voir', 'à apprendre', 'à explorer', 'à comprendre', 'à essayer'],
            [
              'dans le monde',
              'sur la Terre',
              'un peu partout',
              'autour de nous',
              'juste à côté de chez soi',
              'derrière chaque porte',
              'dans chaque métier',
              'au coin de chaque rue',
            ],
            [
              '',
              ', et tant de gens à rencontrer',
              ', pour les curieux',
              ', il suffit d’ouvrir les yeux',
              ', et chaque jour en apporte de nouvelles',
            ].map((end) => `${end} !`),
          ),
        ],
        action: 'arrive',
        time: 'dusk',
        props: [],
        withCompanion: false,
      });
    },
  },
  steps: [
    (c) => {
      const sight = c.sights.draw();
      if (!sight) return null;
      return page({
        lines: [sight, c.deal('reactions', reactions)],
        action: 'discover',
        time: 'day',
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('corners', corners);
      return lines ? page({ lines, action: 'explore', time: 'day', props: c.place.props }) : null;
    },
    (c) => {
      if (c.sights.left > 0) return null;
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          reachedBy(
            c,
            vary`${['Ensuite', 'Puis', 'Après ça', 'Un peu plus tard', 'Pour la suite', 'Sans traîner', 'Peu après']}, ${(c) => c.companion} ${(c) => c.byCount('l’', 'les ')}${['emmène', 'conduit', 'guide']} ${(c) => c.place.at}${['', ' d’un bon pas', ', tout près de là', ' par un petit couloir', ' en bavardant', ' en montrant le chemin', ' sans se presser']}.`,
          ),
          c.place.desc,
        ],
        must: 2,
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    // Past the first visits, the heroes try things themselves, one activity a page.
    (c) => {
      if (c.progress < 0.4) return null;
      const lines = c.inOrder('try-it', tryItPairs(c));
      return lines ? page({ lines, must: lines.length, action: 'work', time: 'day', props: c.place.props }) : null;
    },
    (c) => explorePage(c),
  ],
  tone: [
    ...heroMoments,
    (c) => `${c.heroesSubject} ${c.verb('regarde')} partout avec de grands yeux.`,
    'Il y a tant de choses à voir !',
    'Chaque coin cache une surprise.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie de tout essayer.`,
    'Ici, chaque objet a une histoire.',
    (c) => `${c.one().who} prend des notes dans un petit carnet.`,
    'Tout le monde travaille en souriant.',
    (c) => `${c.heroesSubject} ${c.verb('découvre')} comment tout fonctionne.`,
    'Ici, chacun sait exactement quoi faire.',
    (c) => `${c.one().who} pose mille questions, et chacune a sa réponse.`,
    'Tout est bien rangé, chaque chose à sa place.',
    (c) => `${c.heroesSubject} ${c.verb('observe')} chaque geste avec attention.`,
    'C’est encore plus beau en vrai qu’en photo.',
    (c) => `${c.one().who} rêve de travailler ici, plus tard.`,
    'Chaque métier a ses petits secrets.',
    (c) => `${c.heroesSubject} ${c.verb('écoute')} tous les bruits de l’endroit.`,
    'On apprend plein de choses en regardant faire.',
    (c) => `${c.one().who} essaie de retenir le nom de chaque chose.`,
    'Tout le monde est très gentil ici.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le droit de toucher, mais tout doucement.`,
    'Ça sent bon le travail bien fait.',
    (c) => `${c.heroesSubject} ${c.verb('suit', 'suivent')} la visite pas à pas.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} explique tout avec patience.`,
    (c) => `${c.companionSubject} répond à toutes les questions.`,
    (c) => `${c.companionSubject} montre comment on fait, étape par étape.`,
    (c) => `${c.companionSubject} adore son métier, et ça se voit.`,
    (c) => `${c.companionSubject} laisse ${c.who} essayer, juste un peu.`,
    (c) => `${c.companionSubject} raconte un petit secret du métier.`,
    (c) => `${c.companionSubject} travaille vite, mais toujours avec soin.`,
    (c) => `${c.companionSubject} présente ${c.who} à toute l’équipe.`,
    (c) => `${c.companionSubject} félicite ${c.who} pour ${c.byCount('sa', 'leur')} curiosité.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} dit à quoi sert chaque chose.`,
    (c) => `${c.companionSubject} range tout soigneusement après chaque essai.`,
    (c) => `${c.companionSubject} se souvient de son tout premier jour ici.`,
    (c) => `${c.companionSubject} salue tous ceux qui passent.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} donne un conseil de ${c.cadj('vrai', 'vraie')} pro.`,
  ],
};
