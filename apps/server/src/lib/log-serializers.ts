import type { FastifyRequest } from 'fastify';
import { type LogFn, type Logger, stdSerializers } from 'pino';

// A failed query's error repeats its values ("params: …") after the SQL, in its message and stack.
const queryValues = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

const REDACTED = '[redacted]';
// The spec's reset-link check carries the token in its path (decision 0020: never in a log).
const tokenInPath = /(\/api\/auth\/validate-reset-token\/)[^\s"'?#/]+/g;
// Every query value, whatever its name: the emailed links carry their token as `?token=`.
const queryValue = /([?&][^=\s"'&?#]+=)[^\s"'&#]*/g;

/**
 * Text fit for the logs: the secret in a token-bearing path and every query string value are
 * replaced, so a token read in a log never resets a password (decision 0020).
 */
export function withoutUrlSecrets(text: string): string {
  return text.replace(tokenInPath, `$1${REDACTED}`).replace(queryValue, `$1${REDACTED}`);
}

/** pino's hook on every line: a message quoting a URL (some of Fastify's warnings do) loses its secrets. */
export function logMethodWithoutUrlSecrets(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? withoutUrlSecrets(arg) : arg));
  method.apply(this, scrubbed as Parameters<LogFn>);
}

/** Fastify's request serializer, with the URL's secrets taken out. */
export function requestForLogs(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Errors as pino writes them, without the values of a failed query: those are a family's
 * words (a child's question, an answer, an email address), which logs must never keep.
 * The SQL stays, which is what an operator needs. A URL quoted in an error loses its secrets.
 */
export function errorForLogs(error: Error) {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & { params?: unknown };
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  delete serialized.params;
  serialized.message = withoutUrlSecrets(serialized.message.replace(queryValues, '\nparams: [omis]'));
  serialized.stack = withoutUrlSecrets(serialized.stack.replace(queryValues, '\nparams: [omis]'));
  return serialized;
}
