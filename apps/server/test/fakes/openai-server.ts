import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedChat {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string };
}

interface FakeOpenAiOptions {
  /** The answer, sent as one piece per word when streaming. */
  reply?: string;
  /** Answers for successive chat calls (the last one repeats); overrides `reply`. */
  replies?: string[];
  /** The answer to each chat call, from what it asks (a guard's verdict); overrides `replies`. */
  answer?: (request: ReceivedChat) => string;
  /** The picture `POST /v1/images/generations` answers (base64 PNG); a 1×1 PNG by default. */
  imageBase64?: string;
  /** Answer every call with this HTTP status and an OpenAI-style error body. */
  failWith?: number;
  /** Fail this many calls with 500 first, then answer. */
  failFirst?: number;
  latencyMs?: number;
  /** A pause before each streamed piece: an answer that takes its time. */
  pieceDelayMs?: number;
  /** The moderation categories flagged for a text (`POST /v1/moderations`); none by default. */
  moderate?: (text: string) => string[];
}

/** The smallest valid PNG: one transparent pixel. */
export const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The app's environment for a fake started in `beforeAll`: the address is read when the app
 * starts, once the fake listens.
 */
export function openAiEnv(fake: () => { baseUrl: string }) {
  return {
    AI_PROVIDER: 'openai',
    get AI_BASE_URL() {
      return fake().baseUrl;
    },
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'modele-test',
  };
}

/**
 * An OpenAI-compatible HTTP server on a random local port: `POST /v1/chat/completions`,
 * streaming (server-sent events) or not. It records what it receives.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const received: ReceivedChat[] = [];
  const moderated: string[] = [];
  const imagePrompts: string[] = [];
  const bodies: string[] = [];
  const streams = { finished: 0, closedEarly: 0 };
  let calls = 0;

  async function readJson(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    bodies.push(body);
    return JSON.parse(body);
  }
  const defaultReply = options.reply ?? 'Le ciel est bleu parce que la lumière du soleil se disperse dans l’air.';

  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url?.endsWith('/moderations')) {
      const { input } = (await readJson(request)) as { input: string };
      moderated.push(input);
      if (options.failWith) {
        response.writeHead(options.failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error', code: null } }));
        return;
      }
      const flags = options.moderate?.(input) ?? [];
      const categories = Object.fromEntries(flags.map((flag) => [flag, true]));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `modr-${moderated.length}`,
          model: 'omni-moderation-latest',
          results: [{ flagged: flags.length > 0, categories, category_scores: {}, category_applied_input_types: {} }],
        }),
      );
      return;
    }
    if (request.method === 'POST' && request.url?.endsWith('/images/generations')) {
      const { prompt } = (await readJson(request)) as { prompt: string };
      imagePrompts.push(prompt);
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (options.failWith) {
        response.writeHead(options.failWith, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error', code: null } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ created: 1_700_000_000, data: [{ b64_json: options.imageBase64 ?? ONE_PIXEL_PNG }] }),
      );
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = (await readJson(request)) as ReceivedChat;
    received.push(body);
    calls += 1;
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const failure = options.failWith ?? (calls <= (options.failFirst ?? 0) ? 500 : undefined);
    if (failure) {
      response.writeHead(failure, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error', code: null } }));
      return;
    }
    const base = { id: `chatcmpl-${calls}`, created: 1_700_000_000, model: body.model };
    const reply = options.answer
      ? options.answer(body)
      : options.replies
        ? (options.replies[calls - 1] ?? options.replies.at(-1) ?? '')
        : defaultReply;
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let open = true;
    response.on('close', () => {
      open = false;
      if (!response.writableFinished) streams.closedEarly += 1;
    });
    const pieces = reply.split(/(?<= )/);
    for (const piece of pieces) {
      if (options.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, options.pieceDelayMs));
      // The client hung up: a real provider stops writing, and so does this one.
      if (!open) return;
      const chunk = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    streams.finished += 1;
    const last = {
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    };
    response.write(`data: ${JSON.stringify(last)}\n\n`);
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** Every text sent to the moderation endpoint. */
    moderated,
    /** Every prompt sent to the images endpoint. */
    imagePrompts,
    /** Every request body received, on any endpoint, as sent. */
    bodies,
    /** Streamed answers sent to their end, and those whose client hung up before. */
    streams,
    reply: defaultReply,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
