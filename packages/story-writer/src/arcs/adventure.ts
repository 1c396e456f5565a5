import { cap, de, que } from '../french.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { slots, vary } from '../variety.js';
import { arrival, dayOpening, explorePage, heroMoments, page, travelStep, troubleStep } from './common.js';

/**
 * 'adventure': a quest found at the start, a companion, places and small troubles on the
 * way, a moment of gentle suspense that turns out friendly, the goal found, a party.
 */

const clues = [
  'une flèche dessinée sur un caillou',
  'une petite plume dorée posée sur le chemin',
  'un morceau de carte tout froissé',
  'un ruban rouge noué à une branche',
];

/** Gentle suspense; `lead` names the place when the heroes have just reached it ("Sur l'île, "). */
const suspense = (lead: string): Line[][] => [
  [
    (c) =>
      `${lead}soudain, on entend un drôle de bruit${c.rich(', tout près, derrière les rochers')} : crac, crac, crac.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('retient', 'retiennent')} ${(c) => c.byCount('son', 'leur')} souffle${['', ' sans bouger', ', l’oreille tendue', ', immobile', ', les yeux grands ouverts', ' et écoute']}.`,
  ],
  [
    (c) => `${lead}tout à coup, ${c.companion} s'arrête net.`,
    slots(
      ['Là, juste devant,', 'Juste devant,', 'Un peu plus loin,', 'Derrière un buisson,', 'Tout près,'],
      ['quelque chose', 'une drôle de forme', 'une chose inconnue', 'quelqu’un'],
      ['bouge', 'remue', 'frémit', 'se faufile', 's’agite'],
      ['dans l’ombre', 'sans bruit', 'tout doucement', 'dans les feuilles', 'par petits bonds'],
    ),
  ],
];

const breaks: Line[][] = [
  [
    vary`${(c) => c.heroesAndCompanion} s’arrêtent ${['pour goûter', 'pour une petite pause', 'pour reprendre des forces', 'pour pique-niquer']}${['', ' au bord du chemin', ' sous un arbre', ' sur un gros rocher', ' dans l’herbe']}.`,
    slots(
      ['Une pomme,', 'Une poire,', 'Une tartine,', 'Quelques noisettes,', 'Une banane,', 'Une clémentine,'],
      ['un biscuit,', 'un petit gâteau,', 'un morceau de pain,', 'un carré de chocolat,', 'une madeleine,'],
      ['une gorgée d’eau,', 'un peu de jus,', 'un verre de lait,', 'trois raisins secs,'],
      ['et on repart !', 'et en route !', 'et c’est reparti !', 'et hop, on repart !'],
    ),
  ],
  [
    slots(
      ['Le chemin', 'Le sentier'],
      [
        'devient long, très long',
        'n’en finit plus',
        's’étire encore et encore',
        'monte, monte et monte encore',
        'semble sans fin',
      ],
    ),
    slots(
      ['Mais', 'Pourtant,', 'Heureusement,'],
      [
        (c) => `${c.heroesSubject} ${c.byCount('ne renonce pas', 'ne renoncent pas')}`,
        (c) => `${c.heroesSubject} ${c.byCount('ne se décourage pas', 'ne se découragent pas')}`,
        (c) => `${c.heroesSubject} ${c.byCount('tient bon', 'tiennent bon')}`,
      ],
      [
        ': pas à pas,',
        ': petit à petit,',
        ': un pas après l’autre,',
        ': en chantant un peu,',
        ': en comptant les pas,',
      ],
      ['on y arrive', 'on avance', 'on finit par y arriver', 'le chemin raccourcit'],
    ),
  ],
];

export const adventureArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(c, (c) => `Et aujourd'hui, ${c.heroesSubject} ${c.byCount('a', 'ont')} une grande envie d'aventure.`),
    call: (c) =>
      page({
        lines: [
          c.quest.clue,
          vary`${['', 'Aussitôt, ', 'Sans hésiter, ', 'Alors, ', 'Ni une ni deux, ']}${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.byCount('décide', 'décident') + ' de partir', c.byCount('part', 'partent'), c.byCount('se lance', 'se lancent'), c.byCount('file', 'filent')])} à la recherche ${(c) => de(c.quest.goal)}${['', (c) => c.rich(', sans perdre une minute'), (c) => c.more(', le cœur battant'), (c) => c.more(', sans attendre')]}.`,
        ],
        must: 2,
        action: 'discover',
        time: 'day',
        props: [c.quest.prop],
        withCompanion: false,
      }),
    depart: (c) => {
      c.travel();
      return page({
        lines: [
          (c) =>
            `${c.w('En chemin', 'Au détour du chemin')}, ${c.heroesSubject} ${c.byCount('rencontre', 'rencontrent')} ${c.companion}.`,
          c.rng.pick<Line>([
            (c) => `${c.companionSubject} connaît le chemin et propose de ${c.byCount('l’', 'les ')}accompagner.`,
            (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} propose de faire la route ensemble.`,
          ]),
          c.theme.journey,
          (c) => `Bientôt, ${c.heroesAndCompanion} arrivent ${c.place.at}.`,
          c.place.desc,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: c.place.props,
      });
    },
    turn: (c) => {
      // The quest is found where it is: the island's treasure on the island.
      const where = c.quest.where === undefined ? undefined : c.theme.places[c.quest.where];
      const lead = where && where !== c.place ? `${c.visit(where).at}, ` : '';
      return page({
        lines: c.rng.pick(suspense(lead)),
        must: 2,
        extras: [
          'Quelque chose remue, tout près.',
          (c) => `${c.companionSubject} chuchote : « Restons bien ensemble. »`,
        ],
        worried: true,
        action: 'problem',
        time: 'day',
        props: [],
      });
    },
    resolve: (c) =>
      page({
        lines: [
          (c) =>
            `Ce n'est ${que(c.friend.a)}, ${c.friend.g === 'f' ? 'toute contente' : 'tout content'} d'avoir de la visite.`,
          ...c.quest.found,
        ],
        must: 2,
        action: 'discover',
        time: 'day',
        props: [c.friend.prop, c.quest.prop],
      }),
    celebrate: (c) =>
      page({
        lines: [
          c.rng.pick<Line>([
            vary`${['Quelle joie', 'Quel bonheur', 'Hourra', 'Youpi']} : on ${['organise', 'prépare', 'improvise']} une ${['grande fête', 'fête magnifique', 'belle fête', 'fête joyeuse']} ${(c) => c.place.at}${['', ' pour tout le monde', ', avec des guirlandes']}.`,
            (c) => `Pour fêter ça, tout le monde se réunit ${c.place.at}.`,
            'Hourra : tout le monde crie de joie !',
          ]),
          c.rng.pick(c.theme.party),
        ],
        must: 2,
        action: 'celebrate',
        time: 'day',
        props: [c.friend.prop, c.quest.prop],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          c.rng.pick<Line>([
            (c) =>
              `Le soir venu, ${c.heroesSubject} ${c.byCount(c.rng.pick(['rentre', 'revient']), c.rng.pick(['rentrent', 'reviennent']))} ${c.rng.pick(['à la maison', 'à la maison, sans se presser', 'tranquillement à la maison'])}${c.more(`, ${c.rng.pick(['la tête pleine de souvenirs', 'les poches pleines de souvenirs', 'des étoiles plein les yeux', 'des histoires plein la tête'])}`)}${c.rich(' et le cœur encore tout chaud')}.`,
            (c) =>
              `Quand le soleil se couche, ${c.heroesSubject} ${c.byCount(c.rng.pick(['rentre', 'revient']), c.rng.pick(['rentrent', 'reviennent']))} à la maison${c.more(`, ${c.rng.pick(['les jambes fatiguées', 'les pieds fatigués', 'les joues toutes roses', 'les chaussures pleines de poussière'])} et ${c.rng.pick(['le cœur content', 'le cœur léger', 'le sourire aux lèvres', 'la tête pleine d’images'])}`)}.`,
          ]),
        ],
        tail: [
          slots(
            [
              'Demain, peut-être,',
              'Un autre jour,',
              'Qui sait, demain,',
              'Bientôt, sans doute,',
              'Un de ces jours,',
              'Très bientôt,',
              'Peut-être même demain,',
            ],
            [
              'une nouvelle aventure',
              'une autre aventure',
              'une aventure toute neuve',
              'une surprise',
              'un nouveau voyage',
              'une nouvelle balade',
              'un autre mystère',
            ],
            [(c) => `${c.byCount('l’', 'les ')}attendra`],
            [
              '',
              ', quelque part au bout du chemin',
              ', derrière la prochaine colline',
              ', juste au coin de la rue',
              ', plus loin que la forêt',
              ', de l’autre côté de la rivière',
            ],
          ),
        ],
        extras: ['Quelle belle aventure !'],
        action: 'arrive',
        time: 'dusk',
        props: [c.quest.prop],
        withCompanion: false,
      });
    },
  },
  steps: [
    travelStep(arrival),
    troubleStep,
    (c) => {
      const clue = c.dealOnce('clues', clues);
      if (!clue) return null;
      return page({
        lines: [
          (c) => `${c.one().who} trouve un indice : ${clue}.`,
          vary`« ${['Nous sommes sur la bonne piste', 'C’est par ici, c’est certain', 'Bravo, on brûle', 'Voilà qui nous met sur la voie', 'On approche, continuons']} », ${['dit', 's’exclame', 'lance', 'annonce', 'murmure']} ${(c) => c.companion}.`,
        ],
        must: 2,
        action: 'discover',
        time: 'day',
        props: ['map'],
      });
    },
    (c) => {
      const other = c.friends.draw();
      if (!other) return null;
      return page({
        lines: [
          (c) => `Sur la route, ${c.heroesSubject} ${c.byCount('fait', 'font')} la connaissance ${de(other.a)}.`,
          (c) =>
            `${cap(other.the)} ${c.heroesIndirectPronoun} ${c.rng.pick(['souhaite bonne chance', 'souhaite bonne route', 'fait un grand salut', 'donne un petit conseil'])}, puis ${c.byCount('lui', 'leur')} ${c.rng.pick(['indique un raccourci', 'montre un raccourci', 'montre le meilleur chemin', 'indique un passage secret'])}.`,
        ],
        must: 2,
        action: 'greet',
        time: 'day',
        props: [other.prop],
      });
    },
    (c) => {
      const lines = c.dealOnce('breaks', breaks);
      return lines ? page({ lines, action: 'calm', time: 'day', props: [] }) : null;
    },
    (c) => explorePage(c),
  ],
  tone: [
    ...heroMoments,
    (c) =>
      `Le cœur battant, ${c.heroesSubject} ${c.verb('avance')} pas à pas${c.rich(', l’oreille tendue vers le moindre bruit')}.`,
    'Quelle aventure !',
    (c) => `${c.heroesSubject} ${c.verb('ouvre')} grand les yeux pour ne rien manquer.`,
    (c) => `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('prêt', 'prête', "d'attaque")} pour la suite.`,
    'Le vent souffle comme pour dire : en avant !',
    (c) => `${c.heroesSubject} ${c.verb('regarde')} loin devant${c.more(', vers le prochain défi')}.`,
    'Qui sait ce qui attend plus loin ?',
    (c) =>
      `${c.heroesSubject} ${c.byCount('se sent', 'se sentent')} ${c.adj('très fort', 'très forte', 'en pleine forme')}.`,
    'L’aventure ne fait que commencer.',
    (c) => `${c.heroesSubject} ${c.verb('grimpe')}, ${c.verb('saute')} et ${c.verb('continue')} sans s’arrêter.`,
    'Chaque détour cache quelque chose de nouveau.',
    (c) => `${c.heroesSubject} ${c.byCount('n’a', 'n’ont')} pas froid aux yeux.`,
    'Le chemin monte, descend, puis tourne encore.',
    (c) => `${c.heroesSubject} ${c.verb('guette')} le moindre indice.`,
    'Il y a de l’aventure dans l’air.',
    (c) => `${c.one().who} repère un passage, juste là.`,
    (c) =>
      `${c.heroesSubject} ${c.verb('reprend', 'reprennent')} ${c.byCount('son', 'leur')} souffle, puis ${c.verb('repart', 'repartent')}.`,
    'Rien ne peut arrêter une équipe comme celle-là.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} l’œil vif et les jambes solides.`,
    'Quel voyage extraordinaire !',
    (c) => `${c.heroesSubject} ${c.verb('enjambe')} les obstacles un à un${c.rich(', sans jamais perdre courage')}.`,
    'L’endroit suivant promet d’être encore plus beau.',
  ],
  lateTone: [
    ...heroMoments,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le cœur tout léger.`,
    (c) => `${c.heroesSubject} ${c.byCount('n’oubliera', 'n’oublieront')} jamais cette journée.`,
    (c) => `${c.heroesSubject} ${c.verb('repense')} à chaque moment de l’aventure.`,
    'Quelle belle aventure, du début à la fin !',
    (c) => `${c.one().who} a hâte de tout raconter.`,
    'Le retour est plein de souvenirs.',
  ],
  companionTone: [
    (c) => `${c.companionSubject} montre le chemin.`,
    (c) => `${c.companionSubject} marche juste à côté ${de(c.them)}.`,
    (c) => `${c.companionSubject} connaît tous les raccourcis.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} dit : « Courage, on y est presque ! »`,
    (c) => `${c.companionSubject} passe devant pour vérifier que tout va bien.`,
    (c) => `${c.companionSubject} attend que tout le monde soit prêt pour repartir.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} donne un coup de main pour passer.`,
    (c) => `${c.companionSubject} est ${c.cadj('prêt', 'prête')} à tout.`,
    (c) => `${c.companionSubject} regarde au loin pour trouver la bonne direction.`,
    (c) => `${c.companionSubject} raconte ses anciens voyages.`,
    (c) => `${c.companionSubject} compte tout le monde, pour ne perdre personne.`,
    (c) => `${c.companionSubject} lance un joyeux « En route ! »`,
    (c) => `${c.companionSubject} fait signe de ${c.cadj('le', 'la')} suivre.`,
    (c) => `${c.companionSubject} ne se fatigue jamais.`,
  ],
};
