import { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Checks a value against a schema built at request time (one that depends on today, or on
 * stored data) and answers the same 400 as a route schema would: the first message, and
 * each field's first message.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw new AppError('validation_error', { message: parsed.error.issues[0]?.message, fields });
}

const uuid = z.uuid();

/** Ids are UUIDs: anything else names no record, and is answered as not found. */
export function isUuid(id: string): boolean {
  return uuid.safeParse(id).success;
}
