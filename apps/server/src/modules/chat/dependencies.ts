import type { Env } from '../../env.js';
import type { ChatDependencies } from './ask-question.js';
import { createOfflineEngine } from './offline/engine.js';
import { offlineProvider } from './providers/offline.js';
import { openAiProvider } from './providers/openai.js';
import { openAiModeration } from './providers/openai-moderation.js';
import type { ChatSafety } from './safety-port.js';
import { localSafety, withProviderModeration } from './safety/index.js';

const aiSettings = (env: Env) => ({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });

/** The screening of MODERATION, for answers and stories alike. */
export function createSafety(env: Env): ChatSafety {
  return env.MODERATION === 'local+provider' ? withProviderModeration(openAiModeration(aiSettings(env))) : localSafety;
}

/** The answer engine of AI_PROVIDER and the screening of MODERATION. */
export function createChatDependencies(env: Env): ChatDependencies {
  const provider =
    env.AI_PROVIDER === 'openai' ? openAiProvider(aiSettings(env)) : offlineProvider(createOfflineEngine());
  return { provider, safety: createSafety(env) };
}
