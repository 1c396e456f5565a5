import { z } from 'zod';
import { paidPlanIds, planIdSchema } from '../plans/catalogue.js';
import { discountCodeTextSchema, discountTypeSchema } from './discounts.js';
import { referralCodeSchema } from './referral.js';

export const paidPlanIdSchema = z.enum(paidPlanIds);
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;

/** An optional code field: blank means none. */
const optionalCode = <Schema extends z.ZodType<string>>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

/** `POST /monetization/create-checkout-session`; the discount code is ours (product.md#discount-codes: shown in the payment modal). */
export const checkoutSessionBody = z.object({
  planId: paidPlanIdSchema,
  referralCode: optionalCode(referralCodeSchema),
  discountCode: optionalCode(discountCodeTextSchema),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBody>;

/** The hosted checkout (or the simulated one) to open, then come back to the app. */
export const checkoutSessionResponse = z.object({ checkout_url: z.string(), session_id: z.string() });

/** `POST /monetization/purchase-story-pack`: price_id is a pack id, or its configured Stripe price. */
export const storyPackPurchaseBody = z.object({
  price_id: z.string().trim().min(1).max(200),
  story_count: z.number().int().positive(),
});

export const discountPreviewBody = z.object({ code: discountCodeTextSchema, planId: paidPlanIdSchema });
/** What the payment modal shows once a code is accepted. */
export const discountPreviewSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  value: z.number(),
  label: z.string(),
  description: z.string(),
  /** The first payment without, then with the code, in euros. */
  amount: z.number(),
  amount_due: z.number(),
  free_months: z.number().int(),
  /**
   * When the first payment is taken with this code, if not today: after the trial's days left
   * (product.md#d14-trial-days-kept) and the months offered.
   */
  first_billing_date: z.string().nullable(),
});
export type DiscountPreview = z.infer<typeof discountPreviewSchema>;

export const planChangeBody = z.object({ new_plan_id: planIdSchema });

export const planChangeValidationSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  alternative: z.object({ plan_id: planIdSchema, name: z.string(), message: z.string() }).nullable(),
});

export const planChangeCalculationSchema = z.object({
  current_plan: planIdSchema,
  new_plan: planIdSchema,
  is_upgrade: z.boolean(),
  immediate_charge: z.number(),
  credit_applied: z.number(),
  days_remaining: z.number().int(),
  next_billing_date: z.string().nullable(),
  message: z.string(),
});

/** apply-plan-change, cancel-scheduled-change, cancel and resume (product.md#api: success, message, error). */
export const paymentActionResult = z.object({
  success: z.boolean(),
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type PaymentActionResult = z.infer<typeof paymentActionResult>;

/** A card update: the provider's client secret, and a page to open when the app confirms it itself. */
export const setupIntentResponse = z.object({ clientSecret: z.string(), url: z.string().nullable() });
export const portalSessionResponse = z.object({ url: z.string() });

export const referralCodeResponse = z.object({
  referral_code: z.string(),
  /** Parents who paid with the code, and the free months they gave. */
  referred_count: z.number().int(),
  free_months_earned: z.number().int(),
});

export const checkoutKindSchema = z.enum(['plan', 'story_pack', 'card_setup']);
export const checkoutStatusSchema = z.enum(['open', 'paid', 'canceled']);

/** One checkout as the return pages (and the simulated payment page) read it. */
export const checkoutSchema = z.object({
  id: z.string(),
  kind: checkoutKindSchema,
  status: checkoutStatusSchema,
  plan_id: z.nullable(planIdSchema),
  story_count: z.number().int().nullable(),
  /** In euros: the price, then what is charged now. */
  amount: z.number(),
  amount_due: z.number(),
  discount: z.object({ code: z.string(), label: z.string() }).nullable(),
  referral_code: z.string().nullable(),
  provider: z.enum(['simulated', 'stripe']),
  /** A plan first paid later than today (trial days kept, months offered): when, in ISO. */
  first_billing_date: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** The simulated payment page's test cards (Stripe's test numbers and what they do). */
export const simulatedCards = [
  { number: '4242424242424242', label: 'Carte acceptée', outcome: null },
  { number: '4000000000000002', label: 'Carte refusée', outcome: 'card_declined' },
  { number: '4000000000009995', label: 'Solde insuffisant', outcome: 'insufficient_funds' },
  { number: '4000000000000069', label: 'Carte expirée', outcome: 'expired_card' },
  { number: '4000000000000127', label: 'Code CVC incorrect', outcome: 'incorrect_cvc' },
] as const;

export const simulatedPaymentBody = z.object({
  card_number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/),
});
export const redirectResponse = z.object({ redirect_url: z.string() });
