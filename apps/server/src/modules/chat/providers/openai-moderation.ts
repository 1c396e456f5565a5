import type { ModerationCheck } from '@pourquoi/safety';
import { type OpenAiSettings, openAiClient, providerError } from './openai.js';

export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';

/** The provider's moderation endpoint (`POST /moderations`): the categories it flags. */
export function openAiModeration(settings: OpenAiSettings): ModerationCheck {
  const client = openAiClient({ ...settings, timeoutMs: settings.timeoutMs ?? 15_000 }, 'moderation');
  return async (text) => {
    try {
      const { results } = await client.moderations.create({ model: DEFAULT_MODERATION_MODEL, input: text });
      return results.flatMap((result) =>
        Object.entries(result.categories)
          .filter(([, flagged]) => flagged)
          .map(([category]) => category),
      );
    } catch (error) {
      throw providerError(error);
    }
  };
}
