import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import { holdFamilyLock } from '../family/index.js';
import { type PaymentProvider, type SubscriptionSnapshot, eventTime } from './providers/types.js';
import { findCheckout, findSubscription, updateSubscription } from './repository.js';

/** Work that waits for the transaction's commit: provider calls never hold the database. */
export type FollowUp = () => Promise<void>;

/**
 * Runs what waited for the commit. The payment is applied whatever happens here: a failure is
 * logged for the operator, never answered to the parent as if the payment had failed.
 */
export async function runFollowUps(followUps: FollowUp[], source: string, log: FastifyBaseLogger) {
  for (const followUp of followUps) {
    try {
      await followUp();
    } catch (error) {
      log.error({ err: error, source }, 'payment follow-up failed');
    }
  }
}

/** The provider's subscription written on the family's row (found by account or subscription id). */
export async function syncSubscription(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  tx: Database,
  snapshot: SubscriptionSnapshot,
  eventAt: Date | 'now',
  followUps: FollowUp[],
  log: FastifyBaseLogger,
) {
  // A checkout refused at payment (a free code used up meanwhile) gives no subscription, whatever its events say.
  if (snapshot.checkoutId && (await findCheckout(tx, snapshot.checkoutId))?.status === 'canceled') {
    log.info({ subscription: snapshot.providerSubscriptionId }, 'subscription of a refused checkout ignored');
    return;
  }
  const row = await findSubscription(
    tx,
    snapshot.userId ? { userId: snapshot.userId } : { providerSubscriptionId: snapshot.providerSubscriptionId },
  );
  if (!row) {
    log.warn({ subscription: snapshot.providerSubscriptionId }, 'payment event for an unknown subscription');
    return;
  }
  await holdFamilyLock(deps, row.userId, tx);
  const occurredAt = eventAt === 'now' ? freshStateTime(deps.clock.now(), row.providerSyncedAt) : eventAt;
  // Out of order: an event older than the state already applied changes nothing.
  if (row.providerSyncedAt && occurredAt < row.providerSyncedAt) return;
  const replaced =
    row.providerSubscriptionId !== null && row.providerSubscriptionId !== snapshot.providerSubscriptionId;
  if (snapshot.ended) {
    // The end of a subscription the family has since replaced does not end the new one.
    if (replaced && row.status === 'active') return;
    await updateSubscription(tx, row.userId, {
      planId: 'free_trial',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      scheduledPlanId: null,
      scheduledChangeAt: null,
      providerScheduleId: null,
      providerSyncedAt: occurredAt,
    });
    return;
  }
  const scheduleDone = row.scheduledPlanId === snapshot.planId && row.planId !== snapshot.planId;
  await updateSubscription(tx, row.userId, {
    planId: snapshot.planId,
    status: 'active',
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    providerSubscriptionId: snapshot.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId ?? snapshot.providerCustomerId,
    providerSyncedAt: occurredAt,
    ...(scheduleDone && { scheduledPlanId: null, scheduledChangeAt: null, providerScheduleId: null }),
  });
  // The simulated provider's billing clock (the provider's hook, wired in dependencies.ts).
  const { periodSynced } = provider;
  if (periodSynced) followUps.push(() => periodSynced(row.userId, snapshot.currentPeriodEnd));
}

/**
 * The time of a state the provider just answered: the latest there is, so after whatever was
 * applied before, even if the provider's clock runs ahead of ours.
 */
function freshStateTime(now: Date, lastApplied: Date | null): Date {
  const stamp = eventTime(now);
  return lastApplied && stamp <= lastApplied ? new Date(lastApplied.getTime() + 1000) : stamp;
}

/** A provider's answer to a call of ours (an upgrade, an unsubscription) applied at once. */
export async function applySnapshot(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  snapshot: SubscriptionSnapshot,
  log: FastifyBaseLogger,
) {
  const followUps: FollowUp[] = [];
  await deps.db.transaction((tx) => syncSubscription(deps, provider, tx, snapshot, 'now', followUps, log));
  await runFollowUps(followUps, snapshot.providerSubscriptionId, log);
}
