// zod/mini: in the web's first download (decision 0031).
import * as z from 'zod/mini';

/** The plans a checkout sells: every plan but the trial. */
export const paidPlanIds = ['essential_monthly', 'essential_yearly', 'family_monthly', 'family_yearly'] as const;
export const planIdSchema = z.enum(['free_trial', ...paidPlanIds]);
export type PlanId = z.infer<typeof planIdSchema>;

/** `null` means unlimited. */
export interface PlanLimits {
  questionsPerDay: number | null;
  childProfiles: number | null;
  historyDays: number | null;
  storiesPerMonth: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  price: number;
  currency: 'EUR';
  duration: 'trial' | 'monthly' | 'yearly';
  /** The price without the yearly discount (12 monthly payments). */
  originalPrice: number | null;
  monthsOffered: number | null;
  savingsPercent: number | null;
  features: string[];
  limits: PlanLimits;
}

const essentialLimits: PlanLimits = { questionsPerDay: null, childProfiles: 1, historyDays: null, storiesPerMonth: 2 };
const familyLimits: PlanLimits = { questionsPerDay: null, childProfiles: null, historyDays: null, storiesPerMonth: 5 };

const essentialFeatures = [
  'Questions illimitées',
  '1 profil enfant',
  'Historique illimité',
  '2 histoires illustrées par mois',
  'Export des données et statistiques avancées',
];
const familyFeatures = [
  'Questions illimitées',
  'Profils enfants illimités',
  'Historique illimité',
  '5 histoires illustrées par mois',
  'Export des données et statistiques avancées',
];

/**
 * The five plans, once (product.md#d1-prices, product.md#d2-limits, price reading B): yearly plans cost ten
 * months, so two are offered and 17 % is saved. Every screen and rule reads this table.
 */
export const plans: Record<PlanId, Plan> = {
  free_trial: {
    id: 'free_trial',
    name: 'Essai gratuit',
    price: 0,
    currency: 'EUR',
    duration: 'trial',
    originalPrice: null,
    monthsOffered: null,
    savingsPercent: null,
    features: ['3 questions par jour', '1 profil enfant', "7 jours d'historique", '1 histoire illustrée par mois'],
    limits: { questionsPerDay: 3, childProfiles: 1, historyDays: 7, storiesPerMonth: 1 },
  },
  essential_monthly: {
    id: 'essential_monthly',
    name: 'Essentiel',
    price: 4.99,
    currency: 'EUR',
    duration: 'monthly',
    originalPrice: null,
    monthsOffered: null,
    savingsPercent: null,
    features: essentialFeatures,
    limits: essentialLimits,
  },
  essential_yearly: {
    id: 'essential_yearly',
    name: 'Essentiel annuel',
    price: 49.9,
    currency: 'EUR',
    duration: 'yearly',
    originalPrice: 59.88,
    monthsOffered: 2,
    savingsPercent: 17,
    features: essentialFeatures,
    limits: essentialLimits,
  },
  family_monthly: {
    id: 'family_monthly',
    name: 'Famille',
    price: 9.99,
    currency: 'EUR',
    duration: 'monthly',
    originalPrice: null,
    monthsOffered: null,
    savingsPercent: null,
    features: familyFeatures,
    limits: familyLimits,
  },
  family_yearly: {
    id: 'family_yearly',
    name: 'Famille annuel',
    price: 99.9,
    currency: 'EUR',
    duration: 'yearly',
    originalPrice: 119.88,
    monthsOffered: 2,
    savingsPercent: 17,
    features: familyFeatures,
    limits: familyLimits,
  },
};

export const planList: Plan[] = Object.values(plans);

/**
 * The free version (product.md#d3-free-version): what a family keeps after the trial without a paid
 * plan. Not a plan one buys: the status reads `expired` and the plan id stays free_trial.
 * No new story (those already made stay readable), no export, no advanced statistics.
 */
export const freeVersionLimits: PlanLimits = {
  questionsPerDay: 1,
  childProfiles: 1,
  historyDays: 7,
  storiesPerMonth: 0,
};

/**
 * The most questions a day any plan allows: whether a family may ask one more never depends
 * on the questions it asked beyond this many, so a question counts no further.
 */
export const highestDailyQuestionLimit = Math.max(...planList.map((plan) => plan.limits.questionsPerDay ?? 0));

const limitsSchema = z.object({
  questionsPerDay: z.nullable(z.number()),
  childProfiles: z.nullable(z.number()),
  historyDays: z.nullable(z.number()),
  storiesPerMonth: z.nullable(z.number()),
});

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  price: z.number(),
  currency: z.literal('EUR'),
  duration: z.enum(['trial', 'monthly', 'yearly']),
  originalPrice: z.nullable(z.number()),
  monthsOffered: z.nullable(z.number()),
  savingsPercent: z.nullable(z.number()),
  features: z.array(z.string()),
  limits: limitsSchema,
  stripeProductId: z.nullable(z.string()),
  stripePriceId: z.nullable(z.string()),
});
export const plansResponse = z.object({ plans: z.array(planSchema) });

/** "4,99 €" as French readers write prices. */
export function formatPrice(amount: number): string {
  return `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
}
