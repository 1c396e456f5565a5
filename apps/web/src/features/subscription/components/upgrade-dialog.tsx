import { useState } from 'react';
import { formatPrice, plans, upgradeMessages, type Plan, type PlanId } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CrownIcon } from '@/components/ui/icons';
import { freeTrialSummary, perMonth, perYear, yearlyAsMonthly } from '../utils/plan-text';

type Billing = 'monthly' | 'yearly';

/** Essentiel and Famille, by billing period; the names are the monthly plans'. */
const offers: Record<Billing, Array<{ name: string; plan: Plan }>> = {
  monthly: [
    { name: plans.essential_monthly.name, plan: plans.essential_monthly },
    { name: plans.family_monthly.name, plan: plans.family_monthly },
  ],
  yearly: [
    { name: plans.essential_monthly.name, plan: plans.essential_yearly },
    { name: plans.family_monthly.name, plan: plans.family_yearly },
  ],
};

const monthsOffered = plans.essential_yearly.monthsOffered;
const offeredText = monthsOffered ? `${monthsOffered} mois offerts` : null;

const billingChoices = [
  { value: 'monthly', label: 'Mensuel' },
  { value: 'yearly', label: offeredText ? `Annuel · ${offeredText}` : 'Annuel' },
];

const descriptions: Record<UpgradeDialogProps['reason'], string> = {
  expired:
    'Merci d’avoir découvert Pourquoi ? ! Choisissez une formule pour continuer à poser des questions ; votre historique reste consultable.',
  questions: `Les questions d’essai de la journée sont toutes posées. ${upgradeMessages.ask_question}`,
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

/** Spec 000 section 2, trial-end / upgrade dialog: the plans, monthly or yearly, and what the trial gives. */
export function UpgradeDialog({ reason, onClose, onChoosePlan }: UpgradeDialogProps) {
  const [billing, setBilling] = useState<Billing>('monthly');
  const expired = reason === 'expired';
  return (
    <Dialog
      title={expired ? 'Votre essai gratuit est terminé' : 'Choisissez votre formule'}
      description={descriptions[reason]}
      icon={<CrownIcon />}
      size="lg"
      onClose={onClose}
    >
      <ChoiceGroup
        legend="Paiement"
        name="billing"
        className="plans__billing"
        options={billingChoices}
        value={billing}
        onChange={(event) => setBilling(event.target.value === 'yearly' ? 'yearly' : 'monthly')}
      />
      <ul className="plans stack plain-list">
        {offers[billing].map(({ name, plan }) => (
          <li key={plan.id} className="plan">
            <h3 className="plan__name">{name}</h3>
            {plan.duration === 'yearly' ? (
              <div className="plan__price">
                <p className="plan__amount">{perYear(plan)}</p>
                <p className="plan__detail">{yearlyAsMonthly(plan)}</p>
                {plan.originalPrice !== null && (
                  <p className="plan__detail">
                    au lieu de <s>{formatPrice(plan.originalPrice)}</s>
                  </p>
                )}
                {offeredText && <p className="tag tag--offer">{offeredText}</p>}
              </div>
            ) : (
              <div className="plan__price">
                <p className="plan__amount">{perMonth(plan)}</p>
                <p className="plan__detail">sans engagement</p>
              </div>
            )}
            <ul className="plan__features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button
              block
              variant={plan.limits.childProfiles === null ? 'primary' : 'secondary'}
              onClick={() => onChoosePlan(plan.id)}
            >
              Choisir {name}
            </Button>
          </li>
        ))}
      </ul>
      <p className="plans__free">
        <strong>Version gratuite</strong> ({plans.free_trial.name.toLowerCase()}) : {freeTrialSummary()}.
      </p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose}>
          Plus tard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
