/**
 * Server-sent events over `fetch` (POST with a body and the bearer token, which EventSource
 * cannot do). Same token and refresh-once rule as the JSON client.
 */
import { HTTP_TIMEOUT_MS } from '@pourquoi/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, errorFromResponse, readBody, refreshSession } from './api-client';
import { API_BASE } from './api-paths';
import { tokenStorage } from './token-storage';

export interface SseEvent {
  event: string;
  data: string;
}

/** One SSE block ("event: x" and "data: y" lines) as an event; comments and empty blocks give null. */
export function parseSseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

export interface StreamOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POSTs `body` to `path` and calls `onEvent` for every event of the answer, in order.
 * A refusal before the stream (4xx/5xx JSON) throws an ApiError like `api.post` would.
 */
export async function streamPost(
  path: string,
  body: unknown,
  onEvent: (event: SseEvent) => void,
  options: StreamOptions = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const send = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await fetch(`${API_BASE}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined);
    }
  };

  try {
    const accessToken = tokenStorage.getAccessToken();
    const refreshToken = tokenStorage.getRefreshToken();
    let response = await send(accessToken);
    if (response.status === 401 && accessToken) {
      const fresh = await refreshSession(refreshToken);
      if (fresh) response = await send(fresh);
    }
    if (!response.ok) throw errorFromResponse(response.status, await readBody(response));
    if (!response.body) throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined);

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const flush = (final: boolean) => {
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = final ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const event = parseSseBlock(block);
        if (event) onEvent(event);
      }
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        flush(false);
      }
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, undefined);
    }
    buffer += decoder.decode();
    flush(true);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
