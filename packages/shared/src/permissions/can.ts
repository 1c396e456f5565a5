// zod/mini: in the web's first download (decision 0031).
import * as z from 'zod/mini';
import type { PlanId } from '../plans/catalogue.js';
import { HOUR_MS } from '../time.js';
import { type EffectiveStatus, isPremium, limitsOf } from './subscription.js';

export const actionSchema = z.enum([
  'ask_question',
  'add_child',
  'view_history',
  'export_data',
  'advanced_stats',
  'modify_child',
]);
export type Action = z.infer<typeof actionSchema>;

export const CHILD_MODIFICATION_LOCK_HOURS = 48;

/** The upgrade message of each action (product.md#permissions). */
export const upgradeMessages: Record<Action, string> = {
  ask_question: 'Passez Premium pour poser des questions illimitées !',
  add_child: 'Passez à la formule Famille pour ajouter plus de profils enfants',
  view_history: "Passez Premium pour garder tout l'historique",
  export_data: "L'export des données est réservé aux abonnés Premium",
  advanced_stats: 'Les statistiques avancées sont réservées aux abonnés Premium',
  modify_child: `Pour éviter les abus, un profil enfant ne peut changer qu'une fois toutes les ${CHILD_MODIFICATION_LOCK_HOURS} heures`,
};

export const trialOverMessage = 'Votre essai gratuit est terminé. Passez Premium pour continuer.';

/** Everything the rules need to know about a family at one moment. */
export interface FamilyState {
  planId: PlanId;
  status: EffectiveStatus;
  now: Date;
  questionsToday: number;
  childrenCount: number;
  /** When the family last changed who a child is (edit of name or birth date, or deletion). */
  lastChildModification: Date | null;
  /** Stories started this Paris month and not failed. */
  storiesThisMonth: number;
  /** Stories bought in packs and not used yet: they come after the month's allowance. */
  storyCredits: number;
}

export interface Permission {
  allowed: boolean;
  reason: string | null;
  upgradeRequired: boolean;
}

const allowed: Permission = { allowed: true, reason: null, upgradeRequired: false };
const refused = (reason: string, upgradeRequired = true): Permission => ({ allowed: false, reason, upgradeRequired });

/** Hours left on the 48-hour lock (product.md#d4-child-lock), 0 when there is none. */
export function childLockHoursRemaining(state: FamilyState): number {
  const limit = limitsOf(state.status, state.planId).childProfiles;
  if (limit === null || !state.lastChildModification) return 0;
  const unlockAt = state.lastChildModification.getTime() + CHILD_MODIFICATION_LOCK_HOURS * HOUR_MS;
  return Math.max(0, Math.ceil((unlockAt - state.now.getTime()) / HOUR_MS));
}

export function childLockMessage(hours: number): string {
  return `Vous avez modifié un profil enfant récemment. Vous pourrez le refaire dans ${hours} h (limite de ${CHILD_MODIFICATION_LOCK_HOURS} heures).`;
}

/** Whether the family may do `action` now, and if not why and whether paying would help. */
export function can(action: Action, state: FamilyState): Permission {
  const limits = limitsOf(state.status, state.planId);
  switch (action) {
    case 'ask_question':
      // After the trial too: the free version's question of the day (product.md#d3-free-version).
      if (limits.questionsPerDay !== null && state.questionsToday >= limits.questionsPerDay) {
        return refused(upgradeMessages.ask_question);
      }
      return allowed;
    case 'add_child': {
      if (limits.childProfiles !== null && state.childrenCount >= limits.childProfiles) {
        return refused(upgradeMessages.add_child);
      }
      const hours = childLockHoursRemaining(state);
      return hours > 0 ? refused(childLockMessage(hours), false) : allowed;
    }
    case 'modify_child': {
      const hours = childLockHoursRemaining(state);
      return hours > 0 ? refused(childLockMessage(hours), false) : allowed;
    }
    case 'view_history':
      // History stays readable after the trial (product.md#d3-free-version); the plan sets how far back.
      return allowed;
    case 'export_data':
    case 'advanced_stats':
      return isPremium(state.status, state.planId) ? allowed : refused(upgradeMessages[action]);
  }
}

export const permissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.nullable(z.string()),
  upgradeRequired: z.boolean(),
});
