import type { FastifyBaseLogger } from 'fastify';
import {
  type PaymentActionResult,
  type PlanChangeContext,
  type PlanId,
  calculatePlanChange,
  formatFrenchDate,
  isPremium,
  isUpgrade,
  paidPlanIdSchema,
  plans,
  validatePlanChange,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import { type Family, loadFamily } from '../family/index.js';
import { firstChargeOf, paymentCustomer } from './checkout.js';
import { applySnapshot } from './subscription-sync.js';
import { providerSubscriptionOf, scheduledPlanOf } from './provider-subscription.js';
import type { PaymentProvider, ProviderSubscription } from './providers/types.js';
import { findSubscription, updateSubscription } from './repository.js';

const done = (message: string): PaymentActionResult => ({ success: true, message, error: null });

function contextOf(family: Family): PlanChangeContext {
  const { state, row } = family;
  return {
    currentPlanId: state.planId,
    isPaying: isPremium(state.status, state.planId) && providerSubscriptionOf(row) !== null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    scheduledPlanId: scheduledPlanOf(row),
    childrenCount: state.childrenCount,
    now: state.now,
    firstChargeAt: firstChargeOf(family),
  };
}

/** The family's paid subscription, or the refusal a parent without one reads. */
function paidSubscription(family: Family): ProviderSubscription {
  const subscription = isPremium(family.state.status, family.state.planId) && providerSubscriptionOf(family.row);
  if (!subscription) throw new AppError('plan_change_not_allowed', { message: 'Aucun abonnement en cours' });
  return subscription;
}

export async function validateChange(deps: MonetizationDependencies, userId: string, newPlanId: PlanId) {
  return validatePlanChange(contextOf(await loadFamily(deps, userId)), newPlanId);
}

/** The calculation of an allowed change; a refused one answers its reason. */
export async function calculateChange(deps: MonetizationDependencies, userId: string, newPlanId: PlanId) {
  const context = contextOf(await loadFamily(deps, userId));
  const validation = validatePlanChange(context, newPlanId);
  if (!validation.allowed) throw new AppError('plan_change_not_allowed', { message: validation.reason ?? undefined });
  return calculatePlanChange(context, newPlanId);
}

async function dropScheduledChange(deps: MonetizationDependencies, provider: PaymentProvider, family: Family) {
  if (!family.row.scheduledPlanId) return;
  await provider.cancelScheduledChange(paidSubscription(family));
  await updateSubscription(deps.db, family.row.userId, {
    scheduledPlanId: null,
    scheduledChangeAt: null,
    providerScheduleId: null,
  });
}

/**
 * `apply-plan-change`: an upgrade is charged (prorated) and applies now; a downgrade waits for
 * the next billing date, kept by the provider's schedule.
 */
export async function applyChange(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
  newPlanId: PlanId,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  const family = await loadFamily(deps, userId);
  const validation = validatePlanChange(contextOf(family), newPlanId);
  if (!validation.allowed) throw new AppError('plan_change_not_allowed', { message: validation.reason ?? undefined });
  const target = paidPlanIdSchema.parse(newPlanId);
  const subscription = paidSubscription(family);
  const name = plans[target].name;
  await dropScheduledChange(deps, provider, family);
  if (isUpgrade(subscription.planId, target)) {
    const snapshot = await provider.changePlanNow(subscription, target, deps.clock.now(), firstChargeOf(family));
    await applySnapshot(deps, provider, snapshot, log);
    return done(`Vous profitez maintenant de la formule ${name}.`);
  }
  const { scheduleId } = await provider.scheduleChange({ ...subscription, providerScheduleId: null }, target);
  await updateSubscription(deps.db, userId, {
    scheduledPlanId: target,
    scheduledChangeAt: subscription.currentPeriodEnd,
    providerScheduleId: scheduleId,
  });
  return done(`Votre formule passera à ${name} le ${formatFrenchDate(subscription.currentPeriodEnd)}.`);
}

export async function cancelScheduledChange(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
): Promise<PaymentActionResult> {
  const family = await loadFamily(deps, userId);
  if (!family.row.scheduledPlanId) {
    throw new AppError('plan_change_not_allowed', { message: "Aucun changement de formule n'est prévu" });
  }
  await dropScheduledChange(deps, provider, family);
  return done(`Changement annulé : vous gardez la formule ${plans[family.state.planId].name}.`);
}

/** Unsubscribing: the benefits last until the period's end, then the plan is free again. */
export async function cancelSubscription(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  const family = await loadFamily(deps, userId);
  const subscription = paidSubscription(family);
  if (subscription.cancelAtPeriodEnd) {
    throw new AppError('plan_change_not_allowed', { message: 'Votre abonnement est déjà résilié' });
  }
  await dropScheduledChange(deps, provider, family);
  await applySnapshot(deps, provider, await provider.setCancelAtPeriodEnd(subscription, true), log);
  return done(
    `Votre abonnement est résilié. Vous gardez la formule ${plans[subscription.planId].name} jusqu'au ${formatFrenchDate(subscription.currentPeriodEnd)}.`,
  );
}

/** Changing one's mind before the period ends: the subscription renews again. */
export async function resumeSubscription(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
  log: FastifyBaseLogger,
): Promise<PaymentActionResult> {
  const subscription = paidSubscription(await loadFamily(deps, userId));
  if (!subscription.cancelAtPeriodEnd) {
    throw new AppError('plan_change_not_allowed', { message: "Votre abonnement n'est pas résilié" });
  }
  await applySnapshot(deps, provider, await provider.setCancelAtPeriodEnd(subscription, false), log);
  return done(`Votre abonnement continue : prochain paiement le ${formatFrenchDate(subscription.currentPeriodEnd)}.`);
}

/** The provider's page for invoices and cards; the subscription screen is where it returns. */
export async function createPortalSession(deps: MonetizationDependencies, provider: PaymentProvider, userId: string) {
  const family = await loadFamily(deps, userId);
  if (!family.row.providerCustomerId && !isPremium(family.state.status, family.state.planId)) {
    throw new AppError('subscription_required');
  }
  return provider.createPortalSession(await paymentCustomer(deps, userId), `${deps.config.appUrl}/subscription`);
}

/** Ends a family's paid subscription at once: nothing is charged to an account being deleted. */
export async function endPaidSubscription(deps: Pick<MonetizationDependencies, 'db' | 'payments'>, userId: string) {
  const row = await findSubscription(deps.db, { userId });
  const subscription = row && providerSubscriptionOf(row);
  if (subscription) await deps.payments.endNow(subscription);
}
