import { cap, de } from '../french.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, page } from './common.js';
import { slots, vary } from '../variety.js';

/**
 * 'courage': a fear of the theme is named without mocking it, a companion comforts and
 * teaches small tricks (breathing, one step at a time, a hand to hold), the heroes dare,
 * and find it was fine. The lesson: being brave is going on while a little afraid.
 */

const tips: Line[][] = [
  [
    (c) =>
      `${c.companionSubject} ${c.heroesIndirectPronoun} apprend un truc : respirer très lentement, comme pour souffler sur une bougie.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('inspire')} ${['par le nez', 'tout doucement', 'bien fort', 'en comptant jusqu’à trois']} et ${(c) => c.verb('souffle')} ${['tout doucement', 'très lentement', 'comme sur une plume', 'longtemps, longtemps']}.`,
  ],
  [
    vary`« ${(c) => c.byCount('Tu as', 'Vous avez')} déjà ${['réussi', 'fait', 'surmonté']} ${['plein de choses difficiles', 'des choses bien plus dures', 'tant de choses difficiles', 'des tas de choses compliquées']} », ${(c) => c.heroesIndirectPronoun} ${['rappelle', 'dit', 'souffle', 'glisse', 'murmure']} ${(c) => c.companion}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('se redresse')}${['', ' d’un coup', ' tout droit']} : ${['c’est vrai, ça', 'c’est bien vrai', 'mais oui, c’est vrai', 'voilà qui est vrai']} !`,
  ],
  [
    (c) => `Pour commencer, ${c.heroesSubject} ${c.byCount('fait', 'font')} juste un tout petit pas.`,
    slots(
      ['Puis un autre,', 'Puis un deuxième,', 'Ensuite un autre,', 'Et puis un autre,'],
      ['et encore un autre', 'puis encore un', 'et un de plus', 'et encore un petit'],
      ['', ', tout doucement', ', sans se presser', ', comme une petite souris', ', en comptant tout bas'],
    ),
  ],
  [
    vary`${(c) => c.one().who} ${['serre fort', 'prend', 'attrape', 'tient bien fort', 'serre très fort']} la main ${(c) => de(c.companion)}${['', ' sans rien dire', ' en respirant bien', ' un instant']}.`,
    vary`${['À deux', 'Main dans la main', 'Ensemble', 'Comme ça']}, ${['on se sent', 'on est', 'on devient']} ${['tout de suite', 'bien', 'aussitôt', 'vraiment', 'déjà']} plus ${['fort', 'courageux', 'solide', 'tranquille']}.`,
  ],
  [
    (c) =>
      `${c.companionSubject} ${c.heroesIndirectPronoun} confie un secret : ${c.cadj('lui', 'elle')} aussi, avant, avait peur.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.byCount('trouve', 'trouvent')} ça ${['très rassurant', 'vraiment rassurant', 'tout doux à entendre', 'drôlement réconfortant']}${['', ' : on n’est pas seul à avoir peur']}.`,
  ],
  [
    slots(
      [
        'Avoir peur, ce n’est pas grave :',
        'Avoir un peu peur, c’est normal :',
        'La peur, ce n’est pas méchant :',
        'Avoir peur, ça arrive :',
      ],
      [
        'c’est juste le cœur qui dit',
        'c’est seulement le cœur qui dit',
        'c’est le cœur qui murmure',
        'c’est le cœur qui prévient',
      ],
      ['« attention ! »', '« doucement ! »', '« prudence ! »'],
    ),
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('chante')} une petite chanson pour se donner du courage.`,
    vary`${['La chanson', 'La petite chanson', 'La mélodie', 'Le petit air']} ${['tremble un peu', 'hésite un peu', 'chevrote un peu', 'tremblote']} ${['au début', 'pour commencer', 'aux premières notes']}, puis ${['elle devient de plus en plus forte', 'elle prend de la force', 'elle monte, de plus en plus joyeuse', 'elle résonne de plus en plus fort']}.`,
  ],
  [
    (c) => `${c.one().who} imagine une cape de courage sur ses épaules.`,
    vary`${['Ça ne se voit pas', 'Personne ne la voit', 'Elle est invisible']}, ${['mais ça marche très bien', 'mais elle marche à merveille', 'mais elle fait son effet', 'mais elle donne des ailes']}.`,
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('pense')} à un câlin tout chaud de la maison.`,
    slots(
      ['Rien que d’y penser,', 'Juste d’y penser,', 'Rien qu’en y pensant,', 'Avec ce souvenir,'],
      [
        'ça réchauffe le cœur',
        'ça fait chaud au cœur',
        'le cœur se réchauffe',
        'tout devient plus doux',
        'la peur rapetisse',
      ],
      ['', ', comme une couverture', ', comme un chocolat chaud', ', tout doucement'],
    ),
  ],
];

const approachReactions: Line[] = [
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} encore un peu peur, mais un peu moins qu'avant.`,
  slots(
    [(c) => `${c.companionSubject} ${c.heroesIndirectPronoun}`],
    ['dit', 'glisse', 'souffle', 'lance', 'murmure'],
    [
      ': « Bravo, c’est déjà un grand pas. »',
      ': « Bravo, c’est déjà beaucoup. »',
      ': « Regarde tout le chemin déjà fait ! »',
      ': « C’est très bien, continue comme ça. »',
      ': « Formidable, un pas de plus ! »',
      ': « Tu vois, tu y arrives. »',
    ],
  ),
  (c) => `${c.heroesSubject} ${c.verb('respire')} un grand coup : ça va.`,
];

export const courageArc: Arc = {
  beats: {
    opening: (c) => dayOpening(c),
    call: (c) =>
      page({
        lines: [
          vary`${['Mais', 'Seulement voilà,', 'Mais voilà :', 'Pourtant,']} ${(c) => c.heroesSubject} ${(c) => c.byCount('a', 'ont')} ${['un peu peur', 'un petit peu peur', 'un peu la frousse']} ${(c) => de(c.fear.what)}.`,
          (c) =>
            `${c.rng.pick(['Rien que d’y penser', 'Juste d’y penser', 'Dès qu’on en parle', 'À cette idée'])}, ${c.byCount('son', 'leur')} cœur ${c.rng.pick(['fait boum, boum', 'bat très fort', 'fait des bonds', 'tambourine'])}${c.rich(', comme un petit tambour')}.`,
        ],
        must: 2,
        extras: [
          (c) => `${c.heroesSubject} ${c.byCount('aimerait', 'aimeraient')} tant ne plus avoir peur.`,
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
          (c) => `Heureusement, ${c.companion} est là.`,
          vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['dit', 'explique', 'murmure', 'confie', 'souffle']} ${['doucement', 'gentiment', 'avec un sourire', 'tout bas', 'd’une voix douce', 'calmement']} : « ${['Avoir peur, ça arrive à tout le monde', 'Tout le monde a peur, un jour ou l’autre', 'La peur, tout le monde la connaît', 'Avoir peur, ça arrive à chacun']}${(c) => c.more(c.rng.pick([', même aux plus grands', ', même aux plus costauds', ', même aux héros des histoires']))}. »`,
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
        lines: [
          c.fear.after,
          slots(
            ['', 'Ça y est :', 'Hourra :', 'Et voilà :', 'Youpi :'],
            [(c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} réussi`],
            ['', (c) => c.rich(', pour de vrai'), ', pour de bon', ', et haut la main'],
            [' !'],
          ),
        ],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: c.fear.props,
      }),
    celebrate: () =>
      page({
        lines: [
          (c) => `${c.companionSubject} applaudit de toutes ses forces.`,
          vary`${(c) => c.heroesSubject} ${(c) => c.byCount('est', 'sont')} ${(c) => c.rng.pick([c.adj('très fier', 'très fière', 'aux anges'), c.adj('vraiment fier', 'vraiment fière', 'aux anges'), 'aux anges', c.adj('si fier', 'si fière', 'aux anges')])}${['', ', et il y a de quoi', ', et ça se voit', ', le cœur battant de joie', ', avec un sourire immense']}.`,
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
              `Maintenant, ${c.heroesSubject} ${c.byCount('sait', 'savent')} : on peut avoir peur et être courageux.`,
              `${c.rng.pick(['Ce soir', 'Ce soir-là', 'En rentrant'])}, ${c.heroesSubject} ${c.byCount('sait', 'savent')} une chose ${c.rng.pick(['précieuse', 'importante', 'très importante', 'toute simple'])} : être courageux, c'est ${c.rng.pick(['avancer', 'essayer', 'continuer', 'oser'])} même quand on a un peu peur.`,
            ),
        ],
        tail: [
          slots(
            [
              'Et la prochaine fois,',
              'Et la fois suivante,',
              'Et demain,',
              'Et à la prochaine aventure,',
              'Et la prochaine fois qu’il faudra oser,',
            ],
            [(c) => `${c.heroesSubject} ${c.byCount('sera', 'seront')}`],
            ['encore plus', 'un peu plus', 'bien plus', 'encore un peu plus'],
            [(c) => c.adj('courageux', 'courageuse', 'brave')],
            ['', ', c’est certain', ', sans aucun doute', ', c’est promis'],
          ),
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
    (c) => `${c.heroesSubject} ${c.verb('respire')} un grand coup.`,
    'Petit à petit, la peur devient toute petite.',
    (c) => `${c.heroesSubject} ${c.verb('serre')} les poings et ${c.verb('avance')}.`,
    'Un pas après l’autre, on va loin.',
    (c) => `${cap(c.byCount('son', 'leur'))} cœur bat un peu moins vite maintenant.`,
    (c) => `${c.one().who} sourit, d'abord un peu, puis beaucoup.`,
    (c) => `${c.heroesSubject} ${c.verb('pense')} à tous ceux qui ${c.byCount('l’', 'les ')}aiment.`,
    'Être courageux, ça s’apprend petit à petit.',
    (c) => `${c.heroesSubject} ${c.verb('compte')} jusqu'à trois dans ${c.byCount('sa', 'leur')} tête.`,
    'La peur est toujours là, mais elle est de moins en moins grosse.',
    (c) => `${c.heroesSubject} ${c.verb('redresse')} les épaules.`,
    'Même les plus grands ont peur, parfois.',
    (c) => `${c.heroesSubject} ${c.verb('se dit', 'se disent')} : « ${c.byCount('Je peux', 'On peut')} y arriver. »`,
    (c) => `${c.one().who} ose regarder, juste un peu.`,
    'Le courage, c’est avancer même quand on tremble un peu.',
    (c) => `${c.heroesSubject} ${c.verb('lève')} le menton bien haut.`,
    (c) => `${c.one().who} inspire par le nez et souffle par la bouche.`,
    'Chaque petit effort compte.',
    (c) => `${c.heroesSubject} ${c.verb('chante')} tout bas pour se donner de l’élan.`,
    'Dans le ventre, les papillons se calment un peu.',
    (c) => `${cap(c.byCount('son', 'leur'))} courage grandit un peu plus à chaque instant.`,
    'Ce n’est pas facile, mais ça vaut la peine.',
    (c) => `${c.heroesSubject} ${c.verb('ferme')} les yeux une seconde, puis ${c.verb('les rouvre')}.`,
  ],
  lateTone: [
    (c) => `${c.one().who} sourit, d'abord un peu, puis beaucoup.`,
    'Quelle fierté !',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie de le raconter à tout le monde.`,
    'Un pas après l’autre, on va loin.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le cœur tout léger.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie de sauter de joie.`,
    'La peur du début semble déjà loin.',
    'Quelle belle victoire !',
    (c) => `${c.one().who} fait une petite danse de la victoire.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} l’impression d’avoir grandi d’un coup.`,
    'Le courage, ça rend le cœur tout chaud.',
    (c) => `${c.one().who} bombe le torse en souriant.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} reste tout près ${de(c.them)}.`,
    (c) =>
      `${c.companionSubject} ${c.heroesIndirectPronoun} fait un sourire pour ${c.heroesIndirectPronoun} donner du courage.`,
    (c) => `${c.companionSubject} dit doucement : « ${c.byCount('Tu peux', 'Vous pouvez')} le faire. »`,
    (c) => `${c.companionSubject} ne presse personne : on a tout le temps.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} tient la main, bien fort.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} rappelle qu’avoir peur, c’est normal.`,
    (c) => `${c.companionSubject} avance en premier, pour montrer que c’est possible.`,
    (c) => `${c.companionSubject} applaudit chaque petit pas.`,
    (c) => `${c.companionSubject} est là, et ça change tout.`,
    (c) =>
      `${c.companionSubject} dit qu’${c.companionPronoun} a peur, ${c.cadj('lui', 'elle')} aussi, de certaines choses.`,
    (c) => `${c.companionSubject} encourage ${c.who} d’une voix calme.`,
    (c) => `${c.companionSubject} respire lentement avec ${c.who}, comme un petit jeu.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} fait confiance, et ça se voit.`,
  ],
};
