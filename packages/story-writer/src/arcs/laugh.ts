import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, heroMoments, page, travelStep } from './common.js';

/**
 * 'laugh': a companion declares a day of laughter; mishaps of the theme follow one another
 * until everything is mixed up, and the mess becomes a parade. Funny, never mocking.
 */

/** Mishaps that fit any theme, after the theme's own. */
const anyFunny: Line[][] = [
  [(c) => `${c.companionSubject} éternue, et atchoum : une pluie de confettis s'envole.`],
  [(c) => `${c.one().who} enfile son pull à l'envers, avec la capuche devant le nez.`],
  [
    (c) =>
      `${c.companionSubject} veut faire une révérence, mais ${c.companionPronoun} se prend les pieds dans son ombre.`,
    'Patatras : une galipette toute ronde !',
  ],
  ['Un escargot pressé double tout le monde en criant : « Pardon, pardon, je suis en retard ! »'],
  [(c) => `${c.one().who} rit si fort que son rire fait des bulles.`],
  [
    (c) =>
      `${c.companionSubject} confond « bonjour » et « bonne nuit », et souhaite une bonne nuit à tout le monde en plein midi.`,
  ],
  [(c) => `${c.one().who} essaie de siffler, mais il ne sort qu'un petit « pfiou » tout mouillé.`],
];

export const laughArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(c, (c) => `Et aujourd'hui, ${c.heroesSubject} ${c.byCount('a', 'ont')} très envie de rire.`),
    call: () =>
      page({
        lines: [
          (c) =>
            `Soudain, ${c.companion} arrive en faisant des galipettes${c.rich(', une, deux, trois, sans jamais s’arrêter')}.`,
          (c) => `« Aujourd'hui, c'est la journée du rire », annonce ${c.companion}.`,
        ],
        must: 2,
        action: 'laugh',
        time: 'day',
        props: [],
      }),
    depart: (c) => {
      c.travel();
      return page({
        // A first mishap of the theme on the way, so even a short book has its own jokes.
        lines: [
          (c) => `${c.heroesAndCompanion} partent en sautillant vers ${c.place.the}.`,
          ...(c.funny.draw() ?? [c.place.desc]),
        ],
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    turn: () =>
      page({
        lines: [
          'Et voilà que tout se mélange !',
          (c) =>
            `Les chapeaux s'envolent, ${c.more('les chaussures changent de pieds, ')}et ${c.companion} se retrouve la tête en bas.`,
        ],
        must: 2,
        action: 'laugh',
        time: 'day',
        props: [],
      }),
    resolve: () =>
      page({
        lines: [
          (c) =>
            `Alors ${c.one().who} a une idée : ${c.short('une grande parade !', 'et si on faisait une grande parade avec tout ce désordre ?')}`,
          'Le désordre devient le plus drôle des spectacles.',
        ],
        must: 2,
        action: 'help',
        time: 'day',
        props: ['sparkles'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          (c) =>
            c.short(
              'Tout le monde rit très fort.',
              'Les rires résonnent si fort qu’on les entend jusqu’au bout du monde.',
            ),
          c.rng.pick(c.theme.party),
        ],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: ['sparkles'],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          (c) =>
            `Le soir, ${c.heroesSubject} ${c.verb('rit', 'rient')} encore en y repensant${c.rich(', bien au chaud sous la couette')}.`,
        ],
        tail: ['Et toi, qu’est-ce qui t’a fait le plus rire ?'],
        extras: ['Rien que d’y penser, les fous rires reviennent.'],
        action: 'laugh',
        time: 'dusk',
        props: [],
        withCompanion: false,
      });
    },
  },
  steps: [
    (c) => {
      const funny = c.funny.draw() ?? c.dealOnce('any-funny', anyFunny);
      if (!funny) return null;
      return page({ lines: funny, must: funny.length, action: 'laugh', time: 'day', props: [] });
    },
    travelStep((c) => `En riant, ${c.heroesAndCompanion} arrivent ${c.place.at}.`),
    (c) => {
      const funny = c.dealOnce('any-funny', anyFunny);
      return funny ? page({ lines: funny, must: funny.length, action: 'laugh', time: 'day', props: [] }) : null;
    },
    (c) => explorePage(c),
  ],
  tone: [
    ...heroMoments,
    (c) => `${c.heroesSubject} ${c.verb('rit', 'rient')} aux éclats.`,
    'Quelle rigolade !',
    'Tout le monde se tient le ventre de rire.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} les joues toutes rouges d'avoir tant ri.`,
    'C’est vraiment la journée la plus rigolote de l’année.',
    'On entend des rires partout.',
    'Le fou rire est contagieux : personne ne peut s’arrêter.',
    (c) => `${c.one().who} rit tellement qu'il faut s'asseoir.`,
    'Même les nuages ont l’air de sourire.',
    (c) => `${c.one().who} rigole si fort que le hoquet arrive.`,
    'Ha, ha, ha, hi, hi, hi !',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} les larmes aux yeux, tant c’est drôle.`,
    (c) => `${c.one().who} imite une poule, et c’est reparti pour un tour.`,
    'Rire, c’est encore meilleur quand on est plusieurs.',
    (c) =>
      `${c.heroesSubject} ${c.verb('essaie', 'essaient')} de rester ${c.adj('sérieux', 'sérieuse', 'sage')}, mais c’est impossible.`,
    (c) => `${c.one().who} invente une blague qui ne veut rien dire, et tout le monde rit.`,
    'Qu’est-ce qu’on s’amuse !',
    (c) => `${c.heroesSubject} ${c.verb('pouffe')} de rire derrière ${c.byCount('sa main', 'leurs mains')}.`,
    'Un rire, puis deux, puis dix : c’est la fête.',
    (c) => `${c.one().who} a un rire qui fait « hi-han », comme un âne.`,
    'La moindre petite chose donne envie de rire.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} mal aux joues à force de sourire.`,
    'Les rires font des bonds, comme des balles.',
  ],
  companionTone: [
    (c) => `${c.companionSubject} se tient le ventre de rire.`,
    (c) => `${c.companionSubject} fait une grimace rigolote.`,
    (c) => `${c.companionSubject} raconte une blague toute bête.`,
    (c) => `${c.companionSubject} fait semblant de tomber, pour rire.`,
    (c) => `${c.companionSubject} rit si fort que tout le monde rit aussi.`,
    (c) => `${c.companionSubject} marche à reculons, juste pour rire.`,
    (c) => `${c.companionSubject} chatouille ${c.who}, qui ${c.byCount('éclate', 'éclatent')} de rire.`,
    (c) => `${c.companionSubject} se met à danser n’importe comment.`,
    (c) => `${c.companionSubject} chante une chanson pleine de mots rigolos.`,
    (c) => `${c.companionSubject} fait un bruit de trompette avec sa bouche.`,
    (c) => `${c.companionSubject} se roule par terre de rire.`,
    (c) => `${c.companionSubject} met n’importe quoi sur sa tête, comme un chapeau.`,
    (c) => `${c.companionSubject} louche exprès, et c’est très drôle.`,
    (c) => `${c.companionSubject} éternue : « Atchoum ! »`,
  ],
};
