/**
 * The one HTTP client of the app: JSON to and from `/api`, the bearer token, time-outs,
 * and the refresh-once-then-retry rule of product.md#tokens-and-sessions.
 */
import { AUTH_CHECK_TIMEOUT_MS, HTTP_TIMEOUT_MS, errorCatalogue, errorMessage } from '@pourquoi/shared';
import { API_BASE, firstScreenPaths } from './api-paths';
import { takeEarlyResponse } from './early-requests';
import { tokenStorage, type TokenPair } from './token-storage';
export const NETWORK_ERROR_MESSAGE = 'Problème de connexion. Vérifiez votre internet';
const REFRESH_LOCK = 'pourquoi-refresh';

/** Every failed call: `status` 0 means no answer (offline, time-out). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, code: string | undefined, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Send the bearer token (default). False for the calls that open a session or need none. */
  auth?: boolean;
  /** Refresh the session once on a 401 and retry (default true when a token was sent). */
  retryOnUnauthorized?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface Exchange {
  status: number;
  ok: boolean;
  body: unknown;
}

function defaultTimeout(method: Method, path: string): number {
  return method === 'GET' && path === firstScreenPaths.me ? AUTH_CHECK_TIMEOUT_MS : HTTP_TIMEOUT_MS;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One request and its body, bounded by a time-out; no answer becomes an ApiError with status 0. */
async function exchange(path: string, options: RequestOptions, accessToken: string | null): Promise<Exchange> {
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? defaultTimeout(method, path));
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  try {
    const early = method === 'GET' && accessToken ? takeEarlyResponse(path, accessToken, controller.signal) : undefined;
    const response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: controller.signal,
      }));
    return { status: response.status, ok: response.ok, body: await readBody(response) };
  } catch (error) {
    // The caller gave up (a cancelled query): not a failure to show anyone.
    if (callerSignal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

function fallbackMessage(status: number): string {
  if (status === 429) return errorCatalogue.rate_limited.message;
  if (status >= 500) return errorCatalogue.internal_error.message;
  return `Erreur ${status}`;
}

function toApiError({ status, body }: Exchange): ApiError {
  const code =
    body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(status, code, errorMessage(body) ?? fallbackMessage(status), body);
}

/** A refused call as the rest of the app sees it (used by the streaming helper too). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  return toApiError({ status, ok: false, body });
}

function isTokenPair(body: unknown): body is TokenPair {
  return (
    !!body &&
    typeof body === 'object' &&
    'access_token' in body &&
    typeof body.access_token === 'string' &&
    'refresh_token' in body &&
    typeof body.refresh_token === 'string'
  );
}

/** Across tabs, one refresh at a time (Web Locks where the browser has them). */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return (await navigator.locks.request(REFRESH_LOCK, task)) as T;
  }
  return task();
}

async function performRefresh(failedRefreshToken: string | null): Promise<string | null> {
  const refreshToken = tokenStorage.getRefreshToken();
  const accessToken = tokenStorage.getAccessToken();
  if (!refreshToken) {
    tokenStorage.clearTokens();
    return null;
  }
  // Another tab (or an earlier refresh in this one) already rotated the tokens: use theirs.
  if (refreshToken !== failedRefreshToken && accessToken) return accessToken;

  let result: Exchange;
  try {
    result = await exchange('/auth/refresh', { method: 'POST', body: { refresh_token: refreshToken } }, null);
  } catch {
    // No answer (offline, time-out): the session may still be good, so keep it for the next try.
    return null;
  }
  if (result.ok && isTokenPair(result.body)) {
    tokenStorage.setTokens({ access_token: result.body.access_token, refresh_token: result.body.refresh_token });
    return result.body.access_token;
  }
  // The server refused the session: sign out everywhere this storage is read.
  if (result.status < 500) tokenStorage.clearTokens();
  return null;
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Renews the session after a 401. Concurrent callers share one refresh. Resolves to the
 * new access token, or null when it could not be renewed (the tokens are cleared only when
 * the server refused them, not when it could not be reached).
 */
export function refreshSession(failedRefreshToken: string | null): Promise<string | null> {
  refreshInFlight ??= withRefreshLock(() => performRefresh(failedRefreshToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const withAuth = options.auth ?? true;
  const accessToken = withAuth ? tokenStorage.getAccessToken() : null;
  const refreshToken = withAuth ? tokenStorage.getRefreshToken() : null;

  let result = await exchange(path, options, accessToken);
  if (result.status === 401 && accessToken && (options.retryOnUnauthorized ?? true)) {
    const freshToken = await refreshSession(refreshToken);
    if (!freshToken) throw toApiError(result);
    result = await exchange(path, options, freshToken);
  }
  if (!result.ok) throw toApiError(result);
  return result.body as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
