import type { RuleSpec } from '../engine.js';
import type { Category } from '../types.js';
import { ALCOHOL_AND_TOBACCO, DRUGS, EXPLICIT, SLURS, WEAPONS } from './lexicon.js';

/**
 * A bedtime story's wish is no question: "un pirate qui coupe des têtes" asks for nothing
 * and is still not for a child. Beyond the chat's screening, these words have no place in
 * a wish (a story about feelings, illness or a grandparent is left to the writer's care).
 */
export const storyWishRules: RuleSpec<Category>[] = [
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
];
