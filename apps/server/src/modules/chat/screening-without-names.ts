import { type Safety, gravest, localRules } from '@pourquoi/safety';
import type { ChildNames } from '../children/index.js';

/**
 * The screening of MODERATION with the children's names kept home (decision 0020): the local
 * rules, which run here, read a text as written (« je m'appelle Léa Martin » is personal data
 * only with the name), and whatever goes on to a moderation endpoint or a guard model reads
 * it with placeholders. The gravest verdict stands. A text naming no child is screened once.
 */
export function screeningWithoutNames(safety: Safety, names: ChildNames): Safety {
  return {
    async screenQuestion(text, context) {
      const hidden = names.hide(text);
      if (hidden === text) return safety.screenQuestion(text, context);
      const local = localRules.screenQuestion(text, context);
      if (local.verdict === 'refuse' || local.verdict === 'distress') return local;
      return gravest(local, await safety.screenQuestion(hidden, context));
    },
    async screenAnswer(text, child) {
      const hidden = names.hide(text);
      if (hidden === text) return safety.screenAnswer(text, child);
      const local = localRules.screenAnswer(text, child);
      if (local.verdict !== 'allow') return local;
      return gravest(local, await safety.screenAnswer(hidden, child));
    },
  };
}
