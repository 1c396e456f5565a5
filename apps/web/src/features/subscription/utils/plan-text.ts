import { formatFrenchDate, formatPrice, freeVersionLimits, type Plan, type PlanLimits } from '@pourquoi/shared';
import { plural } from '@/lib/plural';

/**
 * Limits in words, by default the free version's (product.md#d3-free-version): "1 enfant, 1 question par
 * jour, 7 jours d'historique, aucune nouvelle histoire (les vôtres restent à lire)".
 */
export function limitsSummary(limits: PlanLimits = freeVersionLimits): string {
  const parts = [
    limits.childProfiles === null ? 'enfants illimités' : plural(limits.childProfiles, 'enfant'),
    limits.questionsPerDay === null ? 'questions illimitées' : `${plural(limits.questionsPerDay, 'question')} par jour`,
    limits.historyDays === null ? 'historique illimité' : `${plural(limits.historyDays, 'jour')} d'historique`,
    limits.storiesPerMonth === null
      ? 'histoires illimitées'
      : limits.storiesPerMonth === 0
        ? 'aucune nouvelle histoire (les vôtres restent à lire)'
        : `${storiesText(limits.storiesPerMonth)} par mois`,
  ];
  return parts.join(', ');
}

/** "un seul profil enfant", "3 profils enfants". */
export function childProfilesText(count: number): string {
  return count === 1 ? 'un seul profil enfant' : `${count} profils enfants`;
}

/** "2 histoires illustrées", "1 histoire illustrée". */
export function storiesText(count: number): string {
  const s = count > 1 ? 's' : '';
  return `${count} histoire${s} illustrée${s}`;
}

export const perMonth = (plan: Plan) => `${formatPrice(plan.price)} / mois`;
export const perYear = (plan: Plan) => `${formatPrice(plan.price)} / an`;
/** A yearly price spread over twelve months, as parents compare them. */
export const yearlyAsMonthly = (plan: Plan) => `soit ${formatPrice(plan.price / 12)} / mois`;
/** "4,99 € / mois" or "49,90 € / an". */
export const planPrice = (plan: Plan) => (plan.duration === 'yearly' ? perYear(plan) : perMonth(plan));

/** "2 mois offerts", the yearly plans' gift. */
export const monthsOfferedText = (plan: Plan) =>
  plan.monthsOffered ? `${plan.monthsOffered} mois offert${plan.monthsOffered > 1 ? 's' : ''}` : null;

/** "6 décembre 2026", from the server's ISO date. */
export const dateText = (iso: string) => formatFrenchDate(new Date(iso));

/** Below, when `next` is a limit lower than `current` (null is unlimited). */
const lowers = (current: number | null, next: number | null): next is number =>
  next !== null && (current === null || next < current);

/**
 * What a family gives up moving from `from` to `to`, in the words of the downgrade warning:
 * "Un seul profil enfant au lieu de profils illimités", "2 histoires illustrées par mois au lieu de 5".
 */
export function planLosses(from: Plan, to: Plan): string[] {
  const losses: string[] = [];
  const [before, after] = [from.limits, to.limits];
  if (lowers(before.childProfiles, after.childProfiles)) {
    const text = childProfilesText(after.childProfiles);
    losses.push(
      `${text[0]?.toUpperCase()}${text.slice(1)} au lieu de ${before.childProfiles === null ? 'profils illimités' : before.childProfiles}`,
    );
  }
  if (lowers(before.storiesPerMonth, after.storiesPerMonth)) {
    losses.push(
      `${storiesText(after.storiesPerMonth)} par mois au lieu de ${before.storiesPerMonth ?? 'histoires illimitées'}`,
    );
  }
  if (lowers(before.questionsPerDay, after.questionsPerDay)) {
    const was = before.questionsPerDay === null ? 'questions illimitées' : before.questionsPerDay;
    losses.push(`${plural(after.questionsPerDay, 'question')} par jour au lieu de ${was}`);
  }
  if (lowers(before.historyDays, after.historyDays)) {
    const was = before.historyDays === null ? 'un historique complet' : before.historyDays;
    losses.push(`${plural(after.historyDays, 'jour')} d'historique au lieu de ${was}`);
  }
  const offered = monthsOfferedText(from);
  if (from.duration === 'yearly' && to.duration !== 'yearly' && offered) {
    losses.push(`Le paiement à l'année et ses ${offered}`);
  }
  return losses;
}
