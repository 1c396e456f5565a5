import type { z } from 'zod';
import { api } from './api-client';
import { readJson, writeJson } from './local-json';

/**
 * The fetch and placeholder of a GET whose last answer is kept in local storage (spec 000
 * section 3's caches): shown at once next time, while the server has not answered. The copy is
 * read only then, not on every render of every screen that asks.
 */
export function storedAnswer<T>(path: string, storageKey: string, schema: z.ZodType<T>) {
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const answer = await api.get<T>(path, { signal });
      writeJson(storageKey, answer);
      return answer;
    },
    placeholderData: () => readJson(storageKey, schema) ?? undefined,
  };
}
