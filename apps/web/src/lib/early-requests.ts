/**
 * Requests sent before the app's code has arrived, each answered once to the API client's first
 * matching GET (docs/decisions/0032-early-first-requests.md). The page's first file imports it:
 * it stays small, with nothing of React or the app.
 */
import { API_BASE } from './api-paths';

interface EarlyRequest {
  accessToken: string;
  response: Promise<Response>;
}

declare global {
  /**
   * The requests sent and not yet taken. The page's first file and the app are two bundles, each
   * with its own copy of this module (decision 0036): the page's global is the one store both see.
   */
  var pourquoiEarlyRequests: Map<string, EarlyRequest> | undefined;
}

const pending = (globalThis.pourquoiEarlyRequests ??= new Map<string, EarlyRequest>());

/** Sends these GETs now, with the session's token, for the app to take when it asks. */
export function sendEarlyRequests(paths: readonly string[], accessToken: string) {
  for (const path of paths) {
    const response = fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
      credentials: 'same-origin',
    });
    // A failure is the taker's to handle; one nobody takes is dropped quietly.
    response.catch(() => undefined);
    pending.set(path, { accessToken, response });
  }
}

/**
 * The early answer to this GET, when one was sent with the same token (a refreshed or ended
 * session asks again). Taken once; it rejects when `signal` aborts, as a fetch would.
 */
export function takeEarlyResponse(
  path: string,
  accessToken: string,
  signal: AbortSignal,
): Promise<Response> | undefined {
  const early = pending.get(path);
  pending.delete(path);
  if (!early || early.accessToken !== accessToken) return undefined;
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    early.response.then(resolve, reject);
  });
}

/** The first screen has what it asked for: later calls go to the network, never to an old answer. */
export function dropEarlyRequests() {
  pending.clear();
}
