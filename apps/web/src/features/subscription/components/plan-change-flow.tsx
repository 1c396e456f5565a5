import { useState } from 'react';
import {
  formatPrice,
  isUpgrade,
  paymentMessages,
  plans,
  type PlanChangeCalculation,
  type PlanChangeValidation,
  type PlanId,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { AlertIcon, CrownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { usePlanChangeCalculation, usePlanChangeValidation } from '../api/plan-change-checks';
import { useApplyPlanChange } from '../api/subscription-actions';
import { paymentProblem } from '../utils/payment-errors';
import { dateText, planLosses } from '../utils/plan-text';
import { Figures } from './figures';
import { PaymentAlert } from './payment-alert';

const TITLE = 'Changer de formule';

export interface PlanChangeFlowProps {
  currentPlanId: PlanId;
  newPlanId: PlanId;
  /** The end of the paid period: when a downgrade happens. */
  periodEnd: string | null;
  /** The refusal's recommendation: the flow starts again for that plan. */
  onChoosePlan: (planId: PlanId) => void;
  /** The change is applied (or scheduled): what to tell the parent. */
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * product.md#plan-change: the server validates first (a refusal says why and may
 * recommend another plan); an upgrade is confirmed with its calculation and applies now; a
 * downgrade warns what is lost, is confirmed, and is scheduled for the next billing date.
 */
export function PlanChangeFlow({
  currentPlanId,
  newPlanId,
  periodEnd,
  onChoosePlan,
  onDone,
  onClose,
}: PlanChangeFlowProps) {
  const validation = usePlanChangeValidation(newPlanId);
  const [warned, setWarned] = useState(false);
  const downgrade = !isUpgrade(currentPlanId, newPlanId);

  if (validation.isPending) {
    return (
      <Dialog title={TITLE} icon={<CrownIcon />} size="sm" onClose={onClose}>
        <Spinner label="Vérification du changement…" className="spinner--block" />
      </Dialog>
    );
  }
  if (validation.isError) {
    return (
      <Dialog title={TITLE} icon={<CrownIcon />} size="sm" onClose={onClose}>
        <PaymentAlert problem={paymentProblem(validation.error, paymentMessages.planChangeCalculationFailed)} />
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            Fermer
          </Button>
          <Button onClick={() => void validation.refetch()}>Réessayer</Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (!validation.data.allowed) {
    return <RefusedDialog validation={validation.data} onChoosePlan={onChoosePlan} onClose={onClose} />;
  }
  if (downgrade && !warned) {
    return (
      <DowngradeWarningDialog
        currentPlanId={currentPlanId}
        newPlanId={newPlanId}
        periodEnd={periodEnd}
        onContinue={() => setWarned(true)}
        onClose={onClose}
      />
    );
  }
  return <ConfirmPlanChangeDialog newPlanId={newPlanId} onDone={onDone} onClose={onClose} />;
}

/** product.md#plan-change: the reason in an alert, and the recommended plan when there is one. */
function RefusedDialog({
  validation,
  onChoosePlan,
  onClose,
}: {
  validation: PlanChangeValidation;
  onChoosePlan: (planId: PlanId) => void;
  onClose: () => void;
}) {
  const { reason, alternative } = validation;
  return (
    <Dialog title="Ce changement n'est pas possible" icon={<AlertIcon />} size="sm" onClose={onClose}>
      <Alert>{reason ?? "Ce changement de formule n'est pas possible pour le moment."}</Alert>
      {alternative && (
        <div className="offer">
          <p className="offer__name">Notre conseil : {alternative.name}</p>
          <p>{alternative.message}</p>
        </div>
      )}
      <DialogActions>
        <Button variant={alternative ? 'ghost' : 'primary'} onClick={onClose}>
          Fermer
        </Button>
        {alternative && <Button onClick={() => onChoosePlan(alternative.plan_id)}>Choisir {alternative.name}</Button>}
      </DialogActions>
    </Dialog>
  );
}

/** The downgrade warning (product.md#plan-change): what the family gives up, and until when it keeps it. */
function DowngradeWarningDialog({
  currentPlanId,
  newPlanId,
  periodEnd,
  onContinue,
  onClose,
}: {
  currentPlanId: PlanId;
  newPlanId: PlanId;
  periodEnd: string | null;
  onContinue: () => void;
  onClose: () => void;
}) {
  const [from, to] = [plans[currentPlanId], plans[newPlanId]];
  const losses = planLosses(from, to);
  return (
    <Dialog
      title={`Passer à la formule ${to.name} ?`}
      icon={<AlertIcon />}
      className="dialog--warning"
      onClose={onClose}
    >
      {losses.length > 0 && (
        <>
          <p>Avec la formule {to.name}, vous aurez :</p>
          <ul className="plan-losses">
            {losses.map((loss) => (
              <li key={loss}>{loss}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        Vous gardez la formule {from.name} et tous ses avantages
        {periodEnd ? ` jusqu'au ${dateText(periodEnd)}` : " jusqu'à la fin de la période payée"}. Le changement se fera
        ensuite, sans rien à payer aujourd'hui.
      </p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Garder ma formule
        </Button>
        <Button onClick={onContinue}>Continuer</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The calculation's figures (product.md#plan-change), then the change applied. */
function ConfirmPlanChangeDialog({
  newPlanId,
  onDone,
  onClose,
}: {
  newPlanId: PlanId;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const calculation = usePlanChangeCalculation(newPlanId);
  const apply = useApplyPlanChange();
  const next = plans[newPlanId];
  const data = calculation.data;
  const title = data && !data.is_upgrade ? 'Confirmer le changement' : `Passer à la formule ${next.name}`;

  const confirm = (figures: PlanChangeCalculation) =>
    apply.mutate(newPlanId, {
      onSuccess: (result) =>
        onDone(
          result.message ??
            (figures.is_upgrade
              ? `Bienvenue dans la formule ${next.name} !`
              : `Le passage à la formule ${next.name} est prévu${figures.next_billing_date ? ` le ${dateText(figures.next_billing_date)}` : ''}.`),
        ),
    });

  return (
    <Dialog title={title} icon={<CrownIcon />} onClose={onClose}>
      {calculation.isPending && <Spinner label="Calcul du changement…" className="spinner--block" />}
      {calculation.isError && (
        <PaymentAlert problem={paymentProblem(calculation.error, paymentMessages.planChangeCalculationFailed)} />
      )}
      {data && <PlanChangeFigures calculation={data} />}
      {apply.isError && <PaymentAlert problem={paymentProblem(apply.error, paymentMessages.planChangeFailed)} />}
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Annuler
        </Button>
        {data && (
          <Button onClick={() => confirm(data)} isLoading={apply.isPending} loadingText="Un instant…">
            {data.is_upgrade ? `Confirmer et payer ${formatPrice(data.immediate_charge)}` : 'Confirmer le changement'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function PlanChangeFigures({ calculation }: { calculation: PlanChangeCalculation }) {
  const nextDate = calculation.next_billing_date ? dateText(calculation.next_billing_date) : null;
  return (
    <>
      <p>{calculation.message}</p>
      <Figures
        rows={[
          calculation.is_upgrade &&
            calculation.credit_applied > 0 && {
              label: 'Crédit de votre formule actuelle',
              value: `-${formatPrice(calculation.credit_applied)}`,
            },
          { label: 'Jours restants sur la période en cours', value: calculation.days_remaining },
          nextDate !== null && {
            label: calculation.is_upgrade ? 'Prochain prélèvement' : 'Changement de formule',
            value: nextDate,
          },
          { label: "À payer aujourd'hui", value: formatPrice(calculation.immediate_charge), total: true },
        ]}
      />
    </>
  );
}
