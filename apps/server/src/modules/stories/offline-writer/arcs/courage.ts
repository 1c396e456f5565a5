import { cap, de } from '../french.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, page } from './common.js';

/**
 * 'courage': a fear of the theme is named without mocking it, a companion comforts and
 * teaches small tricks (breathing, one step at a time, a hand to hold), the heroes dare,
 * and find it was fine. The lesson: being brave is going on while a little afraid.
 */

const tips: Line[][] = [
  [
    (c) => `${c.CS} ${c.io} apprend un truc : respirer très lentement, comme pour souffler sur une bougie.`,
    (c) => `${c.H} ${c.v('inspire')} par le nez et ${c.v('souffle')} tout doucement.`,
  ],
  [
    (c) => `« ${c.n('Tu as', 'Vous avez')} déjà réussi plein de choses difficiles », ${c.io} rappelle ${c.C}.`,
    (c) => `${c.H} ${c.v('se redresse')} : c'est vrai, ça !`,
  ],
  [
    (c) => `Pour commencer, ${c.H} ${c.n('fait', 'font')} juste un tout petit pas.`,
    'Puis un autre, et encore un autre.',
  ],
  [(c) => `${c.one().who} serre fort la main ${de(c.C)}.`, 'À deux, on se sent tout de suite plus fort.'],
  [
    (c) => `${c.CS} ${c.io} confie un secret : ${c.cadj('lui', 'elle')} aussi, avant, avait peur.`,
    (c) => `${c.H} ${c.n('trouve', 'trouvent')} ça très rassurant.`,
  ],
  ['Avoir peur, ce n’est pas grave : c’est juste le cœur qui dit « attention ! »'],
  [
    (c) => `${c.H} ${c.v('chante')} une petite chanson pour se donner du courage.`,
    'La chanson tremble un peu au début, puis elle devient de plus en plus forte.',
  ],
  [
    (c) => `${c.one().who} imagine une cape de courage sur ses épaules.`,
    'Ça ne se voit pas, mais ça marche très bien.',
  ],
  [(c) => `${c.H} ${c.v('pense')} à un câlin tout chaud de la maison.`, 'Rien que d’y penser, ça réchauffe le cœur.'],
];

const approachReactions: Line[] = [
  (c) => `${c.H} ${c.n('a', 'ont')} encore un peu peur, mais un peu moins qu'avant.`,
  (c) => `${c.CS} ${c.io} dit : « Bravo, c'est déjà un grand pas. »`,
  (c) => `${c.H} ${c.v('respire')} un grand coup : ça va.`,
];

export const courageArc: Arc = {
  beats: {
    opening: (c) => dayOpening(c),
    call: (c) =>
      page({
        lines: [
          (c) => `Mais ${c.H} ${c.n('a', 'ont')} un peu peur ${de(c.fear.what)}.`,
          (c) =>
            `Rien que d'y penser, ${c.n('son', 'leur')} cœur fait boum, boum${c.rich(', comme un petit tambour')}.`,
        ],
        must: 2,
        extras: [
          (c) => `${c.H} ${c.n('aimerait', 'aimeraient')} tant ne plus avoir peur.`,
          'Mais au fond, une petite voix dit : « Et si on essayait ? »',
        ],
        action: 'problem',
        time: 'day',
        props: c.fear.props,
        withCompanion: false,
      }),
    depart: () =>
      page({
        lines: [
          (c) => `Heureusement, ${c.C} est là.`,
          (c) =>
            `${c.CS} ${c.io} dit doucement : « Avoir peur, ça arrive à tout le monde${c.more(', même aux plus grands')}. »`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: [],
      }),
    turn: (c) =>
      page({ lines: c.fear.face, must: c.fear.face.length, action: 'brave', time: 'day', props: c.fear.props }),
    resolve: (c) =>
      page({
        lines: [c.fear.after, (c) => `${c.H} ${c.n('a', 'ont')} réussi${c.rich(', pour de vrai')} !`],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: c.fear.props,
      }),
    celebrate: () =>
      page({
        lines: [
          (c) => `${c.CS} applaudit de toutes ses forces.`,
          (c) => `${c.H} ${c.n('est', 'sont')} ${c.adj('très fier', 'très fière', 'aux anges')}.`,
        ],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: ['heart'],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          (c) =>
            c.short(
              `Maintenant, ${c.H} ${c.n('sait', 'savent')} : on peut avoir peur et être courageux.`,
              `Ce soir, ${c.H} ${c.n('sait', 'savent')} une chose précieuse : être courageux, c'est avancer même quand on a un peu peur.`,
            ),
        ],
        tail: [
          (c) =>
            `Et la prochaine fois, ${c.H} ${c.n('sera', 'seront')} encore plus ${c.adj('courageux', 'courageuse', 'brave')}.`,
        ],
        action: 'arrive',
        time: 'dusk',
        props: ['heart'],
        withCompanion: false,
      });
    },
  },
  steps: [
    (c) => {
      const lines = c.dealOnce('tips', tips);
      return lines ? page({ lines, must: lines.length, action: 'brave', time: 'day', props: [] }) : null;
    },
    // Closer to the fear, one small step a page: the way fears really shrink.
    (c) => {
      const step = c.inOrder('approach', c.fear.approach);
      if (!step) return null;
      return page({
        lines: [step, c.deal('approach-reaction', approachReactions)],
        action: 'brave',
        time: 'day',
        props: c.fear.props,
      });
    },
    (c) => explorePage(c),
  ],
  tone: [
    (c) => `${c.H} ${c.v('respire')} un grand coup.`,
    'Petit à petit, la peur devient toute petite.',
    (c) => `${c.H} ${c.v('serre')} les poings et ${c.v('avance')}.`,
    'Un pas après l’autre, on va loin.',
    (c) => `${cap(c.n('son', 'leur'))} cœur bat un peu moins vite maintenant.`,
    (c) => `${c.one().who} sourit, d'abord un peu, puis beaucoup.`,
    (c) => `${c.H} ${c.v('pense')} à tous ceux qui ${c.n('l’', 'les ')}aiment.`,
    'Être courageux, ça s’apprend petit à petit.',
    (c) => `${c.H} ${c.v('compte')} jusqu'à trois dans ${c.n('sa', 'leur')} tête.`,
    'La peur est toujours là, mais elle est de moins en moins grosse.',
  ],
  lateTone: [
    (c) => `${c.one().who} sourit, d'abord un peu, puis beaucoup.`,
    'Quelle fierté !',
    (c) => `${c.H} ${c.n('a', 'ont')} envie de le raconter à tout le monde.`,
    'Un pas après l’autre, on va loin.',
    (c) => `${c.H} ${c.n('a', 'ont')} le cœur tout léger.`,
    (c) => `${c.H} ${c.n('a', 'ont')} envie de sauter de joie.`,
    'La peur du début semble déjà loin.',
    'Quelle belle victoire !',
    (c) => `${c.one().who} fait une petite danse de la victoire.`,
  ],
  companionTone: [
    (c) => `${c.CS} reste tout près ${de(c.them)}.`,
    (c) => `${c.CS} ${c.io} fait un sourire pour ${c.io} donner du courage.`,
  ],
};
