import { vi } from 'vitest';

/** What a stubbed endpoint sees of a request. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/**
 * Replaces `fetch`, the network edge, with canned answers keyed "METHOD /api/path".
 * A list answers successive calls in turn (the last one repeats). Every call is recorded.
 */
export function stubFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: SeenRequest[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(request);
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request in test: ${key}`);
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const handler = Array.isArray(route) ? route[Math.min(count, route.length - 1)] : route;
    if (!handler) throw new Error(`No answer for ${key}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** One server-sent event, as the chat stream writes it. */
export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A `text/event-stream` answer whose body is the given strings, one chunk each. */
export const sse = (...chunks: string[]) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
};

/** A stream the test writes to as it goes: `push` a chunk, `end` it. */
export function openSse() {
  const encoder = new TextEncoder();
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      writer = controller;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (chunk: string) => writer.enqueue(encoder.encode(chunk)),
    end: () => writer.close(),
  };
}
