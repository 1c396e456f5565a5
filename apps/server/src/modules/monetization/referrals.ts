import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REFERRAL_FREE_MONTHS, isPremium, referralCodeFrom } from '@pourquoi/shared';
import { type Database, UNIQUE_VIOLATION, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import { isEmailVerified } from '../auth/index.js';
import { loadFamily } from '../family/index.js';
import { applySnapshot } from './subscription-sync.js';
import { providerSubscriptionOf } from './provider-subscription.js';
import type { PaymentProvider } from './providers/types.js';
import {
  claimReferralCode,
  findEmailVerifiedAt,
  findSubscription,
  findUserIdByReferralCode,
  firstReferralCode,
  hasPaidPlanCheckout,
  hasReferral,
  insertReferral,
  markReferralRewarded,
  pendingReferralRewards,
  referralCounts,
} from './repository.js';

const referralOnlyForSubscribers = () =>
  new AppError('subscription_required', { message: 'Le parrainage est réservé aux abonnés Essentiel et Famille' });

/** Referring, being referred and being rewarded need a confirmed address (product.md#d15-verified-staff). */
const hasVerifiedEmail = async (db: Database, userId: string) =>
  isEmailVerified({ emailVerifiedAt: await findEmailVerifiedAt(db, userId) });

/** `GET /referral/my-code`: a paying parent's code (made on first request) and what it earned. */
export async function myReferralCode(deps: MonetizationDependencies, userId: string) {
  const { state, row } = await loadFamily(deps, userId);
  if (!isPremium(state.status, state.planId)) throw referralOnlyForSubscribers();
  if (!(await hasVerifiedEmail(deps.db, userId))) throw new AppError('email_not_verified');
  let code = row.referralCode;
  for (let attempt = 0; !code && attempt < 5; attempt += 1) {
    try {
      code = await claimReferralCode(deps.db, userId, referralCodeFrom(randomBytes(8)));
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error; // another parent has it: draw again
    }
  }
  if (!code) throw new AppError('internal_error');
  const counts = await referralCounts(deps.db, userId);
  return {
    referral_code: code,
    referred_count: counts.referred,
    free_months_earned: counts.rewarded * REFERRAL_FREE_MONTHS,
  };
}

/**
 * The referrer a code names, for a parent's first subscription; no self-referral, once per
 * parent, and only from a confirmed address (said now rather than the referral lost later).
 */
export async function referrerFor(deps: MonetizationDependencies, code: string, userId: string): Promise<string> {
  if (!(await hasVerifiedEmail(deps.db, userId))) throw new AppError('email_not_verified');
  const referrerId = await findUserIdByReferralCode(deps.db, code);
  if (!referrerId) throw new AppError('invalid_referral_code');
  if (referrerId === userId) {
    throw new AppError('invalid_referral_code', {
      message: 'Votre propre code de parrainage ne peut pas servir pour vous',
    });
  }
  if ((await hasReferral(deps.db, userId)) || (await hasPaidPlanCheckout(deps.db, userId))) {
    throw new AppError('invalid_referral_code', { message: 'Un code de parrainage sert à un premier abonnement' });
  }
  return referrerId;
}

/**
 * Records the referral of a family that just paid an invoice above €0 (decision 0020): the code of
 * its first subscription names the referrer. Once per family (a later invoice finds it
 * recorded), and only from a confirmed address: €0 checkouts, 100 % codes and months offered
 * never make a referral, so throwaway accounts earn nothing. Answers the referrer to reward.
 */
export async function recordReferral(tx: Database, userId: string, checkoutId: string | null): Promise<string | null> {
  if (!(await hasVerifiedEmail(tx, userId))) return null;
  const code = await firstReferralCode(tx, userId, checkoutId);
  const referrerId = code ? await findUserIdByReferralCode(tx, code) : undefined;
  if (!referrerId || referrerId === userId) return null;
  return (await insertReferral(tx, userId, referrerId)) ? referrerId : null;
}

/**
 * Gives the referrer a free month per referred parent who paid, while the referrer is paying
 * and their address is confirmed (a reward waits otherwise, and is given at their next
 * subscription or paid invoice).
 */
export async function rewardPendingReferrals(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  referrerId: string,
  log: FastifyBaseLogger,
) {
  if (!(await hasVerifiedEmail(deps.db, referrerId))) return;
  for (const referredId of await pendingReferralRewards(deps.db, referrerId)) {
    const row = await findSubscription(deps.db, { userId: referrerId });
    const subscription = row && providerSubscriptionOf(row);
    if (!subscription || subscription.cancelAtPeriodEnd) return;
    if (!(await markReferralRewarded(deps.db, referredId, deps.clock.now()))) continue;
    try {
      const snapshot = await provider.grantFreeMonths(subscription, REFERRAL_FREE_MONTHS);
      if (snapshot) await applySnapshot(deps, provider, snapshot, log);
    } catch (error) {
      await markReferralRewarded(deps.db, referredId, null); // given back: the next payment retries it
      throw error;
    }
  }
}
