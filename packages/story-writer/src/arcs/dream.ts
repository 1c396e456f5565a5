import { a, cap } from '../french.js';
import type { Ctx, Line } from '../types.js';
import type { Arc } from './arc.js';
import { page } from './common.js';

/**
 * 'dream': the heroes fall asleep and a tender dream takes them into the theme's world:
 * wonders, a wish on a star, a keepsake, and a smile in bed at the end.
 */

const openers: Line[][] = [
  [
    (c) =>
      `Ce soir, ${c.introSubj} ${c.verb('s’endort', 's’endorment')} en serrant ${c.byCount('son doudou', 'leurs doudous')}.`,
    'Et tout doucement, un rêve commence.',
  ],
  [
    (c) => `Dans ${c.byCount('son lit', 'leurs lits')}, ${c.introSubj} ${c.verb('ferme')} les yeux.`,
    'Bientôt, la chambre se remplit de petites lumières qui dansent.',
  ],
];

const dreamPages: Line[][] = [
  [
    'Des bulles de savon géantes flottent, et dans chacune brille un petit arc-en-ciel.',
    (c) => `${c.heroesSubject} ${c.verb('souffle')} dessus pour les faire danser.`,
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('glisse')} sur un arc-en-ciel comme sur un toboggan.`,
    'C’est doux, et ça chatouille le ventre.',
  ],
  [
    'Une pluie de pétales tombe doucement, sans faire de bruit.',
    (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} les mains pour les attraper.`,
  ],
  [
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} apprend à marcher sur les nuages.`,
    'Un pas, puis deux, et hop, on rebondit comme sur un matelas.',
  ],
];

const reactions: Line[] = [
  (c) => `${c.heroesSubject} ${c.byCount('n’en croit pas', 'n’en croient pas')} ${c.byCount('ses', 'leurs')} yeux.`,
  (c) => `${c.one().who} en a le souffle coupé.`,
  (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')} aux anges.`,
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
          (c) => `${c.heroesSubject} ${c.byCount('se laisse', 'se laissent')} emporter, le cœur léger.`,
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
            `Puis ${c.more('le rêve devient tout doux, et ')}${c.heroesSubject} ${c.verb('se retrouve')} bien au chaud dans ${c.byCount('son lit', 'leurs lits')}.`,
        ],
        tail: [
          (c) =>
            c.short(
              'Et ce joli rêve reviendra peut-être demain.',
              'Et qui sait : peut-être que ce joli rêve reviendra demain soir.',
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
        ]),
        'Tout est tendre et tranquille.',
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
          (c) => `Sur un nuage tout doux, ${c.heroesAndCompanion} s'envolent vers ${c.place.the}.`,
          (c) => `${cap(c.place.at)}, tout est merveilleux.`,
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
  ],
  companionTone: [
    (c) => `${c.companionSubject} donne la main ${a(c.who)}.`,
    (c) => `${c.companionSubject} chantonne une chanson qui sent bon la vanille.`,
    (c) => `${c.companionSubject} rit tout doucement, comme un grelot.`,
    (c) => `${c.companionSubject} fait une pirouette dans l'air.`,
  ],
};
