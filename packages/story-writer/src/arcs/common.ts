import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
import { sceneryLine } from '../scenery.js';
import type { Line, PageDraft } from '../types.js';
import { framedSlots, seconded, type Slot, slots, vary } from '../variety.js';
import type { Step } from './arc.js';

/** A page draft with the usual defaults: one sentence it cannot do without. */
export function page(draft: Omit<PageDraft, 'must'> & { must?: number }): PageDraft {
  return { must: 1, ...draft };
}

/** How a story names its heroes first: « Voici Léa », « Cette histoire parle de Léa ». */
export const introducing: Slot = [
  (c) => `Voici ${c.intro}`,
  (c) => `Voilà ${c.intro}`,
  (c) => `Il était une fois ${c.intro}`,
  (c) => `Cette histoire commence avec ${c.intro}`,
  (c) => `Faisons connaissance avec ${c.intro}`,
  (c) => `Cette histoire parle ${de(c.intro)}`,
  (c) => `Voici l’histoire ${de(c.intro)}`,
  (c) => `Cette histoire est celle ${de(c.intro)}`,
  (c) => `Tout commence avec ${c.intro}`,
  (c) => `Ouvrons le livre : voici ${c.intro}`,
  (c) => `Ce livre raconte l’histoire ${de(c.intro)}`,
  (c) => `Dans ce livre, il y a ${c.intro}`,
  (c) => `Au début de cette histoire, il y a ${c.intro}`,
];

/** After the heroes' first mention: what they are like, most of it for 6 and over. */
const heroesAtHeart: Slot = [
  '',
  (c) => c.more(c.byCount(', qui a toujours mille idées en tête', ', qui ont toujours mille idées en tête')),
  (c) => c.more(c.byCount(', qui a des rêves plein la tête', ', qui ont des rêves plein la tête')),
  (c) => c.more(c.byCount(', qui est toujours de bonne humeur', ', qui sont toujours de bonne humeur')),
  (c) => c.more(c.byCount(', qui veut toujours savoir pourquoi', ', qui veulent toujours savoir pourquoi')),
  (c) => c.more(c.byCount(', qui a toujours une question en poche', ', qui ont toujours une question en poche')),
  (c) => c.more(c.byCount(', qui ne tient jamais en place', ', qui ne tiennent jamais en place')),
  (c) => c.more(c.byCount(', qui a le cœur grand comme ça', ', qui ont le cœur grand comme ça')),
  (c) => c.more(c.byCount(', qui a des yeux curieux de tout', ', qui ont des yeux curieux de tout')),
  (c) => c.more(c.byCount(', qui chante du matin au soir', ', qui chantent du matin au soir')),
  (c) => c.more(c.byCount(', qui a un rire qui fait du bien', ', qui ont un rire qui fait du bien')),
  (c) => c.more(c.byCount(', qui invente toujours de nouveaux jeux', ', qui inventent toujours de nouveaux jeux')),
  (c) => c.more(c.byCount(', qui adore les surprises', ', qui adorent les surprises')),
  (c) => c.more(c.byCount(', qui trouve toujours une idée', ', qui trouvent toujours une idée')),
  // A few short enough for the youngest, whose opening has few other words to vary.
  (c) => c.byCount(', qui rit pour un rien', ', qui rient pour un rien'),
  (c) => c.byCount(', qui aime les surprises', ', qui aiment les surprises'),
  (c) => c.byCount(', qui chante tout le temps', ', qui chantent tout le temps'),
  (c) => c.byCount(', qui aime les câlins', ', qui aiment les câlins'),
];

/** A second thing about the heroes after the first, now and then. */
const heroesAlso: Slot = [
  '',
  (c) => c.more(c.byCount(' et qui ne s’ennuie jamais', ' et qui ne s’ennuient jamais')),
  (c) => c.more(c.byCount(' et qui a un sourire pour tout le monde', ' et qui ont un sourire pour tout le monde')),
  (c) =>
    c.rich(c.byCount(' et qui ne dit jamais non à une découverte', ' et qui ne disent jamais non à une découverte')),
  (c) => c.more(c.byCount(' et qui aime les histoires', ' et qui aiment les histoires')),
  (c) => c.rich(c.byCount(' et qui a de l’énergie à revendre', ' et qui ont de l’énergie à revendre')),
  (c) => c.more(c.byCount(' et qui aime rire', ' et qui aiment rire')),
  (c) => c.more(c.byCount(' et qui aime partager', ' et qui aiment partager')),
  (c) => c.more(c.byCount(' et qui dit toujours bonjour', ' et qui disent toujours bonjour')),
];

/** After what the heroes love: how much, agreeing with nobody. */
export const loving: Slot = [
  '',
  '',
  ', depuis toujours',
  (c) => c.more(', et ça se voit'),
  (c) => c.rich(', plus que tout au monde'),
  ', à la folie',
  (c) => c.more(', c’est bien connu'),
  (c) => c.more(', tout le monde le sait'),
  (c) => `, de tout ${c.byCount('son', 'leur')} cœur`,
  (c) => c.more(c.byCount(', et en parle sans arrêt', ', et en parlent sans arrêt')),
  (c) => c.more(c.byCount(', et en rêve même la nuit', ', et en rêvent même la nuit')),
  ', pour de vrai',
  (c) => c.more(', plus que les bonbons'),
  (c) => c.rich(c.byCount(', et pourrait en parler des heures', ', et pourraient en parler des heures')),
];

/** Loving the theme, agreeing with the heroes. */
export const adoring: Slot = [
  (c) => c.verb('adore', 'adorent'),
  (c) => `${c.verb('aime', 'aiment')} tant`,
  (c) => `${c.verb('aime', 'aiment')} beaucoup`,
  (c) => `${c.verb('adore', 'adorent')} vraiment`,
  (c) => `${c.verb('aime', 'aiment')} par-dessus tout`,
  (c) => `${c.verb('aime', 'aiment')} très fort`,
  (c) => `${c.verb('aime', 'aiment')} énormément`,
  (c) => `${c.verb('adore', 'adorent')} tout particulièrement`,
  (c) => `${c.verb('aime', 'aiment')} follement`,
];

/** How an arc's opening mood begins: the day the story tells is not like the others. */
export const thatDay: Slot = [
  'Et aujourd’hui,',
  'Et ce jour-là,',
  'Justement, aujourd’hui,',
  'Mais aujourd’hui,',
  'Or, aujourd’hui,',
  'Ce jour-là, justement,',
];

/** A daytime opening at the theme's starting place: who, what they love, where. */
export function dayOpening(c: StoryContext, mood?: Line): PageDraft {
  const place = c.moveTo(c.theme.start);
  const openers: Line[][] = [
    [
      slots(introducing, seconded(heroesAtHeart, heroesAlso)),
      slots(
        [
          '',
          '',
          'Surtout,',
          'Et puis,',
          'À vrai dire,',
          'Et surtout,',
          'Il faut dire que',
          'Et justement,',
          'D’ailleurs,',
        ],
        [(c) => c.heroesSubject],
        adoring,
        [(c) => c.theme.love],
        loving,
      ),
    ],
    [
      slots(
        [
          '',
          '',
          'Dans cette histoire,',
          'Voici une chose à savoir :',
          'Il faut le savoir :',
          'Tout le monde le sait :',
          'Commençons par le début :',
          'Avant tout,',
        ],
        [(c) => c.introSubj],
        adoring,
        [(c) => c.theme.love],
        loving,
      ),
      framedSlots(
        [
          'Ce matin,',
          'Ce jour-là,',
          'Aujourd’hui,',
          'Justement,',
          'Ce jour-là, justement,',
          'Un beau jour,',
          'Et voilà qu’aujourd’hui,',
        ],
        [
          (c) => `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.place.at}`,
          (c) => `${c.heroesSubject} ${c.verb('passe', 'passent')} la journée ${c.place.at}`,
          (c) => `${c.heroesSubject} ${c.verb('arrive', 'arrivent')} ${c.place.at}`,
          (c) => `${c.heroesSubject} ${c.verb('file', 'filent')} ${c.place.at}`,
          (c) => `${c.heroesSubject} ${c.verb('se promène', 'se promènent')} ${c.place.at}`,
          (c) => `${c.heroesSubject} ${c.verb('joue', 'jouent')} ${c.place.at}`,
        ],
        [
          '',
          (c) => c.more(', et tout semble possible'),
          (c) => c.rich(", et la journée s'annonce pleine de surprises"),
          ', le cœur léger',
          ', d’un pas joyeux',
          (c) => c.more(', avec une idée derrière la tête'),
          ', sans perdre une minute',
          ', en chantonnant',
          (c) => c.more(', les yeux grands ouverts'),
          ', le sourire aux lèvres',
        ],
      ),
    ],
    [
      framedSlots(
        ['Ce matin,', 'Ce jour-là,', 'Ce matin-là,', 'Un beau matin,', 'Aujourd’hui,', 'Ce matin, justement,'],
        [
          (c) => `${c.introSubj} ${c.verb('se réveille')}`,
          (c) => `${c.introSubj} ${c.verb('ouvre', 'ouvrent')} les yeux`,
          (c) => `${c.introSubj} ${c.verb('saute', 'sautent')} du lit`,
          (c) => `${c.introSubj} ${c.verb('se lève')}`,
        ],
        [
          'de très bonne humeur',
          'le sourire aux lèvres',
          'en pleine forme',
          'en s’étirant comme un chat',
          'avec une idée en tête',
          'les yeux pétillants',
          'en chantonnant',
          'le cœur tout léger',
          'avec des fourmis dans les jambes',
          'en riant déjà',
        ],
        [
          '',
          (c) => c.rich(', avec le soleil qui chatouille la fenêtre'),
          ', bien avant le réveil',
          (c) => c.more(`, ${c.adj('prêt', 'prête', 'd’attaque')} pour une grande journée`),
          ', sans traîner au lit',
          ', d’un seul coup',
          (c) => c.more(', comme un ressort'),
          ', avant tout le monde',
        ],
      ),
      framedSlots(
        [
          'Aujourd’hui,',
          'Justement,',
          'Sans tarder,',
          'Après le petit déjeuner,',
          'Tout de suite,',
          'Aussitôt,',
          'Vite,',
          'Sans attendre,',
        ],
        [
          (c) => `${c.heroesSubject} ${c.verb('va', 'vont')} ${a(c.place.the)}`,
          (c) => `${c.heroesSubject} ${c.verb('part', 'partent')} pour ${c.place.the}`,
          (c) => `${c.heroesSubject} ${c.verb('file', 'filent')} ${a(c.place.the)}`,
          (c) => `${c.heroesSubject} ${c.verb('court', 'courent')} ${a(c.place.the)}`,
          (c) => `${c.heroesSubject} ${c.verb('s’en va', 's’en vont')} ${a(c.place.the)}`,
          (c) => `${c.heroesSubject} ${c.verb('trottine')} jusqu’${a(c.place.the)}`,
        ],
        [
          '',
          ', en sautillant',
          ', en chantonnant',
          ', le sourire aux lèvres',
          ', sans traîner',
          (c) => c.more(', pour une journée pas comme les autres'),
          ', d’un bon pas',
          (c) => c.more(', avec une idée en tête'),
          ', en balançant les bras',
        ],
      ),
    ],
  ];
  return page({
    lines: [...c.rng.pick(openers), place.desc, ...(mood ? [mood] : [])],
    must: 2,
    action: 'arrive',
    time: 'day',
    props: place.props,
    withCompanion: false,
  });
}

/** The time a middle page is told at. */
export type Hour = (c: StoryContext) => PageDraft['time'];

/**
 * How the heroes reach the place they have just travelled to: its own way when it is too far to
 * walk (« une petite fusée… se pose sur la planète rouge »), else `onFoot`.
 */
export const reachedBy = (c: StoryContext, onFoot: Line): Line => c.place.way ?? onFoot;

/** Goes on to the next place of the theme, `lead` telling the way there; null once every place is seen. */
export function travelStep(lead: Line, hour: Hour = () => 'day'): Step {
  return (c) => {
    const place = c.timeToTravel ? c.travel() : null;
    if (!place) return null;
    const lines = [reachedBy(c, lead), place.desc];
    return page({ lines, must: 2, action: 'explore', time: hour(c), props: place.props });
  };
}

/** The heroes reach the next place (the current one once they travel). */
export const arrival: Line = slots(
  [
    'Bientôt,',
    'Un peu plus loin,',
    'Après un bon moment,',
    'Un peu plus tard,',
    'Après un bon bout de chemin,',
    'Enfin,',
    'Au bout du sentier,',
    'Quelques pas plus loin,',
    'Après une petite marche,',
    'Au détour du chemin,',
    'Sans s’en rendre compte,',
    'Peu de temps après,',
    'Au bout d’un moment,',
    'Tout à coup,',
  ],
  [
    (c) => `${c.heroesSubject} ${c.byCount('arrive', 'arrivent')} ${c.place.at}`,
    (c) => `${c.heroesSubject} ${c.verb('poursuit', 'poursuivent')} la route jusqu’${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.verb('parvient', 'parviennent')} ${a(c.place.the)}`,
    (c) => `${c.heroesSubject} ${c.verb('débarque', 'débarquent')} ${c.place.at}`,
    (c) => `${c.heroesSubject} ${c.verb('se retrouve', 'se retrouvent')} ${c.place.at}`,
    (c) => `${c.heroesSubject} ${c.verb('atteint', 'atteignent')} ${c.place.the}`,
  ],
  [
    '',
    ', le cœur joyeux',
    ', sans se presser',
    ', d’un bon pas',
    (c) => c.more(', les yeux grands ouverts'),
    ', en chantonnant',
    ', avec l’envie de tout voir',
    ', en bavardant',
    ', le nez au vent',
    ', en sifflotant',
    ', en balançant les bras',
    (c) => c.more(`, en comptant ${c.byCount('ses', 'leurs')} pas`),
  ],
);

/** A small trouble of the current place (or of anywhere), then how the heroes solve it: two pages. */
export const troubleStep: Step = (c, left) => {
  if (left < 2) return null;
  // The sheep scatter in the meadow, not in the jungle.
  const trouble = c.troubles.drawWhere((card) => !card.where || card.where.includes(c.place.key));
  if (!trouble) return null;
  return [
    page({
      lines: trouble.happen,
      must: trouble.happen.length,
      worried: true,
      action: 'problem',
      time: 'day',
      props: trouble.props,
    }),
    page({ lines: trouble.fix, must: trouble.fix.length, action: 'help', time: 'day', props: trouble.props }),
  ];
};

/** How the heroes look around a place: along the way, unhurried, curious. */
const looking: Slot = [
  '',
  '',
  ', sans se presser',
  ', le nez en l’air',
  ', les yeux grands ouverts',
  (c) => c.more(', juste pour le plaisir'),
  (c) => c.rich(', sans rien laisser au hasard'),
  ', en bavardant',
  ', à petits pas',
  ', le sourire aux lèvres',
  ', en chuchotant',
  ', l’air ravi',
  ', sur la pointe des pieds',
  ', le cœur léger',
];

const exploreLines: Line[] = [
  vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('explore'), c.verb('visite', 'visitent'), c.verb('fouille', 'fouillent')])} ${['chaque recoin', 'tous les recoins', 'chaque coin', 'le moindre recoin']} ${(c) => de(c.place.the)}${looking}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('prend', 'prennent')} le temps de ${['tout regarder', 'tout observer', 'tout voir', 'bien regarder']} ${(c) => c.place.at}${looking}.`,
  vary`${(c) => cap(c.place.at)}, il y a encore ${['mille choses', 'des tas de choses', 'plein de choses', 'cent choses', 'tant de choses', 'mille merveilles']} à ${['voir', 'découvrir', 'regarder', 'admirer', 'explorer']}${['', ', dans chaque recoin', ', à droite comme à gauche', ', du sol jusqu’au ciel', ', pour qui ouvre bien les yeux', ', tout près ou plus loin']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('découvre')} un ${['petit coin tout à fait secret', 'coin secret', 'recoin que personne ne connaît', 'petit endroit caché', 'coin tranquille']} ${(c) => c.place.at}${['', ', tout près du chemin', ', un peu à l’écart', ', derrière un détour', ', presque invisible', ', à l’abri des regards']}${['', ', pour s’y installer un moment', ', quelle trouvaille', ', un vrai trésor']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.byCount('fait', 'font')} une ${['petite pause', 'courte pause', 'pause']} ${(c) => c.place.at}${(c) => c.more(c.rng.pick([', juste pour le plaisir de regarder', ', le temps de tout voir', ', pour reprendre des forces']))}${['', ', bien tranquille', ', sans bouger']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('se promène')} ${['tranquillement', 'sans se presser', 'à petits pas', 'le nez en l’air', 'en flânant']} ${(c) => c.place.at}${(c) => c.more(c.rng.pick([', en bavardant', ', en chantonnant', ', en regardant partout', '']))}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.byCount('fait', 'font')} le tour ${(c) => de(c.place.the)}${looking}${['', ', d’un bout à l’autre', ', pas à pas']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('cherche')} les ${['plus jolis coins', 'plus beaux coins', 'endroits les plus jolis', 'coins les plus secrets']} ${(c) => de(c.place.the)}${looking}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('observe')} ${['tout ce qui se passe', 'tout ce qui bouge', 'chaque petite chose', 'tout ce qu’il y a']} ${(c) => c.place.at}${looking}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('aime')} ${['beaucoup', 'énormément', 'tout de suite']} ${(c) => c.place.the}${(c) => c.rich(', où tout semble fait pour jouer')}${['', ', ça se voit', ', c’est sûr']}.`,
  vary`${(c) => cap(c.place.at)}, on trouve ${['toujours', 'à chaque pas', 'partout', 'sans cesse']} quelque chose de ${['nouveau', 'curieux', 'joli', 'surprenant', 'drôle']}${['', ' à regarder', ', il suffit de bien chercher', ', même dans les petits coins']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('s’arrête')} ${['souvent', 'tous les trois pas', 'à chaque instant', 'de temps en temps']}, ${['pour mieux voir', 'pour tout regarder', 'pour ne rien manquer', 'les yeux grands ouverts']}${['', ', tant c’est beau', ', sans se lasser']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('va', 'vont')} d’une ${['découverte', 'surprise', 'merveille']} à l’autre ${(c) => c.place.at}${looking}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('pose', 'posent')} ${['plein de', 'mille', 'des tas de', 'beaucoup de']} questions sur ${(c) => c.place.the}${['', ', une après l’autre', ', sans s’arrêter']}.`,
  vary`${(c) => c.one().who} ${['veut', 'voudrait', 'aimerait']} se souvenir ${(c) => de(c.place.the)} pour toujours${['', ', comme d’un trésor', ', dans les moindres détails', ', et regarde encore']}.`,
  vary`${(c) => cap(c.place.at)}, tout est ${['bon', 'agréable', 'amusant', 'joli']} à regarder, à écouter ${['et à sentir', 'et à toucher', 'et à respirer']}${['', ', du plus petit au plus grand', ', sans exception']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('passe')} un ${['très bon', 'excellent', 'merveilleux', 'joyeux']} moment ${(c) => c.place.at}${['', ', et le temps file', ', sans voir le temps passer']}.`,
];

/**
 * A page that always exists: looking around the current place, at its details while it has
 * some left (scenery.ts), else with a detail of the theme.
 */
export function explorePage(c: StoryContext, time: PageDraft['time'] = 'day'): PageDraft {
  // After the day, the heroes look and listen; they no longer run off to play.
  const calm = time !== 'day';
  const details = [sceneryLine(c, calm), sceneryLine(c, calm)].filter((line) => line !== null);
  const detail = c.theme.places.includes(c.place)
    ? c.deal('ambience', c.theme.ambience)
    : c.deal('moments', heroMoments);
  const lines = [c.deal('explore', exploreLines), ...details, detail];
  return page({ lines, action: 'explore', time, props: c.place.props });
}

/** Filler about the heroes, fit for any lively page. */
export const heroMoments: Line[] = [
  (c) => `${c.one().who} sourit jusqu'aux oreilles.`,
  (c) => `${c.one().who} tape dans ses mains.`,
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} les yeux qui pétillent.`,
  (c) => `${c.heroesSubject} ${c.byCount('se sent', 'se sentent')} bien, ici.`,
  (c) => `${c.heroesSubject} ${c.verb('avance')} d'un pas joyeux.`,
  (c) => `${c.one().who} ne veut rien manquer.`,
  (c) => `${c.one().who} rit de bon cœur.`,
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} des étoiles plein les yeux.`,
  (c) => `${c.one().who} fredonne un petit air joyeux${c.rich(' qui lui trotte dans la tête depuis le matin')}.`,
  (c) => `${c.one().who} ne tient plus en place.`,
  (c) =>
    `${c.heroesSubject} ${c.byCount('n’en perd', 'n’en perdent')} pas une miette${c.rich(', tant tout est passionnant')}.`,
  'Quelle belle journée !',
  (c) => `${c.one().who} sautille sur place.`,
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le sourire aux lèvres.`,
  (c) => `${c.one().who} pousse un petit cri de joie.`,
  (c) => `${c.heroesSubject} ${c.verb('trouve')} tout ça vraiment génial.`,
  (c) => `${c.one().who} montre du doigt tout ce qui est beau.`,
  (c) => `Quel bonheur d’être ${c.place.at} !`,
  (c) => `${c.one().who} ne peut pas s’empêcher de dire : « Waouh ! »`,
  (c) => `${c.heroesSubject} ${c.verb('tourne')} la tête à droite, à gauche, pour tout voir.`,
  'Tout le monde est de bonne humeur.',
  (c) => `${c.heroesSubject} ${c.verb('marche')} en balançant les bras.`,
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} l’impression de vivre un grand moment.`,
  'On ne s’ennuie pas une seconde.',
  (c) => `${c.one().who} a le cœur qui fait des bonds de joie.`,
  (c) => `${c.heroesSubject} ${c.verb('remplit', 'remplissent')} ${c.byCount('ses', 'leurs')} poumons d’air frais.`,
  (c) => `${c.one().who} ouvre la marche, le nez en l’air.`,
  'Rien ne peut gâcher ce moment.',
  (c) => `${c.one().who} trouve que c’est encore mieux que dans les livres.`,
  (c) => `${c.one().who} lève le pouce : tout va très bien.`,
  (c) => `${c.one().who} a une envie folle de chanter.`,
];

/** Filler for a page where something goes wrong: concern, then the will to fix it. */
export const worriedMoments: Line[] = [
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('s’approche', 's’approchent')} ${['pour voir ce qui se passe', 'pour mieux voir', 'sur la pointe des pieds', 'tout doucement', 'pour regarder de plus près', 'à petits pas', 'sans faire de bruit']}${['', ', l’air inquiet', ', le cœur battant', ', sans un mot', ', les sourcils froncés']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('réfléchit', 'réfléchissent')} ${['très fort', (c) => c.byCount('de toutes ses forces', 'de toutes leurs forces'), 'sans dire un mot', 'un long moment', 'en se mordant la lèvre', 'à toute vitesse', 'les yeux plissés']}${['', ', pour trouver une idée', ', le menton dans la main', ', sans bouger']}.`,
  vary`${['Il faut', 'Il va falloir', 'Vite, il faut', 'Maintenant, il faut', 'Bon, il faut']} ${['trouver', 'dénicher', 'avoir', 'inventer', 'chercher']} ${['une idée', 'une bonne idée', 'une astuce', 'un moyen', 'une solution']}${['', ', et vite', ', sans tarder', ', et une bonne', ', tout de suite']}.`,
  vary`${['Pas de panique', 'Pas d’inquiétude', 'Pas de souci', 'On ne s’affole pas', 'Du calme', 'On garde son calme']} : ${['il y a toujours', 'on trouve toujours', 'il existe toujours', 'on finit toujours par trouver', 'il y a forcément']} ${['une solution', 'un moyen', 'une idée', 'une astuce']}${['', ', même toute petite', ', il suffit de bien chercher', ', en cherchant bien', ', en réfléchissant ensemble']}.`,
  vary`${(c) => c.one().who} se gratte ${['la tête', 'le menton', 'le bout du nez', 'l’oreille', 'le front', 'la joue']}${['', ', perplexe', ' en réfléchissant', ' sans rien dire', ', l’air songeur', ' d’un air sérieux']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('fronce', 'froncent')} les sourcils${['', ' un instant', ', très sérieusement', ' pour mieux réfléchir', ' sans bouger', ', l’air soucieux']}${['', ', puis regarde autour', ' et se concentre', ', puis prend une grande inspiration']}.`,
  vary`${['Oh là là', 'Aïe aïe aïe', 'Mince alors', 'Oh non', 'Zut', 'Oh, oh', 'Ça alors']}, ${['qu’est-ce qu’on peut faire', 'comment faire', 'que faire', 'qu’est-ce qu’on va faire', 'par quoi commencer', 'comment s’y prendre']}${['', ' maintenant', ' pour arranger ça', ' pour que tout s’arrange', ' pour aider']} ?`,
  vary`${(c) => c.heroesSubject} ${(c) => c.byCount('veut', 'veulent')} ${['absolument', 'tout de suite', 'à tout prix', 'de tout cœur', 'vraiment']} ${['aider', 'donner un coup de main', 'arranger ça', 'trouver une solution', 'faire quelque chose']}${['', ', et vite', ', sans attendre', ', c’est décidé']}.`,
  vary`${(c) => c.one().who} se penche ${['pour mieux comprendre', 'pour mieux voir', 'tout près', 'avec attention', 'en avant', 'un peu plus']}${['', ', sans un bruit', ', les mains sur les genoux', ', le nez en avant', ', en retenant son souffle']}.`,
  vary`${(c) => c.one().who} se demande ${['comment aider', 'comment arranger ça', 'ce qu’on peut faire', 'par où commencer', 'comment faire au mieux', 'quelle est la meilleure idée']}${['', ', tout bas', ', en regardant partout', ', sans perdre une seconde', ', très sérieusement']}.`,
  vary`${(c) => c.heroesSubject} ${(c) => c.verb('retrousse')} ${(c) => c.byCount('ses', 'leurs')} manches${['', ', comme pour un grand travail', ', l’air sérieux', ', d’un geste décidé', ', en soufflant un bon coup', ', avec courage']}${['', ', sans hésiter', ', aussitôt', ', sans perdre une seconde']}.`,
  vary`${(c) => c.one().who} ${['dit tout bas', 'murmure', 'chuchote', 'souffle', 'déclare', 'annonce']}${['', ' en serrant les poings', ' d’une voix décidée', ' sans hésiter', ' aussitôt', ' tout doucement']} : « ${['Il faut faire quelque chose', 'On ne peut pas laisser ça comme ça', 'Il faut aider, vite', 'Je crois que j’ai une idée', 'Allez, on s’y met', 'On va bien trouver', 'On va arranger ça', 'Courage, on va trouver']} ! »`,
  vary`${(c) => c.heroesSubject} ${(c) => c.rng.pick([c.verb('regarde'), c.verb('observe'), c.verb('examine')])} ${['bien', 'attentivement', 'chaque détail', 'de près', 'tout autour', 'avec soin']}, ${['pour tout comprendre', 'pour ne rien rater', 'pour bien comprendre', 'sans rien laisser passer', 'pour trouver la bonne idée']}.`,
];

/** Filler about the heroes, soft enough for a bedtime page. */
export const softMoments: Line[] = [
  (c) => `${c.heroesSubject} ${c.verb('bâille')} tout doucement.`,
  (c) => `Les paupières ${de(c.who)} deviennent lourdes, lourdes.`,
  (c) => `${c.heroesSubject} ${c.verb('respire')} lentement, comme une petite vague.`,
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} le cœur tout léger.`,
  'Tout est calme et doux.',
  (c) => `${c.heroesSubject} ${c.verb('se frotte')} les yeux, tout doucement.`,
  (c) => `${c.heroesSubject} ${c.verb('avance')} à tout petits pas, comme une souris.`,
  'Un petit bâillement s’échappe, puis un autre.',
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} bien chaud dans ${c.byCount('son pyjama', 'leurs pyjamas')}.`,
  'Tout devient lent et tranquille, comme dans un rêve.',
  (c) => `${c.heroesSubject} ${c.verb('sourit', 'sourient')} en silence.`,
  'On n’entend plus que de tout petits bruits.',
  'Le monde entier semble chuchoter.',
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} les bras tout mous, comme une poupée de chiffon.`,
  'Les yeux se ferment un peu, puis se rouvrent, puis se ferment encore.',
  (c) => `${c.one().who} pose sa joue au creux de sa main.`,
  'Le temps avance à pas d’escargot.',
  (c) => `${c.heroesSubject} ${c.verb('écoute')} ${c.byCount('son', 'leur')} souffle, qui va et qui vient.`,
  (c) => `${c.one().who} remue les orteils, puis ne bouge plus.`,
  'Les souvenirs de la journée passent comme de petits nuages.',
  (c) => `${c.one().who} dit le nom de son doudou, tout bas.`,
  (c) => `${c.heroesSubject} ${c.verb('chantonne')} tout bas, puis plus bas encore.`,
  'Les pensées deviennent légères comme des bulles.',
  (c) =>
    `${c.heroesSubject} ${c.verb('s’étire')} comme ${c.byCount('un petit chat', 'des petits chats')}${c.more(', les bras tendus vers le ciel')}.`,
  'Une grande paix s’installe, douce comme une caresse.',
  'Le marchand de sable n’est plus très loin.',
  (c) => `${c.one().who} pousse un soupir de bonheur.`,
  (c) => `${c.heroesSubject} ${c.verb('parle')} à voix basse, presque sans bruit.`,
  'Chaque geste devient lent, lent, comme dans l’eau.',
  (c) => `${c.heroesSubject} ${c.verb('cherche')} la position la plus douce${c.more(' pour se reposer')}.`,
  'Il fait bon, ni trop chaud ni trop froid.',
  'Tout se fait plus doux, même la lumière.',
  'On entend presque une plume se poser.',
  (c) =>
    `${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.adj('sage', 'sage', 'sage')} comme ${c.byCount('une image', 'des images')}.`,
  (c) => `${c.heroesSubject} ${c.verb('croise')} les mains sur ${c.byCount('son', 'leur')} ventre.`,
  (c) => `${c.one().who} murmure : « Je suis bien, là. »`,
  'Tout devient un peu flou, comme quand on va s’endormir.',
  'Les rêves attendent sagement leur tour.',
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} envie d’un gros câlin tout doux.`,
  'Une douceur toute ronde enveloppe chaque chose.',
  (c) =>
    `${c.heroesSubject} ${c.verb('tire')} sur ${c.byCount('ses', 'leurs')} manches pour couvrir ${c.byCount('ses', 'leurs')} mains.`,
  (c) => `${c.one().who} a les joues toutes roses de sommeil.`,
];

/** Filler about the companion, once it has joined. */
export const companionMoments: Line[] = [
  (c) => `${c.companionSubject} fait un clin d'œil.`,
  (c) => `${c.heroesAndCompanion} échangent un regard complice.`,
  (c) => `${c.companionSubject} fredonne une petite chanson.`,
  (c) => `${c.companionSubject} hoche la tête d'un air content.`,
  (c) => `${c.companionSubject} a l'air ${c.cadj('ravi', 'ravie')}.`,
  (c) => `${c.companionSubject} sourit de toutes ses dents.`,
  (c) => `${c.companionSubject} dit : « Je suis ${c.cadj('si content', 'si contente')} d’être là ! »`,
  (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} fait un petit signe amical.`,
  (c) => `${c.companionSubject} penche la tête, ${c.cadj('tout curieux', 'toute curieuse')}.`,
  (c) => `${c.companionSubject} écoute ${c.who} avec attention.`,
  (c) => `${c.companionSubject} a les yeux qui brillent de plaisir.`,
  (c) => `${c.companionSubject} raconte un petit souvenir d’autrefois.`,
  (c) => `${c.companionSubject} est ${c.cadj('un vrai ami', 'une vraie amie')}, toujours là quand il faut.`,
  (c) => `${c.companionSubject} prend un petit air coquin.`,
  (c) => `${c.companionSubject} fait signe de regarder par ici.`,
  (c) => `${c.companionSubject} rit tout bas, ${c.cadj('tout content', 'toute contente')}.`,
  (c) => `${c.companionSubject} connaît plein de jolies chansons.`,
  (c) => `${c.companionSubject} a toujours une bonne idée en réserve.`,
  (c) => `${c.companionSubject} ${c.heroesIndirectPronoun} chuchote un petit secret à l’oreille.`,
  (c) => `${c.companionSubject} s’arrête un instant, juste pour profiter du moment.`,
  (c) => `${c.companionSubject} a une voix toute douce${c.rich(', chaude et rassurante')}.`,
  (c) => `${c.companionSubject} a l’air de bien s’amuser.`,
  (c) => `${c.companionSubject} est très ${c.cadj('fier', 'fière')} ${de(c.who)}.`,
  (c) => `${c.companionSubject} fait une drôle de tête, et tout le monde sourit.`,
  (c) => `${c.companionSubject} ne quitte pas ${c.who} des yeux.`,
  (c) => `${c.companionSubject} a toujours un mot gentil pour chacun.`,
  (c) => `${c.companionSubject} prend son temps : rien ne presse.`,
  (c) => `${c.companionSubject} a l’air de connaître ce coin par cœur.`,
  (c) => `${c.companionSubject} tend l’oreille, ${c.cadj('très attentif', 'très attentive')}.`,
  (c) => `${c.heroesAndCompanion} sont vraiment bien ensemble.`,
  (c) => `${c.companionSubject} applaudit sans faire de bruit.`,
];
