import { useId, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  paymentMessages,
  plans,
  subscriptionServiceMessages,
  type PaymentActionResult,
  type PlanId,
  type SubscriptionStatus,
} from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCardUpdate, usePortalSession } from '../api/manage-payments';
import { useCancelScheduledChange, useResumeSubscription } from '../api/subscription-actions';
import { appPathOf, browserLocation } from '../utils/leave-app';
import { paymentProblem, type PaymentProblem } from '../utils/payment-errors';
import { knownPlanId } from '../utils/plan-ids';
import { dateText, limitsSummary, planPrice } from '../utils/plan-text';
import { PaymentAlert } from './payment-alert';

const RESUME_FAILED = "Votre abonnement n'a pas pu être repris. Réessayez dans un instant.";
const NO_PORTAL = "Paiements simulés : il n'y a ni facture ni carte réelle à gérer, tout se règle depuis cet écran.";

export interface CurrentPlanCardProps {
  status: SubscriptionStatus;
  /** The plan in force (the trial's when the server names one we do not know). */
  planId: PlanId;
  onUnsubscribe: () => void;
  /** A change done from the card, to tell the parent. */
  onDone: (message: string) => void;
}

/**
 * The current subscription (product.md#subscription-screen): the trial's days left, or the plan, its price,
 * the next billing date (or its end once unsubscribed), a planned change, and the payment tools.
 */
export function CurrentPlanCard({ status, planId, onUnsubscribe, onDone }: CurrentPlanCardProps) {
  const headingId = useId();
  const paying = status.is_premium;
  return (
    <section className="subscription-card current-plan" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscription-card__title">
        Votre abonnement
      </h2>
      {paying ? (
        <PaidPlan status={status} planId={planId} onUnsubscribe={onUnsubscribe} onDone={onDone} />
      ) : (
        <FreePlan status={status} planId={planId} />
      )}
    </section>
  );
}

function FreePlan({ status, planId }: { status: SubscriptionStatus; planId: PlanId }) {
  if (status.status === 'trial') {
    const days = status.trial_days_remaining;
    return (
      <>
        <p className="current-plan__name">{plans.free_trial.name}</p>
        <p className="current-plan__highlight">
          {days > 1 ? `Il vous reste ${days} jours d'essai.` : "Dernier jour d'essai."}
        </p>
        <p className="muted">
          Abonnez-vous quand vous voulez : vos jours d'essai restants sont gardés, le premier prélèvement attend la fin
          de l'essai. Sans formule, vous garderez la version gratuite : {limitsSummary()}.
        </p>
      </>
    );
  }
  return (
    <>
      <p className="current-plan__name">Version gratuite</p>
      <p className="muted">
        {planId === 'free_trial'
          ? 'Votre essai gratuit est terminé'
          : `Votre formule ${plans[planId].name} est terminée`}{' '}
        : vous gardez {limitsSummary()}. Choisissez une formule pour tout retrouver.
      </p>
    </>
  );
}

function PaidPlan({ status, planId, onUnsubscribe, onDone }: CurrentPlanCardProps) {
  const plan = plans[planId];
  const resume = useResumeSubscription();
  const cancelScheduled = useCancelScheduledChange();
  const cardUpdate = useCardUpdate();
  const portal = usePortalSession();
  const [failure, setFailure] = useState<PaymentProblem | null>(null);
  // A payment page is opening: its button keeps waiting until the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const scheduled = status.scheduled_plan_change;
  const scheduledId = knownPlanId(scheduled?.new_plan_id);
  const scheduledPlan = scheduledId ? plans[scheduledId] : undefined;
  const periodEnd = status.current_period_end;

  // A change: told in words once done. A payment page: left for at once.
  const act = (action: UseMutationResult<PaymentActionResult, Error, void>, fallback: string, done: string) => {
    setFailure(null);
    action.mutate(undefined, {
      onSuccess: (result) => onDone(result.message ?? done),
      onError: (error) => setFailure(paymentProblem(error, fallback)),
    });
  };
  const leave = (page: UseMutationResult<string, Error, void>, fallback: string) => {
    setFailure(null);
    page.mutate(undefined, {
      onSuccess: (url) => {
        // The simulated provider has no portal: its address is this very screen.
        if (appPathOf(url) === paths.subscription) {
          onDone(NO_PORTAL);
        } else {
          setLeaving(true);
          browserLocation.assign(url);
        }
      },
      onError: (error) => setFailure(paymentProblem(error, fallback)),
    });
  };

  return (
    <>
      <p className="current-plan__name">Formule {plan.name}</p>
      <p className="current-plan__price">{planPrice(plan)}</p>
      {status.cancelAtPeriodEnd ? (
        <div className="current-plan__ending">
          <p>
            Votre abonnement prend fin le <strong>{periodEnd ? dateText(periodEnd) : '—'}</strong>&nbsp;: vos avantages
            restent actifs jusque-là, rien ne sera plus prélevé.
          </p>
          <Button
            onClick={() => act(resume, RESUME_FAILED, 'Votre abonnement continue. Merci de votre confiance !')}
            isLoading={resume.isPending}
            loadingText="Un instant…"
          >
            Reprendre mon abonnement
          </Button>
        </div>
      ) : (
        status.nextBillingDate && (
          <p>
            Prochain prélèvement le <strong>{dateText(status.nextBillingDate)}</strong>.
          </p>
        )
      )}
      {scheduled && (
        <div className="current-plan__scheduled">
          <p>
            Passage à la formule {scheduledPlan?.name ?? scheduled.new_plan_id} prévu le{' '}
            <strong>{dateText(scheduled.effective_date)}</strong>
            {scheduledPlan && ` (${planPrice(scheduledPlan)})`}.
          </p>
          <Button
            variant="secondary"
            onClick={() =>
              act(cancelScheduled, paymentMessages.cancelScheduledFailed, `Vous gardez la formule ${plan.name}.`)
            }
            isLoading={cancelScheduled.isPending}
            loadingText="Un instant…"
          >
            Annuler ce changement
          </Button>
        </div>
      )}
      <div className="current-plan__actions">
        <Button
          variant="secondary"
          onClick={() => leave(cardUpdate, subscriptionServiceMessages.paymentUpdateFailed)}
          isLoading={cardUpdate.isPending || (leaving && cardUpdate.isSuccess)}
          loadingText="Redirection…"
        >
          Mettre à jour ma carte
        </Button>
        <Button
          variant="secondary"
          onClick={() => leave(portal, paymentMessages.technical)}
          isLoading={portal.isPending || (leaving && portal.isSuccess)}
          loadingText="Redirection…"
        >
          Gérer mes paiements
        </Button>
        {!status.cancelAtPeriodEnd && (
          <Button variant="ghost" aria-haspopup="dialog" onClick={onUnsubscribe}>
            Se désabonner
          </Button>
        )}
      </div>
      {failure && <PaymentAlert problem={failure} />}
    </>
  );
}
