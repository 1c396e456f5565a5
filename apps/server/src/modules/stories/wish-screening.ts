import { compileRules, firstMatch, screenedText } from '../chat/safety/engine.js';
import { ALCOHOL_AND_TOBACCO, DRUGS, EXPLICIT, SLURS, WEAPONS } from '../chat/safety/rules/lexicon.js';
import type { Category } from '../chat/safety/types.js';

/**
 * A bedtime story's wish is no question: "un pirate qui coupe des têtes" asks for nothing
 * and is still not for a child. Beyond the chat's screening, these words have no place in
 * a wish (a story about feelings, illness or a grandparent is left to the writer's care).
 */
const wishRules = compileRules<Category>([
  {
    key: 'violence',
    phrases: [
      WEAPONS,
      '(sang|sanglant*|ensanglant*|tuer|tue|tuent|tué|tués|tuée|tuées|meurtre*|meurtrier*|assassin*|massacre*|égorg*|décapit*|torture*|couteau*|poignard*|cadavre*|zombie*|gore|horreur|terrifiant*|démembr*)',
      '(coupe|couper|coupent|coupé) … (tête|têtes|bras|jambe|jambes|doigt|doigts)',
    ],
  },
  { key: 'drugs', phrases: [DRUGS, ALCOHOL_AND_TOBACCO] },
  { key: 'sexual', phrases: [...EXPLICIT, '(sexe|sexy|nu|nue|nus|nues|déshabill*|bisous sur la bouche)'] },
  { key: 'hate', phrases: SLURS },
]);

/** The category of what makes a story wish unsuitable, or undefined when it is fine. */
export function unsuitableWish(wish: string, age: number): Category | undefined {
  return firstMatch(wishRules, screenedText(wish), age);
}
