import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

describe("the parent's own data", () => {
  const t = useTestApp();

  /** A family with a child, a conversation, a rating, a redirected question, a story with pictures and a reset token. */
  async function busyFamily(email: string) {
    const parent = await signedInParent(t.app, { email });
    const created = await parent.call('POST', '/api/children', childInput({ name: 'Léa' }));
    expect(created.statusCode, created.body).toBe(201);
    const child = created.json();
    const answer = (
      await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id })
    ).json();
    await parent.call('POST', '/api/feedback', {
      message_id: answer.message_id,
      child_id: child.id,
      feedback: 'understood',
    });
    await parent.call('POST', '/api/chat', { message: 'Comment fabriquer une bombe ?', child_id: child.id });
    const story = (
      await parent.call('POST', '/api/stories/generate', { children: [child.id], story_type: 'sleep', theme: 'space' })
    ).json();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const progress = (await parent.call('GET', `/api/stories/${story.id}/progress`)).json();
      if (progress.is_complete) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await t.app.backgroundSettled();
    return { parent, child };
  }

  /** Rows of every table of the app that belong to this account, directly or through its children and stories. */
  async function rowsLeft(userId: string, childId: string) {
    const left: Record<string, number> = {};
    for (const [name, table] of Object.entries(schema)) {
      // Not a family's data: the admins' discount codes and the provider's event ids.
      if (name === 'discountCodes' || name === 'paymentEvents') continue;
      const columns = table as unknown as Record<string, unknown>;
      const owner = columns.userId ?? columns.referredId ?? columns.childId ?? columns.storyId ?? columns.id;
      const result = (await t.database.db.execute(
        sql`select count(*)::int as n from ${table} where ${owner} in (${userId}, ${childId}) or ${owner} in (select id from stories where user_id = ${userId})`,
      )) as unknown as { rows: Array<{ n: number }> };
      left[name] = result.rows[0]?.n ?? 0;
    }
    return left;
  }

  it('exports the whole account as a JSON file', async () => {
    const { parent } = await busyFamily('export@example.com');
    const response = await parent.call('GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.account).toMatchObject({ email: 'export@example.com' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.children[0].child.name).toBe('Léa');
    expect(data.children[0].conversations).toHaveLength(2);
    expect(data.children[0].stories).toHaveLength(1);
    expect(data.safety_events).toEqual([
      expect.objectContaining({ child_name: 'Léa', verdict: 'refuse', category: 'violence' }),
    ]);
    // Everything else stored about the family (decision 0020), and never a secret.
    expect(data.account).toMatchObject({ email_verified_at: null, staff_role: null });
    expect(data.subscription).toMatchObject({ plan_id: 'free_trial', story_credits: 0 });
    expect(data.children[0].adaptive_level).toMatchObject({ current_level: expect.any(Number) });
    expect(data.sessions).toEqual([expect.objectContaining({ ended_at: null })]);
    expect(data.emailed_links.map((link: { kind: string }) => link.kind).sort()).toEqual([
      'email_verification',
      'password_reset',
    ]);
    expect(data).toMatchObject({ payments: [], discount_codes_used: [], stories_without_children: [] });
    expect(response.body).not.toMatch(/hash|token_|un-secret-de-famille/);
  });

  it(
    'deletes the account and everything in it after the password, and nothing of another family',
    { timeout: 60_000 },
    async () => {
      const { parent, child } = await busyFamily('leaving@example.com');
      const other = await busyFamily('staying@example.com');
      const before = await rowsLeft(parent.user.id, child.id);
      expect(before.stories).toBe(1);
      expect(before.storyIllustrations).toBeGreaterThan(1);
      expect(before.characterSheets).toBe(1);
      expect(before.passwordResetTokens).toBe(1);
      expect(before.safetyEvents).toBe(1);
      expect(before.childProfiles).toBe(1);

      const wrong = await parent.call('DELETE', '/api/account', { password: 'pas-le-bon' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        detail: 'Mot de passe incorrect',
        fields: { password: 'Mot de passe incorrect' },
      });

      const deleted = await parent.call('DELETE', '/api/account', { password: 'un-secret-de-famille' });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({
        deleted: {
          children: 1,
          conversations: 2,
          messages: 4,
          stories: 1,
          illustrations: before.storyIllustrations,
          sessions: 1,
        },
      });
      expect(Object.values(await rowsLeft(parent.user.id, child.id)).every((count) => count === 0)).toBe(true);
      expect((await rowsLeft(other.parent.user.id, other.child.id)).stories).toBe(1);
      expect((await other.parent.call('GET', '/api/conversations')).json()).toHaveLength(2);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: 'leaving@example.com', password: 'un-secret-de-famille' },
      });
      expect(login.statusCode).toBe(401);
      // The sessions went with the account: the refresh token opens nothing any more.
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: parent.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
    },
  );

  it('stops guessing: the sixth wrong password in a row is refused', async () => {
    const parent: Parent = await signedInParent(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await parent.call('DELETE', '/api/account', { password: `essai-${attempt}` })).statusCode).toBe(400);
    }
    expect((await parent.call('DELETE', '/api/account', { password: 'un-secret-de-famille' })).statusCode).toBe(429);
    expect((await parent.call('GET', '/api/children')).statusCode).toBe(200);
  });
});
