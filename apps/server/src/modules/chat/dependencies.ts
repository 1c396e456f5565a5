import type { Env } from '../../env.js';
import type { ChatDependencies } from './ask-question.js';
import { createOfflineEngine } from './offline/engine.js';
import { offlineProvider } from './providers/offline.js';
import { openAiProvider } from './providers/openai.js';
import { localSafety } from './safety/index.js';

/** The answer engine of AI_PROVIDER and the local safety screening. */
export function createChatDependencies(env: Env): ChatDependencies {
  const provider =
    env.AI_PROVIDER === 'openai'
      ? openAiProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL })
      : offlineProvider(createOfflineEngine());
  return { provider, safety: localSafety };
}
