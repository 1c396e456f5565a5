import { errorCatalogue, type ErrorCode } from '@pourquoi/shared';

interface AppErrorOptions {
  message?: string;
  /** Answer `detail: {error, message}`: for errors the spec's client recognises by code. */
  structured?: boolean;
  fields?: Record<string, string>;
  /** The underlying failure, kept for the logs. */
  cause?: unknown;
}

/** An expected failure: a stable code from the shared catalogue, its status and French message. */
export class AppError extends Error {
  readonly status: number;
  readonly structured: boolean;
  readonly fields: Record<string, string> | undefined;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.status = errorCatalogue[code].status;
    this.structured = options.structured ?? false;
    this.fields = options.fields;
  }
}
