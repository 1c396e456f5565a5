import type { SubscriptionStatus } from '@pourquoi/shared';
import { CrownIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { plural } from '@/lib/plural';

export interface PlanBadgeProps {
  status: SubscriptionStatus | undefined;
  /** The subscription view (product.md#trial-and-free-version: the trial badge leads there). */
  onOpenSubscription: () => void;
  /** The upgrade dialog, for a trial that is over. */
  onOpenUpgrade: () => void;
}

/** In the header: 'Premium', 'Essai {n}j', or 'Gratuit' once the trial is over (product.md#d3-free-version). */
export function PlanBadge({ status, onOpenSubscription, onOpenUpgrade }: PlanBadgeProps) {
  if (!status) return null;
  if (status.is_premium) {
    return (
      <button type="button" className="badge badge--premium" onClick={onOpenSubscription} title="Gérer mon abonnement">
        <CrownIcon />
        <span>Premium</span>
      </button>
    );
  }
  const expired = status.status === 'expired';
  if (!expired && status.status !== 'trial') return null;
  const days = status.trial_days_remaining;
  return (
    <button
      type="button"
      className={cx('badge', expired ? 'badge--free' : 'badge--trial')}
      aria-haspopup={expired ? 'dialog' : undefined}
      onClick={expired ? onOpenUpgrade : onOpenSubscription}
      title={expired ? 'Voir les formules' : plural(days, "jour d'essai restant", "jours d'essai restants")}
    >
      {expired ? 'Gratuit' : `Essai ${days}j`}
    </button>
  );
}
