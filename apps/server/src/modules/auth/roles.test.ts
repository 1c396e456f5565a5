import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { registerParent } from '../../../test/helpers/factories.js';
import { syncRoles } from './repository.js';

describe('roles from the configuration at start', () => {
  const t = useTestApp();

  it('promotes listed accounts and demotes those no longer listed', async () => {
    const ancien = await registerParent(t.app, { email: 'ancien-admin@example.com' });
    const nouveau = await registerParent(t.app, { email: 'nouvel-admin@example.com' });
    const aide = await registerParent(t.app, { email: 'aide@example.com' });
    const parent = await registerParent(t.app, { email: 'parent@example.com' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, ancien.user.id));

    await syncRoles(t.database.db, ['nouvel-admin@example.com'], ['aide@example.com', 'nouvel-admin@example.com']);

    const roleOf = async (id: string) =>
      (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    expect(await roleOf(ancien.user.id)).toBe('user');
    expect(await roleOf(nouveau.user.id)).toBe('admin');
    expect(await roleOf(aide.user.id)).toBe('support');
    expect(await roleOf(parent.user.id)).toBe('user');
  });
});
