import type { RuleSpec } from '../engine.js';

/**
 * A child afraid of dying, or of losing someone, uses the words of distress the other way
 * round: "je ne veux pas mourir", "est-ce que maman va mourir ?". These readings ask the
 * classifier to be sure before it calls them distress (decision.ts); the rules' own distress
 * findings are not touched.
 */
export const reassuringReadings: RuleSpec<'fear_of_dying'>[] = [
  {
    key: 'fear_of_dying',
    phrases: [
      '(je ne veux pas|je veux pas|je voudrais pas|je ne voudrais pas|j’ai peur de|j’ai pas envie de|je n’ai pas envie de|j’ai très peur de|j’ai trop peur de) (mourir|être mort|être morte|mourir un jour|mourir jeune)',
      '(est-ce que|est ce que|est-ce qu’|c’est vrai que) (je vais|on va|tu vas|maman va|papa va|mamie va|papi va|il va|elle va|mes parents vont|tout le monde va|les gens vont) (mourir|mourrir|être mort|être morte)',
      '(peur que|peur qu’) … (meure|meurent|mourir|mort|morte|disparaisse|parte)',
      '(si|savoir si|demande si|me demande si) (moi aussi|toi aussi|aussi|) (je vais|tu vas|maman va|papa va|on va|il va|elle va|mamie va|papi va|mes parents vont) (mourir|mourir un jour|être mort|être morte)',
      '(tout le monde|les gens|on) (meurt|meurent|va mourir|doit mourir) (un jour|quand on est vieux|de vieillesse)',
      '(ça fait mal|est-ce que ça fait mal|si ça fait mal|ça fait souffrir) (de mourir|quand on meurt|quand on va mourir)',
      '(c’est quoi|qu’est-ce que|ça veut dire quoi|que veut dire|c’est quoi exactement) (le|un) (suicide|suicidé) !(le plus|la plus|rapide|sans douleur|pour)',
      '(ce qu’il y a|qu’est-ce qu’il y a|ce qui se passe|qu’est-ce qui se passe|il se passe quoi|on va où|où on va) (après la mort|après la vie|quand on meurt|quand on est mort|après être mort)',
    ],
  },
];
