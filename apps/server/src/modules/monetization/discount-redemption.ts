import type { FastifyBaseLogger } from 'fastify';
import { fromCents, parisDateText } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import type { FollowUp } from './subscription-sync.js';
import type { PaymentEvent, PaymentProvider } from './providers/types.js';
import {
  type CheckoutRow,
  type Redemption,
  dropRefusedSubscription,
  findCustomer,
  findDiscountCodeById,
  recordPaymentAudit,
  redeemDiscountCode,
  updateCheckout,
} from './repository.js';

/** Why a code cannot be taken, in French: the same words when the checkout opens and when it is paid. */
export function discountRefusal(reason: Exclude<Redemption, 'redeemed'>): AppError {
  return reason === 'already_used'
    ? new AppError('invalid_discount_code', { message: 'Vous avez déjà utilisé ce code de réduction' })
    : new AppError('invalid_discount_code');
}

/**
 * Takes a plan checkout's code when its payment completes, in the payment's transaction, and
 * answers whether the checkout still gives its plan (decision 0020). When the code ran out, expired
 * or was used by this family since the checkout opened:
 * - the simulated page has charged nothing yet: the payment is refused with the French reason;
 * - Stripe has already taken the payment: a price above €0 is honoured (the late use is not
 *   counted against the limit, and is audited); a free one (a 100 % code, months offered) gives
 *   nothing: the checkout is canceled and its subscription ended at once (docs/deploy.md).
 */
export async function redeemAtPayment(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  tx: Database,
  checkout: CheckoutRow & { discountCodeId: string },
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
  followUps: FollowUp[],
  log: FastifyBaseLogger,
): Promise<boolean> {
  const now = deps.clock.now();
  const reason = await redeemDiscountCode(tx, {
    codeId: checkout.discountCodeId,
    userId: checkout.userId,
    checkoutId: checkout.id,
    today: parisDateText(now),
  });
  if (reason === 'redeemed') return true;
  if (!event.paymentTaken) throw discountRefusal(reason);

  const free = checkout.amountDueCents === 0;
  const code = await findDiscountCodeById(tx, checkout.discountCodeId);
  await recordPaymentAudit(tx, provider.name, {
    action: free ? 'discount_code.late_redemption_refused' : 'discount_code.late_redemption',
    target: code?.code ?? checkout.discountCodeId,
    details: {
      reason,
      email: (await findCustomer(tx, checkout.userId))?.email ?? null,
      user_id: checkout.userId,
      checkout_id: checkout.id,
      amount: fromCents(checkout.amountCents),
      amount_paid: fromCents(checkout.amountDueCents),
    },
  });
  log.warn({ checkout: checkout.id, code: code?.code, reason, free }, 'discount code redeemed after its limit');
  if (!free) return true;

  await updateCheckout(tx, checkout.id, { status: 'canceled' });
  const providerSubscriptionId = event.providerSubscriptionId;
  if (providerSubscriptionId) {
    await dropRefusedSubscription(tx, checkout.userId, providerSubscriptionId, now);
    followUps.push(() => provider.endNow({ providerSubscriptionId }));
  }
  return false;
}
