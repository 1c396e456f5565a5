import type { FastifyInstance } from 'fastify';
import {
  type FamilyState,
  type SubscriptionRecord,
  effectivePlanId,
  effectiveStatus,
  startOfParisDay,
  startOfParisMonth,
} from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import type { subscriptions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findFamily, toSubscriptionRecord } from './repository.js';

export interface Family {
  subscription: SubscriptionRecord;
  /** The stored row, with the payment provider's references. */
  row: typeof subscriptions.$inferSelect;
  startedAt: Date;
  state: FamilyState;
}

/**
 * Everything the shared rules read about a family, from the database (never from the
 * client), at the app clock's now. Pass a transaction to read under `lockFamily`.
 */
export async function loadFamily(app: FastifyInstance, userId: string, db: Database = app.db): Promise<Family> {
  const now = app.clock.now();
  const row = await findFamily(db, userId, { day: startOfParisDay(now), month: startOfParisMonth(now) });
  if (!row) throw new AppError('session_expired');
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
