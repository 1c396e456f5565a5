import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
import type { Ctx, Line, PageDraft } from '../types.js';
import type { Arc } from './arc.js';
import { page, softMoments } from './common.js';

/**
 * 'sleep': a slow evening walk to say goodnight to the theme's world, a companion helped to
 * fall asleep, and the heroes in bed. No suspense anywhere: the only "problem" is a yawn.
 */

const later = (c: StoryContext): PageDraft['time'] => (c.progress < 0.5 ? 'dusk' : 'night');

const openers: Line[][] = [
  [
    (c) =>
      `Le soir tombe tout doucement sur la maison ${de(c.intro)}${c.rich(', et le ciel se teinte de rose et de mauve')}.`,
    (c) =>
      `${c.H} ${c.v('enfile')} ${c.n('son pyjama', 'leurs pyjamas')} et ${c.v('brosse')} ${c.n('ses', 'leurs')} dents.`,
  ],
  [
    (c) => `C'est l'heure d'aller au lit pour ${c.intro}.`,
    (c) => `Dans ${c.n('sa', 'leur')} chambre, la petite lampe fait une lumière toute douce.`,
  ],
  [
    (c) => `Ce soir, ${c.introSubj} ${c.v('regarde')} le ciel par la fenêtre.`,
    'Dehors, le soleil se couche et tout devient rose et doré.',
  ],
];

const wishes: Line[] = [
  (c) => `« ${c.n('Viens', 'Venez')} dire bonne nuit à tout le monde », murmure ${c.C}.`,
  (c) => `${c.CS} ${c.io} propose une petite promenade du soir, pour dire bonne nuit à tout le monde.`,
];

/** Middle pages with no theme material: yawns, soft steps, counting stars. */
const quietPages: Line[][] = [
  [
    (c) => `${c.H} ${c.v('bâille')}, une fois, deux fois, trois fois.`,
    (c) => `${c.CS} bâille aussi, en ouvrant une toute petite bouche.`,
  ],
  ['Une petite brise passe et chante une chanson sans paroles.', (c) => `${c.H} ${c.v('écoute')} sans bouger.`],
  [
    (c) => `${c.H} ${c.v('compte')} les étoiles : une, deux, trois, et encore une.`,
    'Il y en a tant que les chiffres s’endorment en route.',
  ],
  [
    (c) => `${c.CS} ${c.io} raconte à voix basse l'histoire d'un petit nuage qui voulait dormir dans un lit.`,
    (c) => `${c.H} ${c.v('sourit', 'sourient')}, les yeux à moitié fermés.`,
  ],
  [
    (c) => `${c.H} ${c.v('marche')} tout doucement, sur la pointe des pieds.`,
    'Chut : tout le monde commence à dormir.',
  ],
  [
    'Un petit nuage passe, tout rond, tout doux.',
    (c) => `${c.H} ${c.n('lui fait', 'lui font')} un petit signe de la main.`,
  ],
  [(c) => `${c.CS} ${c.io} montre la plus petite étoile du ciel.`, 'Elle clignote, comme pour dire bonsoir.'],
  [
    (c) => `${c.H} ${c.v('trouve')} une plume toute douce sur le chemin.`,
    (c) => `${c.H} ${c.n('la garde', 'la gardent')} pour la glisser sous ${c.n('son oreiller', 'leurs oreillers')}.`,
  ],
  ['Au loin, une petite maison éteint sa dernière lumière.', 'Tout le monde y dort déjà.'],
  [
    'Une petite lumière flotte devant, comme une veilleuse, pour éclairer le chemin.',
    'Elle est douce et toute chaude.',
  ],
];

export const sleepArc: Arc = {
  calm: true,
  beats: {
    opening: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick(openers),
        must: 2,
        extras: [
          (c) => `${c.H} ${c.v('serre')} ${c.n('son doudou', 'leurs doudous')} tout contre ${c.n('son', 'leur')} cœur.`,
          'La maison devient calme et silencieuse.',
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
        extras: [(c) => `${c.H} ${c.v('enfile')} ${c.n('ses', 'leurs')} chaussons sans faire de bruit.`],
        action: 'discover',
        time: 'dusk',
        props: [],
      });
    },
    depart: (c) => {
      c.travel();
      return page({
        lines: c.rng.pick<Line[]>([
          [
            (c) =>
              `À pas de velours, ${c.H} ${c.v('suit', 'suivent')} ${c.C} jusqu'${a(c.place.the)}${c.rich(', sans faire craquer une seule brindille')}.`,
            (c) => `${cap(c.place.at)}, tout est calme et doré.`,
          ],
          [
            (c) => `Tout doucement, ${c.HC} s'en vont jusqu'${a(c.place.the)}.`,
            (c) => `${cap(c.place.at)}, l'air est doux et tout est tranquille.`,
          ],
        ]),
        action: 'explore',
        time: 'dusk',
        props: c.place.props,
      });
    },
    turn: (c) =>
      page({
        lines: c.rng.pick([
          [
            (c: Ctx) =>
              `Mais ${c.C} bâille, bâille, et n'arrive pas à s'endormir${c.rich(', malgré toute sa bonne volonté')}.`,
            (c: Ctx) =>
              `Alors ${c.H} ${c.v('chante')} une berceuse, tout bas, tout bas${c.rich(', comme on chante pour un tout-petit')}.`,
          ],
          [
            (c: Ctx) =>
              `${c.more('Au bout de la promenade, ')}${c.C} a les yeux qui piquent, mais le sommeil ne vient pas.`,
            (c: Ctx) => `${c.H} ${c.n('lui fait', 'lui font')} un câlin tout doux.`,
          ],
        ]),
        must: 2,
        extras: [(c) => `${c.one().who} lui caresse doucement la tête.`],
        action: 'help',
        time: 'night',
        props: [],
      }),
    resolve: (c) =>
      page({
        lines: c.rng.pick<Line[]>([
          [
            (c) => `${c.CS} ferme les yeux, pousse un petit soupir et s'endort en souriant.`,
            'Chut : maintenant, presque tout le monde dort.',
          ],
          [
            (c) => `Petit à petit, ${c.C} ferme les yeux et se met à ronfler tout doucement.`,
            (c) => `Chut : il ne faut surtout pas ${c.cadj('le', 'la')} réveiller.`,
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
            (c) => `Sans faire de bruit, ${c.H} ${c.n('revient', 'reviennent')} jusqu'à ${c.n('sa', 'leur')} chambre.`,
            (c) => `Le chemin du retour est tout doux${c.more(', comme un tapis de mousse')}.`,
          ],
          [
            (c) => `Puis ${c.H} ${c.v('reprend', 'reprennent')} le chemin de la maison, tout doucement.`,
            (c) => `La lune éclaire chaque pas${c.more(' jusqu’à la porte de la chambre')}.`,
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
      return page({
        lines: [
          c.rng.pick<Line>([
            (c) =>
              `${away ? `De retour dans ${c.n('sa', 'leur')} chambre, ` : ''}${c.H} ${c.v('se glisse')} sous ${c.n('sa couette', 'leurs couettes')}, bien au chaud${c.rich(', la tête pleine de jolies images')}.`,
            (c) =>
              `${away ? `De retour dans ${c.n('sa', 'leur')} chambre, ` : ''}${c.H} ${c.v('se blottit', 'se blottissent')} sous ${c.n('sa couette', 'leurs couettes')}, ${c.n('son doudou', 'leurs doudous')} tout contre ${c.n('son', 'leur')} cœur.`,
          ]),
        ],
        tail: [
          c.rng.pick<Line>([
            (c) => `Bonne nuit, ${c.names}, ${c.n('fais', 'faites')} de beaux rêves.`,
            (c) => `Bonne nuit, ${c.names}, ${c.n('dors', 'dormez')} bien.`,
          ]),
        ],
        extras: [
          (c) => `${c.H} ${c.v('ferme')} les yeux, tout doucement.`,
          'Dans le ciel, les étoiles veillent.',
          'Le sommeil arrive, doux comme un nuage.',
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
        c.deal('sleep-rest', [
          (c: Ctx) => `${c.H} ${c.v('reste', 'restent')} un moment ${c.place.at}, sans bouger, à écouter la nuit.`,
          (c: Ctx) => `${c.H} ${c.v('s’assoit', 's’assoient')} un instant pour regarder la lune.`,
          (c: Ctx) => `${c.H} ${c.v('écoute')} le silence, doux comme du coton.`,
        ]),
        'Tout est paisible.',
      ],
      action: 'calm',
      time: 'night',
      props: ['moon'],
    }),
  steps: [
    (c) => {
      const night = c.calm.draw();
      if (!night) return null;
      const say: Line = c.rng.chance(0.5)
        ? (c) => `${c.H} ${c.v('murmure')} : « Bonne nuit, ${night.who} ! »`
        : (c) => `« Bonne nuit, ${night.who} », ${c.v('chuchote')} ${c.H}.`;
      return page({ lines: [night.line, say], must: 2, action: 'greet', time: later(c), props: [night.prop] });
    },
    (c) => {
      if (!c.travel()) return null;
      return page({
        lines: [
          (c) =>
            `Puis, tout doucement, ${c.H} ${c.v('continue')} ${c.n('sa', 'leur')} promenade jusqu'${a(c.place.the)}.`,
          (c) => `${cap(c.place.at)}, on n'entend plus qu'un petit souffle de vent.`,
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
    'Le ciel devient bleu nuit, puis tout noir et plein d’étoiles.',
    'Une étoile filante passe, sans faire de bruit.',
    'La nuit pose une couverture toute douce sur le monde.',
    'Le silence est doux comme du velours.',
    'Même le vent a envie de dormir.',
    'Tout semble ralentir, tout doucement.',
    'Quelque part, quelqu’un fredonne une berceuse.',
    'La lune ronde veille sur tout le monde.',
  ],
  companionTone: [
    (c) => `${c.CS} marche à côté ${de(c.them)}, sans faire de bruit.`,
    (c) => `${c.CS} parle tout bas, pour ne réveiller personne.`,
    (c) => `${c.CS} bâille aussi, tout doucement.`,
    (c) => `${c.CS} chuchote : « Nous y sommes presque. »`,
    (c) => `${c.CS} montre le chemin sans faire de bruit.`,
  ],
};
