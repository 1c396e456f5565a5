import type { Line } from '../types.js';
import { framedSlots, slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, heroMoments, page, reachedBy, thatDay, travelStep } from './common.js';

/**
 * 'laugh': a companion declares a day of laughter; mishaps of the theme follow one another
 * until everything is mixed up, and the mess becomes a parade. Funny, never mocking.
 */

/** Mishaps that fit any theme, after the theme's own. */
const anyFunny: Line[][] = [
  [
    vary`${(c) => c.companionSubject} ${['éternue', 'fait un énorme atchoum', 'éternue très fort', 'éternue trois fois de suite']}, et ${['atchoum', 'pfiou', 'patatras', 'pouf']} : ${['une pluie de confettis', 'une nuée de paillettes', 'une volée de petits rubans', 'un nuage de confettis', 'une averse de bulles']} ${['s’envole', 'tourbillonne partout', 'retombe sur tout le monde', 'danse dans l’air', 'se pose sur toutes les têtes']}.`,
  ],
  [
    vary`${(c) => c.one().who} ${['enfile', 'met', 'passe']} son ${['pull', 'gilet', 'sweat', 'manteau']} à l’envers, ${['avec la capuche devant le nez', 'et la capuche lui tombe sur les yeux', 'avec les manches qui pendent dans le dos', 'et ne trouve plus où passer la tête', 'avec les poches dans le dos']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} ${['veut faire', 'essaie de faire', 'se lance dans']} une ${['révérence', 'belle révérence', 'pirouette', 'courbette', 'grande révérence']}, mais ${(c) => c.companionPronoun} se prend les pieds dans ${['son ombre', 'ses lacets', 'une racine', 'le bout de son écharpe', 'ses propres pieds']}.`,
    vary`${['Patatras', 'Badaboum', 'Boum', 'Pouf', 'Et hop', 'Boing', 'Oups', 'Plouf']} : ${['une galipette toute ronde', 'une culbute', 'une roulade parfaite', 'une galipette de champion', 'un atterrissage sur les fesses', 'trois roulades d’affilée', 'une cabriole les pieds en l’air', 'un vol plané tout en douceur', 'une glissade de patineur']}${['', ', et un grand éclat de rire', ', sous les applaudissements', ', et même pas mal', ', avec un grand sourire', ', le chapeau de travers']} !`,
  ],
  [
    vary`Un escargot ${['pressé', 'très pressé', 'tout essoufflé', 'à lunettes', 'à roulettes', 'à casquette', 'à écharpe rayée']} double ${['tout le monde', 'toute la troupe', 'les promeneurs', 'toute la bande']} en ${['criant', 'lançant', 'répétant', 'chantant']} : « ${['Pardon, pardon, je suis en retard !', 'Poussez-vous, je suis pressé !', 'Place, place, j’ai un rendez-vous !', 'Excusez-moi, je vais rater le goûter !', 'Laissez passer le champion !', 'Attention, escargot pressé !']} »`,
  ],
  [
    vary`${(c) => c.one().who} rit si ${['fort', 'longtemps', 'joyeusement', 'fort et si longtemps']} que ${['son rire fait des bulles', 'son rire rebondit comme une balle', 'les oiseaux se mettent à rire aussi', 'ses chaussettes en tremblent', 'l’écho se met à rire aussi', 'même les cailloux sourient', 'les feuilles des arbres frissonnent', 'un hibou se réveille en sursaut']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} confond ${['« bonjour » et « bonne nuit »', '« salut » et « bonne nuit »', '« coucou » et « bonne nuit »']}, et ${['souhaite', 'lance', 'chante']} une bonne nuit à ${['tout le monde', 'chacun', 'toute la troupe']} en plein ${['midi', 'jour', 'après-midi']}.`,
  ],
  [
    vary`${(c) => c.one().who} ${['essaie', 'tente', 'veut']} de siffler, mais il ne sort qu’un ${['petit', 'tout petit', 'minuscule', 'drôle de']} « ${['pfiou', 'pfff', 'fuiii', 'tsss']} » ${['tout mouillé', 'tout riquiqui', 'plein de postillons', 'qui fait rire tout le monde', 'qui fait fuir un pigeon']}.`,
  ],
];

/** How the heroes and the companion reach the next place on a day of laughter. */
const laughingArrival: Line = slots(
  [
    'En riant,',
    'En chantant à tue-tête,',
    'En sautillant,',
    'En faisant des grimaces,',
    'En se racontant des blagues,',
    'À cloche-pied,',
    'En marchant à reculons,',
    'En imitant des canards,',
    'En faisant la ronde,',
  ],
  [(c) => `${c.heroesAndCompanion}`],
  ['arrivent', 'débarquent', 'finissent par arriver', 'arrivent enfin', 'atterrissent', 'déboulent'],
  [(c) => c.place.at],
  [
    '',
    ', en se tenant les côtes',
    ', le sourire aux lèvres',
    ', en riant aux éclats',
    ', à bout de souffle',
    ', sous les applaudissements',
    ', les joues toutes rouges',
  ],
);

export const laughArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(
        c,
        framedSlots(
          thatDay,
          [
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} très envie de rire`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une grosse envie de rigoler`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des fous rires plein les poches`,
            (c) => `${c.heroesSubject} ${c.byCount('est', 'sont')} d’humeur à rire`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le rire qui chatouille`,
          ],
          ['', ', vraiment', ', aux éclats', ', comme jamais', (c) => `, de tout ${c.byCount('son', 'leur')} cœur`],
        ),
      ),
    call: () =>
      page({
        lines: [
          vary`${['Soudain,', 'Tout à coup,', 'Juste à ce moment-là,', 'Sans prévenir,', 'Au même instant,', 'Et voilà que']} ${(c) => c.companion} arrive en ${['faisant des galipettes', 'faisant la roue', 'sautant à cloche-pied', 'marchant sur les mains', 'dansant la polka', 'faisant le poirier', 'jonglant avec des pommes']}${(c) => c.rich(', une, deux, trois, sans jamais s’arrêter')}.`,
          framedSlots(
            [
              '« Aujourd’hui, c’est la journée du rire »,',
              '« Aujourd’hui, on a le droit de rire toute la journée »,',
              '« Aujourd’hui, c’est la grande fête des fous rires »,',
              '« Aujourd’hui, interdit de bouder »,',
              '« Aujourd’hui, c’est la journée des grimaces et des fous rires »,',
              '« Aujourd’hui, on rit de tout et de rien »,',
              '« Aujourd’hui, le rire est obligatoire »,',
            ],
            ['annonce', 'déclare', 'crie', 'proclame', 'lance', 'claironne'],
            [(c) => c.companion],
            [
              '',
              'en riant',
              'd’une voix de trompette',
              'avec un grand sourire',
              'en faisant une révérence',
              'les bras en l’air',
              'en pouffant',
              'à tue-tête',
              'en sautillant',
              'en rigolant',
            ],
          ),
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
          reachedBy(
            c,
            vary`${(c) => c.heroesAndCompanion} ${['partent', 's’en vont', 'filent', 'se mettent en route']} ${['en sautillant', 'à cloche-pied', 'en faisant des grimaces', 'en chantant à tue-tête', 'en se tenant les côtes', 'en marchant comme des pingouins', 'en se racontant des blagues', 'en imitant des kangourous']} vers ${(c) => c.place.the}.`,
          ),
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
          framedSlots(
            [
              'Et voilà que',
              'Tout à coup,',
              'Et soudain,',
              'Et patatras,',
              'Sans prévenir,',
              'Et là, surprise :',
              'D’un seul coup,',
              'Et badaboum,',
              'Juste à ce moment,',
              'Et hop,',
            ],
            [
              'tout se mélange',
              'tout s’emmêle',
              'tout part de travers',
              'tout se met sens dessus dessous',
              'plus rien n’est à sa place',
              'tout se renverse',
              'tout va de travers',
              'tout se met à l’envers',
              'tout tourne à la pagaille',
            ],
            ['', ', en un clin d’œil', ', n’importe comment', ', en un rien de temps', ', d’un coup'],
            [' !'],
          ),
          vary`${['Les chapeaux s’envolent', 'Les chapeaux tourbillonnent', 'Les bonnets valsent dans les airs', 'Les chapeaux changent de tête', 'Les casquettes font la ronde', 'Les bonnets dansent']}, ${(c) => c.more(c.rng.pick(['les chaussures changent de pieds, ', 'les chaussettes jouent à cache-cache, ', 'les lacets font des nœuds tout seuls, ', 'les écharpes font des nœuds papillon, ']))}et ${(c) => c.companion} se retrouve ${['la tête en bas', 'les pieds en l’air', 'assis à l’envers', 'coiffé d’une casserole', 'avec une chaussette sur le nez', 'dans un seau']}.`,
        ],
        must: 2,
        action: 'laugh',
        time: 'day',
        props: [],
      }),
    resolve: () =>
      page({
        lines: [
          vary`${['Alors', 'Soudain,', 'Tout à coup,', 'Là,', 'Et là,', 'Heureusement,', 'En riant,']} ${(c) => c.one().who} a une ${['idée', 'idée géniale', 'drôle d’idée', 'idée lumineuse', 'idée formidable', 'idée farfelue', 'idée épatante']} : ${(c) => c.short(`une ${c.rng.pick(['grande', 'drôle de', 'belle'])} parade !`, `et si on faisait une ${c.rng.pick(['grande', 'immense', 'joyeuse', 'folle'])} ${c.rng.pick(['parade', 'fanfare', 'farandole'])} avec ${c.rng.pick(['tout ce désordre', 'tout ce bazar', 'toute cette pagaille'])} ?`)}`,
          slots(
            ['', 'Et', 'Aussitôt,', 'En un clin d’œil,'],
            ['le désordre', 'tout ce désordre', 'ce grand bazar', 'cette pagaille', 'tout ce fouillis'],
            ['devient', 'fait'],
            [
              'le plus drôle des spectacles',
              'un spectacle formidable',
              'la plus rigolote des parades',
              'un défilé plein de rires',
              'le plus joyeux des spectacles',
              'une fête épatante',
            ],
          ),
        ],
        must: 2,
        action: 'help',
        time: 'day',
        props: ['sparkles'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          c.band === 'small'
            ? vary`${['Tout le monde', 'Toute la troupe', 'Chacun', 'Toute la bande']} rit ${['très fort', 'aux éclats', 'à gorge déployée', 'de bon cœur', 'à pleine voix']}${['', ', ha, ha', ', encore']}.`
            : vary`${['Les rires', 'Les éclats de rire', 'Les fous rires', 'Ces rires']} ${['résonnent', 'éclatent', 'rebondissent', 'carillonnent']} si fort qu’on les entend ${['jusqu’au bout du monde', 'jusqu’à la lune', 'de l’autre côté de la colline', 'jusque dans les nuages', 'jusqu’à la mer', 'à des kilomètres', 'jusqu’au bout de la rue']}.`,
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
          vary`${['Le soir', 'Le soir venu', 'À l’heure du dîner', 'Avant de dormir', 'En rentrant', 'Plus tard', 'À la maison', 'Au bain', 'Au lit']}, ${(c) => c.heroesSubject} ${(c) => c.verb(c.rng.pick(['rit', 'pouffe', 'sourit', 'glousse']), c.rng.pick(['rient', 'pouffent', 'sourient', 'gloussent']))} encore ${['en y repensant', 'rien que d’y penser', 'au souvenir de cette journée', 'en repensant à tout ça', 'au souvenir des galipettes', 'en pensant à la parade', 'au souvenir des grimaces', 'en revoyant chaque bêtise']}${(c) => c.rich(', bien au chaud sous la couette')}.`,
        ],
        tail: [
          slots(
            ['Et toi,', 'Et toi, dis-moi,', 'Et toi, alors,', 'Et toi, qui écoutes,', 'Dis-moi,'],
            [
              'qu’est-ce qui t’a fait le plus rire',
              'quel moment t’a fait le plus rire',
              'qu’est-ce qui t’a donné le fou rire',
              'quelle bêtise t’a fait rire',
              'qu’est-ce qui t’a fait sourire',
              'quel passage t’a fait pouffer',
              'quelle farce t’a fait sourire',
              'quel fou rire était le meilleur',
              'quelle galipette t’a fait rire',
              'quel moment était le plus rigolo',
            ],
            ['', ' dans cette histoire', ' aujourd’hui', ' dans ce livre', ' ce soir', ' là-dedans'],
            [' ?'],
          ),
        ],
        extras: [
          slots(
            ['Rien que d’y penser,', 'Juste d’y repenser,', 'Au moindre souvenir,', 'Quand on y repense,'],
            [
              'les fous rires reviennent',
              'le fou rire revient',
              'les rires repartent de plus belle',
              'ça chatouille encore',
            ],
          ),
        ],
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
    travelStep(laughingArrival),
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
