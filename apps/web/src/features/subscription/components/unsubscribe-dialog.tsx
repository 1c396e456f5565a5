import { paymentMessages, plans, subscriptionServiceMessages, type PlanId } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CrownIcon } from '@/components/ui/icons';
import { useCancelSubscription } from '../api/subscription-actions';
import { paymentProblem } from '../utils/payment-errors';
import { dateText } from '../utils/plan-text';
import { PaymentAlert } from './payment-alert';

export interface UnsubscribeDialogProps {
  planId: PlanId;
  /** The end of the paid period: the benefits last until then. */
  periodEnd: string | null;
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * product.md#unsubscribe: the subscription stops at the period's end; until then the
 * family keeps everything, then the account returns to the free version.
 */
export function UnsubscribeDialog({ planId, periodEnd, onDone, onClose }: UnsubscribeDialogProps) {
  const plan = plans[planId];
  const cancel = useCancelSubscription();
  const endDate = periodEnd ? dateText(periodEnd) : null;
  const until = endDate ? `jusqu'au ${endDate}` : "jusqu'à la fin de la période payée";
  const ending = endDate
    ? `Votre abonnement prendra fin le ${endDate}.`
    : 'Votre abonnement prendra fin avec la période payée.';

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => onDone(result.message ?? `${ending} Rien ne sera plus prélevé.`),
    });

  return (
    <Dialog title="Se désabonner ?" icon={<CrownIcon />} onClose={onClose}>
      <p>
        Rien ne sera plus prélevé. Vous gardez la formule {plan.name} et tous ses avantages <strong>{until}</strong> :
      </p>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p>
        Ensuite, votre compte revient à la version gratuite : vos enfants, votre historique et vos histoires restent
        enregistrés. Vous pourrez reprendre votre abonnement d'ici là, ou choisir une formule plus tard.
      </p>
      {cancel.isError && (
        <PaymentAlert
          problem={paymentProblem(
            cancel.error,
            paymentMessages.unsubscribeFailed,
            subscriptionServiceMessages.cancelFailed,
          )}
        />
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Garder mon abonnement
        </Button>
        <Button variant="secondary" onClick={confirm} isLoading={cancel.isPending} loadingText="Un instant…">
          Confirmer le désabonnement
        </Button>
      </DialogActions>
    </Dialog>
  );
}
