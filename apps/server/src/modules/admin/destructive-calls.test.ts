import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages, errorCatalogue } from '@pourquoi/shared';
import { adminAudit, children, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { destructiveCallLimits } from './confirmation.js';

const env = {
  ADMIN_EMAILS: 'admin@pourquoi.fr,chef@pourquoi.fr,garde@pourquoi.fr',
  SUPPORT_EMAILS: 'support@pourquoi.fr',
};
const limit = (name: string) => destructiveCallLimits.find((rule) => rule.name === name)!.max;

describe('destructive staff calls (decision 0020)', () => {
  const t = useTestApp({ env });
  const admin = (email = 'admin@pourquoi.fr') => signedInVerifiedParent(t.app, { email });

  /** The two calls, each with the phrase the console makes the staff member type. */
  const destructive = async () => {
    const family = await signedInParent(t.app, { email: 'famille@example.fr' });
    await family.call('POST', '/api/children', childInput());
    return [
      { method: 'DELETE' as const, url: `/api/admin/users/${family.user.id}`, phrase: adminMessages.deletionPhrase },
      { method: 'POST' as const, url: '/api/admin/cleanup-database', phrase: adminMessages.cleanupPhrase },
    ];
  };

  const nothingChanged = async () => {
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.email, 'famille@example.fr'))).toHaveLength(1);
    expect(await db.select().from(children)).toHaveLength(1);
    expect(await db.select().from(adminAudit)).toHaveLength(0);
    // A refused cleanup writes no backup either.
    expect(existsSync(join(t.dataDir, 'backups'))).toBe(false);
  };

  it('refuses a call without its body, with the wrong phrase or the wrong password, and changes nothing', async () => {
    const operator = await admin();
    for (const { method, url, phrase } of await destructive()) {
      const bare = await operator.call(method, url);
      expect(bare.statusCode, `${method} ${url}`).toBe(400);
      expect(bare.json()).toMatchObject({ code: 'validation_error', detail: adminMessages.confirmationRequired });

      const empty = await operator.call(method, url, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        confirmation: adminMessages.phraseRequired,
        password: 'Le mot de passe est requis',
      });

      for (const typed of [phrase.toLowerCase(), `${phrase} `, '']) {
        const wrongPhrase = await operator.call(method, url, {
          confirmation: typed,
          password: operator.input.password,
        });
        expect(wrongPhrase.statusCode, typed).toBe(400);
        expect(wrongPhrase.json()).toEqual({
          code: 'confirmation_mismatch',
          detail: errorCatalogue.confirmation_mismatch.message,
        });
      }

      const wrongPassword = await operator.call(method, url, { confirmation: phrase, password: 'pas-le-bon' });
      expect(wrongPassword.statusCode).toBe(403);
      expect(wrongPassword.json()).toEqual({
        code: 'reauthentication_failed',
        detail: "Mot de passe incorrect : rien n'a été modifié",
      });
    }
    await nothingChanged();
    // A wrong password is not a lost session: the console goes on working.
    expect((await operator.call('GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it("takes each call's own phrase only", async () => {
    const operator = await admin();
    const [deletion, cleanup] = await destructive();
    const password = operator.input.password;
    const swapped = [
      await operator.call(deletion!.method, deletion!.url, { confirmation: cleanup!.phrase, password }),
      await operator.call(cleanup!.method, cleanup!.url, { confirmation: deletion!.phrase, password }),
    ];
    expect(swapped.map((response) => response.json().code)).toEqual(['confirmation_mismatch', 'confirmation_mismatch']);
    await nothingChanged();
  });

  it('deletes with the phrase and the password, and writes one audit entry', async () => {
    const operator = await admin();
    const [deletion] = await destructive();
    const response = await operator.call(deletion!.method, deletion!.url, {
      confirmation: adminMessages.deletionPhrase,
      password: operator.input.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_email: 'famille@example.fr', deleted_data: { children: 1 } });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'famille@example.fr'))).toHaveLength(0);
    expect(await t.database.db.select().from(children)).toHaveLength(0);
    const entries = await t.database.db.select().from(adminAudit);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'user.delete', actorEmail: 'admin@pourquoi.fr', actorId: operator.user.id }),
    ]);
  });

  it("cleans up with the phrase and the password, answering the backup's name and never a server path", async () => {
    const operator = await admin();
    await destructive();
    const response = await operator.call('POST', '/api/admin/cleanup-database', {
      confirmation: adminMessages.cleanupPhrase,
      password: operator.input.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      backup_file: 'pourquoi-2026-11-21T09-00-00-000Z.json.gz',
      deleted_users: 1,
      deleted_conversations: 0,
      deleted_subscriptions: 1,
    });
    expect(existsSync(join(t.dataDir, 'backups', response.json().backup_file))).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'famille@example.fr'))).toHaveLength(0);
    const log = await operator.call('GET', '/api/admin/audit-log');
    expect(log.json().entries).toEqual([
      expect.objectContaining({ action: 'database.cleanup', details: expect.objectContaining({ deleted_users: 1 }) }),
    ]);
    for (const body of [response.body, log.body]) expect(body).not.toContain(t.dataDir);
  });

  it('holds a staff member at 429 after too many wrong passwords, even with the right one at last', async () => {
    const operator = await admin();
    const [deletion, cleanup] = await destructive();
    for (let attempt = 0; attempt < limit('staff-destructive:staff'); attempt += 1) {
      const wrong = await operator.call(deletion!.method, deletion!.url, {
        confirmation: adminMessages.deletionPhrase,
        password: `essai-${attempt}`,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const password = operator.input.password;
    const held = await operator.call(deletion!.method, deletion!.url, {
      confirmation: adminMessages.deletionPhrase,
      password,
    });
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('rate_limited');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // One counter for both calls: the cleanup is no way around it.
    const cleanupHeld = await operator.call(cleanup!.method, cleanup!.url, {
      confirmation: adminMessages.cleanupPhrase,
      password,
    });
    expect(cleanupHeld.statusCode).toBe(429);
    await nothingChanged();
  });

  it('never holds back real deletions in a row', async () => {
    const operator = await admin();
    const families = [];
    for (let index = 0; index <= limit('staff-destructive:staff'); index += 1) {
      families.push(await signedInParent(t.app, { email: `famille${index}@example.fr` }));
    }
    for (const family of families) {
      const deleted = await operator.call('DELETE', `/api/admin/users/${family.user.id}`, {
        confirmation: adminMessages.deletionPhrase,
        password: operator.input.password,
      });
      expect(deleted.statusCode).toBe(200);
    }
    expect(await t.database.db.select().from(adminAudit)).toHaveLength(families.length);
  });

  it('holds an address at 429 once its staff together gave too many wrong passwords', async () => {
    const [deletion] = await destructive();
    const staff = [await admin(), await admin('chef@pourquoi.fr'), await admin('garde@pourquoi.fr')];
    const wrong = { confirmation: adminMessages.deletionPhrase, password: 'pas-le-bon' };
    let sent = 0;
    for (const member of staff) {
      for (
        let attempt = 0;
        attempt < limit('staff-destructive:staff') && sent < limit('staff-destructive:ip');
        attempt += 1
      ) {
        expect((await member.call(deletion!.method, deletion!.url, wrong)).statusCode).toBe(403);
        sent += 1;
      }
    }
    // The last member has tries left of its own, but not its address.
    expect((await staff[2]!.call(deletion!.method, deletion!.url, wrong)).statusCode).toBe(429);
    await nothingChanged();
  });

  it('bounds every call of a staff member, counted before the password is checked', async () => {
    const operator = await admin();
    const [deletion] = await destructive();
    const wrongPhrase = { confirmation: 'pas la phrase', password: operator.input.password };
    for (let attempt = 0; attempt < limit('staff-destructive:calls'); attempt += 1) {
      expect((await operator.call(deletion!.method, deletion!.url, wrongPhrase)).statusCode).toBe(400);
    }
    expect((await operator.call(deletion!.method, deletion!.url, wrongPhrase)).statusCode).toBe(429);
    await nothingChanged();
  });

  it('refuses both calls to support, even with the phrase and the password', async () => {
    const helper = await signedInVerifiedParent(t.app, { email: 'support@pourquoi.fr' });
    for (const { method, url, phrase } of await destructive()) {
      const response = await helper.call(method, url, { confirmation: phrase, password: helper.input.password });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(adminMessages.accessDenied);
    }
    await nothingChanged();
  });
});
