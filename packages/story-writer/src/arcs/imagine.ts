import { a, de } from '../french.js';
import type { Line } from '../types.js';
import { slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, heroMoments, page } from './common.js';

/**
 * 'imagine': a magic pencil makes whatever is drawn come true. The companion is drawn to
 * life, a door opens on the theme's world, its wonders follow, the pencil gets carried away
 * with bubbles, and a clever drawing sets things right.
 */

const whims: Line[][] = [
  [
    vary`${(c) => c.one().who} dessine des ailes ${['à ses chaussures', 'à ses baskets', 'à ses bottes']}, et ${['les voilà qui volent', 'hop, elles s’envolent', 'les voilà qui battent des ailes']} !`,
  ],
  [
    vary`Les nuages prennent la forme ${['de moutons', 'de lapins', 'de bateaux']}, puis ${['de gâteaux', 'de glaces', 'de tartes']}, puis ${['de dragons rigolos', 'de baleines souriantes', 'de girafes à pois']}.`,
  ],
  [
    vary`${(c) => c.one().who} dessine un escalier ${['en arc-en-ciel', 'de toutes les couleurs', 'en sucre d’orge']} qui ${['monte', 'grimpe', 's’enroule']} jusqu’aux nuages.`,
    vary`${['Chaque marche', 'Chaque pas', 'Chaque petite marche']} ${['joue une note de musique', 'fait « ding » comme un xylophone', 'chante une note différente']}.`,
  ],
  [
    vary`${['Ici', 'Dans ce pays-là', 'Par ici']}, il pleut des ${['bonbons au citron', 'bonbons à la fraise', 'pastilles à la menthe', 'guimauves']}, mais seulement ${['le mardi', 'le dimanche', 'les jours de fête', 'quand on chante']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} dessine un ${['chapeau', 'parapluie', 'bonnet']} si ${['grand', 'immense', 'gigantesque']} qu’on ${['peut habiter dedans', 'pourrait y loger toute une famille', 'peut y pique-niquer à l’ombre']}.`,
  ],
  [
    vary`Les arbres ${['font la révérence', 'se mettent à danser', 'agitent leurs branches']}, et les fleurs ${['chantent en chœur', 'fredonnent une chanson', 'font la ronde']}.`,
  ],
];

export const imagineArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(c, (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une imagination grande comme le ciel.`),
    call: () =>
      page({
        lines: [
          (c) =>
            `${c.rng.pick(['Ce jour-là', 'Un beau jour', 'Ce jour-là, par hasard', 'Un jour, au fond de sa trousse'])}, ${c.one().who} ${c.rng.pick(['trouve', 'découvre', 'déniche'])} un crayon ${c.rng.pick(['magique', 'vraiment magique', 'pas comme les autres, un crayon magique'])} : ${c.short('ses dessins deviennent vrais', c.rng.pick(["tout ce qu'on dessine avec devient vrai", 'chaque dessin devient réalité']))}.`,
          vary`${['Aussitôt', 'Sans attendre', 'Tout de suite', 'Pour essayer', 'Du bout du crayon']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} ${(c) => c.companion}, et ${['hop', 'pouf', 'tada', 'abracadabra']} : ${(c) => c.companionPronoun} ${['prend vie', 'saute hors de la feuille', 'se met à bouger', 'cligne des yeux et s’étire']} !`,
        ],
        must: 2,
        action: 'wish',
        time: 'day',
        props: ['sparkles'],
      }),
    depart: (c) => {
      c.travel();
      return page({
        lines: [
          (c) =>
            `Puis ${c.heroesSubject} ${c.verb('dessine')} une ${c.short('porte', 'grande porte')}${c.rich(' avec une poignée dorée')}, et derrière la porte se trouve ${c.place.the}.`,
          c.place.desc,
        ],
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    turn: () =>
      page({
        lines: [
          (c) =>
            c.short(
              'Oups : le crayon dessine des bulles partout.',
              `${c.rng.pick(['Oups', 'Oh là là', 'Aïe', 'Patatras', 'Oh oh'])} : le crayon ${c.rng.pick(['s’emballe', 'n’en fait qu’à sa tête', 'part tout seul', 'se met à gigoter'])} et dessine ${c.rng.pick(['tout seul', 'sans s’arrêter', 'à toute vitesse'])} des bulles ${c.rng.pick(['partout', 'dans tous les sens', 'par dizaines', 'par centaines'])}.`,
            ),
          (c) =>
            `Des bulles sur la tête, ${c.short('des bulles partout !', `des bulles dans les poches, des bulles jusque dans les oreilles ${de(c.companion)} !`)}`,
        ],
        must: 2,
        action: 'problem',
        time: 'day',
        props: ['bubbles'],
      }),
    resolve: () =>
      page({
        lines: [
          (c) =>
            `${c.rng.pick(['Alors', 'Vite', 'Sans hésiter', 'Heureusement'])}, ${c.one().who} dessine ${c.short(c.rng.pick(['une épingle', 'un petit cactus']), c.rng.pick(['une grande épingle toute douce', 'une aiguille à tricoter', 'un hérisson farceur', 'un petit cactus souriant']))}, et ${c.rng.pick(['pop, pop, pop', 'plop, plop, plop', 'pif, paf, pouf'])} : les bulles ${c.rng.pick(['éclatent', 'crèvent une à une', 'disparaissent'])}${c.more(c.rng.pick([' en riant', ' en chatouillant tout le monde', ' comme des pétards mouillés']))}.`,
          vary`${['Tout redevient', 'Tout est de nouveau', 'Les choses redeviennent']} comme avant, ${['en un peu plus joyeux', 'avec quelques rires en plus', 'en un peu plus rigolo', 'ou presque']}.`,
        ],
        must: 2,
        action: 'wish',
        time: 'day',
        props: ['sparkles'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          (c) =>
            `Pour fêter ça, ${c.heroesSubject} ${c.verb('dessine')} un ${c.w('gros', 'immense')} gâteau${c.more(', et tout le monde en mange une part')}.`,
          c.rng.pick(c.theme.party),
        ],
        action: 'celebrate',
        time: 'day',
        props: ['cake'],
      }),
    ending: (c) => {
      c.moveTo(c.house);
      return page({
        lines: [
          slots(
            ['Le soir,', 'Le soir venu,', 'À la fin de la journée,', 'Quand tout est fini,'],
            ['le crayon magique', 'le petit crayon magique', 'le crayon'],
            ['s’endort', 'se repose', 'fait dodo', 'se blottit'],
            [
              (c) => `dans la trousse ${de(c.one().name)}`,
              (c) => `au fond de la trousse ${de(c.one().name)}`,
              (c) => `dans le cartable ${de(c.one().name)}`,
            ],
            ['', ', tout fatigué', ', bien sage', ', la mine toute usée'],
          ),
        ],
        tail: [
          slots(
            ['Demain,', 'Et demain,', 'La prochaine fois,', 'Dès demain,'],
            ['qui sait', 'allez savoir', 'qui peut dire'],
            ['ce que le crayon magique', 'ce que ce drôle de crayon', 'ce que le petit crayon'],
            ['inventera', 'dessinera', 'imaginera', 'fera apparaître'],
            [' ?'],
          ),
        ],
        action: 'arrive',
        time: 'dusk',
        props: [],
        withCompanion: false,
      });
    },
  },
  steps: [
    (c) => {
      const wonder = c.wonders.draw();
      return wonder ? page({ lines: [wonder], action: 'discover', time: 'day', props: c.place.props }) : null;
    },
    (c) => {
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          vary`${['D’un coup de crayon', 'D’un seul trait', 'En trois coups de crayon', 'D’un geste', 'Vite fait']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} ${['un chemin', 'un sentier', 'un pont', 'une route', 'un petit train']} ${['', 'tout droit ', 'en zigzag ', 'bien large ']}jusqu’${(c) => a(c.place.the)}.`,
          c.place.desc,
        ],
        must: 2,
        action: 'explore',
        time: 'day',
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('whims', whims);
      return lines ? page({ lines, must: lines.length, action: 'laugh', time: 'day', props: ['sparkles'] }) : null;
    },
    (c) => explorePage(c),
  ],
  tone: [
    ...heroMoments,
    'Ici, tout est possible !',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une idée encore plus folle.`,
    'Un nuage en forme de chaussette passe en sifflotant.',
    'Même le soleil porte des lunettes aujourd’hui.',
    'Tout brille de mille couleurs.',
    (c) => `${c.one().who} imagine déjà la suite.`,
    'Les couleurs dansent partout.',
    'Les cailloux jouent à saute-mouton.',
    'Une pluie de bonbons tombe, et personne ne prend de parapluie.',
    (c) => `${c.one().who} invente un animal qui n’existe pas.`,
    'Le vent raconte des blagues, et les nuages rigolent.',
    (c) => `${c.heroesSubject} ${c.verb('marche')} la tête en bas, et tout a l’air normal.`,
    'Ici, les chaises dansent et les tables chantent.',
    'Une fusée en carton passe en klaxonnant.',
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des idées plein les poches.`,
    'Il suffit d’y penser pour que ça arrive.',
    (c) => `${c.one().who} transforme une feuille en bateau, rien qu’en soufflant dessus.`,
    'Les escargots font la course sur des patins.',
    (c) => `${c.heroesSubject} ${c.verb('dessine')} une porte dans l’air, et elle s’ouvre.`,
    'Quelle drôle d’idée, et quelle bonne idée !',
    'Ici, on peut parler aux choses, et elles répondent.',
    (c) => `${c.heroesSubject} ${c.verb('rebondit', 'rebondissent')} comme sur un trampoline géant.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} fait des pirouettes de joie.`,
    (c) => `${c.companionSubject} change de couleur rien que pour rire.`,
    (c) => `${c.companionSubject} joue de la musique avec des cuillères.`,
    (c) => `${c.companionSubject} fait pousser des fleurs en chantant.`,
    (c) => `${c.companionSubject} porte un chapeau plein de surprises.`,
    (c) => `${c.companionSubject} propose un jeu complètement fou.`,
    (c) => `${c.companionSubject} parle à l’envers, et tout le monde comprend.`,
    (c) => `${c.companionSubject} s’envole un instant, puis revient en riant.`,
    (c) => `${c.companionSubject} sort un arc-en-ciel de sa poche.`,
    (c) => `${c.companionSubject} devient ${c.cadj('tout petit', 'toute petite')}, puis immense.`,
    (c) => `${c.companionSubject} demande : « On essaie de voler ? »`,
    (c) => `${c.companionSubject} jongle avec trois nuages tout ronds.`,
  ],
};
