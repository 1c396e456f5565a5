import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
import type { Ctx, Line, PageDraft } from '../types.js';
import type { Arc } from './arc.js';
import { page, softMoments } from './common.js';
import { slots, vary } from '../variety.js';

/**
 * 'sleep': a slow evening walk to say goodnight to the theme's world, a companion helped to
 * fall asleep, and the heroes in bed. No suspense anywhere: the only "problem" is a yawn.
 */

const later = (c: StoryContext): PageDraft['time'] => (c.progress < 0.5 ? 'dusk' : 'night');

const openers: Line[][] = [
  [
    vary`${['Le soir tombe', 'La nuit arrive', 'Le jour s’en va', 'Le soir descend']} ${['tout doucement', 'sans bruit', 'à petits pas', 'peu à peu', 'comme une couverture']} sur la maison ${(c) => de(c.intro)}${(c) => c.rich(c.rng.pick([', et le ciel se teinte de rose et de mauve', ', et les lampes s’allument aux fenêtres', ', et les oiseaux se taisent un à un']))}.`,
    slots(
      ['', 'Comme chaque soir,', 'Sans traîner,', 'En chantonnant,', 'En bâillant un peu,'],
      [(c) => `${c.heroesSubject} ${c.verb('enfile')} ${c.byCount('son pyjama', 'leurs pyjamas')}`],
      [
        (c) => `et ${c.verb('brosse')} ${c.byCount('ses', 'leurs')} dents`,
        (c) => `puis ${c.verb('brosse')} ${c.byCount('ses', 'leurs')} dents`,
        (c) => `et ${c.verb('se brosse', 'se brossent')} les dents`,
        (c) => `puis ${c.byCount('file', 'filent')} à la salle de bain`,
      ],
      ['', ', bien comme il faut', ', en faisant des grimaces dans le miroir', ', sans oublier les petites du fond'],
    ),
  ],
  [
    slots(
      ['C’est l’heure', 'Voici l’heure', 'Arrive l’heure', 'C’est bientôt l’heure'],
      ['d’aller au lit', 'de se coucher', 'd’aller dormir', 'de filer au lit'],
      [(c) => `pour ${c.intro}`],
    ),
    slots(
      [(c) => `Dans ${c.byCount('sa', 'leur')} chambre,`],
      ['la petite lampe', 'la veilleuse', 'la lampe de chevet', 'la petite lampe en forme de lune'],
      ['fait une lumière', 'donne une lumière', 'répand une lumière'],
      ['toute douce', 'toute dorée', 'douce comme du miel', 'tendre et dorée'],
    ),
  ],
  [
    vary`${['Ce soir', 'Ce soir-là', 'Avant de se coucher', 'En pyjama']}, ${(c) => c.introSubj} ${(c) => c.rng.pick([c.verb('regarde'), c.verb('observe'), c.verb('contemple')])} le ciel ${['par la fenêtre', 'derrière la vitre', 'entre les rideaux', 'depuis son lit']}${['', ', le nez contre la vitre', ', sans se presser']}.`,
    slots(
      ['Dehors,', 'Derrière la vitre,', 'Au-dessus des toits,', 'Là-bas, au loin,'],
      ['le soleil se couche', 'le soleil se couche doucement', 'le soleil se couche sans bruit'],
      ['et tout devient', 'et le ciel devient', 'et les nuages deviennent'],
      ['rose et doré', 'orange et rose', 'doré comme du miel', 'rose comme une barbe à papa'],
    ),
  ],
];

const wishes: Line[] = [
  vary`« ${(c) => c.byCount('Viens', 'Venez')} ${['dire bonne nuit à tout le monde', 'souhaiter bonne nuit à tout le monde', 'dire bonsoir à chacun', 'faire le tour des bonnes nuits']} », ${['murmure', 'chuchote', 'souffle', 'propose tout bas']} ${(c) => c.companion}.`,
  vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} propose une ${['petite promenade du soir', 'balade tout en douceur', 'petite promenade sous les étoiles', 'promenade à pas de loup']}, pour ${['dire bonne nuit à tout le monde', 'souhaiter bonne nuit à chacun', 'dire bonsoir à tout le pays']}.`,
];

/** Middle pages with no theme material: yawns, soft steps, counting stars. */
const quietPages: Line[][] = [
  [
    slots(
      [
        (c) => `${c.heroesSubject} ${c.verb('bâille')}`,
        (c) => `${c.one().who} bâille`,
        (c) => `${c.heroesSubject} ${c.verb('laisse', 'laissent')} échapper un bâillement`,
      ],
      [
        ', une fois, deux fois, trois fois',
        ', un grand bâillement tout rond',
        ', la main devant la bouche',
        ', si fort que ça fait rire',
        ', comme un petit chat',
        ', comme un lionceau fatigué',
        ', les bras tendus vers le ciel',
        ', sans pouvoir s’arrêter',
      ],
      ['', ', puis sourit', ', tout doucement', ', et les étoiles clignent', ', et c’est contagieux'],
    ),
    slots(
      [(c) => `${c.companionSubject} bâille aussi`, (c) => `${c.companionSubject} se met à bâiller aussi`],
      [
        ', en ouvrant une toute petite bouche',
        ', tout doucement',
        ', sans pouvoir s’en empêcher',
        ', puis se frotte les yeux',
        ', encore plus fort',
        ', en s’étirant',
        ', la tête sur le côté',
      ],
      ['', ', et tout le monde sourit', ', sans un bruit', ', comme en écho'],
    ),
  ],
  [
    'Une petite brise passe et chante une chanson sans paroles.',
    slots(
      [
        (c) => `${c.heroesSubject} ${c.verb('écoute')}`,
        (c) => `${c.heroesSubject} ${c.verb('tend', 'tendent')} l’oreille`,
      ],
      ['sans bouger', 'sans faire un geste', 'les yeux mi-clos', 'en souriant', 'le souffle léger'],
      ['', ', pour ne pas l’effrayer', ', et c’est doux', ', le plus longtemps possible'],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.verb('compte')} les ${['étoiles', 'étoiles du ciel', 'petites étoiles', 'étoiles qui s’allument']} : ${['une, deux, trois', 'une, deux, trois, quatre', 'une, puis deux, puis trois']}, et ${['encore une', 'puis une autre', 'une de plus', 'encore une là-bas']}.`,
    vary`Il y en a ${['tant', 'tellement', 'tant et tant']} que ${['les chiffres s’endorment en route', 'les chiffres bâillent', 'on perd le compte', 'les nombres se mélangent']}${['', ', tout doucement', ', quelque part vers dix', ', vers vingt']}.`,
  ],
  [
    (c) =>
      `${c.companionSubject} ${c.heroesIndirectPronoun} raconte à voix basse l'histoire d'un petit nuage qui voulait dormir dans un lit.`,
    slots(
      [(c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')}`, (c) => `${c.heroesSubject} ${c.verb('écoute')}`],
      [
        ', les yeux à moitié fermés',
        ', les yeux mi-clos',
        ', les paupières lourdes',
        ', déjà à moitié dans le sommeil',
      ],
      ['', ', bien au calme', ', tout doucement'],
    ),
  ],
  [
    vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('marche'), c.verb('avance'), c.verb('trottine')])} ${['tout doucement', 'sans bruit', 'à petits pas', 'comme une souris']}, sur la pointe des pieds${['', ', sans faire craquer une branche', ', en retenant son souffle']}.`,
    slots(
      ['Chut :', 'Chhht :', 'Silence :', 'Tout doux :'],
      ['tout le monde', 'tout le pays', 'chacun', 'la maison entière', 'le monde entier'],
      ['commence à dormir', 'commence à s’endormir', 'se prépare à dormir', 'va bientôt dormir'],
    ),
  ],
  [
    vary`Un ${['petit nuage', 'nuage tout blanc', 'nuage argenté', 'nuage en forme de mouton']} passe, ${['tout rond, tout doux', 'tout léger', 'sans se presser', 'tout moelleux']}.`,
    vary`${(c) => c.heroesSubject} ${(c) => c.byCount('lui fait', 'lui font')} un ${['petit signe de la main', 'petit coucou', 'signe tout doux', 'bisou du bout des doigts']}${['', ' pour lui dire bonsoir', ', et le nuage rosit', ' en souriant']}.`,
  ],
  [
    vary`${(c) => c.companionSubject} ${(c) => c.heroesIndirectPronoun} montre ${['la plus petite étoile du ciel', 'une toute petite étoile', 'l’étoile la plus timide du ciel', 'une étoile minuscule']}${['', ' du bout du doigt', ' en chuchotant']}.`,
    slots(
      ['Elle clignote,', 'Elle scintille,', 'Elle cligne,', 'Elle brille un peu plus fort,'],
      ['comme pour dire bonsoir', 'comme pour dire bonne nuit', 'comme un petit clin d’œil', 'comme pour saluer'],
      ['', ', tout doucement', ', une fois, deux fois'],
    ),
  ],
  [
    (c) => `${c.heroesSubject} ${c.verb('trouve')} une plume toute douce sur le chemin.`,
    (c) =>
      `${c.heroesSubject} ${c.byCount('la garde', 'la gardent')} ${c.rng.pick(['pour la glisser', 'pour la cacher', 'pour la ranger', 'pour la mettre'])} sous ${c.byCount('son oreiller', 'leurs oreillers')}${c.rng.pick(['', ', comme un trésor', ', pour faire de doux rêves', ', bien précieusement'])}.`,
  ],
  [
    vary`${['Au loin', 'Là-bas', 'Tout au bout du chemin', 'De l’autre côté de la colline']}, une ${['petite maison', 'maisonnette', 'ferme', 'petite maison au toit rouge']} ${['éteint sa dernière lumière', 'éteint sa dernière fenêtre', 'souffle sa dernière bougie']}.`,
    vary`${['Tout le monde y dort déjà', 'On y dort déjà', 'Tout le monde y fait déjà dodo', 'Chacun y rêve déjà']}${['', ', bien au chaud', ', sous de gros édredons']}.`,
  ],
  [
    vary`Une ${['petite lumière', 'lueur dorée', 'petite lueur']} flotte ${['devant', 'juste devant', 'un peu plus haut']}, comme une veilleuse, pour éclairer ${['le chemin', 'les pas de chacun', 'la route']}.`,
    slots(
      ['Elle est', 'Sa lumière est', 'Elle paraît', 'Sa lueur est', 'Elle semble'],
      [
        'douce et toute chaude',
        'tiède et dorée',
        'douce comme du miel',
        'chaude comme un câlin',
        'toute tendre',
        'dorée comme une tartine',
        'légère comme une bulle',
      ],
      ['', ', et elle danse un peu', ', et elle attend les retardataires', ', et elle ne fait aucun bruit'],
    ),
  ],
];

/** Saying goodnight to one of the theme's sleepers: « Léa murmure, en souriant : « Dors bien, les vaches ! » ». */
function goodnight(who: string): Line {
  // « les vaches » are told « dormez », « le vieux camion » « dors ».
  const many = /^(les|des) /.test(who);
  return slots(
    ['', '', 'Alors,', 'En passant,', 'Avant de repartir,', 'Tout près,', 'À son tour,'],
    [
      (c) => `${c.heroesSubject} ${c.verb('murmure')}`,
      (c) => `${c.heroesSubject} ${c.verb('chuchote')}`,
      (c) => `${c.heroesSubject} ${c.verb('dit', 'disent')} tout bas`,
      (c) => `${c.one().who} souffle`,
      (c) => `${c.one().who} murmure`,
    ],
    ['', ', en souriant', ', avec un petit signe de la main', ', un doigt sur la bouche', ', tout doucement'],
    [
      `: « Bonne nuit, ${who} ! »`,
      `: « ${many ? 'Dormez' : 'Dors'} bien, ${who} ! »`,
      `: « ${many ? 'Faites' : 'Fais'} de beaux rêves, ${who} ! »`,
      `: « À demain, ${who} ! »`,
      `: « Bonne nuit et à demain, ${who} ! »`,
    ],
  );
}

export const sleepArc: Arc = {
  calm: true,
  hour: later,
  beats: {
    opening: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick(openers),
        must: 2,
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('serre'), c.verb('câline'), c.verb('garde')])} ${(c) => c.byCount('son doudou', 'leurs doudous')} ${['tout contre', 'bien contre', 'tout près de']} ${(c) => c.byCount('son', 'leur')} cœur${['', ', très fort', ', les yeux mi-clos']}.`,
          vary`La maison ${['devient', 'se fait', 'est maintenant']} ${['calme et silencieuse', 'toute calme', 'douce et silencieuse', 'paisible']}${['', ', comme un chat endormi', ', et l’horloge fait tic-tac']}.`,
        ],
        action: 'calm',
        time: 'dusk',
        props: ['teddy'],
        withCompanion: false,
      });
    },
    call: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: [c.rng.pick(c.theme.portal), c.rng.pick(wishes)],
        must: 2,
        extras: [
          vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('enfile'), c.verb('met', 'mettent')])} ${(c) => c.byCount('ses', 'leurs')} chaussons ${['sans faire de bruit', 'tout doucement', 'en silence', 'à tâtons']}.`,
        ],
        action: 'discover',
        time: 'dusk',
        props: [],
      });
    },
    depart: (c) => {
      c.travel();
      return page({
        lines: c.rng.pick<Line[]>([
          [
            vary`${['À pas de velours', 'À pas de loup', 'Sur la pointe des pieds', 'Tout doucement', 'Sans un bruit']}, ${(c) => c.heroesSubject} ${(c) => c.verb('suit', 'suivent')} ${(c) => c.companion} jusqu’${(c) => a(c.place.the)}${(c) => c.rich(', sans faire craquer une seule brindille')}.`,
            vary`${(c) => cap(c.place.at)}, tout est ${['calme et doré', 'paisible et doux', 'tranquille et tiède', 'silencieux et doré']}${['', ', comme dans un rêve', ', et l’air sent bon', ', et rien ne bouge']}.`,
          ],
          [
            vary`${['Tout doucement', 'Sans se presser', 'À petits pas', 'Main dans la main', 'En chuchotant']}, ${(c) => c.heroesAndCompanion} ${['s’en vont', 'marchent', 'vont tranquillement', 'se promènent']} jusqu’${(c) => a(c.place.the)}.`,
            vary`${(c) => cap(c.place.at)}, l’air est ${['doux', 'tiède', 'léger', 'tout doux']} et ${['tout est tranquille', 'rien ne bouge', 'tout chuchote', 'tout se repose']}.`,
          ],
        ]),
        action: 'explore',
        time: 'dusk',
        props: c.place.props,
      });
    },
    turn: (c) =>
      page({
        lines: c.rng.pick([
          [
            (c: Ctx) =>
              `Mais ${c.companion} bâille, bâille, et n'arrive pas à s'endormir${c.rich(', malgré toute sa bonne volonté')}.`,
            (c: Ctx) =>
              `Alors ${c.heroesSubject} ${c.verb(c.rng.pick(['chante', 'fredonne', 'chantonne']))} une ${c.rng.pick(['berceuse', 'petite berceuse', 'douce berceuse', 'chanson de nuit'])}, ${c.rng.pick(['tout bas, tout bas', 'tout doucement', 'à mi-voix', 'très bas'])}${c.rich(', comme on chante pour un tout-petit')}.`,
          ],
          [
            (c: Ctx) =>
              `${c.more('Au bout de la promenade, ')}${c.companion} a les yeux qui piquent, mais le sommeil ne vient pas.`,
            (c: Ctx) => `${c.heroesSubject} ${c.byCount('lui fait', 'lui font')} un câlin tout doux.`,
          ],
        ]),
        must: 2,
        extras: [(c) => `${c.one().who} lui caresse doucement la tête.`],
        action: 'help',
        time: 'night',
        props: [],
      }),
    resolve: (c) =>
      page({
        lines: c.rng.pick<Line[]>([
          [
            (c) => `${c.companionSubject} ferme les yeux, pousse un petit soupir et s'endort en souriant.`,
            slots(
              ['Chut :', 'Chhht :', 'Silence :'],
              ['maintenant,', 'à présent,', 'cette fois,', 'ça y est,'],
              ['presque tout le monde', 'presque tout le pays', 'presque tous les habitants'],
              ['dort', 'est endormi', 'rêve déjà'],
            ),
          ],
          [
            (c) => `Petit à petit, ${c.companion} ferme les yeux et se met à ronfler tout doucement.`,
            slots(
              ['Chut :', 'Chhht :', 'Silence :'],
              [
                (c) => `il ne faut surtout pas ${c.cadj('le', 'la')} réveiller`,
                (c) => `on ne ${c.cadj('le', 'la')} réveille surtout pas`,
                (c) => `il faut ${c.cadj('le', 'la')} laisser dormir`,
              ],
              ['', ', pas un bruit', ', on marche sur la pointe des pieds'],
            ),
          ],
        ]),
        must: 2,
        action: 'calm',
        time: 'night',
        props: ['moon'],
      }),
    celebrate: (c) => {
      c.moveTo(c.bedroom);
      return page({
        lines: c.rng.pick<Line[]>([
          [
            (c) =>
              `${c.rng.pick(['Sans faire de bruit', 'Sur la pointe des pieds', 'Tout doucement', 'À pas feutrés'])}, ${c.heroesSubject} ${c.byCount(c.rng.pick(['revient', 'retourne']), c.rng.pick(['reviennent', 'retournent']))} jusqu'à ${c.byCount('sa', 'leur')} chambre${c.rng.pick(['', ', en bâillant', ', le cœur tout léger'])}.`,
            (c) => `Le chemin du retour est tout doux${c.more(', comme un tapis de mousse')}.`,
          ],
          [
            (c) => `Puis ${c.heroesSubject} ${c.verb('reprend', 'reprennent')} le chemin de la maison, tout doucement.`,
            (c) => `La lune éclaire chaque pas${c.more(' jusqu’à la porte de la chambre')}.`,
          ],
        ]),
        action: 'arrive',
        time: 'night',
        props: ['moon'],
        withCompanion: false,
      });
    },
    ending: (c) => {
      const away = c.place.key !== 'bedroom';
      c.moveTo(c.bedroom);
      return page({
        lines: [
          c.rng.pick<Line>([
            (c) =>
              `${away ? `De retour dans ${c.byCount('sa', 'leur')} chambre, ` : ''}${c.heroesSubject} ${c.verb('se glisse')} sous ${c.byCount('sa couette', 'leurs couettes')}, bien au chaud${c.rich(', la tête pleine de jolies images')}.`,
            (c) =>
              `${away ? `De retour dans ${c.byCount('sa', 'leur')} chambre, ` : ''}${c.heroesSubject} ${c.verb('se blottit', 'se blottissent')} sous ${c.byCount('sa couette', 'leurs couettes')}, ${c.byCount('son doudou', 'leurs doudous')} tout contre ${c.byCount('son', 'leur')} cœur.`,
          ]),
        ],
        tail: [
          c.rng.pick<Line>([
            slots(
              ['Bonne nuit,', 'Bonne nuit, bonne nuit,', 'Bonsoir,', 'Chut, bonne nuit,'],
              [(c) => `${c.names},`],
              [
                (c) => `${c.byCount('fais', 'faites')} de beaux rêves`,
                (c) => `${c.byCount('fais', 'faites')} de jolis rêves`,
                (c) => `${c.byCount('fais', 'faites')} de doux rêves`,
                (c) => `${c.byCount('dors', 'dormez')} bien`,
                (c) => `${c.byCount('dors', 'dormez')} bien au chaud`,
                'à demain',
              ],
              ['', ', jusqu’au réveil', ', sous les étoiles'],
            ),
          ]),
        ],
        extras: [
          (c) => `${c.heroesSubject} ${c.verb('ferme')} les yeux, tout doucement.`,
          'Dans le ciel, les étoiles veillent.',
          'Le sommeil arrive, doux comme un nuage.',
        ],
        action: 'sleep',
        time: 'night',
        props: ['moon'],
        withCompanion: false,
      });
    },
  },
  fallback: (c) =>
    page({
      lines: [
        c.deal('sleep-rest', [
          (c: Ctx) =>
            `${c.heroesSubject} ${c.verb('reste', 'restent')} un moment ${c.place.at}, sans bouger, à écouter la nuit.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('s’assoit', 's’assoient')} un instant pour regarder la lune.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('écoute')} le silence, doux comme du coton.`,
          (c: Ctx) =>
            `${c.heroesSubject} ${c.verb('s’allonge', 's’allongent')} un instant, le nez tourné vers les étoiles.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('respire')} l’air de la nuit, tout frais, tout doux.`,
          (c: Ctx) => `${cap(c.place.at)}, tout dort déjà, ou presque.`,
          (c: Ctx) =>
            `${c.heroesSubject} ${c.verb('attend', 'attendent')} sans bruit, pour ne rien déranger ${c.place.at}.`,
          (c: Ctx) =>
            `${c.heroesSubject} ${c.byCount('fait', 'font')} une petite halte ${c.place.at}, le temps de bâiller un bon coup.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('dit', 'disent')} bonsoir à tout ce qui dort ${c.place.at}.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('trouve')} un coin bien abrité pour se reposer un peu.`,
          (c: Ctx) => `${c.heroesSubject} ${c.verb('compte')} tout bas les petits bruits ${de(c.place.the)}.`,
        ]),
        'Tout est paisible.',
      ],
      action: 'calm',
      time: 'night',
      props: ['moon'],
    }),
  steps: [
    (c) => {
      const night = c.calm.draw();
      if (!night) return null;
      return page({
        lines: [night.line, goodnight(night.who)],
        must: 2,
        action: 'greet',
        time: later(c),
        props: [night.prop],
      });
    },
    (c) => {
      if (!c.timeToTravel || !c.travel()) return null;
      return page({
        lines: [
          vary`${['Puis, tout doucement', 'Ensuite, sans bruit', 'Un peu plus tard', 'Puis, à petits pas', 'Sans se presser']}, ${(c) => c.heroesSubject} ${(c) => c.verb('continue')} ${(c) => c.byCount('sa', 'leur')} ${['promenade', 'balade', 'petite promenade', 'route']} jusqu’${(c) => a(c.place.the)}.`,
          vary`${(c) => cap(c.place.at)}, on n’entend plus ${['qu’un petit souffle de vent', 'qu’un tout petit bruit de feuilles', 'que le chant d’un grillon', 'qu’un murmure', 'qu’une chouette au loin']}${['', ', tout doucement', ', rien de plus']}.`,
        ],
        action: 'explore',
        time: later(c),
        props: c.place.props,
      });
    },
    (c) => {
      const lines = c.dealOnce('quiet', quietPages);
      return lines ? page({ lines, action: 'calm', time: later(c), props: ['star'] }) : null;
    },
  ],
  tone: [
    ...softMoments,
    'Le vent murmure une chanson très douce.',
    'Quelque part, une chouette chante tout bas : hou, hou.',
    'Les étoiles s’allument une à une dans le ciel.',
    'Tout autour, le monde se prépare à dormir.',
    'Le ciel devient bleu nuit, puis tout noir et plein d’étoiles.',
    'Une étoile filante passe, sans faire de bruit.',
    'La nuit pose une couverture toute douce sur le monde.',
    'Le silence est doux comme du velours.',
    'Même le vent a envie de dormir.',
    'Tout semble ralentir, tout doucement.',
    'Quelque part, quelqu’un fredonne une berceuse.',
    'La lune ronde veille sur tout le monde.',
    'Les nuages du soir deviennent roses, puis gris.',
    'La nuit tombe sans se presser.',
    'Tout là-haut, le ciel est semé de petits points qui brillent.',
    'Même les bruits vont se coucher.',
    'La nuit est douce comme une joue de bébé.',
    'Les étoiles clignent des yeux : elles aussi ont sommeil.',
    (c) => `Tout est bleu et argenté${c.rich(', comme dans un vieux conte')}.`,
    'La nuit raconte des histoires que seuls les enfants entendent.',
    'Le ciel est immobile, comme un grand lac bleu.',
    'Le jour s’en va dormir de l’autre côté de la Terre.',
    'Chaque étoile semble dire : « Bonne nuit. »',
    'L’air est tiède, comme l’eau d’un bon bain.',
    'Les couleurs du soir s’effacent, l’une après l’autre.',
    'Un souffle d’air frais chatouille le bout du nez.',
    'Quelques lueurs éclairent juste assez le chemin.',
    'Là-haut, les étoiles jouent à cache-cache avec les nuages.',
    'Partout, des petits et des grands enfilent leur pyjama.',
    'La nuit met son grand manteau bleu.',
    'Rien ne bouge, tout se repose.',
    'C’est l’heure où les rêves se réveillent.',
    'Tout est si calme qu’on entend battre son cœur.',
    'Chaque chose a l’air de dormir à moitié.',
    'La nuit garde plein de jolis secrets.',
    'Un nuage s’arrête un instant, comme pour écouter.',
    (c) => `${c.heroesSubject} ${c.verb('lève')} les yeux vers les étoiles${c.rich(', qui scintillent par milliers')}.`,
    (c) => `${c.heroesSubject} ${c.verb('rêve')} déjà un peu, les yeux ouverts.`,
    (c) => `${c.one().who} tend la main, comme pour attraper une étoile.`,
    (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le nez tout froid et le cœur tout chaud.`,
    'La nuit est si belle qu’on a envie de la mettre dans sa poche.',
    (c) => `${c.one().who} dit merci à la nuit, tout bas.`,
  ],
  companionTone: [
    (c) => `${c.companionSubject} marche à côté ${de(c.them)}, sans faire de bruit.`,
    (c) => `${c.companionSubject} parle tout bas, pour ne réveiller personne.`,
    (c) => `${c.companionSubject} bâille aussi, tout doucement.`,
    (c) => `${c.companionSubject} chuchote : « Nous y sommes presque. »`,
    (c) => `${c.companionSubject} montre le chemin sans faire de bruit.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} tend la main, pour marcher ensemble.`,
    (c) => `${c.companionSubject} cligne lentement des yeux.`,
    (c) => `${c.companionSubject} murmure les paroles d’une vieille chanson.`,
    (c) => `${c.companionSubject} dit tout bas : « ${c.byCount('Regarde', 'Regardez')} comme c’est beau. »`,
    (c) => `${c.companionSubject} fait « chut » avec un sourire.`,
    (c) => `${c.companionSubject} se déplace aussi légèrement qu’une plume.`,
    (c) => `${c.companionSubject} connaît le nom de chaque étoile.`,
    (c) => `${c.companionSubject} ralentit pour que personne ne reste en arrière.`,
    (c) => `${c.companionSubject} s’étire en poussant un petit « mmm » tout doux.`,
    (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} dit que les rêves arrivent bientôt.`,
    (c) => `${c.companionSubject} a l’air ${c.cadj('tout paisible', 'toute paisible')}.`,
    (c) => `${c.companionSubject} a un sourire plein de sommeil.`,
  ],
};
