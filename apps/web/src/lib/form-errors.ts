import type { ZodError } from 'zod';

/** The first message of each top-level field, ready to show under that field. */
export function fieldErrors<K extends string>(error: ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as Partial<Record<K, string>>;
}
