import { formatPrice, plans, type Plan, type PlanLimits } from '@pourquoi/shared';

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** The free trial in words, from its real limits: "1 enfant, 3 questions par jour, 7 jours d'historique". */
export function freeTrialSummary(limits: PlanLimits = plans.free_trial.limits): string {
  const parts = [
    limits.childProfiles === null ? 'enfants illimités' : plural(limits.childProfiles, 'enfant'),
    limits.questionsPerDay === null ? 'questions illimitées' : `${plural(limits.questionsPerDay, 'question')} par jour`,
    limits.historyDays === null ? 'historique illimité' : `${plural(limits.historyDays, 'jour')} d'historique`,
  ];
  return parts.join(', ');
}

/** "un seul profil enfant", "3 profils enfants". */
export function childProfilesText(count: number): string {
  return count === 1 ? 'un seul profil enfant' : `${count} profils enfants`;
}

export const perMonth = (plan: Plan) => `${formatPrice(plan.price)} / mois`;
export const perYear = (plan: Plan) => `${formatPrice(plan.price)} / an`;
/** A yearly price spread over twelve months, as parents compare them. */
export const yearlyAsMonthly = (plan: Plan) => `soit ${formatPrice(plan.price / 12)} / mois`;
