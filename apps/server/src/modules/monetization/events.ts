import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { holdFamilyLock } from '../family/state.js';
import { type PaymentEvent, type PaymentProvider, type SubscriptionSnapshot, eventTime } from './providers/types.js';
import {
  addStoryCredits,
  closeCheckout,
  findCheckout,
  findSubscription,
  findUserIdByReferralCode,
  insertReferral,
  recordPaymentEvent,
  redeemDiscountCode,
  updateSubscription,
} from './repository.js';
import { rewardPendingReferrals } from './referrals.js';
import { scheduleSimulatedRenewal } from './renewals.js';

/** Work that waits for the transaction's commit: provider calls never hold the database. */
type FollowUp = () => Promise<void>;

/**
 * Applies what the provider says, and nothing else changes a plan. Each event once (by id),
 * in one transaction with the family's lock, and an older state never overwrites a newer one.
 */
export async function applyPaymentEvent(
  app: FastifyInstance,
  provider: PaymentProvider,
  event: PaymentEvent,
  log: FastifyBaseLogger,
) {
  const followUps: FollowUp[] = [];
  await app.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event.id, event.type))) return;
    if (event.type === 'checkout.completed') await completeCheckout(app, provider, tx, event, followUps, log);
    else if (event.type === 'checkout.expired') await closeCheckout(tx, event.checkoutId, 'canceled', app.clock.now());
    else await syncSubscription(app, provider, tx, event.subscription, event.occurredAt, followUps, log);
  });
  await runFollowUps(followUps, event.id, log);
}

/**
 * Runs what waited for the commit. The payment is applied whatever happens here: a failure is
 * logged for the operator, never answered to the parent as if the payment had failed.
 */
async function runFollowUps(followUps: FollowUp[], source: string, log: FastifyBaseLogger) {
  for (const followUp of followUps) {
    try {
      await followUp();
    } catch (error) {
      log.error({ err: error, source }, 'payment follow-up failed');
    }
  }
}

async function completeCheckout(
  app: FastifyInstance,
  provider: PaymentProvider,
  tx: Database,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
  followUps: FollowUp[],
  log: FastifyBaseLogger,
) {
  const checkout = await findCheckout(tx, event.checkoutId);
  if (!checkout) {
    log.warn({ checkout: event.checkoutId }, 'payment event for an unknown checkout');
    return;
  }
  await holdFamilyLock(app, checkout.userId, tx);
  if (!(await closeCheckout(tx, checkout.id, 'paid', app.clock.now()))) return;
  const { userId } = checkout;
  if (event.providerCustomerId) {
    const row = await findSubscription(tx, { userId });
    if (!row?.providerCustomerId)
      await updateSubscription(tx, userId, { providerCustomerId: event.providerCustomerId });
  }
  if (checkout.kind === 'story_pack' && checkout.storyCount) {
    await addStoryCredits(tx, userId, checkout.storyCount);
    return;
  }
  if (checkout.kind !== 'plan') return;
  if (event.subscription) {
    await syncSubscription(app, provider, tx, { ...event.subscription, userId }, event.occurredAt, followUps, log);
  }
  if (checkout.discountCodeId) await redeemDiscountCode(tx, checkout.discountCodeId, userId, checkout.id);
  if (checkout.referralCode) {
    const referrerId = await findUserIdByReferralCode(tx, checkout.referralCode);
    if (referrerId && referrerId !== userId && (await insertReferral(tx, userId, referrerId))) {
      followUps.push(() => rewardPendingReferrals(app, provider, referrerId, log));
    }
  }
  // A parent who paid may have rewards waiting from parents they referred earlier.
  followUps.push(() => rewardPendingReferrals(app, provider, userId, log));
}

/** The provider's subscription written on the family's row (found by account or subscription id). */
export async function syncSubscription(
  app: FastifyInstance,
  provider: PaymentProvider,
  tx: Database,
  snapshot: SubscriptionSnapshot,
  eventAt: Date | 'now',
  followUps: FollowUp[],
  log: FastifyBaseLogger,
) {
  const row = await findSubscription(
    tx,
    snapshot.userId ? { userId: snapshot.userId } : { providerSubscriptionId: snapshot.providerSubscriptionId },
  );
  if (!row) {
    log.warn({ subscription: snapshot.providerSubscriptionId }, 'payment event for an unknown subscription');
    return;
  }
  await holdFamilyLock(app, row.userId, tx);
  const occurredAt = eventAt === 'now' ? freshStateTime(app.clock.now(), row.providerSyncedAt) : eventAt;
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
  if (provider.name === 'simulated') {
    followUps.push(() => scheduleSimulatedRenewal(app, row.userId, snapshot.currentPeriodEnd));
  }
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
  app: FastifyInstance,
  provider: PaymentProvider,
  snapshot: SubscriptionSnapshot,
  log: FastifyBaseLogger,
) {
  const followUps: FollowUp[] = [];
  await app.db.transaction((tx) => syncSubscription(app, provider, tx, snapshot, 'now', followUps, log));
  await runFollowUps(followUps, snapshot.providerSubscriptionId, log);
}
