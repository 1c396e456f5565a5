import { type Plan, type PlanId, formatPrice, planList, plans } from '../plans/catalogue.js';
import { DAY_MS, addMonths, formatFrenchDate } from '../time.js';

/** What a plan change is judged on: the family's subscription as it stands. */
export interface PlanChangeContext {
  currentPlanId: PlanId;
  /** An active paid subscription (a trial or an ended one changes plan through checkout). */
  isPaying: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  scheduledPlanId: PlanId | null;
  childrenCount: number;
  now: Date;
  /**
   * The subscription's first payment, when it is still to come: a plan bought during the trial
   * is charged when the trial would have ended (product.md#d14-trial-days-kept). Null once it has paid.
   */
  firstChargeAt: Date | null;
}

export interface PlanAlternative {
  plan_id: PlanId;
  name: string;
  message: string;
}

export interface PlanChangeValidation {
  allowed: boolean;
  reason: string | null;
  alternative: PlanAlternative | null;
}

export interface PlanChangeCalculation {
  current_plan: PlanId;
  new_plan: PlanId;
  is_upgrade: boolean;
  /** Charged now, in euros. */
  immediate_charge: number;
  /** The unused part of the current period, deducted from the charge. */
  credit_applied: number;
  days_remaining: number;
  next_billing_date: string | null;
  message: string;
}

const tierRank = (plan: Plan) => (plan.id === 'free_trial' ? 0 : plan.limits.childProfiles === null ? 2 : 1);
const monthlyCost = (plan: Plan) => (plan.duration === 'yearly' ? plan.price / 12 : plan.price);
const monthsOf = (plan: Plan) => (plan.duration === 'yearly' ? 12 : 1);
const roundCents = (euros: number) => Math.round(euros * 100) / 100;

/** A family plan is above an essential one; within a tier, paying yearly is above paying monthly. */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  const [current, next] = [plans[from], plans[to]];
  if (tierRank(next) !== tierRank(current)) return tierRank(next) > tierRank(current);
  return monthsOf(next) > monthsOf(current);
}

/** How many months a plan's payment covers. */
export function billingMonths(planId: PlanId): number {
  return monthsOf(plans[planId]);
}

/**
 * The next billing date after an upgrade: unchanged within the billing interval; a new
 * period from now when the interval changes (monthly to yearly, or back).
 */
export function billingDateAfterUpgrade(from: PlanId, to: PlanId, periodEnd: Date, now: Date): Date {
  return billingMonths(from) === billingMonths(to) ? periodEnd : addMonths(now, billingMonths(to));
}

/**
 * When the first payment of a plan bought at `now` is taken: at the end of a running trial, whose
 * remaining days are kept (product.md#d14-trial-days-kept), then after the months a code offers. `now` when
 * nothing defers it: charged at once.
 */
export function firstBillingDate(trialEndsAt: Date | null, now: Date, freeMonths = 0): Date {
  return addMonths(trialEndsAt && trialEndsAt > now ? trialEndsAt : now, freeMonths);
}

/** The end of the period that began `months` before `end`: the period's length in days. */
function periodDays(plan: Plan, end: Date): number {
  return Math.round((end.getTime() - addMonths(end, -monthsOf(plan)).getTime()) / DAY_MS);
}

export function daysRemaining(end: Date | null, now: Date): number {
  return end ? Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) : 0;
}

const profilesText = (count: number) => `${count} profil${count > 1 ? 's' : ''} enfant${count > 1 ? 's' : ''}`;

/**
 * The plan that still fits the family and costs less a month than the current one, when one
 * exists: what the refusal recommends instead (product.md#plan-change).
 */
function alternativeTo(context: PlanChangeContext, refused: PlanId): PlanAlternative | null {
  const current = plans[context.currentPlanId];
  const candidates = planList
    .filter((plan) => plan.id !== 'free_trial' && plan.id !== current.id && plan.id !== refused)
    .filter((plan) => plan.limits.childProfiles === null || plan.limits.childProfiles >= context.childrenCount)
    .filter((plan) => monthlyCost(plan) < monthlyCost(current))
    .sort((a, b) => monthlyCost(a) - monthlyCost(b));
  const best = candidates[0];
  if (!best) return null;
  const saving = best.savingsPercent ? ` et économisez ${best.savingsPercent} %` : '';
  return {
    plan_id: best.id,
    name: best.name,
    message: `Gardez vos ${profilesText(context.childrenCount)}${saving} avec la formule ${best.name} (${formatPrice(best.price)}).`,
  };
}

const refusal = (reason: string, alternative: PlanAlternative | null = null): PlanChangeValidation => ({
  allowed: false,
  reason,
  alternative,
});

/** `validate-plan-change`: whether the family may move to `newPlanId`, and why not. */
export function validatePlanChange(context: PlanChangeContext, newPlanId: PlanId): PlanChangeValidation {
  const next = plans[newPlanId];
  if (!context.isPaying) {
    return refusal('Aucun abonnement en cours : choisissez une formule pour vous abonner.');
  }
  if (context.cancelAtPeriodEnd && context.currentPeriodEnd) {
    return refusal(
      `Votre abonnement prend fin le ${formatFrenchDate(context.currentPeriodEnd)}. Reprenez-le avant de changer de formule.`,
    );
  }
  if (newPlanId === context.currentPlanId) return refusal("C'est déjà votre formule.");
  if (newPlanId === 'free_trial') {
    return refusal(
      "Pour revenir à la version gratuite, résiliez votre abonnement : vos avantages restent actifs jusqu'à la fin de la période payée.",
    );
  }
  if (newPlanId === context.scheduledPlanId && context.currentPeriodEnd) {
    return refusal(`Ce changement est déjà prévu le ${formatFrenchDate(context.currentPeriodEnd)}.`);
  }
  const maxChildren = next.limits.childProfiles;
  if (maxChildren !== null && context.childrenCount > maxChildren) {
    return refusal(
      `La formule ${next.name} est limitée à ${profilesText(maxChildren)} et vous en avez ${context.childrenCount}. Supprimez des profils avant de changer de formule.`,
      alternativeTo(context, newPlanId),
    );
  }
  return { allowed: true, reason: null, alternative: null };
}

/**
 * `calculate-plan-change` (product.md#plan-change). An upgrade applies now: the unused part of the
 * current period is credited against the new price (for the rest of the period, or for a whole
 * new period when the billing interval changes); before the first payment, nothing is due and
 * the first payment stays on its date. A downgrade costs nothing now and applies at the next
 * billing date.
 */
export function calculatePlanChange(context: PlanChangeContext, newPlanId: PlanId): PlanChangeCalculation {
  const [current, next] = [plans[context.currentPlanId], plans[newPlanId]];
  const end = context.currentPeriodEnd;
  const days = daysRemaining(end, context.now);
  const base = {
    current_plan: current.id,
    new_plan: next.id,
    days_remaining: days,
  };
  if (!isUpgrade(current.id, next.id) || !end) {
    return {
      ...base,
      is_upgrade: false,
      immediate_charge: 0,
      credit_applied: 0,
      next_billing_date: end?.toISOString() ?? null,
      message: end
        ? `Vous gardez la formule ${current.name} jusqu'au ${formatFrenchDate(end)}, puis vous passerez à ${next.name} (${formatPrice(next.price)}).`
        : `Vous passerez à la formule ${next.name}.`,
    };
  }
  if (context.firstChargeAt && context.firstChargeAt > context.now) {
    // Nothing was paid yet, so nothing is prorated: the new plan's price is the first payment.
    return {
      ...base,
      is_upgrade: true,
      immediate_charge: 0,
      credit_applied: 0,
      next_billing_date: context.firstChargeAt.toISOString(),
      message: `Vous passez à la formule ${next.name} dès maintenant : rien à payer aujourd'hui, puis ${formatPrice(next.price)} le ${formatFrenchDate(context.firstChargeAt)}.`,
    };
  }
  const unused = Math.min(1, days / periodDays(current, end));
  const credit = roundCents(current.price * unused);
  const sameInterval = monthsOf(current) === monthsOf(next);
  const price = sameInterval ? roundCents(next.price * unused) : next.price;
  const creditApplied = Math.min(credit, price);
  const charge = roundCents(price - creditApplied);
  const nextBilling = billingDateAfterUpgrade(current.id, next.id, end, context.now);
  const leftover = roundCents(credit - creditApplied);
  const creditText = creditApplied > 0 ? ` (${formatPrice(creditApplied)} de crédit déduits)` : '';
  const leftoverText =
    leftover > 0 ? ` Le crédit restant de ${formatPrice(leftover)} sera déduit de vos prochains paiements.` : '';
  return {
    ...base,
    is_upgrade: true,
    immediate_charge: charge,
    credit_applied: creditApplied,
    next_billing_date: nextBilling.toISOString(),
    message: `Vous passez à la formule ${next.name} dès maintenant : ${formatPrice(charge)} aujourd'hui${creditText}, puis ${formatPrice(next.price)} le ${formatFrenchDate(nextBilling)}.${leftoverText}`,
  };
}
