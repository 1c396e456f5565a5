import { upgradeMessages, type PlanId } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CrownIcon } from '@/components/ui/icons';
import { limitsSummary } from '../utils/plan-text';
import { PlanCards } from './plan-cards';

const descriptions: Record<UpgradeDialogProps['reason'], string> = {
  expired:
    "Merci d'avoir découvert Pourquoi ? ! Vous gardez la version gratuite ; choisissez une formule pour poser toutes vos questions et créer des histoires.",
  questions: `Les questions d'essai de la journée sont toutes posées. ${upgradeMessages.ask_question}`,
  upgrade:
    'Des questions sans limite, des histoires chaque mois, et un profil pour chaque enfant avec la formule Famille.',
};

export interface UpgradeDialogProps {
  /**
   * 'expired': the trial is over (opened by itself once per visit); 'questions': the trial's
   * questions of the day are used up; 'upgrade': opened by the parent.
   */
  reason: 'expired' | 'questions' | 'upgrade';
  onClose: () => void;
  /** Leads to the subscription view, where the plan is bought. */
  onChoosePlan: (planId: PlanId) => void;
}

/** The trial-end / upgrade dialog (product.md#limits-per-plan): the plans, monthly or yearly, and what the free version keeps. */
export function UpgradeDialog({ reason, onClose, onChoosePlan }: UpgradeDialogProps) {
  const expired = reason === 'expired';
  return (
    <Dialog
      title={expired ? 'Votre essai gratuit est terminé' : 'Choisissez votre formule'}
      description={descriptions[reason]}
      icon={<CrownIcon />}
      size="lg"
      onClose={onClose}
    >
      <PlanCards onChoose={onChoosePlan} />
      <p className="plans__free">
        <strong>Version gratuite</strong> après l'essai : {limitsSummary()}.
      </p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Plus tard
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default UpgradeDialog;
