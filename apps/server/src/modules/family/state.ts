import type { FastifyInstance } from 'fastify';
import { type FamilyState, type SubscriptionRecord, effectiveStatus, startOfParisDay } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  countChildren,
  countQuestionsSince,
  findSubscription,
  lastChildModification,
  toSubscriptionRecord,
} from './repository.js';

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
  const [childrenCount, lastModification, questionsToday] = await Promise.all([
    countChildren(db, userId),
    lastChildModification(db, userId),
    countQuestionsSince(db, userId, startOfParisDay(now)),
  ]);
  return {
    subscription,
    startedAt: row.createdAt,
    state: {
      planId: subscription.planId,
      status: effectiveStatus(subscription, now),
      now,
      questionsToday,
      childrenCount,
      lastChildModification: lastModification,
    },
  };
}
