import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The AI providers' figures: process-wide, since the providers are made once per process
 * (outside any one app); `/metrics` serves them with the app's own.
 */
export const providerRegistry = new Registry();

const aiDuration = new Histogram({
  name: 'pourquoi_ai_request_duration_seconds',
  help: 'Time until an AI provider answers (first byte for streamed answers), by purpose and outcome',
  labelNames: ['purpose', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64],
  registers: [providerRegistry],
});

const aiErrors = new Counter({
  name: 'pourquoi_ai_request_errors_total',
  help: 'AI provider calls that failed, by purpose and HTTP status (or "network")',
  labelNames: ['purpose', 'status'] as const,
  registers: [providerRegistry],
});

const guardTimeouts = new Counter({
  name: 'pourquoi_guard_timeouts_total',
  help: 'Guard model checks (MODERATION=local+guard) that ran out of time: the local verdict stood alone',
  labelNames: ['purpose'] as const,
  registers: [providerRegistry],
});

/** A guard too slow for a question or a story's words: many of them mean the guard needs attention. */
export function countGuardTimeout(purpose: 'question' | 'story'): void {
  guardTimeouts.inc({ purpose });
}

export type ProviderPurpose = 'chat' | 'moderation' | 'guard' | 'story_text' | 'story_image';

/** A fetch for the OpenAI SDK that times every call to the provider and counts its failures. */
export function measuredFetch(purpose: ProviderPurpose): typeof fetch {
  return async (input, init) => {
    const stop = aiDuration.startTimer({ purpose });
    try {
      const response = await fetch(input, init);
      stop({ outcome: response.ok ? 'ok' : 'error' });
      if (!response.ok) aiErrors.inc({ purpose, status: String(response.status) });
      return response;
    } catch (error) {
      stop({ outcome: 'error' });
      aiErrors.inc({ purpose, status: 'network' });
      throw error;
    }
  };
}
