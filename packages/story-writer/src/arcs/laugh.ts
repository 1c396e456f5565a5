import type { Line } from '../types.js';
import { slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, heroMoments, page, travelStep } from './common.js';

/**
 * 'laugh': a companion declares a day of laughter; mishaps of the theme follow one another
 * until everything is mixed up, and the mess becomes a parade. Funny, never mocking.
 */

/** Mishaps that fit any theme, after the theme's own. */
const anyFunny: Line[][] = [
  [
    vary`${(c) => c.companionSubject} ${['éternue', 'fait un énorme atchoum', 'éternue très fort']}, et ${['atchoum', 'pfiou', 'patatras']} : ${['une pluie de confettis', 'une nuée de paillettes', 'une volée de petits rubans', 'un nuage de confettis']} ${['s’envole', 'tourbillonne partout', 'retombe sur tout le monde', 'danse dans l’air']}.`,
  ],
  [
    vary`${(c) => c.one().who} ${['enfile', 'met', 'passe']} son ${['pull', 'gilet', 'sweat']} à l’envers, ${['avec la capuche devant le nez', 'et la capuche lui tombe sur les yeux', 'avec les manches qui pendent dans le dos', 'et ne trouve plus où passer la tête']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} veut faire une ${['révérence', 'belle révérence', 'pirouette', 'courbette']}, mais ${(c) => c.companionPronoun} se prend les pieds dans ${['son ombre', 'ses lacets', 'une racine', 'le bout de son écharpe']}.`,
    vary`${['Patatras', 'Badaboum', 'Boum', 'Pouf', 'Et hop']} : ${['une galipette toute ronde', 'une culbute dans l’herbe', 'une roulade parfaite', 'une galipette de champion', 'un atterrissage sur les fesses', 'trois roulades d’affilée']} !`,
  ],
  [
    vary`Un escargot ${['pressé', 'très pressé', 'tout essoufflé', 'à lunettes', 'en baskets']} double ${['tout le monde', 'toute la troupe', 'les promeneurs']} en ${['criant', 'lançant', 'répétant']} : « ${['Pardon, pardon, je suis en retard !', 'Poussez-vous, je suis pressé !', 'Place, place, j’ai un rendez-vous !', 'Excusez-moi, je vais rater le goûter !']} »`,
  ],
  [
    vary`${(c) => c.one().who} rit si ${['fort', 'longtemps', 'joyeusement']} que ${['son rire fait des bulles', 'son rire rebondit comme une balle', 'les oiseaux se mettent à rire aussi', 'ses chaussettes en tremblent']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} confond ${['« bonjour » et « bonne nuit »', '« salut » et « bonne nuit »', '« coucou » et « bonne nuit »']}, et ${['souhaite', 'lance', 'chante']} une bonne nuit à ${['tout le monde', 'chacun', 'toute la troupe']} en plein ${['midi', 'jour', 'après-midi']}.`,
  ],
  [
    vary`${(c) => c.one().who} ${['essaie', 'tente', 'veut']} de siffler, mais il ne sort qu’un ${['petit', 'tout petit', 'minuscule', 'drôle de']} « ${['pfiou', 'pfff', 'fuiii', 'tsss']} » ${['tout mouillé', 'tout riquiqui', 'plein de postillons', 'qui fait rire tout le monde']}.`,
  ],
];

export const laughArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(c, (c) => `Et aujourd'hui, ${c.heroesSubject} ${c.byCount('a', 'ont')} très envie de rire.`),
    call: () =>
      page({
        lines: [
          vary`${['Soudain,', 'Tout à coup,', 'Juste à ce moment-là,', 'Sans prévenir,', 'Au même instant,']} ${(c) => c.companion} arrive en ${['faisant des galipettes', 'faisant la roue', 'sautant à cloche-pied', 'marchant sur les mains', 'dansant la polka']}${(c) => c.rich(', une, deux, trois, sans jamais s’arrêter')}.`,
          slots(
            [
              '« Aujourd’hui, c’est la journée du rire »,',
              '« Aujourd’hui, on a le droit de rire toute la journée »,',
              '« Aujourd’hui, c’est la grande fête des fous rires »,',
              '« Aujourd’hui, interdit de bouder »,',
              '« Aujourd’hui, c’est la journée des grimaces et des fous rires »,',
            ],
            ['annonce', 'déclare', 'crie', 'proclame', 'lance'],
            [(c) => c.companion],
            ['', 'en riant', 'd’une voix de trompette', 'avec un grand sourire'],
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
          vary`${(c) => c.heroesAndCompanion} partent ${['en sautillant', 'à cloche-pied', 'en faisant des grimaces', 'en chantant à tue-tête', 'en se tenant les côtes']} vers ${(c) => c.place.the}.`,
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
          slots(
            ['Et voilà que', 'Tout à coup,', 'Et soudain,', 'Et patatras,', 'Sans prévenir,'],
            [
              'tout se mélange',
              'tout s’emmêle',
              'tout part de travers',
              'tout se met sens dessus dessous',
              'plus rien n’est à sa place',
            ],
            [' !'],
          ),
          vary`${['Les chapeaux s’envolent', 'Les chapeaux tourbillonnent', 'Les bonnets valsent dans les airs', 'Les chapeaux changent de tête']}, ${(c) => c.more(c.rng.pick(['les chaussures changent de pieds, ', 'les chaussettes jouent à cache-cache, ', 'les lacets font des nœuds tout seuls, ']))}et ${(c) => c.companion} se retrouve ${['la tête en bas', 'les pieds en l’air', 'assis à l’envers', 'coiffé d’une casserole']}.`,
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
            `${c.rng.pick(['Alors', 'Soudain,', 'Tout à coup,', 'Là,'])} ${c.one().who} a une ${c.rng.pick(['idée', 'idée géniale', 'drôle d’idée', 'idée lumineuse'])} : ${c.short(`une ${c.rng.pick(['grande', 'drôle de', 'belle'])} parade !`, `et si on faisait une ${c.rng.pick(['grande', 'immense', 'joyeuse', 'folle'])} ${c.rng.pick(['parade', 'fanfare', 'farandole'])} avec ${c.rng.pick(['tout ce désordre', 'tout ce bazar', 'toute cette pagaille'])} ?`)}`,
          slots(
            ['Le désordre', 'Tout ce désordre', 'Ce grand bazar', 'Cette pagaille'],
            ['devient', 'se transforme en', 'fait'],
            [
              'le plus drôle des spectacles',
              'un spectacle formidable',
              'la plus rigolote des parades',
              'un défilé plein de rires',
              'le plus joyeux des spectacles',
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
            `${c.rng.pick(['Le soir', 'Le soir venu', 'À l’heure du dîner', 'Avant de dormir'])}, ${c.heroesSubject} ${c.verb(c.rng.pick(['rit', 'pouffe', 'sourit']), c.rng.pick(['rient', 'pouffent', 'sourient']))} encore ${c.rng.pick(['en y repensant', 'rien que d’y penser', 'au souvenir de cette journée', 'en repensant à tout ça'])}${c.rich(', bien au chaud sous la couette')}.`,
        ],
        tail: [
          slots(
            ['Et toi,', 'Et toi, dis-moi,', 'Et toi, alors,'],
            [
              'qu’est-ce qui t’a fait le plus rire',
              'quel moment t’a fait le plus rire',
              'qu’est-ce qui t’a donné le fou rire',
            ],
            ['', ' dans cette histoire', ' aujourd’hui'],
            [' ?'],
          ),
        ],
        extras: [
          slots(
            ['Rien que d’y penser,', 'Juste d’y repenser,', 'Au moindre souvenir,'],
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
    travelStep(
      slots(
        [
          'En riant,',
          'En chantant à tue-tête,',
          'En sautillant,',
          'En faisant des grimaces,',
          'En se racontant des blagues,',
        ],
        [(c) => `${c.heroesAndCompanion}`],
        ['arrivent', 'débarquent', 'finissent par arriver', 'arrivent enfin'],
        [(c) => c.place.at],
        ['', ', en se tenant les côtes', ', le sourire aux lèvres'],
      ),
    ),
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
