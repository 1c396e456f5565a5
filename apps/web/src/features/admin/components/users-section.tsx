import { useId, useState } from 'react';
import { adminMessages, type AdminUser, type StaffConfirmation } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useAdminUsers, useDeleteUser, useSendResetMail } from '../api/users';
import { endDateText } from '../utils/dates';
import { adminErrorMessage, passwordRefusal } from '../utils/errors';
import { planName } from '../utils/plans';
import { plural } from '@/lib/plural';
import { deletionCounts } from '../utils/wording';
import { ConfirmationSteps, type ConfirmStep, type PhraseStep } from './confirmation-steps';
import { EditUserDialog } from './edit-user-dialog';
import { ListProblem } from './list-problem';
import { UserRow } from './user-row';
import { EmailAddress } from '@/components/ui/email-address';

type Notice = { variant: 'success' | 'error' | 'info'; text: string };

/** product.md#destructive-confirmations: two confirms, then 'SUPPRIMER DÉFINITIVEMENT' typed exactly (and one's password, decision 0020). */
const deletionSteps = (user: AdminUser): ConfirmStep[] => [
  {
    title: `Supprimer le compte ${user.email} ?`,
    message: (
      <p>
        Le compte, ses profils enfants ({user.children_count}), ses conversations et ses histoires seront supprimés. Un
        abonnement payant en cours est arrêté.
      </p>
    ),
    confirmLabel: 'Continuer',
  },
  {
    title: 'Êtes-vous vraiment sûr ?',
    message: <p>Rien ne pourra être récupéré : ni les données de cette famille, ni son abonnement.</p>,
    confirmLabel: 'Oui, continuer',
  },
];

const deletionPhrase = (user: AdminUser): PhraseStep => ({
  title: 'Dernière confirmation',
  message: (
    <p>
      Suppression définitive de{' '}
      <strong>
        <EmailAddress className="break-anywhere" email={user.email} />
      </strong>
      .
    </p>
  ),
  phrase: adminMessages.deletionPhrase,
  confirmLabel: 'Supprimer le compte',
});

/** The users table (product.md#console) and what its actions open. */
export function UsersSection() {
  const headingId = useId();
  const { user: me } = useAuth();
  const users = useAdminUsers();
  const deletion = useDeleteUser();
  const resetMail = useSendResetMail();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const remove = (user: AdminUser, confirmation: StaffConfirmation) => {
    deletion.mutate(
      { user, confirmation },
      {
        onSuccess: (result) => {
          setDeleting(null);
          setNotice({
            variant: 'success',
            text: `Le compte ${result.user_email} a été supprimé : ${deletionCounts(result)}.`,
          });
        },
        onError: (error) => {
          // A wrong password is said in the dialog, which keeps what was typed.
          if (passwordRefusal(error)) return;
          setDeleting(null);
          setNotice({ variant: 'error', text: adminErrorMessage(error) });
        },
      },
    );
  };

  const sendReset = (user: AdminUser) => {
    setNotice(null);
    resetMail.mutate(user, {
      onSuccess: ({ message }) => setNotice({ variant: 'success', text: message }),
      onError: (error) => setNotice({ variant: 'error', text: adminErrorMessage(error) }),
    });
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} className="admin-section__title">
          Utilisateurs
        </h2>
        {users.data && <p className="admin-section__count">{plural(users.data.length, 'compte', 'comptes')}</p>}
      </div>
      {notice?.variant === 'info' && (
        <p role="status" className="admin-cancelled">
          {notice.text}
        </p>
      )}
      {notice && notice.variant !== 'info' && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {users.isPending ? (
        <Spinner label="Chargement des utilisateurs…" className="spinner--block" />
      ) : users.isError ? (
        <ListProblem
          message="La liste des utilisateurs n'a pas pu être chargée pour le moment."
          onRetry={() => void users.refetch()}
        />
      ) : (
        <table className="admin-users" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Nom</th>
              <th scope="col">Formule</th>
              <th scope="col">Fin d'abonnement</th>
              <th scope="col">Enfants</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                isResetting={resetMail.isPending && resetMail.variables.id === user.id}
                isDeleting={deletion.isPending && deletion.variables.user.id === user.id}
                onEdit={() => {
                  setNotice(null);
                  setEditing(user);
                }}
                onResetPassword={() => sendReset(user)}
                onDelete={() => {
                  setNotice(null);
                  deletion.reset();
                  setDeleting(user);
                }}
              />
            ))}
          </tbody>
        </table>
      )}

      {editing && (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            const end = saved.subscription_end_date ? ` jusqu'au ${endDateText(saved.subscription_end_date)}` : '';
            const moved =
              saved.email === editing.email ? '' : ' Un lien de confirmation est parti à la nouvelle adresse.';
            setNotice({
              variant: 'success',
              text: `${saved.email} : ${planName(saved.subscription_plan)}${end}.${moved}`,
            });
          }}
        />
      )}
      {deleting && (
        <ConfirmationSteps
          steps={deletionSteps(deleting)}
          phrase={deletionPhrase(deleting)}
          isPending={deletion.isPending}
          passwordError={passwordRefusal(deletion.error)}
          onConfirmed={(confirmation) => remove(deleting, confirmation)}
          onCancelled={(atPhrase) => {
            setDeleting(null);
            if (atPhrase) setNotice({ variant: 'info', text: adminMessages.deletionCancelled });
          }}
        />
      )}
    </section>
  );
}
