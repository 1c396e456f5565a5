import { useState } from 'react';
import { plans, storyMessages, type PlanId } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { CrownIcon } from '@/components/ui/icons';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { knownPlanId } from '../utils/plan-ids';
import { planPrice, storiesText } from '../utils/plan-text';
import { PlanChangeFlow } from './plan-change-flow';
import { StoryPackList } from './story-packs';

/** What the free version says: no new story, the spec's call to subscribe kept. */
const FREE_VERSION_STORIES =
  "La version gratuite ne crée pas de nouvelle histoire ; les vôtres restent à lire. Passez Premium pour créer plus d'histoires !";

/** Famille at the billing period of an Essentiel plan: more stories each month. */
const familyAbove: Partial<Record<PlanId, PlanId>> = {
  essential_monthly: 'family_monthly',
  essential_yearly: 'family_yearly',
};

export interface StoryLimitOfferProps {
  onClose: () => void;
  /** The plans (the subscription view). */
  onSeePlans: () => void;
}

/**
 * The story-limit modal's offer (product.md#story-quota). A paying family is offered the story packs,
 * and Famille from Essentiel (changed right here), rather than « Passez Premium… »; a family on
 * its trial or on the free version reads the spec's text and goes to the plans.
 */
export function StoryLimitOffer({ onClose, onSeePlans }: StoryLimitOfferProps) {
  const status = useSubscriptionStatus().data;
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const later = (
    <Button variant="ghost" onClick={onClose}>
      Plus tard
    </Button>
  );

  if (done) {
    return (
      <>
        <Alert variant="success">{done}</Alert>
        <DialogActions>
          <Button onClick={onClose}>Continuer</Button>
        </DialogActions>
      </>
    );
  }
  if (!status?.is_premium) {
    return (
      <>
        <p>{status?.status === 'expired' ? FREE_VERSION_STORIES : storyMessages.limitReached}</p>
        <DialogActions>
          {later}
          <Button icon={<CrownIcon />} onClick={onSeePlans}>
            Voir les formules
          </Button>
        </DialogActions>
      </>
    );
  }

  const planId = knownPlanId(status.plan_id) ?? 'free_trial';
  const familyId = familyAbove[planId];
  const family = familyId ? plans[familyId] : null;
  return (
    <>
      <p>{storyMessages.monthLimitReached} Ajoutez des histoires avec un pack.</p>
      <StoryPackList />
      {family && (
        <div className="offer">
          <p className="offer__name">Ou la formule {family.name}</p>
          <p className="offer__price">{planPrice(family)}</p>
          <p>{storiesText(family.limits.storiesPerMonth ?? 0)} chaque mois, et un profil pour chaque enfant.</p>
        </div>
      )}
      <DialogActions>
        {later}
        {family && <Button onClick={() => setChanging(true)}>Passer à la formule {family.name}</Button>}
      </DialogActions>
      {family && changing && (
        <PlanChangeFlow
          currentPlanId={planId}
          newPlanId={family.id}
          periodEnd={status.current_period_end}
          onChoosePlan={onSeePlans}
          onDone={setDone}
          onClose={() => setChanging(false)}
        />
      )}
    </>
  );
}
