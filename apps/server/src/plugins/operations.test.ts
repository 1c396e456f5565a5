import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';
import { signedInParent } from '../../test/helpers/factories.js';
import { startFakeOpenAi } from '../../test/fakes/openai-server.js';
import { openAiProvider } from '../modules/chat/providers/openai.js';
import { buildChatPrompt } from '../modules/chat/prompt.js';

describe('what operators and browsers see', () => {
  describe('with no metrics token', () => {
    const t = useTestApp();

    it('serves Prometheus metrics: request durations by route, queue depths, AI provider calls', async () => {
      const parent = await signedInParent(t.app);
      await parent.call('GET', '/api/children');
      const fake = await startFakeOpenAi({ reply: 'Bonjour' });
      try {
        const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'test' });
        const child = { name: 'Léa', age: 6, gender: 'girl' as const };
        const question = 'Pourquoi le ciel est bleu ?';
        const prompt = buildChatPrompt({
          child: { placeholder: '[ENFANT_1]', age: 6, gender: 'girl' },
          question,
          level: 1,
        });
        const request = { messages: prompt, question, child };
        for await (const piece of provider.stream(request)) void piece;
      } finally {
        await fake.close();
      }
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toMatch(
        /pourquoi_http_request_duration_seconds_count\{method="GET",route="\/api\/children",status="200"\} 1/,
      );
      expect(response.body).toMatch(/pourquoi_job_queue_depth\{queue="story-picture"\} \d+/);
      expect(response.body).toMatch(/pourquoi_ai_request_duration_seconds_count\{purpose="chat",outcome="ok"\} [1-9]/);
      expect(response.body).toContain('pourquoi_process_resident_memory_bytes');
    });

    it('sends strict security headers with every API answer, errors included, and none a page needs', async () => {
      for (const url of ['/api/health', '/api/children', '/api/no-such-route']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers, url).toMatchObject({
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
          'cross-origin-resource-policy': 'same-origin',
          'cache-control': 'no-store',
        });
        // A page's policies say nothing to JSON: not sent.
        expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(response.headers['x-xss-protection'], url).toBeUndefined();
        // Only in production, where the app is served over HTTPS.
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('lets only the app’s own address call the API from a browser', async () => {
      const own = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/token',
        headers: { origin: 'http://localhost:8001', 'access-control-request-method': 'POST' },
      });
      expect(own.statusCode).toBe(204);
      expect(own.headers).toMatchObject({
        'access-control-allow-origin': 'http://localhost:8001',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type, x-request-id',
      });
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://site-malveillant.example' },
      });
      expect(other.headers['access-control-allow-origin']).not.toBe('https://site-malveillant.example');
    });
  });

  describe('with METRICS_TOKEN', () => {
    const t = useTestApp({ env: { METRICS_TOKEN: 'jeton-de-supervision-assez-long' } });

    it('asks the scraper for the token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer non' } });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer jeton-de-supervision-assez-long' },
      });
      expect(right.statusCode).toBe(200);
    });
  });
});
