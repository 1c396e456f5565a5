import type { StoryContext } from '../context.js';
import type { Line } from '../types.js';
import { slots } from '../variety.js';
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
    ['', 'Aussitôt,', 'Tout de suite,', 'Alors,'],
    [(c) => `${c.one().who}`],
    ['demande', 'veut savoir', 'aimerait bien savoir', 'cherche à comprendre'],
    ['comment ça marche', 'comment ça fonctionne', 'à quoi ça sert', 'comment on s’en sert', 'comment on fait'],
  ),
  slots(
    ['', 'Alors,', 'Pour de vrai,', 'Vraiment,'],
    [
      (c) => `${c.heroesSubject} ${c.byCount('n’en revient pas', 'n’en reviennent pas')}`,
      (c) => `${c.heroesSubject} ${c.byCount('ouvre', 'ouvrent')} de grands yeux`,
      (c) => `${c.one().who} reste bouche bée`,
    ],
    ['', ', tellement c’est beau', ', tant c’est étonnant', ', et regarde encore'],
  ),
  slots(
    [(c) => `${c.one().who}`],
    ['veut tout voir', 'aimerait tout voir', 'voudrait tout regarder', 'tient à tout voir'],
    ['de plus près', 'de tout près', 'en détail', 'sous tous les angles'],
    ['', ', sans rien toucher', ', le nez presque dessus', ', pour ne rien manquer'],
  ),
  (c) => `${c.one().who} pose une question, et ${c.companion} y répond avec plaisir.`,
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
            ['Voici', 'Voilà', 'Il était une fois', 'Faisons connaissance avec', 'Cette histoire commence avec'],
            [(c) => c.intro],
            [
              '',
              (c) =>
                c.rich(
                  c.byCount(', qui a toujours mille questions en tête', ', qui ont toujours mille questions en tête'),
                ),
              (c) => c.more(c.byCount(', qui pose toujours des questions', ', qui posent toujours des questions')),
              (c) => c.more(c.byCount(', qui veut toujours savoir pourquoi', ', qui veulent toujours savoir pourquoi')),
            ],
          ),
          slots(
            [(c) => `${c.heroesSubject}`],
            [
              (c) => c.byCount('adore', 'adorent'),
              (c) => c.byCount('aime tant', 'aiment tant'),
              (c) => c.byCount('aime par-dessus tout', 'aiment par-dessus tout'),
              (c) => c.byCount('aime beaucoup', 'aiment beaucoup'),
            ],
            [(c) => c.theme.love],
            ['', ', plus que tout', ', depuis toujours', ', vraiment'],
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
          (c) => `${c.companionSubject} ${c.byCount('l’', 'les ')}attend à l'entrée.`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: place.props,
      });
    },
    depart: (c) =>
      page({
        lines: [(c) => `${c.heroesSubject} ${c.verb('découvre')} ${c.place.the} avec de grands yeux.`, c.place.desc],
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
          (c) =>
            `${c.companionSubject} ${c.heroesIndirectPronoun} dit merci pour ${c.byCount('son', 'leur')} aide précieuse.`,
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
        lines: [(c) => `Ensuite, ${c.companion} ${c.byCount('l’', 'les ')}emmène ${c.place.at}.`, c.place.desc],
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
