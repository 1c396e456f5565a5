import { elides } from './french.js';
import type { StoryContext } from './context.js';
import type { Line, Place, Scenery } from './types.js';
import { slots, type Slot } from './variety.js';

/**
 * Sentences made around a place's details (`Place.scenery`): what the heroes see, hear and
 * do there. A long story looks around each place for many pages; each detail is told once a
 * story (decision 0027), in a sentence of slots (variety.ts): where, who looks, how, so two
 * stories in the same place rarely say the same sentence (decision 0030).
 */

/** A sentence around one detail, its slots drawn when it is said (variety.ts). */
type Frame = (detail: string) => Line;

/** Each place's own decks, even for two places of the same name (the farm of the start and of a visit). */
const placeIds = new WeakMap<Place, number>();
let placesSeen = 0;
function placeId(place: Place): number {
  let id = placeIds.get(place);
  if (id === undefined) {
    id = placesSeen++;
    placeIds.set(place, id);
  }
  return id;
}

/** « de » before an infinitive: de compter, d'observer. */
const deInfinitive = (pastime: string) => (elides(pastime) ? `d'${pastime}` : `de ${pastime}`);

/** Where a detail is, for a sentence that opens with it. */
const nearby: Slot = [
  '',
  'Tout près,',
  'Un peu plus loin,',
  'Juste à côté,',
  'Par ici,',
  'Au passage,',
  'À deux pas,',
  'Sur le côté,',
  'Un peu à l’écart,',
];

const seeing: Slot = [
  (c) => `${c.heroesSubject} ${c.verb('remarque')}`,
  (c) => `${c.heroesSubject} ${c.verb('découvre')}`,
  (c) => `${c.heroesSubject} ${c.verb('aperçoit', 'aperçoivent')}`,
  (c) => `${c.heroesSubject} ${c.verb('admire')}`,
  (c) => `${c.heroesSubject} ${c.verb('observe')}`,
  (c) => `${c.one().who} repère`,
  (c) => `${c.one().who} remarque`,
  (c) => `${c.one().who} montre du doigt`,
  (c) => `${c.one().who} ${c.w('regarde', 'contemple')}`,
];

/** After a sentence where the heroes look: how, agreeing with no one. */
const looking: Slot = [
  '',
  '',
  ', avec curiosité',
  ', le nez en l’air',
  ', l’air ravi',
  ', bouche bée',
  ', avec de grands yeux',
  (c) => c.more(', sans se presser'),
  (c) => c.rich(' qu’on ne voit pas au premier coup d’œil'),
  (c) => c.rich(', en prenant tout son temps'),
];

const sightFrames: Frame[] = [
  (sight) => slots(nearby, seeing, [sight], looking),
  (sight) =>
    slots(
      ['Tout près,', 'Un peu plus loin,', 'Juste à côté,', 'Par ici,', 'Là,', 'Sur le côté,', 'Plus loin,'],
      ['il y a', 'on aperçoit', 'on voit', 'on remarque', 'on devine'],
      [sight],
      ['', '', ', juste là', ', bien en vue', (c) => c.more(', et c’est joli à voir')],
    ),
  (sight) =>
    slots(
      nearby,
      [
        (c) => `${c.one().who} s’arrête pour regarder`,
        (c) => `${c.one().who} s’approche pour voir`,
        (c) => `${c.heroesSubject} ${c.verb('passe')} devant`,
        (c) => `${c.heroesSubject} ${c.verb('s’attarde', 's’attardent')} devant`,
        (c) => `${c.heroesSubject} ${c.verb('fait', 'font')} halte devant`,
      ],
      [sight],
      looking,
    ),
  (sight) =>
    slots(
      nearby,
      [
        (c) => `${c.one().who} tend le bras vers`,
        (c) => `${c.one().who} court vers`,
        (c) => `${c.one().who} se penche vers`,
      ],
      [sight],
      ['', (c) => c.more(' pour mieux voir'), ', sans perdre une seconde', ', d’un pas décidé'],
    ),
];

const hearing: Slot = [
  'on entend',
  'on entend',
  'on reconnaît',
  (c) => c.w('on entend', 'on perçoit'),
  (c) => `${c.heroesSubject} ${c.verb('entend', 'entendent')}`,
  (c) => `${c.heroesSubject} ${c.verb('écoute')}`,
  (c) => `${c.one().who} reconnaît`,
  (c) => `${c.one().who} ${c.w('entend', 'distingue')}`,
];

const soundFrames: Frame[] = [
  (sound) =>
    slots(
      [
        '',
        'Quelque part,',
        'Tout près,',
        'Au loin,',
        'De temps en temps,',
        'Par moments,',
        'Tout autour,',
        'Dans le calme,',
      ],
      hearing,
      [sound],
      [
        '',
        ', qui accompagne la promenade',
        ', comme une petite musique',
        ', et c’est bien agréable',
        ', qui résonne tout autour',
        ', encore et encore',
        (c) => c.more(', sans faire de bruit'),
        (c) => c.rich(', et l’endroit semble tout vivant'),
      ],
    ),
  (sound) =>
    slots(
      [
        (c) => `${c.one().who} tend l'oreille`,
        (c) => `${c.one().who} écoute bien`,
        (c) => `${c.heroesSubject} ${c.verb('écoute')} bien`,
        (c) => `${c.heroesSubject} ${c.verb('retient', 'retiennent')} ${c.byCount('son', 'leur')} souffle`,
      ],
      [': c’est', ': voilà', ': voici'],
      [sound],
      ['', ', bien sûr', ', tout simplement'],
    ),
  (sound) =>
    slots(
      [
        (c) => `${c.heroesSubject} ${c.verb('s’arrête', 's’arrêtent')}`,
        (c) => `${c.heroesSubject} ${c.verb('reste', 'restent')} ${c.adj('immobile', 'immobile', 'immobile')}`,
      ],
      ['un instant', 'un moment', 'une seconde', ''],
      ['pour écouter', 'le temps d’écouter', 'pour mieux entendre'],
      [sound],
    ),
];

const wanting: Slot = [
  (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} très envie`,
  (c) => `${c.heroesSubject} ${c.verb('décide')}`,
  (c) => `${c.heroesSubject} ${c.verb('prend', 'prennent')} le temps`,
  (c) => `${c.heroesSubject} ${c.verb('essaie', 'essaient')}`,
  (c) => `${c.one().who} propose`,
  (c) => `${c.one().who} a la bonne idée`,
  (c) => `${c.heroesSubject} ${c.byCount('n’oublie', 'n’oublient')} pas`,
];

/** After a pastime: how it goes, agreeing with no one. */
const playing: Slot = [
  '',
  '',
  ', pour le plaisir',
  ', en riant',
  ', avec beaucoup d’application',
  ', et le temps passe à toute vitesse',
  ', juste pour voir ce que ça fait',
  (c) => c.more(', sans se soucier de rien'),
  (c) => c.rich(', parce que ça a l’air amusant'),
];

const pastimeFrames: Frame[] = [
  (pastime) =>
    slots(
      [
        '',
        'Ensuite,',
        'Pour s’amuser,',
        'Sans attendre,',
        'Juste pour rire,',
        'Avant de repartir,',
        'Un peu plus tard,',
      ],
      wanting,
      [deInfinitive(pastime)],
      playing,
    ),
  (pastime) =>
    slots(
      ['', 'Ensuite,', 'Pour s’amuser,', 'Sans attendre,', 'Tout joyeusement,', 'Un peu plus tard,'],
      [
        (c) => `${c.heroesSubject} ${c.verb('s’amuse', 's’amusent')} à`,
        (c) => `${c.heroesSubject} ${c.verb('se met', 'se mettent')} à`,
        (c) => `${c.heroesSubject} ${c.verb('passe', 'passent')} un bon moment à`,
        (c) => `${c.one().who} apprend à`,
        (c) => `${c.one().who} s’amuse à`,
      ],
      [pastime],
      playing,
    ),
];

const frames: Record<keyof Scenery, Frame[]> = { sights: sightFrames, sounds: soundFrames, pastimes: pastimeFrames };

/**
 * One sentence about a detail of the current place not told yet, or null when the place has
 * none left of that kind. The detail is taken now; the names are written when the line is said.
 */
function detailLine(c: StoryContext, place: Place, kind: keyof Scenery): Line | null {
  const details = place.scenery?.[kind];
  if (!details?.length) return null;
  // A detail already named around another sentence (variety.ts) is not told again.
  let detail = c.dealOnce(`scenery:${placeId(place)}:${kind}`, details);
  while (detail !== null && c.detailsTold.has(detail))
    detail = c.dealOnce(`scenery:${placeId(place)}:${kind}`, details);
  if (detail === null) return null;
  c.detailsTold.add(detail);
  return c.deal(`scenery-frames:${kind}`, frames[kind])(detail);
}

/**
 * One sentence about the current place, its kind drawn at random among those it has left; null
 * once it has told everything. A calm page (bedtime) only looks and listens.
 */
export function sceneryLine(c: StoryContext, calm = false): Line | null {
  const kinds: Array<keyof Scenery> = calm
    ? ['sights', 'sounds']
    : ['sights', 'sights', 'sounds', 'pastimes', 'pastimes'];
  for (const kind of c.rng.shuffle(kinds)) {
    const line = detailLine(c, c.place, kind);
    if (line) return line;
  }
  return null;
}
