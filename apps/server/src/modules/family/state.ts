import type { FastifyInstance } from 'fastify';
import { type FamilyState, type SubscriptionRecord, effectiveStatus } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countChildren, findSubscription, lastChildModification, toSubscriptionRecord } from './repository.js';

export interface Family {
  subscription: SubscriptionRecord;
  startedAt: Date;
  state: FamilyState;
}

/**
 * Everything the shared rules read about a family, from the database (never from the
 * client), at the app clock's now. Pass a transaction to read under `lockFamily`.
 */
export async function loadFamily(app: FastifyInstance, userId: string, db: Database = app.db): Promise<Family> {
  const row = await findSubscription(db, userId);
  if (!row) throw new AppError('session_expired');
  const now = app.clock.now();
  const subscription = toSubscriptionRecord(row);
  const [childrenCount, lastModification] = await Promise.all([
    countChildren(db, userId),
    lastChildModification(db, userId),
  ]);
  return {
    subscription,
    startedAt: row.createdAt,
    state: {
      planId: subscription.planId,
      status: effectiveStatus(subscription, now),
      now,
      // No question is stored yet: the chat brings its own count.
      questionsToday: 0,
      childrenCount,
      lastChildModification: lastModification,
    },
  };
}
