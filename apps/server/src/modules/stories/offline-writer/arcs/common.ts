import { a, cap, de } from '../french.js';
import type { StoryContext } from '../context.js';
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
        `Voici ${c.intro}${c.rich(c.n(', qui a toujours mille idées en tête', ', qui ont toujours mille idées en tête'))}.`,
      (c) => `${c.H} ${c.n('adore', 'adorent')} ${c.theme.love}${c.rich(', plus que tout au monde')}.`,
    ],
    [
      (c) => `${c.introSubj} ${c.n('adore', 'adorent')} ${c.theme.love}.`,
      (c) =>
        `Ce matin, ${c.H} ${c.n('est', 'sont')} ${c.place.at}${c.rich(", et la journée s'annonce pleine de surprises")}.`,
    ],
    [
      (c) =>
        `Ce matin, ${c.introSubj} ${c.v('se réveille')} de très bonne humeur${c.rich(', avec le soleil qui chatouille la fenêtre')}.`,
      (c) => `Aujourd'hui, ${c.H} ${c.v('va', 'vont')} ${a(c.place.the)}.`,
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
    const place = c.travel();
    if (!place) return null;
    return page({ lines: [lead, place.desc], must: 2, action: 'explore', time: 'day', props: place.props });
  };
}

const exploreLines: Line[] = [
  (c) => `${c.H} ${c.v('explore')} chaque recoin ${de(c.place.the)}${c.rich(', sans rien laisser au hasard')}.`,
  (c) =>
    `${c.H} ${c.v('prend', 'prennent')} le temps de tout regarder ${c.place.at}${c.rich(', les yeux grands ouverts')}.`,
  (c) => `${cap(c.place.at)}, il y a encore mille choses à voir.`,
  (c) => `${c.H} ${c.v('découvre')} un petit coin tout à fait secret ${c.place.at}.`,
  (c) =>
    `${c.H} ${c.n('fait', 'font')} une petite pause ${c.place.at}${c.more(', juste pour le plaisir de regarder')}.`,
  (c) => `${c.H} ${c.v('se promène')} tranquillement ${c.place.at}${c.more(', en bavardant')}.`,
];

/** A page that always exists: looking around the current place, with a detail of the theme. */
export function explorePage(c: StoryContext, time: PageDraft['time'] = 'day'): PageDraft {
  const detail = c.theme.places.includes(c.place)
    ? c.deal('ambience', c.theme.ambience)
    : c.deal('moments', heroMoments);
  const lines = [c.deal('explore', exploreLines), detail];
  return page({ lines, action: 'explore', time, props: c.place.props });
}

/** Filler about the heroes, fit for any lively page. */
export const heroMoments: Line[] = [
  (c) => `${c.one().who} sourit jusqu'aux oreilles.`,
  (c) => `${c.one().who} tape dans ses mains.`,
  (c) => `${c.H} ${c.n('a', 'ont')} les yeux qui pétillent.`,
  (c) => `${c.H} ${c.n('se sent', 'se sentent')} bien, ici.`,
  (c) => `${c.H} ${c.v('avance')} d'un pas joyeux.`,
  (c) => `${c.one().who} ne veut rien manquer.`,
  (c) => `${c.one().who} rit de bon cœur.`,
  (c) => `${c.H} ${c.n('a', 'ont')} des étoiles plein les yeux.`,
  (c) => `${c.one().who} fredonne un petit air joyeux${c.rich(' qui lui trotte dans la tête depuis le matin')}.`,
  (c) => `${c.one().who} ne tient plus en place.`,
  (c) => `${c.H} ${c.n('n’en perd', 'n’en perdent')} pas une miette${c.rich(', tant tout est passionnant')}.`,
  'Quelle belle journée !',
];

/** Filler for a page where something goes wrong: concern, then the will to fix it. */
export const worriedMoments: Line[] = [
  (c) => `${c.H} ${c.v('s’approche', 's’approchent')} pour voir ce qui se passe.`,
  (c) => `${c.H} ${c.v('réfléchit', 'réfléchissent')} très fort.`,
  'Il faut trouver une idée.',
  'Pas de panique : il y a toujours une solution.',
  (c) => `${c.one().who} se gratte la tête.`,
];

/** Filler about the heroes, soft enough for a bedtime page. */
export const softMoments: Line[] = [
  (c) => `${c.H} ${c.v('bâille')} tout doucement.`,
  (c) => `Les paupières ${de(c.who)} deviennent lourdes, lourdes.`,
  (c) => `${c.H} ${c.v('respire')} lentement, comme une petite vague.`,
  (c) => `${c.H} ${c.n('a', 'ont')} le cœur tout léger.`,
  'Tout est calme et doux.',
  (c) => `${c.H} ${c.v('se frotte')} les yeux, tout doucement.`,
  (c) => `${c.H} ${c.v('avance')} à tout petits pas, comme une souris.`,
  'Un petit bâillement s’échappe, puis un autre.',
  (c) => `${c.H} ${c.n('a', 'ont')} bien chaud dans ${c.n('son pyjama', 'leurs pyjamas')}.`,
  'Tout devient lent et tranquille, comme dans un rêve.',
  (c) => `${c.H} ${c.v('sourit', 'sourient')} en silence.`,
  'On n’entend plus que de tout petits bruits.',
  'Le monde entier semble chuchoter.',
];

/** Filler about the companion, once it has joined. */
export const companionMoments: Line[] = [
  (c) => `${c.CS} fait un clin d'œil.`,
  (c) => `${c.HC} échangent un regard complice.`,
  (c) => `${c.CS} fredonne une petite chanson.`,
  (c) => `${c.CS} hoche la tête d'un air content.`,
  (c) => `${c.CS} a l'air ${c.cadj('ravi', 'ravie')}.`,
  (c) => `${c.CS} sourit de toutes ses dents.`,
];
