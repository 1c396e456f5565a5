import type { Safety } from './port.js';
import type { Screening } from './types.js';
import { type LocalRules, localRules } from './local.js';
import { answerFallbackMessage, distressMessage, refusalMessage } from './messages.js';
import type { Category, DistressCategory } from './types.js';

/** What a moderation endpoint says of a text: the categories it flags (OpenAI names). */
export type ModerationCheck = (text: string) => Promise<string[]>;

/** The provider's categories (OpenAI moderation names) in the local vocabulary. */
const providerCategories: Record<string, Category | DistressCategory> = {
  sexual: 'sexual',
  'sexual/minors': 'sexual',
  harassment: 'hate',
  'harassment/threatening': 'violence',
  hate: 'hate',
  'hate/threatening': 'hate',
  illicit: 'drugs',
  'illicit/violent': 'violence',
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  violence: 'violence',
  'violence/graphic': 'violence',
};

/**
 * A question the local rules found delicate but normal (death, babies, war on the news)
 * is only refused for the provider's gravest flags: its broad ones ("sexual", "violence")
 * would turn away the very questions children need answered gently.
 */
const gravestFlags = new Set([
  'sexual/minors',
  'self-harm/intent',
  'self-harm/instructions',
  'violence/graphic',
  'illicit/violent',
  'hate/threatening',
]);

const isDistress = (category: Category | DistressCategory): category is DistressCategory =>
  category === 'self_harm' || category === 'abuse';

function questionVerdict(flags: string[], age: number): Screening | null {
  const known = flags.filter((flag) => flag in providerCategories);
  const category = providerCategories[known.find((flag) => flag.startsWith('self-harm')) ?? known[0] ?? ''];
  if (!category) return null;
  return isDistress(category)
    ? { verdict: 'distress', category, message: distressMessage(category, age) }
    : { verdict: 'refuse', category, message: refusalMessage(category, age) };
}

/**
 * MODERATION=local+provider: the local French rules first (they know the children's
 * spellings and the help numbers), then the provider's moderation endpoint on whatever
 * they let through. A moderation failure fails the question: nothing unscreened passes.
 */
export function withProviderModeration(check: ModerationCheck, local: LocalRules = localRules): Safety {
  return {
    async screenQuestion(text, context) {
      const first = local.screenQuestion(text, context);
      if (first.verdict === 'refuse' || first.verdict === 'distress') return first;
      const flags = await check(text);
      const relevant = first.verdict === 'sensitive' ? flags.filter((flag) => gravestFlags.has(flag)) : flags;
      return questionVerdict(relevant, context.age) ?? first;
    },
    async screenAnswer(text, child) {
      const first = local.screenAnswer(text, child);
      if (first.verdict !== 'allow') return first;
      const flags = await check(text);
      const category = flags.map((flag) => providerCategories[flag]).find((found) => found !== undefined);
      if (!category) return first;
      return { verdict: 'refuse', category, message: answerFallbackMessage(child.age) };
    },
  };
}
