import { de } from '../french.js';
import type { StoryContext } from '../context.js';
import type { Ctx, Line } from '../types.js';
import { slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { explorePage, heroMoments, page } from './common.js';

/** The place's activities, two sentences each (what the heroes do, what comes of it). */
const tryItPairs = (c: StoryContext): Line[][] =>
  Array.from({ length: Math.ceil(c.theme.visit.tryIt.length / 2) }, (_, index) =>
    c.theme.visit.tryIt.slice(index * 2, index * 2 + 2),
  );

/**
 * 'discover': a guided visit of the theme's place or job: what is there and how it works,
 * a try at the real thing, thanks and a keepsake. The guide is the theme's own.
 */

const reactions: Line[] = [
  slots(
    ['', 'Aussitôt,', 'Tout de suite,', 'Alors,', 'Sans attendre,', 'Du coup,'],
    [(c) => `${c.one().who}`],
    ['demande', 'veut savoir', 'aimerait bien savoir', 'cherche à comprendre', 'se demande'],
    [
      'comment ça marche',
      'comment ça fonctionne',
      'à quoi ça sert',
      'comment on s’en sert',
      'comment on fait',
      'qui a inventé ça',
      'depuis quand c’est là',
    ],
    ['', ', les yeux brillants', ', en montrant du doigt', ', tout bas'],
  ),
  slots(
    ['', 'Alors,', 'Pour de vrai,', 'Vraiment,', 'Là,', 'Devant ça,'],
    [
      (c) => `${c.heroesSubject} ${c.byCount('n’en revient pas', 'n’en reviennent pas')}`,
      (c) => `${c.heroesSubject} ${c.byCount('ouvre', 'ouvrent')} de grands yeux`,
      (c) => `${c.one().who} reste bouche bée`,
      (c) => `${c.one().who} siffle d’admiration`,
      (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')} jusqu’aux oreilles`,
    ],
    [
      '',
      ', tellement c’est beau',
      ', tant c’est étonnant',
      ', et regarde encore',
      ', tant c’est bien fait',
      ', sans dire un mot',
    ],
  ),
  slots(
    [(c) => `${c.one().who}`],
    ['veut tout voir', 'aimerait tout voir', 'voudrait tout regarder', 'tient à tout voir', 'veut tout observer'],
    ['de plus près', 'de tout près', 'en détail', 'sous tous les angles', 'dans les moindres détails'],
    [
      '',
      ', sans rien toucher',
      ', le nez presque dessus',
      ', pour ne rien manquer',
      ', les mains dans le dos',
      ', sur la pointe des pieds',
    ],
  ),
  vary`${(c) => c.one().who} pose une question${['', ', puis une autre', ' toute simple', ' très sérieuse', ' un peu compliquée']}, et ${(c) => c.companion} y répond ${['avec plaisir', 'en souriant', 'patiemment', 'sans se faire prier', 'en prenant son temps', 'avec un exemple']}.`,
];

const corners: Line[][] = [
  [
    (c) => `${c.companionSubject} ${c.byCount('l’', 'les ')}emmène dans un coin que les visiteurs ne voient jamais.`,
    slots(
      ['Il y a là', 'On y trouve', 'On y voit', 'Là, il y a', 'On découvre là'],
      ['des choses étonnantes', 'des trésors', 'des objets curieux', 'des merveilles', 'des outils incroyables'],
      ['rangés avec soin', 'bien alignés', 'posés en bon ordre', 'rangés comme dans un musée'].map((end) => `, ${end}`),
    ),
  ],
  [
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} présente toute l'équipe, qui fait de grands signes.`,
    slots(
      ['Ici,', 'Dans cette équipe,', 'Ici, c’est simple :', 'On le voit tout de suite :'],
      ['chacun a', 'tout le monde a', 'chaque personne a'],
      ['un travail important', 'un rôle bien à lui', 'une mission précise', 'une tâche importante'],
      ['', ', et tout le monde s’entraide', ', et personne n’est oublié', ', même le plus petit'],
    ),
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('regarde')} comment on travaille ici, sans rien dire.`,
    slots(
      ['Chaque geste', 'Chaque mouvement', 'Tout'],
      ['est précis', 'est soigné', 'est bien réglé', 'se fait avec soin'],
      ['', ', comme une danse', ', comme une musique', ', comme dans un ballet', ', sans une seule hésitation'],
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
            [
              (c: Ctx) => `Voici ${c.intro}`,
              (c: Ctx) => `Voilà ${c.intro}`,
              (c: Ctx) => `Il était une fois ${c.intro}`,
              (c: Ctx) => `Faisons connaissance avec ${c.intro}`,
              (c: Ctx) => `Cette histoire commence avec ${c.intro}`,
              (c: Ctx) => `Cette histoire parle ${de(c.intro)}`,
              (c: Ctx) => `Voici l’histoire ${de(c.intro)}`,
            ],
            [
              '',
              (c) =>
                c.rich(
                  c.byCount(', qui a toujours mille questions en tête', ', qui ont toujours mille questions en tête'),
                ),
              (c) => c.more(c.byCount(', qui pose toujours des questions', ', qui posent toujours des questions')),
              (c) => c.more(c.byCount(', qui veut toujours savoir pourquoi', ', qui veulent toujours savoir pourquoi')),
              (c) => c.more(c.byCount(', qui a des yeux de détective', ', qui ont des yeux de détective')),
              (c) =>
                c.more(
                  c.byCount(
                    ', qui aime comprendre comment marchent les choses',
                    ', qui aiment comprendre comment marchent les choses',
                  ),
                ),
              (c) => c.more(c.byCount(', qui regarde tout avec attention', ', qui regardent tout avec attention')),
            ],
          ),
          slots(
            ['', '', 'Surtout,', 'Et puis,', 'Par-dessus tout,', 'Et surtout,'],
            [(c) => `${c.heroesSubject}`],
            [
              (c) => c.byCount('adore', 'adorent'),
              (c) => c.byCount('aime tant', 'aiment tant'),
              (c) => c.byCount('aime beaucoup', 'aiment beaucoup'),
              (c) => c.byCount('adore vraiment', 'adorent vraiment'),
            ],
            [(c) => c.theme.love],
            [
              '',
              ', plus que tout',
              ', depuis toujours',
              ', à la folie',
              (c) => c.more(c.byCount(', et en parle sans arrêt', ', et en parlent sans arrêt')),
              (c) => c.more(', c’est bien connu'),
              (c) => `, de tout ${c.byCount('son', 'leur')} cœur`,
            ],
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
            ],
            ['tout savoir', 'tout comprendre', 'tout connaître', 'tout découvrir'],
            ['', ', absolument tout', ', du plus petit détail au plus grand', ', tout de suite'],
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
          (c) =>
            `${c.rng.pick(["Aujourd'hui", 'Ce jour-là', 'Aujourd’hui, enfin', 'Aujourd’hui, grande nouvelle'])}, ${c.heroesSubject} ${c.verb(c.rng.pick(['va', 'part']), c.rng.pick(['vont', 'partent']))} ${c.rng.pick(['visiter', 'découvrir', 'explorer'])} ${place.the}${c.rich(', un endroit où peu de gens ont la chance d’entrer')}.`,
          vary`${(c) => c.companionSubject} ${(c) => c.byCount('l’', 'les ')}attend ${['à l’entrée', 'devant la porte', 'sur le seuil', 'près de l’entrée']}${['', ' avec un grand sourire', ', la main levée', ' en faisant de grands signes', ' depuis un moment']}.`,
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
          vary`${['', 'Enfin, ', 'Ça y est, ', 'Et voilà, ']}${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('découvre'), c.verb('entre', 'entrent') + ' dans', c.verb('visite', 'visitent')])} ${(c) => c.place.the} ${['avec de grands yeux', 'les yeux écarquillés', 'le cœur battant', 'bouche bée', 'sur la pointe des pieds', 'avec un grand sourire']}.`,
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
          vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['dit merci', 'dit un grand merci', 'dit mille fois merci']} pour ${(c) => c.byCount('son', 'leur')} aide ${['précieuse', 'si précieuse', 'formidable', 'si utile']}${['', ', la main sur le cœur', ', les yeux brillants', ', en souriant']}.`,
          slots(
            [(c) => `${c.heroesSubject} ${c.byCount('a', 'ont')}`],
            [
              'le sourire jusqu’aux oreilles',
              'un sourire grand comme ça',
              'les joues toutes roses de fierté',
              'un sourire tout fier',
            ],
            ['', ', c’est bien normal', ', et il y a de quoi', ', et ça se voit'],
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
          (c) => `Pour finir la visite, ${c.companion} ${c.heroesIndirectPronoun} offre ${c.keepsake.a} en souvenir.`,
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
          slots(
            ['En rentrant,', 'De retour à la maison,', 'Le soir venu,', 'Sur le chemin du retour,'],
            [(c) => `${c.heroesSubject} ${c.verb('raconte')}`],
            [
              'toute la visite',
              'la visite dans les moindres détails',
              'tout ce qu’il y avait à voir',
              'chaque moment de la visite',
            ],
            ['', 'sans oublier un seul détail', 'en faisant de grands gestes', 'avec des étoiles dans les yeux'].map(
              (end) => (end ? `, ${end}` : ''),
            ),
          ),
        ],
        tail: [
          slots(
            ['Il y a', 'Il reste', 'Il existe', 'Il y aura toujours'],
            ['tant de choses', 'tellement de choses', 'mille choses', 'encore tant de choses'],
            ['à découvrir', 'à voir', 'à apprendre', 'à explorer'],
            ['dans le monde !', 'sur la Terre !', 'un peu partout !', 'autour de nous !'],
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
          vary`${['Ensuite', 'Puis', 'Après ça', 'Un peu plus tard', 'Pour la suite']}, ${(c) => c.companion} ${(c) => c.byCount('l’', 'les ')}emmène ${(c) => c.place.at}${['', ' d’un bon pas', ', tout près de là', ' par un petit couloir', ' en bavardant']}.`,
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
