import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { holdFamilyLock } from '../family/state.js';
import { redeemAtPayment } from './discount-redemption.js';
import { type PaymentEvent, type PaymentProvider, type SubscriptionSnapshot, eventTime } from './providers/types.js';
import {
  addStoryCredits,
  closeCheckout,
  findCheckout,
  findSubscription,
  findUserIdByCustomer,
  recordPaymentEvent,
  updateSubscription,
} from './repository.js';
import { recordReferral, rewardPendingReferrals } from './referrals.js';
import { scheduleSimulatedRenewal } from './renewals.js';

/** Work that waits for the transaction's commit: provider calls never hold the database. */
export type FollowUp = () => Promise<void>;

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
    else if (event.type === 'invoice.paid') await applyPaidInvoice(app, provider, tx, event, followUps, log);
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
  const { discountCodeId } = checkout;
  // The code is taken before anything is given: a refusal leaves the family as it was.
  if (
    discountCodeId &&
    !(await redeemAtPayment(app, provider, tx, { ...checkout, discountCodeId }, event, followUps, log))
  )
    return;
  if (event.subscription) {
    await syncSubscription(app, provider, tx, { ...event.subscription, userId }, event.occurredAt, followUps, log);
  }
  // A parent who subscribed may have rewards waiting from parents they referred earlier.
  followUps.push(() => rewardPendingReferrals(app, provider, userId, log));
}

/**
 * An invoice above €0 makes a family a paying one (issue 19): the referral of its first
 * subscription counts then, once, and the rewards it waits for itself are given.
 */
async function applyPaidInvoice(
  app: FastifyInstance,
  provider: PaymentProvider,
  tx: Database,
  event: Extract<PaymentEvent, { type: 'invoice.paid' }>,
  followUps: FollowUp[],
  log: FastifyBaseLogger,
) {
  if (event.amountPaidCents <= 0) return;
  const userId =
    event.userId ?? (event.providerCustomerId ? await findUserIdByCustomer(tx, event.providerCustomerId) : undefined);
  if (!userId) {
    log.warn({ customer: event.providerCustomerId }, 'paid invoice of an unknown family');
    return;
  }
  await holdFamilyLock(app, userId, tx);
  const referrerId = await recordReferral(tx, userId, event.checkoutId);
  if (referrerId) followUps.push(() => rewardPendingReferrals(app, provider, referrerId, log));
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
