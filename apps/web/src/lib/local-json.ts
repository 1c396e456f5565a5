import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { readItem, writeItem } from './storage';

/** A JSON entry of local storage, read through its schema: a damaged entry reads as absent. */
export function readJson<T>(key: string, schema: core.$ZodType<T>): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    const parsed = safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    writeItem(key, JSON.stringify(value));
  } catch {
    // A full storage loses a cache, never the app.
  }
}
