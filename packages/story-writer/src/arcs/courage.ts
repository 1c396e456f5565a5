import { cap, de } from '../french.js';
import type { Ctx, Line } from '../types.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, page } from './common.js';
import { framedSlots, slots, vary } from '../variety.js';

/**
 * 'courage': a fear of the theme is named without mocking it, a companion comforts and
 * teaches small tricks (breathing, one step at a time, a hand to hold), the heroes dare,
 * and find it was fine. The lesson: being brave is going on while a little afraid.
 */

const tips: Line[][] = [
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['apprend', 'montre', 'explique', 'confie']} un ${['truc', 'petit truc', 'secret', 'petit secret']} : respirer ${['très lentement', 'tout doucement', 'bien lentement']}, comme pour souffler sur ${['une bougie', 'une plume', 'un pissenlit', 'une soupe trop chaude']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('inspire')} ${['par le nez', 'tout doucement', 'bien fort', 'en comptant jusqu’à trois', 'profondément']} et ${(c) => c.verb('souffle')} ${['tout doucement', 'très lentement', 'comme sur une plume', 'longtemps, longtemps', 'par la bouche']}${['', ', une fois, deux fois', ', et ça va mieux', ', les yeux fermés']}.`,
  ],
  [
    vary`« ${(c) => c.byCount('Tu as', 'Vous avez')} déjà ${['réussi', 'fait', 'surmonté']} ${['plein de choses difficiles', 'des choses bien plus dures', 'tant de choses difficiles', 'des tas de choses compliquées', 'des choses très difficiles']} », ${(c) => c.heroesIndirectPronoun} ${['rappelle', 'dit', 'souffle', 'glisse', 'murmure']} ${(c) => c.companion}${['', ' en souriant', ' doucement', ' d’une voix calme']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('se redresse')}${['', ' d’un coup', ' tout droit', ' un peu']} : ${['c’est vrai, ça', 'c’est bien vrai', 'mais oui, c’est vrai', 'voilà qui est vrai', 'c’est tout à fait vrai']} !`,
  ],
  [
    vary`${['Pour commencer', 'D’abord', 'Tout d’abord', 'Pour démarrer', 'Doucement', 'Pour essayer']}, ${(c) => c.heroesSubject} ${(c) => c.byCount('fait', 'font')} juste un ${['tout petit pas', 'petit pas de souris', 'minuscule pas', 'pas tout léger', 'pas de fourmi', 'pas de moineau']}${['', ', pas plus', ', rien qu’un', ', un seul']}.`,
    framedSlots(
      ['Puis un autre,', 'Puis un deuxième,', 'Ensuite un autre,', 'Et puis un autre,', 'Puis un second,'],
      ['et encore un autre', 'puis encore un', 'et un de plus', 'et encore un petit', 'puis un troisième'],
      [
        '',
        ', tout doucement',
        ', sans se presser',
        ', comme une petite souris',
        ', en comptant tout bas',
        ', à son rythme',
      ],
      ['', ', et ça avance', ', et c’est déjà beaucoup'],
    ),
  ],
  [
    vary`${(c) => c.one().who} ${['serre fort', 'prend', 'attrape', 'tient bien fort', 'serre très fort']} la main ${(c) => de(c.companion)}${['', ' sans rien dire', ' en respirant bien', ' un instant', ' en souriant un peu']}.`,
    vary`${['À deux', 'Main dans la main', 'Ensemble', 'Comme ça', 'Avec une main à tenir']}, ${['on se sent', 'on est', 'on devient']} ${['tout de suite', 'bien', 'aussitôt', 'vraiment', 'déjà']} plus ${['fort', 'courageux', 'solide', 'tranquille']}${['', ', c’est magique', ', c’est sûr']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['confie un secret', 'raconte un secret', 'avoue tout bas', 'dit un secret']} : ${(c) => c.cadj('lui', 'elle')} aussi, ${['avant', 'autrefois', 'il y a longtemps', 'au début']}, avait peur${['', ', très peur', ', et même beaucoup']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.byCount('trouve', 'trouvent')} ça ${['très rassurant', 'vraiment rassurant', 'tout doux à entendre', 'drôlement réconfortant', 'bien rassurant', 'si rassurant', 'plein de douceur']}${['', ' : on n’est pas seul à avoir peur', ' : même les grands ont peur', ', vraiment', ', c’est vrai']}.`,
  ],
  [
    slots(
      [
        'Avoir peur, ce n’est pas grave :',
        'Tout le monde a peur parfois :',
        'Avoir un peu peur, c’est normal :',
        'La peur, ce n’est pas méchant :',
        'Avoir peur, ça arrive :',
        'La peur, ce n’est pas une honte :',
      ],
      [
        'c’est juste le cœur qui dit',
        'c’est seulement le cœur qui dit',
        'c’est le cœur qui murmure',
        'c’est le cœur qui prévient',
        'c’est juste le ventre qui dit',
      ],
      ['', ' tout bas', ' tout doucement', ' gentiment'],
      ['« attention ! »', '« doucement ! »', '« prudence ! »', '« pas si vite ! »', '« fais attention à toi ! »'],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.verb(c.rng.pick(['chante', 'fredonne', 'chantonne']))} une petite chanson pour se donner du ${['courage', 'cœur', 'courage et de l’élan']}${['', ', tout bas', ', en marchant']}.`,
    vary`${['La chanson', 'La petite chanson', 'La mélodie', 'Le petit air']} ${['tremble un peu', 'hésite un peu', 'chevrote un peu', 'tremblote']} ${['au début', 'pour commencer', 'aux premières notes']}, puis ${['elle devient de plus en plus forte', 'elle prend de la force', 'elle monte, de plus en plus joyeuse', 'elle résonne de plus en plus fort']}.`,
  ],
  [
    vary`${(c) => c.one().who} ${['imagine', 's’imagine', 'fait semblant d’avoir']} une cape de courage sur ses épaules${['', ', une cape toute rouge', ', une cape dorée', ', une cape qui flotte au vent', ', une cape de super-héros']}${['', ', bien attachée', ', juste pour voir']}.`,
    vary`${['Ça ne se voit pas', 'Personne ne la voit', 'Elle est invisible', 'On ne la voit pas', 'Elle ne se voit pas']}, ${['mais ça marche très bien', 'mais elle marche à merveille', 'mais elle fait son effet', 'mais elle donne des ailes', 'mais elle réchauffe le dos']}${['', ', c’est sûr', ', promis', ', tout de suite']}.`,
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('pense')} à un câlin ${['tout chaud', 'tout doux', 'bien serré']} de la maison${['', ', les yeux fermés', ', très fort']}.`,
    slots(
      [
        'Rien que d’y penser,',
        'Juste d’y penser,',
        'Rien qu’en y pensant,',
        'Avec ce souvenir,',
        'À cette pensée,',
        'Aussitôt,',
      ],
      [
        'ça réchauffe le cœur',
        'ça fait chaud au cœur',
        'le cœur se réchauffe',
        'tout devient plus doux',
        'la peur rapetisse',
        'le ventre se détend',
      ],
      ['', ', comme une couverture', ', comme un chocolat chaud', ', tout doucement', ', comme un soleil'],
      ['', ', et ça fait du bien', ', et la peur recule', ', pour de vrai'],
    ),
  ],
];

/** The companion's comfort: everyone is afraid sometimes, « même les plus grands ». */
const everyoneIsAfraid: ReadonlyArray<(c: Ctx) => string> = [
  (c) =>
    `${c.rng.pick(['Avoir peur, ça arrive à tout le monde', 'Avoir peur, ça arrive à chacun'])}${c.more(c.rng.pick(['', ', même aux plus grands', ', même aux plus costauds', ', même aux héros des histoires']))}`,
  (c) =>
    `${c.rng.pick(['Tout le monde a peur, un jour ou l’autre', 'La peur, tout le monde la connaît'])}${c.more(c.rng.pick(['', ', même les plus grands', ', même les plus costauds', ', même les héros des histoires']))}`,
  (c) =>
    `Moi aussi, j’ai peur parfois${c.more(c.rng.pick(['', ', et ce n’est pas grave', c.byCount(', tu sais', ', vous savez')]))}`,
];

const approachReactions: Line[] = [
  vary`${(c) => c.heroesSubject} ${(c) => c.byCount('a', 'ont')} encore ${['un peu peur', 'un petit peu peur', 'un brin de peur']}, mais ${['un peu moins qu’avant', 'bien moins qu’avant', 'de moins en moins', 'un peu moins à chaque pas']}${['', ', et ça se sent', ', c’est déjà ça']}.`,
  framedSlots(
    [(c) => `${c.companionSubject} ${c.heroesIndirectPronoun}`],
    ['dit', 'glisse', 'souffle', 'lance', 'murmure'],
    ['', ' en souriant', ' doucement', ' d’une voix douce', ' avec un clin d’œil'],
    [
      ': « Bravo, c’est déjà un grand pas. »',
      ': « Bravo, c’est déjà beaucoup. »',
      ': « Regarde tout le chemin déjà fait ! »',
      ': « C’est très bien, continue comme ça. »',
      ': « Formidable, un pas de plus ! »',
      ': « Tu vois, tu y arrives. »',
      ': « Encore un, et c’est gagné. »',
    ],
  ),
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('respire')} un grand coup${['', ', puis un autre', ', les yeux fermés']} : ${['ça va', 'tout va bien', 'ça va mieux', 'c’est bon']}${['', ', vraiment', ', pour de vrai']}.`,
];

export const courageArc: Arc = {
  beats: {
    opening: (c) => dayOpening(c),
    call: (c) =>
      page({
        lines: [
          vary`${['Mais', 'Seulement voilà,', 'Mais voilà :', 'Pourtant,', 'Seulement,']} ${(c) => c.heroesSubject} ${(c) => c.byCount('a', 'ont')} ${['un peu peur', 'un petit peu peur', 'un peu la frousse', 'une petite peur']} ${(c) => de(c.fear.what)}${['', ', depuis longtemps', ', tout au fond', ', sans trop le dire']}.`,
          vary`${['Rien que d’y penser', 'Juste d’y penser', 'Dès qu’on en parle', 'À cette idée', 'Rien qu’en y pensant', 'Quand on en parle', 'Juste à l’idée']}, ${(c) => c.byCount('son', 'leur')} cœur ${['fait boum, boum', 'bat très fort', 'fait des bonds', 'tambourine', 'se met à galoper', 'bat la chamade', 'saute comme un lapin']}${(c) => c.rich(', comme un petit tambour')}${['', ', et les jambes deviennent toutes molles', ', et le ventre se serre', ', et les mains tremblent', ', boum, boum']}.`,
        ],
        must: 2,
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.byCount('aimerait', 'aimeraient')} ${['tant', 'tellement', 'bien']} ne plus avoir peur.`,
          vary`Mais au fond, une petite voix ${['dit', 'murmure', 'chuchote']} : « Et si on essayait ? »`,
        ],
        action: 'problem',
        time: 'day',
        props: c.fear.props,
        withCompanion: false,
      }),
    depart: () =>
      page({
        lines: [
          vary`${['Heureusement', 'Par chance', 'Ça tombe bien', 'Justement', 'Mais heureusement']}, ${(c) => c.companion} ${['est là', 'passe par là', 'arrive à ce moment-là', 'n’est pas loin', 'arrive juste à temps']}${['', ', avec un grand sourire', ', tout doux', ', les bras ouverts', ', comme par magie']}.`,
          vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} ${['dit', 'explique', 'murmure', 'confie', 'souffle']} ${['doucement', 'gentiment', 'avec un sourire', 'tout bas', 'd’une voix douce', 'calmement']} : « ${(c) => c.rng.pick(everyoneIsAfraid)(c)}. »`,
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
          framedSlots(
            ['', 'Ça y est :', 'Hourra :', 'Et voilà :', 'Youpi :', 'Bravo :', 'Victoire :'],
            [
              (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} réussi`,
              (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} osé`,
            ],
            [
              '',
              (c) => c.rich(', pour de vrai'),
              ', pour de bon',
              ', et haut la main',
              ', tout en douceur',
              ', sans tricher',
            ],
            ['', (c) => `, malgré ${c.byCount('sa', 'leur')} peur`, ', et ça fait tout drôle', ', enfin'],
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
          vary`${(c) => c.companionSubject} ${['applaudit de toutes ses forces', 'applaudit très fort', 'tape dans ses mains', 'fait une petite danse de joie', 'lève les bras au ciel']}${['', ', les yeux brillants', ', en riant', ', en criant bravo']}.`,
          vary`${['', 'Et ', 'Alors ', 'Maintenant, ']}${(c) => c.heroesSubject} ${(c) => c.byCount('est', 'sont')} ${(c) => c.rng.pick([c.adj('très fier', 'très fière', 'aux anges'), c.adj('vraiment fier', 'vraiment fière', 'aux anges'), 'aux anges', c.adj('si fier', 'si fière', 'aux anges'), c.adj('tout fier', 'toute fière', 'aux anges'), c.adj('ravi', 'ravie', 'aux anges')])}${['', ', et il y a de quoi', ', et ça se voit', ', le cœur battant de joie', ', avec un sourire immense', ', du bout du nez aux orteils', ', pour de bon']}.`,
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
          c.band === 'small'
            ? vary`${['Maintenant', 'À présent', 'Ce soir', 'Désormais', 'Depuis ce jour']}, ${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.byCount('sait', 'savent'), c.byCount('a compris', 'ont compris'), c.byCount('a appris', 'ont appris')])} : on peut avoir peur et être ${['courageux', 'très courageux', 'brave']}${['', ' quand même', ' en même temps', ' à la fois', ', tout simplement']}.`
            : vary`${['Ce soir', 'Ce soir-là', 'En rentrant', 'À la maison', 'Le soir venu']}, ${(c) => c.heroesSubject} ${(c) => c.byCount('sait', 'savent')} une chose ${['précieuse', 'importante', 'très importante', 'toute simple', 'qu’on n’oublie pas']} : être courageux, c’est ${['avancer', 'essayer', 'continuer', 'oser']} même quand on a ${['un peu peur', 'peur', 'un petit peu peur']}.`,
        ],
        tail: [
          slots(
            [
              'Et la prochaine fois,',
              'Et la fois suivante,',
              'Et demain,',
              'Et à la prochaine aventure,',
              'Et la prochaine fois qu’il faudra oser,',
              'Et un de ces jours,',
              'Et la prochaine fois qu’une peur viendra,',
              'Et la prochaine fois, c’est sûr,',
              'Et demain, qui sait,',
              'Et à la prochaine occasion,',
              'Et la fois d’après,',
              'Et une autre fois,',
            ],
            [(c) => `${c.heroesSubject} ${c.byCount('sera', 'seront')}`],
            ['encore plus', 'un peu plus', 'bien plus', 'encore un peu plus'],
            [(c) => c.adj('courageux', 'courageuse', 'brave')],
            [
              '',
              ', c’est certain',
              ', sans aucun doute',
              ', c’est promis',
              ', on le sait',
              ', forcément',
              ', pas à pas',
              ', grâce à ce grand jour',
              ', on peut compter dessus',
              ', parole de héros',
            ],
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
