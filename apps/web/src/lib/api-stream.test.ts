import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sse, stubFetch } from '@/test/fetch-mock';
import { streamPost, type SseEvent } from './api-stream';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('streamPost', () => {
  it('reads events cut across chunks, with the bearer token, refreshing once on 401', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const net = stubFetch({
      'POST /api/chat/stream': [
        () => json(401, { detail: 'expired' }),
        () => sse('event: text\nda', 'ta: {"text":"a"}\n\n: ping\n\nevent: done\r\ndata: {}\r\n\r\n'),
      ],
      'POST /api/auth/refresh': () => json(200, { access_token: 'new', refresh_token: 'refresh-2' }),
    });
    const events: SseEvent[] = [];
    await streamPost('/chat/stream', { message: 'x' }, (event) => events.push(event));
    expect(events).toEqual([
      { event: 'text', data: '{"text":"a"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(net.callsTo('POST /api/chat/stream').map((call) => call.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('throws the JSON refusal as an ApiError', async () => {
    stubFetch({ 'POST /api/chat/stream': () => json(404, { code: 'not_found', detail: 'Enfant introuvable' }) });
    await expect(streamPost('/chat/stream', {}, vi.fn())).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Enfant introuvable',
    });
  });
});
