import type { Env } from '../../env.js';
import type { ChatDependencies } from './ask-question.js';
import { createOfflineEngine } from './offline/engine.js';
import { offlineProvider } from './providers/offline.js';
import { openAiProvider } from './providers/openai.js';
import { openAiModeration } from './providers/openai-moderation.js';
import { localSafety, withProviderModeration } from './safety/index.js';

/** The answer engine of AI_PROVIDER and the screening of MODERATION. */
export function createChatDependencies(env: Env): ChatDependencies {
  const settings = { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL };
  const provider = env.AI_PROVIDER === 'openai' ? openAiProvider(settings) : offlineProvider(createOfflineEngine());
  const safety = env.MODERATION === 'local+provider' ? withProviderModeration(openAiModeration(settings)) : localSafety;
  return { provider, safety };
}
