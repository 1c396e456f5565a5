import { discountLabel, discountTypeSchema } from '@pourquoi/shared';
import type { AuditEntry } from '../api/get-audit-log';
import { calendarDateText } from './dates';
import { planName } from './plans';
import { plural } from '@/lib/plural';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * One line of the audit log in words: "Formule de lea@exemple.fr : Famille jusqu’au 31 janvier 2027".
 * `emailOf` names an account still listed; a deleted one keeps the address its entry recorded.
 */
export function auditText(entry: AuditEntry, emailOf: (id: string) => string | undefined): string {
  const details = record(entry.details);
  const account = text(details.email) ?? (entry.target ? (emailOf(entry.target) ?? entry.target) : 'un compte');
  switch (entry.action) {
    case 'user.update': {
      const after = record(details.after);
      const plan = text(after.subscription_plan);
      const end = text(after.subscription_end_date);
      const what = plan ? planName(plan) : 'modifiée';
      const former = text(record(details.before).email);
      const moved = former && text(after.email) && former !== after.email ? ` (adresse changée, avant ${former})` : '';
      return `Formule de ${account} : ${what}${end ? ` jusqu'au ${calendarDateText(end)}` : ''}${moved}`;
    }
    case 'user.delete':
      return `Compte supprimé : ${account}`;
    case 'user.reset_password':
      return `Lien de réinitialisation du mot de passe envoyé à ${account}`;
    case 'discount_code.create': {
      const type = discountTypeSchema.safeParse(details.type);
      const value = typeof details.value === 'number' ? details.value : null;
      const label = type.success && value !== null ? ` (${discountLabel({ type: type.data, value })})` : '';
      return `Code ${entry.target ?? ''} créé${label}`;
    }
    case 'discount_code.delete':
      return `Code ${entry.target ?? ''} supprimé`;
    case 'database.cleanup': {
      const users = typeof details.deleted_users === 'number' ? details.deleted_users : 0;
      return `Nettoyage de la base : ${plural(users, 'compte supprimé', 'comptes supprimés')}, après sauvegarde`;
    }
    case 'staff.mfa.enrol':
      return `Double authentification activée pour ${account} (par l'opérateur)`;
    case 'staff.mfa.reset':
      return `Double authentification retirée pour ${account} (par l'opérateur)`;
    case 'staff.mfa.key_invite':
      return `Code d'enregistrement d'une première clé de sécurité donné à ${account} (par l'opérateur)`;
    case 'staff.mfa.key_add':
      return `Clé de sécurité « ${text(details.name) ?? ''} » ajoutée par ${account}`;
    case 'staff.mfa.key_remove':
      return `Clé de sécurité « ${text(details.name) ?? ''} » retirée par ${account}`;
    default:
      return entry.target ? `${entry.action} (${entry.target})` : entry.action;
  }
}
