import { a, de } from '../french.js';
import type { Line } from '../types.js';
import { framedSlots, slots, vary } from '../variety.js';
import type { Arc } from './arc.js';
import { dayOpening, explorePage, heroMoments, page } from './common.js';

/**
 * 'imagine': a magic pencil makes whatever is drawn come true. The companion is drawn to
 * life, a door opens on the theme's world, its wonders follow, the pencil gets carried away
 * with bubbles, and a clever drawing sets things right.
 */

const whims: Line[][] = [
  [
    vary`${(c) => c.one().who} dessine des ailes ${['à ses chaussures', 'à ses baskets', 'à ses bottes', 'à ses chaussettes']}, et ${['les voilà qui volent', 'hop, elles s’envolent', 'les voilà qui battent des ailes', 'les voilà qui décollent']}${['', ' en riant', ' jusqu’aux nuages', ' dans tous les sens']} !`,
  ],
  [
    vary`Les nuages prennent la forme ${['de moutons', 'de lapins', 'de bateaux', 'de chapeaux']}, puis ${['de gâteaux', 'de glaces', 'de tartes', 'de brioches']}, puis ${['de dragons rigolos', 'de baleines souriantes', 'de girafes à pois', 'd’éléphants en tutu']}${['', ', et tout le monde applaudit', ', un après l’autre']}.`,
  ],
  [
    vary`${(c) => c.one().who} dessine un escalier ${['en arc-en-ciel', 'de toutes les couleurs', 'en sucre d’orge', 'en nuages']} qui ${['monte', 'grimpe', 's’enroule']} jusqu’${['aux nuages', 'au ciel', 'aux étoiles']}.`,
    vary`${['Chaque marche', 'Chaque pas', 'Chaque petite marche', 'Chaque marche, l’une après l’autre,']} ${['joue une note de musique', 'fait « ding » comme un xylophone', 'chante une note différente', 'fait un petit bruit de clochette']}${['', ', et ça fait une chanson', ', du grave à l’aigu', ', comme un piano']}${['', ' sous les pieds', ', ding, dong']}.`,
  ],
  [
    vary`${['Ici', 'Dans ce pays-là', 'Par ici', 'Dans ce coin-là', 'Là-bas']}, il pleut des ${['bonbons au citron', 'bonbons à la fraise', 'pastilles à la menthe', 'guimauves', 'petits pains au chocolat', 'crêpes au sucre']}, mais seulement ${['le mardi', 'le dimanche', 'les jours de fête', 'quand on chante', 'quand on dit s’il vous plaît', 'quand on rit']}${['', ', c’est la règle', ', bien sûr']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} dessine un ${['chapeau', 'parapluie', 'bonnet', 'parasol']} si ${['grand', 'immense', 'gigantesque']} qu’on ${['peut habiter dedans', 'pourrait y loger toute une famille', 'peut y pique-niquer à l’ombre', 'pourrait y faire une fête']}.`,
  ],
  [
    vary`Les arbres ${['font la révérence', 'se mettent à danser', 'agitent leurs branches', 'se balancent en rythme']}, et les fleurs ${['chantent en chœur', 'fredonnent une chanson', 'font la ronde', 'battent la mesure']}${['', ', tout doucement', ', pour dire bonjour']}.`,
  ],
];

export const imagineArc: Arc = {
  beats: {
    opening: (c) =>
      dayOpening(
        c,
        slots(
          ['', 'Et puis,', 'Surtout,', 'Il faut dire que', 'Et justement,'],
          [
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une imagination grande comme le ciel`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} une imagination sans limites`,
            (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des idées plein la tête`,
            (c) => `${c.heroesSubject} ${c.verb('invente', 'inventent')} des histoires du matin au soir`,
            (c) => `${c.heroesSubject} ${c.verb('adore', 'adorent')} dessiner et imaginer`,
            (c) =>
              `${c.heroesSubject} ${c.verb('rêve', 'rêvent')} ${c.adj('tout éveillé', 'tout éveillée', 'les yeux ouverts')}`,
          ],
          ['', ', vraiment', ', c’est bien connu', ', et même plus', ', depuis toujours'],
          ['', ', et ça tombe bien', ', et aujourd’hui plus que jamais', ', tout le monde le sait'],
        ),
      ),
    call: () =>
      page({
        lines: [
          vary`${['Ce jour-là', 'Un beau jour', 'Ce jour-là, par hasard', 'Un jour, au fond de sa trousse', 'Ce matin', 'Justement, ce jour-là']}, ${(c) => c.one().who} ${['trouve', 'découvre', 'déniche', 'ramasse']} un crayon ${['magique', 'vraiment magique', 'pas comme les autres, un crayon magique', 'tout doré, un crayon magique']} : ${(c) => c.short(c.rng.pick(['ses dessins deviennent vrais', 'ses dessins prennent vie', 'tout ce qu’on dessine devient vrai']), c.rng.pick(["tout ce qu'on dessine avec devient vrai", 'chaque dessin devient réalité', 'ce qu’il dessine devient vrai', 'ses dessins prennent vie']))}.`,
          vary`${['Aussitôt', 'Sans attendre', 'Tout de suite', 'Pour essayer', 'Du bout du crayon', 'D’un trait', 'En trois coups de crayon']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} ${(c) => c.companion}, et ${['hop', 'pouf', 'tada', 'abracadabra', 'zou']} : ${(c) => c.companionPronoun} ${['prend vie', 'saute hors de la feuille', 'se met à bouger', 'cligne des yeux et s’étire', 'fait un grand salut', 'sort du papier en riant']} !`,
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
          vary`${['Puis', 'Ensuite', 'Alors', 'Après ça']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} une ${(c) => c.short(c.rng.pick(['porte', 'petite porte', 'porte ronde', 'porte rouge']), c.rng.pick(['grande porte', 'porte ronde', 'petite porte bleue', 'porte de toutes les couleurs']))}${(c) => c.rich(' avec une poignée dorée')}, et derrière la porte ${['se trouve', 'il y a', 'apparaît', 'attend']} ${(c) => c.place.the}${['', ', comme par magie', ', tout simplement']}.`,
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
          vary`${['Oups', 'Oh là là', 'Aïe', 'Patatras', 'Oh oh', 'Mince']} : le crayon ${['s’emballe', 'n’en fait qu’à sa tête', 'part tout seul', 'se met à gigoter', 'a le hoquet']} et dessine ${['tout seul', 'sans s’arrêter', 'à toute vitesse', 'en zigzag']} des bulles ${['partout', 'dans tous les sens', 'par dizaines', 'par centaines']}${(c) => c.more(c.rng.pick(['', ', des petites et des énormes', ', des rondes et des ovales']))}.`,
          (c) =>
            `${c.rng.pick(['Des bulles sur la tête', 'Des bulles sur les genoux', 'Des bulles sur les pieds', 'Des bulles dans le dos', 'Des bulles sous les bras'])}, ${c.short(c.rng.pick(['des bulles partout !', 'des bulles sur le nez !', 'des bulles dans les cheveux !', 'des bulles dans le cou !', 'des bulles sur les joues !', 'des bulles plein les poches !']), `des bulles ${c.rng.pick(['dans les poches', 'dans les chaussures', 'sur le nez', 'dans les cheveux'])}, des bulles jusque ${c.rng.pick(['dans les oreilles', 'sous le menton', 'dans le cou'])} ${de(c.companion)} !`)}`,
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
            `${c.rng.pick(['Alors', 'Vite', 'Sans hésiter', 'Heureusement', 'Aussitôt', 'En un éclair'])}, ${c.one().who} dessine ${c.short(c.rng.pick(['une épingle', 'un petit cactus', 'un hérisson']), c.rng.pick(['une grande épingle toute douce', 'une aiguille à tricoter', 'un hérisson farceur', 'un petit cactus souriant', 'un oiseau au bec pointu', 'une fourchette géante']))}, et ${c.rng.pick(['pop, pop, pop', 'plop, plop, plop', 'pif, paf, pouf', 'pop, pop'])} : les bulles ${c.rng.pick(['éclatent', 'crèvent une à une', 'disparaissent', 'éclatent toutes'])}${c.more(c.rng.pick(['', ' en riant', ' en chatouillant tout le monde', ' comme des pétards mouillés', ' en faisant des confettis']))}.`,
          vary`${['Tout redevient', 'Tout est de nouveau', 'Les choses redeviennent', 'Et tout redevient', 'Bientôt, tout redevient']} comme avant, ${['en un peu plus joyeux', 'avec quelques rires en plus', 'en un peu plus rigolo', 'ou presque', 'avec des paillettes en plus']}${['', ', bien sûr', ', et tant mieux']}.`,
        ],
        must: 2,
        action: 'wish',
        time: 'day',
        props: ['sparkles'],
      }),
    celebrate: (c) =>
      page({
        lines: [
          vary`${['Pour fêter ça', 'Pour célébrer ça', 'Et pour finir', 'Alors, pour fêter ça']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} un ${(c) => c.w(c.rng.pick(['gros', 'grand', 'beau', 'joli', 'drôle de']), c.rng.pick(['immense', 'gigantesque', 'magnifique']))} gâteau${['', ' à trois étages', ' au chocolat', ' à la fraise', ' plein de bougies', ' à la vanille', ' rose']}${(c) => c.more(c.rng.pick([', et tout le monde en mange une part', ', et chacun en goûte un morceau', ', et il y en a pour tout le monde']))}.`,
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
          framedSlots(
            [
              'Le soir,',
              'Le soir venu,',
              'À la fin de la journée,',
              'Quand tout est fini,',
              'Plus tard,',
              'Après cette journée,',
            ],
            ['le crayon magique', 'le petit crayon magique', 'le crayon', 'le drôle de crayon'],
            ['s’endort', 'se repose', 'fait dodo', 'se blottit', 'ronfle tout bas'],
            [
              (c) => `dans la trousse ${de(c.one().name)}`,
              (c) => `au fond de la trousse ${de(c.one().name)}`,
              (c) => `dans le cartable ${de(c.one().name)}`,
              (c) => `sur le bureau ${de(c.one().name)}`,
            ],
            [
              '',
              ', tout fatigué',
              ', bien sage',
              ', la mine toute usée',
              ', content de sa journée',
              ', en rêvant de dessins',
            ],
          ),
        ],
        tail: [
          framedSlots(
            ['Demain,', 'Et demain,', 'La prochaine fois,', 'Dès demain,', 'Un autre jour,'],
            ['qui sait', 'allez savoir', 'qui peut dire', 'personne ne sait'],
            [
              'ce que le crayon magique',
              'ce que ce drôle de crayon',
              'ce que le petit crayon',
              'ce que ce crayon farceur',
            ],
            ['inventera', 'dessinera', 'imaginera', 'fera apparaître', 'fera naître'],
            [
              ' ?',
              ' ?',
              ' : un dragon, une fusée, un château ?',
              ' : peut-être un éléphant rose ?',
              ' : une surprise, bien sûr !',
            ],
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
          vary`${['D’un coup de crayon', 'D’un seul trait', 'En trois coups de crayon', 'D’un geste', 'Vite fait', 'En un clin d’œil']}, ${(c) => c.heroesSubject} ${(c) => c.verb('dessine')} ${['un chemin', 'un sentier', 'un pont', 'une route', 'un petit train', 'un tapis volant']} ${['', 'tout droit ', 'en zigzag ', 'bien large ', 'tout en couleurs ']}jusqu’${(c) => a(c.place.the)}.`,
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
