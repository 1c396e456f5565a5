import type * as core from 'zod/v4/core';
import { api } from './api-client';
import { readJson, writeJson } from './local-json';

/**
 * The fetch and placeholder of a GET whose last answer is kept in local storage
 * (product.md#status-and-usage): shown at once next time, while the server has not answered, and in its
 * place when the call fails (product.md#status-and-usage), or `fallback` when nothing is kept. The copy
 * is read only then, not on every render of every screen that asks.
 */
export function storedAnswer<T>(path: string, storageKey: string, schema: core.$ZodType<T>, fallback?: T) {
  const kept = () => readJson(storageKey, schema) ?? undefined;
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        const answer = await api.get<T>(path, { signal });
        writeJson(storageKey, answer);
        return answer;
      } catch (error) {
        const standIn = signal.aborted ? undefined : (kept() ?? fallback);
        if (standIn === undefined) throw error;
        return standIn;
      }
    },
    placeholderData: kept,
  };
}
