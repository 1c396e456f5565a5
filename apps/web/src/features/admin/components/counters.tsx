import type { AdminUser, DiscountCode } from '@pourquoi/shared';
import { adminCounters } from '../utils/counters';
import { todayInput } from '../utils/dates';

export interface CountersProps {
  users: AdminUser[] | undefined;
  codes: DiscountCode[] | undefined;
}

/** The four counters (product.md#console); a list not loaded shows a dash, never a false 0. */
export function Counters({ users, codes }: CountersProps) {
  const counts = adminCounters(users ?? [], codes ?? [], todayInput());
  const figures = [
    { label: 'Utilisateurs', value: users ? counts.users : null },
    { label: 'Abonnés premium', value: users ? counts.premium : null },
    { label: 'En essai gratuit', value: users ? counts.trial : null },
    { label: 'Codes de réduction actifs', value: codes ? counts.activeCodes : null },
  ];
  return (
    <section aria-label="Chiffres clés">
      <dl className="admin-counters">
        {figures.map(({ label, value }) => (
          <div key={label} className="admin-counter">
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
