import { stdSerializers } from 'pino';

// A failed query's error repeats its values ("params: …") after the SQL, in its message and stack.
const queryValues = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

/**
 * Errors as pino writes them, without the values of a failed query: those are a family's
 * words (a child's question, an answer, an email address), which logs must never keep.
 * The SQL stays, which is what an operator needs.
 */
export function errorForLogs(error: Error) {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & { params?: unknown };
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  delete serialized.params;
  serialized.message = serialized.message.replace(queryValues, '\nparams: [omis]');
  serialized.stack = serialized.stack.replace(queryValues, '\nparams: [omis]');
  return serialized;
}
