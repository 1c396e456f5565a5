import {
  type FamilyState,
  type SubscriptionRecord,
  effectivePlanId,
  effectiveStatus,
  startOfParisDay,
  startOfParisMonth,
} from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { inTransaction, type StatementTarget } from '../../db/statement.js';
import type { subscriptions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { FamilyDependencies } from './dependencies.js';
import { type FamilyKey, type FamilyRow, findFamily, lockFamily, toSubscriptionRecord } from './repository.js';

export interface Family {
  subscription: SubscriptionRecord;
  /** The stored row, with the payment provider's references. */
  row: typeof subscriptions.$inferSelect;
  startedAt: Date;
  state: FamilyState;
}

/**
 * Everything the shared rules read about a family, from the database (never from the
 * client), at the app clock's now.
 */
export function loadFamily(deps: FamilyDependencies, userId: string): Promise<Family> {
  return readFamily(deps, userId, deps.db);
}

/**
 * Takes the family's row lock, held until the transaction `tx` ends: two requests that check
 * a limit and then write (two questions at once) run one after the other. The embedded engine
 * runs one transaction at a time, whole: there, the lock would add a statement and change nothing.
 */
export async function holdFamilyLock(deps: FamilyDependencies, userId: string, tx: Database): Promise<void> {
  if (deps.databaseKind === 'postgres') await lockFamily(tx, userId);
}

/** The same, read under the family's lock (`holdFamilyLock`). */
export async function loadFamilyLocked(deps: FamilyDependencies, userId: string, tx: Database): Promise<Family> {
  await holdFamilyLock(deps, userId, tx);
  return readFamily(deps, userId, tx);
}

/**
 * One write whose own guard re-reads what it must (a question counts the day's questions
 * before it is recorded), after the family's row lock: on PostgreSQL in a transaction that
 * takes the lock first, so the guard's snapshot follows any request that held it; on the
 * embedded engine, which runs one statement at a time, whole, the statement alone.
 */
export function writeUnderFamilyLock<T>(
  deps: FamilyDependencies,
  userId: string,
  write: (on: StatementTarget) => Promise<T>,
): Promise<T> {
  if (deps.databaseKind !== 'postgres') return write(deps.db);
  return inTransaction(deps.db, async (tx) => {
    await lockFamily(tx, userId);
    return write(tx);
  });
}

/** The values a family's state is read with, at `now`. */
export function familyKey(userId: string, now: Date): FamilyKey {
  return { userId, day: startOfParisDay(now), month: startOfParisMonth(now) };
}

/** What the rules read, from the family's row at `now`. */
export function toFamily(row: FamilyRow, now: Date): Family {
  const subscription = toSubscriptionRecord(row.subscription);
  return {
    subscription,
    row: row.subscription,
    startedAt: row.subscription.createdAt,
    state: {
      planId: effectivePlanId(subscription, now),
      status: effectiveStatus(subscription, now),
      now,
      questionsToday: row.questionsToday,
      storiesThisMonth: row.storiesThisMonth,
      storyCredits: row.subscription.storyCredits,
      childrenCount: row.childrenCount,
      lastChildModification: row.lastChildModification,
    },
  };
}

async function readFamily(deps: FamilyDependencies, userId: string, db: Database): Promise<Family> {
  const now = deps.clock.now();
  const row = await findFamily(db, familyKey(userId, now));
  if (!row) throw new AppError('session_expired');
  return toFamily(row, now);
}
