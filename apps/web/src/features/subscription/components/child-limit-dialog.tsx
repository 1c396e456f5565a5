import { limitsOf, plans, type SubscriptionStatus } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ChildrenIcon } from '@/components/ui/icons';
import { knownPlanId } from '../utils/plan-ids';
import { childProfilesText, perMonth } from '../utils/plan-text';

export interface ChildLimitDialogProps {
  status: SubscriptionStatus | undefined;
  onClose: () => void;
  onSeePlans: () => void;
}

/** The current plan's child limit, from the catalogue (the trial's when the plan is unknown). */
function currentLimit(status: SubscriptionStatus | undefined): number {
  const planId = knownPlanId(status?.plan_id) ?? 'free_trial';
  const limit = limitsOf(status?.status ?? 'trial', planId).childProfiles;
  return limit ?? plans.free_trial.limits.childProfiles ?? 1;
}

/** product.md#child-dialogs-and-errors: the plan allows no more children; the Family plan does. */
export function ChildLimitDialog({ status, onClose, onSeePlans }: ChildLimitDialogProps) {
  const family = plans.family_monthly;
  return (
    <Dialog title="Limite de profils atteinte" icon={<ChildrenIcon />} size="sm" onClose={onClose}>
      <p>Votre formule actuelle est limitée à {childProfilesText(currentLimit(status))}.</p>
      <div className="offer">
        <p className="offer__name">Formule {family.name}</p>
        <p className="offer__price">{perMonth(family)}</p>
        <ul className="offer__features">
          {family.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Plus tard
        </Button>
        <Button onClick={onSeePlans}>Passer à la formule {family.name}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default ChildLimitDialog;
