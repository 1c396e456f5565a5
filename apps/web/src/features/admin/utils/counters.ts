import type { AdminUser, DiscountCode } from '@pourquoi/shared';

/** A code still usable: no end date or not past it (Paris days), and uses left. */
export const isCodeActive = (code: DiscountCode, today: string) =>
  (code.valid_until === null || code.valid_until.slice(0, 10) >= today) && code.times_used < code.usage_limit;

export interface AdminCounters {
  users: number;
  /** Premium subscribers, the main contact account left out. */
  premium: number;
  /**
   * On the free trial: not premium, with a trial end date, the main contact account left out
   * (product.md#console), and the trial still running: not one that ended, nor a lapsed plan.
   */
  trial: number;
  activeCodes: number;
}

/** The console's four counters (product.md#console). */
export function adminCounters(users: AdminUser[], codes: DiscountCode[], today: string): AdminCounters {
  const counted = users.filter((user) => !user.is_contact);
  return {
    users: users.length,
    premium: counted.filter((user) => user.is_premium).length,
    trial: counted.filter(
      (user) => !user.is_premium && user.trial_end_date !== null && user.subscription_status === 'trial',
    ).length,
    activeCodes: codes.filter((code) => isCodeActive(code, today)).length,
  };
}
