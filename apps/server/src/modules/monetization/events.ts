import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import { holdFamilyLock } from '../family/index.js';
import { redeemAtPayment } from './discount-redemption.js';
import type { PaymentEvent, PaymentProvider } from './providers/types.js';
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
import { type FollowUp, runFollowUps, syncSubscription } from './subscription-sync.js';

/**
 * Applies what the provider says, and nothing else changes a plan. Each event once (by id),
 * in one transaction with the family's lock, and an older state never overwrites a newer one.
 */
export async function applyPaymentEvent(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  event: PaymentEvent,
  log: FastifyBaseLogger,
) {
  const followUps: FollowUp[] = [];
  await deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event.id, event.type))) return;
    if (event.type === 'checkout.completed') await completeCheckout(deps, provider, tx, event, followUps, log);
    else if (event.type === 'checkout.expired') await closeCheckout(tx, event.checkoutId, 'canceled', deps.clock.now());
    else if (event.type === 'invoice.paid') await applyPaidInvoice(deps, provider, tx, event, followUps, log);
    else await syncSubscription(deps, provider, tx, event.subscription, event.occurredAt, followUps, log);
  });
  await runFollowUps(followUps, event.id, log);
}

async function completeCheckout(
  deps: MonetizationDependencies,
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
  await holdFamilyLock(deps, checkout.userId, tx);
  if (!(await closeCheckout(tx, checkout.id, 'paid', deps.clock.now()))) return;
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
    !(await redeemAtPayment(deps, provider, tx, { ...checkout, discountCodeId }, event, followUps, log))
  )
    return;
  if (event.subscription) {
    await syncSubscription(deps, provider, tx, { ...event.subscription, userId }, event.occurredAt, followUps, log);
  }
  // A parent who subscribed may have rewards waiting from parents they referred earlier.
  followUps.push(() => rewardPendingReferrals(deps, provider, userId, log));
}

/**
 * An invoice above €0 makes a family a paying one (decision 0020): the referral of its first
 * subscription counts then, once, and the rewards it waits for itself are given.
 */
async function applyPaidInvoice(
  deps: MonetizationDependencies,
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
  await holdFamilyLock(deps, userId, tx);
  const referrerId = await recordReferral(tx, userId, event.checkoutId);
  if (referrerId) followUps.push(() => rewardPendingReferrals(deps, provider, referrerId, log));
  followUps.push(() => rewardPendingReferrals(deps, provider, userId, log));
}
