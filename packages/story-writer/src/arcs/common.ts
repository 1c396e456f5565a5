import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
import { sceneryLine } from '../scenery.js';
import type { Ctx, Line, PageDraft } from '../types.js';
import type { Step } from './arc.js';

/** A page draft with the usual defaults: one sentence it cannot do without. */
export function page(draft: Omit<PageDraft, 'must'> & { must?: number }): PageDraft {
  return { must: 1, ...draft };
}

/** A daytime opening at the theme's starting place: who, what they love, where. */
export function dayOpening(c: StoryContext, mood?: Line): PageDraft {
  const place = c.moveTo(c.theme.start);
  const openers: Line[][] = [
    [
      (c) =>
        `Voici ${c.intro}${c.rich(c.byCount(', qui a toujours mille idées en tête', ', qui ont toujours mille idées en tête'))}.`,
      (c) =>
        `${c.heroesSubject} ${c.byCount('adore', 'adorent')} ${c.theme.love}${c.rich(', plus que tout au monde')}.`,
    ],
    [
      (c) => `${c.introSubj} ${c.byCount('adore', 'adorent')} ${c.theme.love}.`,
      (c) =>
        `Ce matin, ${c.heroesSubject} ${c.byCount('est', 'sont')} ${c.place.at}${c.rich(", et la journée s'annonce pleine de surprises")}.`,
    ],
    [
      (c) =>
        `Ce matin, ${c.introSubj} ${c.verb('se réveille')} de très bonne humeur${c.rich(', avec le soleil qui chatouille la fenêtre')}.`,
      (c) => `Aujourd'hui, ${c.heroesSubject} ${c.verb('va', 'vont')} ${a(c.place.the)}.`,
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

/** Goes on to the next place of the theme; null once every place is seen. */
export function travelStep(lead: (c: Ctx) => string): Step {
  return (c) => {
    const place = c.timeToTravel ? c.travel() : null;
    if (!place) return null;
    return page({ lines: [lead, place.desc], must: 2, action: 'explore', time: 'day', props: place.props });
  };
}

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

const exploreLines: Line[] = [
  (c) =>
    `${c.heroesSubject} ${c.verb('explore')} chaque recoin ${de(c.place.the)}${c.rich(', sans rien laisser au hasard')}.`,
  (c) =>
    `${c.heroesSubject} ${c.verb('prend', 'prennent')} le temps de tout regarder ${c.place.at}${c.rich(', les yeux grands ouverts')}.`,
  (c) => `${cap(c.place.at)}, il y a encore mille choses à voir.`,
  (c) => `${c.heroesSubject} ${c.verb('découvre')} un petit coin tout à fait secret ${c.place.at}.`,
  (c) =>
    `${c.heroesSubject} ${c.byCount('fait', 'font')} une petite pause ${c.place.at}${c.more(', juste pour le plaisir de regarder')}.`,
  (c) => `${c.heroesSubject} ${c.verb('se promène')} tranquillement ${c.place.at}${c.more(', en bavardant')}.`,
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
];

/** Filler for a page where something goes wrong: concern, then the will to fix it. */
export const worriedMoments: Line[] = [
  (c) => `${c.heroesSubject} ${c.verb('s’approche', 's’approchent')} pour voir ce qui se passe.`,
  (c) => `${c.heroesSubject} ${c.verb('réfléchit', 'réfléchissent')} très fort.`,
  'Il faut trouver une idée.',
  'Pas de panique : il y a toujours une solution.',
  (c) => `${c.one().who} se gratte la tête.`,
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
];

/** Filler about the companion, once it has joined. */
export const companionMoments: Line[] = [
  (c) => `${c.companionSubject} fait un clin d'œil.`,
  (c) => `${c.heroesAndCompanion} échangent un regard complice.`,
  (c) => `${c.companionSubject} fredonne une petite chanson.`,
  (c) => `${c.companionSubject} hoche la tête d'un air content.`,
  (c) => `${c.companionSubject} a l'air ${c.cadj('ravi', 'ravie')}.`,
  (c) => `${c.companionSubject} sourit de toutes ses dents.`,
];
