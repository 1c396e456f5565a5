import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';
import { bearer, childInput, signedInParent } from '../../test/helpers/factories.js';
import { subscribe } from '../../test/helpers/subscription.js';

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

describe('log lines', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'info' }, app: { logStream } });

  it('carry the id of the request they belong to, through the jobs it starts', async () => {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-01-01T00:00:00Z') });
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Léa' }))).json();
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stories/generate',
      headers: { ...bearer(parent.access_token), 'x-request-id': 'histoire-du-soir-42' },
      payload: { children: [child.id], story_type: 'sleep', theme: 'space' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('histoire-du-soir-42');

    const written = lines.find((line) => line.msg === 'story written; drawing its pictures');
    expect(written).toMatchObject({ reqId: 'histoire-du-soir-42', storyId: response.json().id });
    // Fastify's own lines name it once, as they always did.
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'histoire-du-soir-42' });
    expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);

    // The pictures' jobs finish before the app closes, as a real shutdown lets them.
    let complete = false;
    for (let tries = 0; tries < 300 && !complete; tries += 1) {
      complete = (await parent.call('GET', `/api/stories/${response.json().id}/progress`)).json().is_complete;
      if (!complete) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(complete).toBe(true);
  });
});
