import { useMutation } from '@tanstack/react-query';
import type { PaymentActionResult, PlanId } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { useRefreshSubscription } from './refresh-subscription';

/** The server answered `success: false`: `reason` is its French explanation, when it gave one. */
export class PaymentActionError extends Error {
  override readonly name = 'PaymentActionError';
  readonly reason: string | null;

  constructor(reason: string | null) {
    super(reason ?? 'payment action refused');
    this.reason = reason;
  }
}

/** `{success, message, error}` (product.md#api): a refusal becomes an error, like a failed call. */
async function postAction(path: string, body?: unknown): Promise<PaymentActionResult> {
  const result = await api.post<PaymentActionResult>(path, body);
  if (!result.success) throw new PaymentActionError(result.error ?? result.message);
  return result;
}

function usePaymentAction<Variables = void>(request: (variables: Variables) => Promise<PaymentActionResult>) {
  const refresh = useRefreshSubscription();
  // Not awaited: the caller's own success (closing a dialog) comes first, the screens refresh behind it.
  return useMutation({ mutationFn: request, onSuccess: () => void refresh() });
}

/** `POST /monetization/apply-plan-change`: an upgrade now, a downgrade at the next billing date. */
export const useApplyPlanChange = () =>
  usePaymentAction((newPlanId: PlanId) => postAction('/monetization/apply-plan-change', { new_plan_id: newPlanId }));

/** `POST /monetization/cancel-scheduled-change`: the planned downgrade is dropped. */
export const useCancelScheduledChange = () =>
  usePaymentAction(() => postAction('/monetization/cancel-scheduled-change'));

/** `POST /monetization/cancel-subscription`: cancel at the period's end (product.md#unsubscribe). */
export const useCancelSubscription = () => usePaymentAction(() => postAction('/monetization/cancel-subscription'));

/** `POST /monetization/resume-subscription`: the cancellation is undone before the period ends. */
export const useResumeSubscription = () => usePaymentAction(() => postAction('/monetization/resume-subscription'));
