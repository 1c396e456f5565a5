import { cap, de, que } from '../french.js';
import type { Line } from '../types.js';
import type { Arc } from './arc.js';
import { framedSlots, slots, vary } from '../variety.js';
import { arrival, dayOpening, explorePage, heroMoments, page, thatDay, travelStep, troubleStep } from './common.js';

/**
 * 'adventure': a quest found at the start, a companion, places and small troubles on the
 * way, a moment of gentle suspense that turns out friendly, the goal found, a party.
 */

/** What the heroes find on the way to the quest: what it is, then where it lies. */
const clues: Line[] = [
  vary`une flèche ${['dessinée', 'tracée', 'gravée', 'peinte']} sur ${['un caillou', 'une pierre plate', 'un gros galet', 'un tronc']}`,
  vary`une ${['petite plume dorée', 'plume toute dorée', 'plume d’or', 'longue plume dorée']} ${['posée sur le chemin', 'tombée au bord du sentier', 'coincée sous une pierre', 'accrochée à une branche basse']}`,
  vary`un morceau de carte ${['tout froissé', 'tout chiffonné', 'un peu déchiré', 'plié en quatre']}${['', ', avec une croix rouge', ', couvert de petits dessins', ', aux bords tout jaunis']}`,
  vary`un ruban ${['rouge', 'bleu', 'doré', 'vert']} ${['noué à une branche', 'attaché à un piquet', 'enroulé autour d’un arbre', 'qui flotte sur un buisson']}`,
];

/** Finding one of the clues: who finds it, how, and what it is. */
const clueFound = (clue: Line): Line =>
  vary`${['', 'Soudain, ', 'Tout à coup, ', 'Au bord du chemin, ', 'Juste là, ', 'Un peu plus loin, ', 'Par chance, ']}${(c) => c.one().who} ${['trouve', 'découvre', 'repère', 'aperçoit', 'déniche']} ${['un indice', 'un nouvel indice', 'une piste', 'un drôle d’indice', 'un signe']} : ${clue}.`;

/** What the companion says of a clue: a cry, then where it leads. */
const clueSaid: Line = vary`« ${['', 'Bravo, ', 'Regardez, ', 'Ça alors, ', 'Formidable, ', 'Hé, ', 'Oh, ', 'Parfait, ']}${['nous sommes sur la bonne piste', 'c’est par ici, c’est certain', 'on brûle', 'voilà qui nous met sur la voie', 'on approche', 'on ne doit plus être loin', 'la piste continue', 'on tient le bon chemin', 'il faut continuer tout droit', 'ça nous rapproche du but']} ! », ${['s’exclame', 'lance', 'annonce', 'murmure', 'crie', 'souffle', 'déclare', 'remarque', 'ajoute']} ${(c) => c.companion}${['', ' en souriant', ' avec un clin d’œil', (c) => c.cadj(' tout excité', ' toute excitée'), ' en sautillant', ' d’un air malin', ' à voix basse', ' d’un ton joyeux']}.`;

/** Gentle suspense; `lead` names the place when the heroes have just reached it ("Sur l'île, "). */
const suspense = (lead: string): Line[][] => [
  [
    vary`${lead}${['soudain', 'tout à coup', 'juste à ce moment-là', 'sans prévenir', 'au même instant']}, on entend ${['un drôle de bruit', 'un bruit bizarre', 'un petit bruit étrange', 'quelque chose de curieux', 'un drôle de son']}${(c) => c.rich(c.rng.pick([', tout près, derrière les rochers', ', juste derrière un buisson', ', quelque part sur la gauche']))} : ${['crac, crac, crac', 'cric, crac', 'frrr, frrr', 'toc, toc, toc', 'scritch, scritch', 'pouf, pouf']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('retient', 'retiennent')} ${(c) => c.byCount('son', 'leur')} souffle${['', ' sans bouger', ', l’oreille tendue', ', immobile', ', les yeux grands ouverts', ' et écoute', ', le cœur battant']}${['', ', tout près du chemin', ', sans faire un bruit', ', une seconde, puis deux']}.`,
  ],
  [
    vary`${lead}${['tout à coup', 'soudain', 'sans prévenir', 'au détour du chemin']}, ${(c) => c.companion} s’arrête ${['net', 'pile', 'd’un coup', 'brusquement']}${['', ', une patte en l’air', ', l’oreille dressée', ', le doigt sur la bouche', ', sans un mot']}.`,
    slots(
      [
        'Là, juste devant,',
        'Juste devant,',
        'Un peu plus loin,',
        'Derrière un buisson,',
        'Tout près,',
        'Derrière un tronc,',
        'Au bord du chemin,',
      ],
      ['quelque chose', 'une drôle de forme', 'une chose inconnue', 'quelqu’un', 'une ombre', 'une silhouette'],
      ['bouge', 'remue', 'frémit', 'se faufile', 's’agite', 'se déplace'],
      ['dans l’ombre', 'sans bruit', 'tout doucement', 'dans les feuilles', 'par petits bonds', 'en zigzag'],
      ['', ', puis s’arrête', ', puis plus rien', ', et encore'],
    ),
  ],
];

const breaks: Line[][] = [
  [
    vary`${(c) => c.heroesAndCompanion} s’arrêtent ${['pour goûter', 'pour une petite pause', 'pour reprendre des forces', 'pour pique-niquer', 'le temps de souffler', 'pour boire un peu']}${['', ' au bord du chemin', ' sous un arbre', ' sur un gros rocher', ' dans l’herbe', ' à l’ombre', ' sur une souche']}${['', ', bien contents', ', en bavardant', ', les jambes en coton']}.`,
    framedSlots(
      [
        'Une pomme,',
        'Une poire,',
        'Une tartine,',
        'Quelques noisettes,',
        'Une banane,',
        'Une clémentine,',
        'Un abricot,',
      ],
      [
        'un biscuit,',
        'un petit gâteau,',
        'un morceau de pain,',
        'un carré de chocolat,',
        'une madeleine,',
        'une crêpe roulée,',
      ],
      ['une gorgée d’eau,', 'un peu de jus,', 'un verre de lait,', 'trois raisins secs,', 'un peu de compote,'],
      [
        'et on repart !',
        'et en route !',
        'et c’est reparti !',
        'et hop, on repart !',
        'et on continue !',
        'et en avant !',
      ],
    ),
  ],
  [
    framedSlots(
      ['', '', 'Peu à peu,', 'Après un moment,', 'Ensuite,', 'À présent,', 'Bientôt,'],
      ['le chemin', 'le sentier', 'la route', 'la piste'],
      [
        'devient long, très long',
        'n’en finit plus',
        's’étire encore et encore',
        'monte, monte et monte encore',
        'semble sans fin',
        'tourne et tourne encore',
        'grimpe de plus en plus',
      ],
      [
        '',
        ', et les jambes fatiguent',
        ', et les sacs pèsent lourd',
        ', et personne ne parle plus',
        ', sous les pas de tout le monde',
      ],
    ),
    framedSlots(
      ['Mais', 'Pourtant,', 'Heureusement,', 'Et pourtant,'],
      [
        (c) => `${c.heroesSubject} ${c.byCount('ne renonce pas', 'ne renoncent pas')}`,
        (c) => `${c.heroesSubject} ${c.byCount('ne se décourage pas', 'ne se découragent pas')}`,
        (c) => `${c.heroesSubject} ${c.byCount('tient bon', 'tiennent bon')}`,
        (c) => `${c.heroesSubject} ${c.byCount('garde le moral', 'gardent le moral')}`,
        (c) => `${c.heroesSubject} ${c.byCount('continue', 'continuent')}`,
      ],
      [
        ': pas à pas,',
        ': petit à petit,',
        ': un pas après l’autre,',
        ': en chantant un peu,',
        ': en comptant les pas,',
        ': en se donnant la main,',
      ],
      ['on y arrive', 'on avance', 'on finit par y arriver', 'le chemin raccourcit', 'on va loin'],
    ),
  ],
];

export const adventureArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(
        c,
        framedSlots(
          thatDay,
          [
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une grande envie d’aventure`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des fourmis d’aventure dans les jambes`,
            (c) => `${c.heroesSubject} ${c.verb('rêve', 'rêvent')} d’une vraie aventure`,
            (c) => `${c.heroesSubject} ${c.byCount('veut', 'veulent')} vivre une aventure`,
            (c) => `${c.heroesSubject} ${c.verb('sent', 'sentent')} que l’aventure n’est pas loin`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie de partir à l’aventure`,
          ],
          ['', ', c’est décidé', ', et ça tombe bien', ', tout de suite', ', comme jamais', ', plus que jamais'],
        ),
      ),
    call: (c) =>
      page({
        lines: [
          c.quest.clue,
          vary`${['', 'Aussitôt, ', 'Sans hésiter, ', 'Alors, ', 'Ni une ni deux, ', 'Sans perdre une minute, ', 'Tout de suite, ', 'D’un bond, ']}${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.byCount('décide', 'décident') + ' de partir', c.byCount('part', 'partent'), c.byCount('se lance', 'se lancent'), c.byCount('file', 'filent'), c.byCount('s’en va', 's’en vont'), c.byCount('se met', 'se mettent') + ' en route'])} à la recherche ${(c) => de(c.quest.goal)}${['', (c) => c.rich(', sans perdre une minute'), (c) => c.more(', le cœur battant'), (c) => c.more(', sans attendre'), ', un sac sur le dos', (c) => c.more(', plein d’entrain'), ', d’un pas décidé', ', en chantant']}.`,
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
          vary`${['En chemin', 'Au détour du chemin', 'Sur le sentier', 'Un peu plus loin', 'À peine partis', 'Au premier tournant']}, ${(c) => c.heroesSubject} ${(c) => c.byCount(c.rng.pick(['rencontre', 'croise', 'tombe sur']), c.rng.pick(['rencontrent', 'croisent', 'tombent sur']))} ${(c) => c.companion}${['', ', qui a l’air de bien connaître le coin', ', qui fait un grand salut', ', qui sourit jusqu’aux oreilles', ', qui cherche justement de la compagnie']}.`,
          c.rng.pick<Line>([
            vary`${(c) => c.companionSubject} ${['connaît le chemin', 'connaît la route par cœur', 'sait où aller', 'connaît tous les raccourcis']} et ${['propose', 'offre', 'demande']} de ${(c) => c.byCount('l’', 'les ')}accompagner${['', ', avec plaisir', ', tout content', ' jusqu’au bout', ', si on veut bien']}.`,
            vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} propose de faire ${['la route', 'le chemin', 'le voyage', 'un bout de chemin']} ${['ensemble', 'à plusieurs', 'côte à côte', 'en bonne compagnie']}${['', ', pour plus de gaieté', ' : à plusieurs, c’est plus drôle', ', et c’est d’accord']}.`,
          ]),
          c.theme.journey,
          vary`${['Bientôt', 'Peu après', 'Un peu plus tard', 'Au bout d’un moment', 'Après une bonne marche']}, ${(c) => c.heroesAndCompanion} ${['arrivent', 'débarquent', 'se retrouvent', 'parviennent']} ${(c) => c.place.at}${['', ', tout contents', ', en bavardant', ', d’un bon pas']}.`,
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
          vary`Quelque chose ${['remue', 'bouge', 'frémit', 'gigote']}, ${['tout près', 'juste là', 'pas loin', 'derrière les feuilles']}${['', ', encore une fois', ', puis s’arrête']}.`,
          vary`${(c) => c.companionSubject} ${['chuchote', 'murmure', 'souffle']} : « ${['Restons bien ensemble', 'On reste ensemble', 'Pas de bruit, et on reste groupés', 'Tout doux, on reste ensemble']}. »`,
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
          vary`${['Ouf', 'Ah', 'Tiens', 'Ça alors', 'Oh', 'Mais non']}, ce n’est ${(c) => que(c.friend.a)}, ${(c) => c.rng.pick(c.friend.g === 'f' ? ['toute contente', 'ravie', 'toute joyeuse', 'bien contente'] : ['tout content', 'ravi', 'tout joyeux', 'bien content'])} ${['d’avoir de la visite', 'de voir du monde', 'de rencontrer de nouveaux amis', 'd’avoir des invités']}.`,
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
            vary`${['Quelle joie', 'Quel bonheur', 'Hourra', 'Youpi', 'Bravo']} : on ${['organise', 'prépare', 'improvise']} une ${['grande fête', 'fête magnifique', 'belle fête', 'fête joyeuse']} ${(c) => c.place.at}${['', ' pour tout le monde', ', avec des guirlandes', ', avec de la musique']}.`,
            vary`Pour ${['fêter ça', 'fêter la victoire', 'célébrer la trouvaille', 'fêter la découverte']}, ${['tout le monde', 'toute la troupe', 'chacun']} ${['se réunit', 'se retrouve', 'se rassemble']} ${(c) => c.place.at}${['', ' en chantant', ', les bras chargés de surprises', ' en riant']}.`,
            vary`${['Hourra', 'Youpi', 'Victoire', 'Bravo']} : ${['tout le monde', 'toute la troupe', 'chacun']} ${['crie de joie', 'saute de joie', 'danse de joie', 'applaudit très fort']}${['', ' !', ', et les oiseaux aussi !', ', bras en l’air !']}`,
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
            vary`${['Le soir venu', 'En fin de journée', 'À la fin de la journée', 'Après cette grande journée']}, ${(c) => c.heroesSubject} ${(c) => c.byCount(c.rng.pick(['rentre', 'revient']), c.rng.pick(['rentrent', 'reviennent']))} ${['à la maison', 'à la maison, sans se presser', 'tranquillement à la maison', 'à la maison, à petits pas']}${(c) => c.more(`, ${c.rng.pick(['la tête pleine de souvenirs', 'les poches pleines de souvenirs', 'des étoiles plein les yeux', 'des histoires plein la tête', 'le sac plein de trésors'])}`)}${(c) => c.rich(' et le cœur encore tout chaud')}.`,
            vary`${['Quand le soleil se couche', 'Au coucher du soleil', 'Quand le soleil descend']}, ${(c) => c.heroesSubject} ${(c) => c.byCount(c.rng.pick(['rentre', 'revient']), c.rng.pick(['rentrent', 'reviennent']))} à la maison${(c) => c.more(`, ${c.rng.pick(['les jambes fatiguées', 'les pieds fatigués', 'les joues toutes roses', 'les chaussures pleines de poussière', 'les genoux un peu sales'])} et ${c.rng.pick(['le cœur content', 'le cœur léger', 'le sourire aux lèvres', 'la tête pleine d’images', 'les yeux qui brillent'])}`)}.`,
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
              'Un jour prochain,',
              'Dès demain, qui sait,',
            ],
            [
              'une nouvelle aventure',
              'une autre aventure',
              'une aventure toute neuve',
              'une surprise',
              'un nouveau voyage',
              'une nouvelle balade',
              'un autre mystère',
              'une nouvelle énigme',
              'un autre trésor',
            ],
            [(c) => `${c.byCount('l’', 'les ')}attendra`],
            [
              '',
              ', quelque part au bout du chemin',
              ', derrière la prochaine colline',
              ', juste au coin de la rue',
              ', plus loin que la forêt',
              ', de l’autre côté de la rivière',
              ', là où on ne l’attend pas',
              ', tout près de la maison',
              ', au bout du monde',
            ],
          ),
        ],
        extras: [
          vary`${['Quelle belle aventure', 'Quelle aventure', 'Quelle journée', 'Quelle formidable aventure']}${['', ', vraiment', ', du début à la fin']} !`,
        ],
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
        lines: [clueFound(clue), clueSaid],
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
          vary`${['Sur la route', 'En chemin', 'Un peu plus loin', 'Au bord du sentier', 'Au détour d’un virage']}, ${(c) => c.heroesSubject} ${(c) => c.byCount(c.rng.pick(['fait', 'fait aussi']), c.rng.pick(['font', 'font aussi']))} la connaissance ${de(other.a)}${['', ', qui passait par là', ', tout souriant', ', qui fait un grand signe']}.`,
          (c) =>
            `${cap(other.the)} ${c.heroesIndirectPronoun} ${c.rng.pick(['souhaite bonne chance', 'souhaite bonne route', 'fait un grand salut', 'donne un petit conseil', 'dit bonjour', 'fait un clin d’œil'])}, puis ${c.byCount('lui', 'leur')} ${c.rng.pick(['indique un raccourci', 'montre un raccourci', 'montre le meilleur chemin', 'indique un passage secret', 'montre un sentier caché', 'indique le bon chemin'])}${c.rng.pick(['', '', ', tout près d’ici', ', sans se faire prier', ', avec un grand sourire'])}.`,
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
