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
      `${c.heroesSubject} ${c.verb('enfile')} ${c.byCount('son pyjama', 'leurs pyjamas')} et ${c.verb('brosse')} ${c.byCount('ses', 'leurs')} dents.`,
  ],
  [
    (c) => `C'est l'heure d'aller au lit pour ${c.intro}.`,
    (c) => `Dans ${c.byCount('sa', 'leur')} chambre, la petite lampe fait une lumière toute douce.`,
  ],
  [
    (c) => `Ce soir, ${c.introSubj} ${c.verb('regarde')} le ciel par la fenêtre.`,
    'Dehors, le soleil se couche et tout devient rose et doré.',
  ],
];

const wishes: Line[] = [
  (c) => `« ${c.byCount('Viens', 'Venez')} dire bonne nuit à tout le monde », murmure ${c.companion}.`,
  (c) =>
    `${c.companionSubject} ${c.heroesIndirectPronoun} propose une petite promenade du soir, pour dire bonne nuit à tout le monde.`,
];

/** Middle pages with no theme material: yawns, soft steps, counting stars. */
const quietPages: Line[][] = [
  [
    (c) => `${c.heroesSubject} ${c.verb('bâille')}, une fois, deux fois, trois fois.`,
    (c) => `${c.companionSubject} bâille aussi, en ouvrant une toute petite bouche.`,
  ],
  [
    'Une petite brise passe et chante une chanson sans paroles.',
    (c) => `${c.heroesSubject} ${c.verb('écoute')} sans bouger.`,
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('compte')} les étoiles : une, deux, trois, et encore une.`,
    'Il y en a tant que les chiffres s’endorment en route.',
  ],
  [
    (c) =>
      `${c.companionSubject} ${c.heroesIndirectPronoun} raconte à voix basse l'histoire d'un petit nuage qui voulait dormir dans un lit.`,
    (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')}, les yeux à moitié fermés.`,
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('marche')} tout doucement, sur la pointe des pieds.`,
    'Chut : tout le monde commence à dormir.',
  ],
  [
    'Un petit nuage passe, tout rond, tout doux.',
    (c) => `${c.heroesSubject} ${c.byCount('lui fait', 'lui font')} un petit signe de la main.`,
  ],
  [
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} montre la plus petite étoile du ciel.`,
    'Elle clignote, comme pour dire bonsoir.',
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('trouve')} une plume toute douce sur le chemin.`,
    (c) =>
      `${c.heroesSubject} ${c.byCount('la garde', 'la gardent')} pour la glisser sous ${c.byCount('son oreiller', 'leurs oreillers')}.`,
  ],
  ['Au loin, une petite maison éteint sa dernière lumière.', 'Tout le monde y dort déjà.'],
  [
    'Une petite lumière flotte devant, comme une veilleuse, pour éclairer le chemin.',
    'Elle est douce et toute chaude.',
  ],
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
          (c) =>
            `${c.heroesSubject} ${c.verb('serre')} ${c.byCount('son doudou', 'leurs doudous')} tout contre ${c.byCount('son', 'leur')} cœur.`,
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
        extras: [
          (c) => `${c.heroesSubject} ${c.verb('enfile')} ${c.byCount('ses', 'leurs')} chaussons sans faire de bruit.`,
        ],
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
              `À pas de velours, ${c.heroesSubject} ${c.verb('suit', 'suivent')} ${c.companion} jusqu'${a(c.place.the)}${c.rich(', sans faire craquer une seule brindille')}.`,
            (c) => `${cap(c.place.at)}, tout est calme et doré.`,
          ],
          [
            (c) => `Tout doucement, ${c.heroesAndCompanion} s'en vont jusqu'${a(c.place.the)}.`,
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
              `Mais ${c.companion} bâille, bâille, et n'arrive pas à s'endormir${c.rich(', malgré toute sa bonne volonté')}.`,
            (c: Ctx) =>
              `Alors ${c.heroesSubject} ${c.verb('chante')} une berceuse, tout bas, tout bas${c.rich(', comme on chante pour un tout-petit')}.`,
          ],
          [
            (c: Ctx) =>
              `${c.more('Au bout de la promenade, ')}${c.companion} a les yeux qui piquent, mais le sommeil ne vient pas.`,
            (c: Ctx) => `${c.heroesSubject} ${c.byCount('lui fait', 'lui font')} un câlin tout doux.`,
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
            (c) => `${c.companionSubject} ferme les yeux, pousse un petit soupir et s'endort en souriant.`,
            'Chut : maintenant, presque tout le monde dort.',
          ],
          [
            (c) => `Petit à petit, ${c.companion} ferme les yeux et se met à ronfler tout doucement.`,
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
            (c) =>
              `Sans faire de bruit, ${c.heroesSubject} ${c.byCount('revient', 'reviennent')} jusqu'à ${c.byCount('sa', 'leur')} chambre.`,
            (c) => `Le chemin du retour est tout doux${c.more(', comme un tapis de mousse')}.`,
          ],
          [
            (c) => `Puis ${c.heroesSubject} ${c.verb('reprend', 'reprennent')} le chemin de la maison, tout doucement.`,
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
              `${away ? `De retour dans ${c.byCount('sa', 'leur')} chambre, ` : ''}${c.heroesSubject} ${c.verb('se glisse')} sous ${c.byCount('sa couette', 'leurs couettes')}, bien au chaud${c.rich(', la tête pleine de jolies images')}.`,
            (c) =>
              `${away ? `De retour dans ${c.byCount('sa', 'leur')} chambre, ` : ''}${c.heroesSubject} ${c.verb('se blottit', 'se blottissent')} sous ${c.byCount('sa couette', 'leurs couettes')}, ${c.byCount('son doudou', 'leurs doudous')} tout contre ${c.byCount('son', 'leur')} cœur.`,
          ]),
        ],
        tail: [
          c.rng.pick<Line>([
            (c) => `Bonne nuit, ${c.names}, ${c.byCount('fais', 'faites')} de beaux rêves.`,
            (c) => `Bonne nuit, ${c.names}, ${c.byCount('dors', 'dormez')} bien.`,
          ]),
        ],
        extras: [
          (c) => `${c.heroesSubject} ${c.verb('ferme')} les yeux, tout doucement.`,
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
          (c: Ctx) =>
            `${c.heroesSubject} ${c.verb('reste', 'restent')} un moment ${c.place.at}, sans bouger, à écouter la nuit.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('s’assoit', 's’assoient')} un instant pour regarder la lune.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('écoute')} le silence, doux comme du coton.`,
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
        ? (c) => `${c.heroesSubject} ${c.verb('murmure')} : « Bonne nuit, ${night.who} ! »`
        : (c) => `« Bonne nuit, ${night.who} », ${c.verb('chuchote')} ${c.heroesSubject}.`;
      return page({ lines: [night.line, say], must: 2, action: 'greet', time: later(c), props: [night.prop] });
    },
    (c) => {
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          (c) =>
            `Puis, tout doucement, ${c.heroesSubject} ${c.verb('continue')} ${c.byCount('sa', 'leur')} promenade jusqu'${a(c.place.the)}.`,
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
    (c) => `${c.companionSubject} marche à côté ${de(c.them)}, sans faire de bruit.`,
    (c) => `${c.companionSubject} parle tout bas, pour ne réveiller personne.`,
    (c) => `${c.companionSubject} bâille aussi, tout doucement.`,
    (c) => `${c.companionSubject} chuchote : « Nous y sommes presque. »`,
    (c) => `${c.companionSubject} montre le chemin sans faire de bruit.`,
  ],
};
