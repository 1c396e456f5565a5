import { cap, de } from './french.js';
import { fold } from './wish-lexicon.js';
import { findPastime, pastimeWish } from './wish-names.js';
import type { Wish } from './wish.js';

export { fold };
export type { Wish };

/**
 * The parent's free-text wish, offline. Free text cannot be woven into French safely (its
 * gender, its grammar, whether it suits a child), so it is never copied whole: what it names
 * comes in by name (wish-names.ts), and when it mentions one of these few familiar, gentle
 * elements without a name (a dog, a cuddly toy, a unicorn...), that element joins the story:
 * introduced early, mentioned again at the end, and drawn. A negation nearby (« pas de chien »,
 * « sans dragon », « peur des chiens ») leaves it out.
 */
export const wishes: Wish[] = [
  {
    words: ['chien', 'chiens', 'chienne', 'chiot', 'chiots', 'toutou'],
    prop: 'dog',
    intro: (c) => `Un petit chien tout content suit ${c.who} partout en remuant la queue.`,
    ending: 'Le petit chien se roule en boule, tout content de sa journée.',
  },
  {
    words: ['chat', 'chats', 'chaton', 'chatons', 'minou'],
    prop: 'cat',
    intro: (c) => `Un petit chat tout doux ronronne près ${de(c.them)}.`,
    ending: 'Le petit chat ronronne, tout content de sa journée.',
  },
  {
    words: ['doudou', 'doudous', 'nounours', 'peluche', 'peluches'],
    prop: 'teddy',
    intro: (c) =>
      `${c.heroesSubject} ${c.byCount('a', 'ont')} emporté ${c.byCount('son doudou', 'leurs doudous')}, bien sûr.`,
    ending: (c) =>
      `${cap(c.byCount('son doudou', 'leurs doudous'))} ${c.byCount('garde', 'gardent')} ce beau souvenir bien au chaud.`,
  },
  {
    words: ['dragon', 'dragons'],
    prop: 'dragon',
    intro: (c) =>
      `Un gentil petit dragon tout rond ${c.byCount('l’', 'les ')}accompagne, en soufflant des bulles au lieu du feu.`,
    ending: 'Le petit dragon fait un dernier rond de bulles, tout content.',
  },
  {
    words: ['licorne', 'licornes'],
    prop: 'unicorn',
    intro: (c) => `Une petite licorne aux sabots dorés trotte à côté ${de(c.them)}.`,
    ending: 'La petite licorne secoue sa crinière pour dire au revoir.',
  },
  {
    words: ['lapin', 'lapins', 'lapine'],
    prop: 'rabbit',
    intro: (c) => `Un petit lapin aux longues oreilles sautille à côté ${de(c.them)}.`,
    ending: 'Le petit lapin grignote une carotte, tout content de sa journée.',
  },
  {
    words: ['poney', 'poneys', 'cheval', 'chevaux'],
    intro: (c) => `Un petit poney à la crinière toute douce trotte à côté ${de(c.them)}.`,
    ending: 'Le petit poney hennit doucement pour dire au revoir.',
  },
  {
    words: ['dinosaure', 'dinosaures', 'dino', 'dinos'],
    prop: 'dinosaur',
    intro: (c) => `Un petit dinosaure tout gentil ${c.byCount('l’', 'les ')}accompagne en trottinant.`,
    ending: 'Le petit dinosaure bâille, tout content de sa journée.',
  },
  {
    words: ['papillon', 'papillons'],
    prop: 'butterfly',
    intro: (c) => `Un papillon bleu volette autour ${de(c.them)}.`,
    ending: 'Le papillon bleu se pose sur une fleur pour dire au revoir.',
  },
  {
    words: ['ballon', 'ballons'],
    prop: 'ball',
    intro: (c) => `${c.heroesSubject} ${c.byCount('a', 'ont')} emporté un ballon rouge, au cas où.`,
    ending: 'Le ballon rouge, lui, attend la prochaine partie.',
  },
  {
    words: ['velo', 'velos'],
    intro: (c) =>
      `${c.heroesSubject} ${c.byCount('a', 'ont')} emporté ${c.byCount('son vélo', 'leurs vélos')}, au cas où.`,
    ending: (c) =>
      `${cap(c.byCount('son vélo', 'leurs vélos'))} ${c.byCount('attend', 'attendent')} sagement dans l'entrée.`,
  },
  {
    words: ['tortue', 'tortues'],
    intro: (c) => `Une petite tortue ${c.byCount('l’', 'les ')}accompagne, sans se presser.`,
    ending: 'La petite tortue rentre la tête dans sa carapace, tout doucement.',
  },
];

/** Words that turn the next element into something not wanted. */
const negations = new Set(['pas', 'sans', 'aucun', 'aucune', 'jamais', 'ni', 'plus', 'peur', 'deteste', 'eviter']);

/**
 * A club, a game or a film the wish names, which the story says by its name (« le RC Lens »,
 * « Mario Kart »), before any familiar element; otherwise the first known element the wish
 * names, unless a negation stands in the 3 words before it.
 */
export function findWish(prompt: string | null | undefined): Wish | null {
  if (!prompt) return null;
  const pastime = findPastime(prompt);
  if (pastime) return pastimeWish(pastime);
  const words = fold(prompt)
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const [index, word] of words.entries()) {
    const wish = wishes.find((candidate) => candidate.words.includes(word));
    if (!wish) continue;
    const before = words.slice(Math.max(0, index - 3), index);
    if (before.some((other) => negations.has(other))) continue;
    return wish;
  }
  return null;
}
