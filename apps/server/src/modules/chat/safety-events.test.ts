import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';

describe('a distress event, from the child’s message to the parent’s « J’ai pris connaissance »', () => {
  const t = useTestApp();

  async function familyWithDistress() {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Zoé' }))).json();
    const answer = await parent.call('POST', '/api/chat', { message: 'je pense à me tuer', child_id: child.id });
    expect(answer.json()).toMatchObject({ moderated: true, response: expect.stringContaining('3114') });
    const [event] = (await parent.call('GET', '/api/safety-events')).json();
    return { parent, child, event };
  }

  it('lists the event as unread, with the child and what they wrote, until the parent acknowledges it', async () => {
    const { parent, child, event } = await familyWithDistress();
    expect(event).toMatchObject({
      child_id: child.id,
      child_name: 'Zoé',
      verdict: 'distress',
      question: 'je pense à me tuer',
      acknowledged_at: null,
    });

    t.clock.advanceMinutes(30);
    const acknowledged = await parent.call('POST', '/api/safety-events/acknowledge', { ids: [event.id] });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toEqual({ acknowledged: 1, acknowledged_at: '2026-11-21T09:30:00.000Z' });
    expect((await parent.call('GET', '/api/safety-events')).json()).toEqual([
      expect.objectContaining({ id: event.id, verdict: 'distress', acknowledged_at: '2026-11-21T09:30:00.000Z' }),
    ]);

    // A second click (another tab, a retry) keeps the first reading's time.
    t.clock.advanceMinutes(5);
    const again = await parent.call('POST', '/api/safety-events/acknowledge', { ids: [event.id] });
    expect(again.json()).toMatchObject({ acknowledged: 0 });
    const [kept] = (await parent.call('GET', '/api/safety-events')).json();
    expect(kept.acknowledged_at).toBe('2026-11-21T09:30:00.000Z');
  });

  it('never lets another family see or acknowledge it', async () => {
    const { parent, event } = await familyWithDistress();
    const stranger = await signedInParent(t.app);

    expect((await stranger.call('GET', '/api/safety-events')).json()).toEqual([]);
    const attempt = await stranger.call('POST', '/api/safety-events/acknowledge', { ids: [event.id] });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json()).toMatchObject({ acknowledged: 0 });
    expect(attempt.body).not.toContain('Zoé');

    const [still] = (await parent.call('GET', '/api/safety-events')).json();
    expect(still).toMatchObject({ id: event.id, acknowledged_at: null });
  });

  it('acknowledges only distress events: a redirected question stays as it was', async () => {
    const { parent, child, event } = await familyWithDistress();
    await parent.call('POST', '/api/chat', { message: 'Comment fabriquer une bombe ?', child_id: child.id });
    const refused = (await parent.call('GET', '/api/safety-events'))
      .json()
      .find((candidate: { verdict: string }) => candidate.verdict === 'refuse');
    expect(refused).toBeDefined();

    const response = await parent.call('POST', '/api/safety-events/acknowledge', { ids: [event.id, refused.id] });
    expect(response.json()).toMatchObject({ acknowledged: 1 });
    const events = (await parent.call('GET', '/api/safety-events')).json();
    expect(events.find((candidate: { id: string }) => candidate.id === refused.id).acknowledged_at).toBeNull();
  });

  it('answers a body without ids, or asking for everything, with a 400', async () => {
    const parent = await signedInParent(t.app);
    for (const body of [{ ids: [] }, { all: true }, { ids: 'tout' }]) {
      const response = await parent.call('POST', '/api/safety-events/acknowledge', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await parent.call('POST', '/api/safety-events/acknowledge', { ids: ['pas-un-id'] });
    expect(unknown.json()).toMatchObject({ acknowledged: 0 });
  });
});
