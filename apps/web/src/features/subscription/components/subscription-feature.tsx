import { useEffect, useId, useRef, useState } from 'react';
import type { PlanId, SubscriptionStatus } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useUsage } from '../api/get-usage';
import { knownPlanId, paidPlanId } from '../utils/plan-ids';
import { CurrentPlanCard } from './current-plan-card';
import { Guarantees } from './guarantees';
import { PaymentDialog } from './payment-dialog';
import { PlanCards } from './plan-cards';
import { PlanChangeFlow } from './plan-change-flow';
import { ReferralSection } from './referral-section';
import { SimulatedBanner } from './simulated-banner';
import { StoryPacks } from './story-packs';
import { UnsubscribeDialog } from './unsubscribe-dialog';
import { UsageSummary } from './usage-summary';
import '@/styles/subscription.css';

const CHECKOUT_CANCELED_MESSAGE =
  "Paiement annulé : rien n'a été débité. Vous pouvez choisir une formule quand vous voulez.";

/** The dialog open over the screen: a plan chosen (payment or plan change), or unsubscribing. */
type Flow = { kind: 'plan'; planId: PlanId } | { kind: 'unsubscribe' } | null;

export interface SubscriptionFeatureProps {
  /** A plan chosen elsewhere (the upgrade dialog): its payment or its plan change opens at once. */
  initialPlanId?: PlanId | null;
  /** Back from a checkout the parent left (`/subscription?checkout=canceled`). */
  checkoutCanceled?: boolean;
}

/**
 * "Abonnement" (product.md#subscription-screen): usage, the current subscription, referral, the plans,
 * story packs and guarantees, with the payment, plan-change and unsubscribe dialogs. Loaded on
 * demand by the shell's subscription view.
 */
export function SubscriptionFeature({ initialPlanId = null, checkoutCanceled = false }: SubscriptionFeatureProps) {
  const status = useSubscriptionStatus();
  const usage = useUsage();
  const plansHeadingId = useId();
  const [flow, setFlow] = useState<Flow>(initialPlanId ? { kind: 'plan', planId: initialPlanId } : null);
  const [done, setDone] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The dialog or the button that did it may be gone: the focus goes to what happened.
  useEffect(() => {
    if (done) noticeRef.current?.focus();
  }, [done]);

  if (!status.data) {
    if (status.isError) {
      return (
        <div className="stack">
          <Alert>Votre abonnement n'a pas pu être chargé. Vérifiez votre connexion et réessayez.</Alert>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            Réessayer
          </Button>
        </div>
      );
    }
    return <Spinner label="Chargement de votre abonnement…" className="spinner--block" />;
  }

  const current = status.data;
  const planId = knownPlanId(current.plan_id) ?? 'free_trial';
  const paying = current.is_premium;
  // Payment or plan change is decided on the server's answer, not on the copy kept from last visit.
  const settled = !status.isPlaceholderData;
  const scheduledId = knownPlanId(current.scheduled_plan_change?.new_plan_id);
  const close = () => setFlow(null);
  const finish = (message: string) => {
    setFlow(null);
    setDone(message);
  };
  const choose = (chosen: PlanId) => {
    setDone(null);
    setFlow({ kind: 'plan', planId: chosen });
  };

  return (
    <div className="subscription">
      {current.payment_provider === 'simulated' && <SimulatedBanner />}
      {checkoutCanceled && !done && <Alert variant="info">{CHECKOUT_CANCELED_MESSAGE}</Alert>}
      {done && (
        <div ref={noticeRef} tabIndex={-1} className="subscription__notice">
          <Alert variant="success">{done}</Alert>
        </div>
      )}

      <div className="subscription__overview">
        <CurrentPlanCard
          status={current}
          planId={planId}
          onUnsubscribe={() => setFlow({ kind: 'unsubscribe' })}
          onDone={finish}
        />
        {usage.data && <UsageSummary usage={usage.data} storyCredits={current.story_credits} />}
      </div>

      {paying && <ReferralSection />}

      <section className="subscription-section" aria-labelledby={plansHeadingId}>
        <h2 id={plansHeadingId} className="subscription-section__title">
          {paying ? 'Changer de formule' : 'Nos formules'}
        </h2>
        <PlanCards
          onChoose={choose}
          currentPlanId={paying ? planId : null}
          scheduled={
            scheduledId && current.scheduled_plan_change
              ? { planId: scheduledId, date: current.scheduled_plan_change.effective_date }
              : null
          }
        />
      </section>

      {paying && <StoryPacks />}
      <Guarantees provider={current.payment_provider} />

      {settled && flow?.kind === 'plan' && (
        <ChosenPlan
          status={current}
          planId={planId}
          chosen={flow.planId}
          onChoose={choose}
          onDone={finish}
          onClose={close}
        />
      )}
      {flow?.kind === 'unsubscribe' && (
        <UnsubscribeDialog planId={planId} periodEnd={current.current_period_end} onDone={finish} onClose={close} />
      )}
    </div>
  );
}

/** A trial or an ended plan pays through checkout; a paying family changes plan. */
function ChosenPlan({
  status,
  planId,
  chosen,
  onChoose,
  onDone,
  onClose,
}: {
  status: SubscriptionStatus;
  planId: PlanId;
  chosen: PlanId;
  onChoose: (planId: PlanId) => void;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  if (status.is_premium) {
    return (
      <PlanChangeFlow
        key={chosen}
        currentPlanId={planId}
        newPlanId={chosen}
        periodEnd={status.current_period_end}
        onChoosePlan={onChoose}
        onDone={onDone}
        onClose={onClose}
      />
    );
  }
  const paid = paidPlanId(chosen);
  return paid ? (
    <PaymentDialog
      planId={paid}
      provider={status.payment_provider}
      trialEnd={status.status === 'trial' ? status.trial_end : null}
      onClose={onClose}
    />
  ) : null;
}

export default SubscriptionFeature;
// The story-limit modal's offer loads with this screen: the same plan, packs and payments.
export { StoryLimitOffer } from './story-limit-offer';
