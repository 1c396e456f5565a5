import type { $ZodError } from 'zod/v4/core';
import { isApiError } from './api-client';

/** The first message of each top-level field, ready to show under that field. */
export function fieldErrors<K extends string>(error: $ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as Partial<Record<K, string>>;
}

/**
 * The server's per-field messages of a 400 validation_error, kept to `fields` (the form's
 * own); null when it names none of them, so the form shows a message of its own instead.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
): Partial<Record<K, string>> | null {
  if (!isApiError(error) || error.status !== 400 || error.code !== 'validation_error') return null;
  const { body } = error;
  if (!body || typeof body !== 'object' || !('fields' in body)) return null;
  const named = body.fields;
  if (!named || typeof named !== 'object') return null;
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = (named as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
