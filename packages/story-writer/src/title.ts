import type { StoryType } from '@pourquoi/shared';
import type { StoryContext } from './context.js';
import { a, cap, de, joinList, typography } from './french.js';

const counts: Record<number, string> = { 4: 'quatre', 5: 'cinq', 6: 'six' };

/**
 * A French title in the style of picture books: "Léa et la fusée des étoiles",
 * "Le rêve d'Emma", "Tom n'a plus peur du noir". Four heroes or more become "Cinq amis",
 * since a title cannot hold six names.
 */
export function makeTitle(c: StoryContext, type: StoryType): string {
  const { rng, theme } = c;
  // A quest names an adventure; any other story gets a title true to its whole theme.
  const noun = type === 'adventure' ? c.quest.goal : rng.pick(theme.titles);
  const names = c.cast.map((hero) => hero.name);
  if (names.length > 3) {
    const friends = c.cast.every((hero) => hero.gender === 'girl') ? 'amies' : 'amis';
    return typography(cap(`${counts[names.length] ?? 'les'} ${friends} et ${noun}`));
  }
  const who = joinList(names);
  const plural = names.length > 1;
  const options: string[] = [joinList([...names, noun])];
  if (type === 'sleep') options.push(`Bonne nuit, ${who}`);
  if (type === 'dream') options.push(`Le rêve ${de(who)}`);
  if (type === 'courage') options.push(`${who} ${plural ? "n'ont" : "n'a"} plus peur ${de(c.fear.what)}`);
  if (type === 'learn') options.push(joinList([...names, `les secrets ${de(theme.topic)}`]));
  if (type === 'discover') options.push(`${who} ${a(theme.visit.place.the)}`);
  if (type === 'imagine') options.push(joinList([...names, 'le crayon magique']));
  if (type === 'laugh') options.push(joinList([...names, 'le grand fou rire']));
  return typography(cap(rng.pick(options)));
}
