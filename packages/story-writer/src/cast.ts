import type { Gender } from '@pourquoi/shared';
import type { Random } from './random.js';
import type { OfflineStoryInput, ThemeMaterial } from './types.js';
import { fold } from './wishes.js';

export interface CastMember {
  name: string;
  gender: Gender;
  /** First mention: the name, and for an invented hero what it is ("Pistache, une petite renarde"). */
  intro: string;
}

/** Invented heroes stay few, so a story with six children does not become a crowd of strangers. */
export const MAX_INVENTED_HEROES = 3;

/** Names no child is likely to carry, so invented heroes never look like the children. */
const inventedNames: Record<'girl' | 'boy', string[]> = {
  girl: ['Capucine', 'Noisette', 'Praline', 'Myrtille', 'Cannelle', 'Brindille', 'Framboise', 'Pâquerette'],
  boy: ['Filou', 'Pompon', 'Grelot', 'Caramel', 'Sésame', 'Gribouille', 'Pistache', 'Galopin'],
};

/**
 * The heroes of the story. With the children included they are the children, by name and
 * gender. Otherwise each of the first children gets an invented counterpart of the same
 * gender, drawn from the theme (a little pirate, a young knight); an invented hero is not
 * the child, so a neutral child's counterpart gets a gender by chance.
 */
export function buildCast(input: OfflineStoryInput, theme: ThemeMaterial, rng: Random): CastMember[] {
  const named = input.heroes.filter((hero) => hero.name.trim() !== '');
  if (input.includeChildren && named.length > 0) {
    return named.map((hero) => ({ name: hero.name.trim(), gender: hero.gender, intro: hero.name.trim() }));
  }
  // Nor like anyone the wish names (« avec son chien Filou »): Filou is then the dog alone.
  const wishNames = input.prompt?.match(/\p{Lu}[\p{L}-]*/gu) ?? [];
  const taken = new Set([...input.heroes.map((hero) => hero.name), ...wishNames].map((name) => fold(name.trim())));
  const pools = {
    girl: rng.shuffle(inventedNames.girl).filter((name) => !taken.has(fold(name))),
    boy: rng.shuffle(inventedNames.boy).filter((name) => !taken.has(fold(name))),
  };
  const kinds = rng.shuffle(theme.kinds);
  const count = Math.max(1, Math.min(input.heroes.length, MAX_INVENTED_HEROES));
  return Array.from({ length: count }, (_, index) => {
    const childGender = input.heroes[index]?.gender ?? 'neutral';
    const gender = childGender === 'neutral' ? (rng.chance(0.5) ? 'girl' : 'boy') : childGender;
    const name = pools[gender].shift() ?? (gender === 'girl' ? 'Plume' : 'Pirouette');
    const kind = kinds[index % kinds.length] ?? { m: 'un petit héros', f: 'une petite héroïne' };
    return { name, gender, intro: `${name}, ${gender === 'girl' ? kind.f : kind.m}` };
  });
}
