import { useState } from 'react';
import { formatPrice, plans, type Plan, type PlanId } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { cx } from '@/lib/cx';
import { dateText, monthsOfferedText, perMonth, perYear, yearlyAsMonthly } from '../utils/plan-text';

export type Billing = 'monthly' | 'yearly';

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

const yearlyOffer = monthsOfferedText(plans.essential_yearly);

const billingChoices = [
  { value: 'monthly', label: 'Mensuel' },
  { value: 'yearly', label: yearlyOffer ? `Annuel · ${yearlyOffer}` : 'Annuel' },
];

export interface PlanCardsProps {
  onChoose: (planId: PlanId) => void;
  /** The family's plan: marked, without a button. */
  currentPlanId?: PlanId | null;
  /** A downgrade waiting for the next billing date: marked with its date. */
  scheduled?: { planId: PlanId; date: string } | null;
}

/**
 * The paid plans with the monthly/yearly toggle (product.md#plan-catalogue: a yearly plan shows its
 * price over twelve months and the months offered). The upgrade dialog and the subscription
 * screen both show them.
 */
export function PlanCards({ onChoose, currentPlanId = null, scheduled = null }: PlanCardsProps) {
  const [billing, setBilling] = useState<Billing>(
    currentPlanId && plans[currentPlanId].duration === 'yearly' ? 'yearly' : 'monthly',
  );
  return (
    <>
      <ChoiceGroup
        legend="Paiement"
        name="billing"
        className="plans__billing"
        options={billingChoices}
        value={billing}
        onChange={(event) => setBilling(event.target.value === 'yearly' ? 'yearly' : 'monthly')}
      />
      <ul className="plans stack plain-list">
        {offers[billing].map(({ name, plan }) => {
          const isCurrent = plan.id === currentPlanId;
          const isScheduled = plan.id === scheduled?.planId;
          return (
            <li key={plan.id} className={cx('plan', isCurrent && 'plan--current')}>
              <div className="plan__head">
                <h3 className="plan__name">{name}</h3>
                {isCurrent && <p className="tag tag--selected">Votre formule</p>}
                {isScheduled && scheduled && <p className="tag">À partir du {dateText(scheduled.date)}</p>}
              </div>
              {plan.duration === 'yearly' ? (
                <div className="plan__price">
                  <p className="plan__amount">{perYear(plan)}</p>
                  <p className="plan__detail">{yearlyAsMonthly(plan)}</p>
                  {plan.originalPrice !== null && (
                    <p className="plan__detail">
                      au lieu de <s>{formatPrice(plan.originalPrice)}</s>
                    </p>
                  )}
                  {yearlyOffer && <p className="tag tag--offer">{yearlyOffer}</p>}
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
              {isCurrent ? (
                <p className="plan__current">C'est votre formule actuelle.</p>
              ) : (
                <Button
                  block
                  variant={plan.limits.childProfiles === null ? 'primary' : 'secondary'}
                  onClick={() => onChoose(plan.id)}
                >
                  Choisir {name}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
