import type { DiscountCodeInput } from '@pourquoi/shared';
import { discountCodeInputSchema } from '@pourquoi/shared';
import type { Database } from '../../src/db/client.js';
import { discountCodes } from '../../src/db/schema.js';
import type { signedInParent } from './factories.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

export const ACCEPTED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** A discount code as the admin console will create it (its rules checked by the shared schema). */
export async function createDiscountCode(
  db: Database,
  input: Partial<DiscountCodeInput> & Pick<DiscountCodeInput, 'code' | 'type' | 'value'>,
) {
  const parsed = discountCodeInputSchema.parse(input);
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: parsed.code,
      type: parsed.type,
      value: parsed.value,
      usageLimit: parsed.usage_limit,
      validUntil: parsed.valid_until,
      onePerUser: parsed.one_per_user,
      description: parsed.description,
    })
    .returning();
  return row!;
}

/** Opens a plan checkout and pays it on the simulated page, as a parent does in the browser. */
export async function buyPlan(parent: Parent, planId: string, extra: Record<string, unknown> = {}) {
  const checkout = await parent.call('POST', '/api/monetization/create-checkout-session', {
    planId,
    referralCode: null,
    ...extra,
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout refused: ${checkout.body}`);
  const id = new URL(checkout.json().checkout_url).pathname.split('/').pop()!;
  const paid = await parent.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, {
    card_number: ACCEPTED_CARD,
  });
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`);
  return { id, checkout: checkout.json(), paid: paid.json() };
}
