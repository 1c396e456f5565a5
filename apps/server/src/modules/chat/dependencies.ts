import type { FastifyBaseLogger } from 'fastify';
import { type Safety, GUARD_TIMEOUT_MS, localSafety, withGuard, withProviderModeration } from '@pourquoi/safety';
import type { Env } from '../../env.js';
import { countGuardTimeout } from '../../lib/metrics.js';
import type { ChatDependencies } from './ask-question.js';
import { createOfflineEngine } from './offline/engine.js';
import { type GuardSettings, openAiGuard } from './providers/guard.js';
import { offlineProvider } from './providers/offline.js';
import { openAiProvider } from './providers/openai.js';
import { openAiModeration } from './providers/openai-moderation.js';

export interface SafetyOptions {
  /** Where a guard too slow to answer is reported. */
  log?: FastifyBaseLogger;
  /** The guard's time-out: GUARD_TIMEOUT_MS (2 s) unless a test shortens it. */
  guardTimeoutMs?: number;
}

const aiSettings = (env: Env) => ({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });

function guardSettings(env: Env): GuardSettings {
  const { GUARD_BASE_URL: baseUrl, GUARD_MODEL: model } = env;
  // Unreachable: env.ts refuses MODERATION=local+guard without them.
  if (!baseUrl || !model) throw new Error('MODERATION=local+guard needs GUARD_BASE_URL and GUARD_MODEL');
  return { baseUrl, apiKey: env.GUARD_API_KEY, model };
}

/** The screening of MODERATION, for answers and stories alike. */
export function createSafety(env: Env, options: SafetyOptions = {}): Safety {
  if (env.MODERATION === 'local+provider') return withProviderModeration(openAiModeration(aiSettings(env)));
  if (env.MODERATION === 'local+guard') {
    const timeoutMs = options.guardTimeoutMs ?? GUARD_TIMEOUT_MS;
    return withGuard(openAiGuard(guardSettings(env)), {
      timeoutMs,
      onTimeout: (context) => {
        const purpose = context.purpose ?? 'question';
        countGuardTimeout(purpose);
        options.log?.warn({ purpose, timeoutMs }, 'guard model too slow: the local screening stood alone');
      },
    });
  }
  return localSafety;
}

/** The answer engine of AI_PROVIDER and the screening of MODERATION. */
export function createChatDependencies(env: Env, safety: SafetyOptions = {}): ChatDependencies {
  const provider =
    env.AI_PROVIDER === 'openai' ? openAiProvider(aiSettings(env)) : offlineProvider(createOfflineEngine());
  return { provider, safety: createSafety(env, safety) };
}
