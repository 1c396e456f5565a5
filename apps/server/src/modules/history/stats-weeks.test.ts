import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';

const DAY = 24 * 60 * 60 * 1000;

describe('advanced statistics over the account’s own weeks (decision 0014)', () => {
  const t = useTestApp();

  it('starts at the week the account was opened, then keeps the last eight', async () => {
    // Registered on Saturday 21 November 2026: its first Paris week began on Monday the 16th.
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    const stats = async () => (await parent.call('GET', `/api/children/${child.id}/advanced-stats`)).json();
    await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id });

    expect((await stats()).weeks).toEqual([{ week_start: '2026-11-15T23:00:00.000Z', count: 1 }]);

    t.clock.advance(10 * DAY); // Tuesday 1 December
    await parent.call('POST', '/api/chat', { message: 'Pourquoi la lune brille ?', child_id: child.id });
    expect((await stats()).weeks).toEqual([
      { week_start: '2026-11-15T23:00:00.000Z', count: 1 },
      { week_start: '2026-11-22T23:00:00.000Z', count: 0 },
      { week_start: '2026-11-29T23:00:00.000Z', count: 1 },
    ]);

    t.clock.advance(70 * DAY);
    const later = (await stats()).weeks;
    expect(later).toHaveLength(8);
    expect(later[0].week_start).not.toBe('2026-11-15T23:00:00.000Z');
  });
});
