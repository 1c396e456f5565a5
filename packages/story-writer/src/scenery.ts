import { elides } from './french.js';
import type { StoryContext } from './context.js';
import type { Ctx, Line, Place, Scenery } from './types.js';

/**
 * Sentences made around a place's details (`Place.scenery`): what the heroes see, hear and
 * do there. A long story looks around each place for many pages; each detail is told once a
 * story, and the sentence around it is drawn from several, so two stories in the same place
 * rarely say the same thing (decision 0027).
 */

type Frame = (c: Ctx, detail: string) => string;

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

const sightFrames: Frame[] = [
  (c, sight) =>
    `${c.heroesSubject} ${c.verb('remarque')} ${sight}${c.rich(' qu’on ne voit pas au premier coup d’œil')}.`,
  (c, sight) => `Tout près, il y a ${sight}${c.rich(', comme posé là exprès')}.`,
  (c, sight) =>
    `Un peu plus loin, ${c.heroesSubject} ${c.verb('découvre')} ${sight}${c.rich(', avec beaucoup de curiosité')}.`,
  (c, sight) => `${c.one().who} montre du doigt ${sight}${c.rich(' pour que personne ne le manque')}.`,
  (c, sight) => `${c.heroesSubject} ${c.verb('passe')} devant ${sight}${c.more(', sans se presser')}.`,
  (c, sight) => `${c.one().who} s'arrête pour regarder ${sight}${c.rich(' de plus près')}.`,
  (c, sight) => `Juste à côté, on aperçoit ${sight}${c.rich(', à moitié caché')}.`,
  (c, sight) => `${c.heroesSubject} ${c.verb('admire')} ${sight}${c.rich(', en prenant tout son temps')}.`,
  (c, sight) => `Par ici, ${c.heroesSubject} ${c.verb('trouve')} ${sight}${c.rich(', une belle surprise')}.`,
  (c, sight) => `${c.one().who} a repéré ${sight}${c.more(', et ne peut plus en détacher les yeux')}.`,
];

const soundFrames: Frame[] = [
  (c, sound) => `On entend ${sound}${c.rich(', sans que cela s’arrête')}.`,
  (c, sound) => `Quelque part, on entend ${sound}${c.rich(', qui accompagne la promenade')}.`,
  (c, sound) => `${c.one().who} tend l'oreille et reconnaît ${sound}${c.rich(' sans hésiter une seconde')}.`,
  (c, sound) => `${c.heroesSubject} ${c.verb('écoute')} ${sound}${c.more(', sans faire de bruit')}.`,
  (c, sound) => `Tout est tranquille, à part ${sound}${c.rich(', et l’endroit semble tout vivant')}.`,
  (c, sound) => `${c.heroesSubject} ${c.verb('s’arrête', 's’arrêtent')} un instant pour écouter ${sound}.`,
];

const pastimeFrames: Frame[] = [
  (c, pastime) =>
    `${c.heroesSubject} ${c.byCount('a', 'ont')} très envie ${deInfinitive(pastime)}${c.rich(', juste pour voir ce que ça fait')}.`,
  (c, pastime) =>
    `${c.heroesSubject} ${c.verb('décide')} ${deInfinitive(pastime)}${c.rich(', parce que ça a l’air amusant')}.`,
  (c, pastime) =>
    `${c.heroesSubject} ${c.verb('prend', 'prennent')} le temps ${deInfinitive(pastime)}${c.rich(', sans se soucier de l’heure')}.`,
  (c, pastime) =>
    `${c.heroesSubject} ${c.verb('s’amuse', 's’amusent')} à ${pastime}${c.rich(', et le temps passe à toute vitesse')}.`,
  (_c, pastime) => `Quelle bonne idée ${deInfinitive(pastime)} !`,
  (c, pastime) =>
    `Ensuite, ${c.heroesSubject} ${c.verb('essaie', 'essaient')} ${deInfinitive(pastime)}${c.rich(', avec beaucoup d’application')}.`,
];

const frames: Record<keyof Scenery, Frame[]> = { sights: sightFrames, sounds: soundFrames, pastimes: pastimeFrames };

/**
 * One sentence about a detail of the current place not told yet, or null when the place has
 * none left of that kind. The detail is taken now; the names are written when the line is said.
 */
function detailLine(c: StoryContext, place: Place, kind: keyof Scenery): Line | null {
  const details = place.scenery?.[kind];
  if (!details?.length) return null;
  const detail = c.dealOnce(`scenery:${placeId(place)}:${kind}`, details);
  if (detail === null) return null;
  const frame = c.deal(`scenery-frames:${kind}`, frames[kind]);
  return (ctx) => frame(ctx, detail);
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
