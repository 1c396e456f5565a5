import type { AdminUser } from '@pourquoi/shared';
import { EmailAddress } from '@/components/ui/email-address';
import { Button } from '@/components/ui/button';
import { MailIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';
import { endDateText } from '../utils/dates';
import { PlanTag } from './plan-tag';

export interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin: never deleted from here. */
  isSelf: boolean;
  isResetting: boolean;
  isDeleting: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

const roleLabels = { admin: 'Admin', support: 'Support', user: null } as const;

/** What the end-date column says: the paid plan's last day, the trial's, or nothing. */
function endText(user: AdminUser): string {
  if (user.subscription_end_date) return endDateText(user.subscription_end_date);
  if (user.trial_end_date) return `Essai : ${endDateText(user.trial_end_date)}`;
  return '—';
}

/**
 * One account: email, name, plan, end date, children and the actions 'Modifier', 'Réinitialiser'
 * (the spec's 'Reset MDP', written out: product.md#console, docs/decisions/0022-web-routes.md) and 'Supprimer'. On a phone the row becomes a card, each cell with its column's name.
 */
export function UserRow({ user, isSelf, isResetting, isDeleting, onEdit, onResetPassword, onDelete }: UserRowProps) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  const role = roleLabels[user.role];
  const protectedReason = user.is_contact ? 'Compte de contact principal' : isSelf ? 'Votre propre compte' : null;
  return (
    <tr className="admin-user">
      <th scope="row" className="admin-user__email" data-label="Email">
        <EmailAddress className="admin-user__address" email={user.email} />
        {(role || user.is_contact || isSelf) && (
          <span className="admin-user__tags">
            {role && <span className="tag tag--selected">{role}</span>}
            {user.is_contact && <span className="tag">Contact</span>}
            {isSelf && <span className="tag">Vous</span>}
          </span>
        )}
      </th>
      <td data-label="Nom" className="admin-user__name">
        {name || '—'}
      </td>
      <td data-label="Formule">
        <PlanTag planId={user.subscription_plan} />
      </td>
      <td data-label="Fin d'abonnement">{endText(user)}</td>
      <td data-label="Enfants" className="admin-user__number">
        {user.children_count}
      </td>
      <td data-label="Actions" className="admin-user__actions">
        <div className="admin-user__buttons">
          <Button
            variant="secondary"
            icon={<PencilIcon />}
            aria-label={`Modifier ${user.email}`}
            aria-haspopup="dialog"
            onClick={onEdit}
          >
            Modifier
          </Button>
          <Button
            variant="secondary"
            icon={<MailIcon />}
            aria-label={`Réinitialiser le mot de passe de ${user.email}`}
            title="Envoyer un lien de réinitialisation du mot de passe"
            isLoading={isResetting}
            loadingText="Envoi…"
            onClick={onResetPassword}
          >
            Réinitialiser
          </Button>
          <Button
            variant="ghost"
            className="btn--ghost-danger"
            icon={<TrashIcon />}
            aria-label={`Supprimer ${user.email}`}
            aria-haspopup="dialog"
            aria-describedby={protectedReason ? `protected-${user.id}` : undefined}
            disabled={protectedReason !== null}
            isLoading={isDeleting}
            loadingText="Suppression…"
            onClick={onDelete}
          >
            Supprimer
          </Button>
        </div>
        {protectedReason && (
          <span id={`protected-${user.id}`} className="admin-user__protected">
            {protectedReason} : non supprimable
          </span>
        )}
      </td>
    </tr>
  );
}
