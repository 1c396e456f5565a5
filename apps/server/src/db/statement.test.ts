import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { type Database, pgErrorCode } from './client.js';
import { children, users } from './schema.js';
import { columnsOf, inTransaction, setStatementFastPath, statement } from './statement.js';

const childColumns = columnsOf(children);
const childrenOf = statement<{ userId: string }, typeof children.$inferSelect>(
  'test_children_of',
  sql`select ${childColumns.list} from ${children} where ${children.userId} = ${sql.placeholder('userId')} order by ${children.name}`,
  childColumns.read,
);
const childAdded = statement<{ userId: string; name: string; at: Date }, { id: string }>(
  'test_child_added',
  sql`insert into ${children} (user_id, name, birth_month, birth_year, created_at)
      values (${sql.placeholder('userId')}, ${sql.placeholder('name')}, 3, 2020, ${sql.placeholder('at')}) returning id`,
  (row) => ({ id: row.id as string }),
);

let database: TestDatabase;
let db: Database;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.reset();
  const [user] = await db
    .insert(users)
    .values({ email: 'a@example.com', passwordHash: 'x', firstName: 'A', lastName: 'B' })
    .returning();
  userId = user!.id;
});

const namesOf = async () => (await childrenOf.run(db, { userId })).map((child) => child.name);
const failure = new Error('work failed');

describe('statements', () => {
  it('read rows as Drizzle does: dates as dates, defaults and nulls as stored', async () => {
    const at = new Date('2026-03-01T08:30:00.123Z');
    await childAdded.run(db, { userId, name: 'Léa', at });
    const [read] = await childrenOf.run(db, { userId });
    const [drizzleRead] = await db.select().from(children).where(eq(children.userId, userId));
    expect(read).toEqual(drizzleRead);
    expect(read).toMatchObject({ name: 'Léa', birthMonth: 3, gender: 'neutral', isTest: false, createdAt: at });
  });

  it('read the same rows off the fast path (DB_FAST_PATH=off), through the drivers’ public API', async () => {
    const at = new Date('2026-03-01T08:30:00.123Z');
    await childAdded.run(db, { userId, name: 'Léa', at });
    const fast = await childrenOf.run(db, { userId });
    setStatementFastPath(false);
    try {
      await childAdded.run(db, { userId, name: 'Tom', at });
      const plain = await childrenOf.run(db, { userId });
      expect(plain[0]).toEqual(fast[0]);
      expect(plain.map((child) => child.name)).toEqual(['Léa', 'Tom']);
    } finally {
      setStatementFastPath(true);
    }
  });

  it('commit the writes of a transaction together, and keep none when it fails', async () => {
    await inTransaction(db, async (tx) => {
      await childAdded.run(tx, { userId, name: 'Léa', at: new Date() });
      // The transaction's connection sees its own write before the commit; others do not yet.
      expect((await childrenOf.run(tx, { userId })).map((child) => child.name)).toEqual(['Léa']);
      await childAdded.run(tx, { userId, name: 'Tom', at: new Date() });
    });
    expect(await namesOf()).toEqual(['Léa', 'Tom']);
    await expect(
      inTransaction(db, async (tx) => {
        await childAdded.run(tx, { userId, name: 'Zoé', at: new Date() });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await namesOf()).toEqual(['Léa', 'Tom']);
  });

  it("never read another transaction's writes before it ends", async () => {
    let written!: () => void;
    const childWritten = new Promise<void>((resolve) => (written = resolve));
    const transaction = db.transaction(async (transaction) => {
      await childAdded.run(transaction as unknown as Database, { userId, name: 'Zoé', at: new Date() });
      written();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw failure;
    });
    await childWritten;
    // The embedded engine has one session: a statement run there now would be inside the transaction.
    expect(await namesOf()).toEqual([]);
    await expect(transaction).rejects.toBe(failure);
  });

  it("report the database's error code and run on after it", async () => {
    const orphan = childAdded.run(db, { userId: randomUUID(), name: 'Zoé', at: new Date() });
    await expect(orphan.catch(pgErrorCode)).resolves.toBe('23503');
    await childAdded.run(db, { userId, name: 'Léa', at: new Date() });
    expect(await namesOf()).toEqual(['Léa']);
  });

  it('are refused a name another statement has', () => {
    expect(() => statement('test_children_of', sql`select 1`, (row) => row)).toThrow(
      'two statements are named test_children_of',
    );
  });

  it("run on a Drizzle transaction's own connection", async () => {
    await expect(
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await childAdded.run(tx, { userId, name: 'Zoé', at: new Date() });
        expect((await childrenOf.run(tx, { userId })).map((child) => child.name)).toEqual(['Zoé']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await namesOf()).toEqual([]);
  });
});
