import { useId, useState } from 'react';
import { adminMessages } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatabaseIcon } from '@/components/ui/icons';
import { useCleanupDatabase } from '../api/cleanup-database';
import { adminErrorMessage, passwordRefusal } from '../utils/errors';
import { cleanupCounts } from '../utils/wording';
import { ConfirmationSteps, type ConfirmStep, type PhraseStep } from './confirmation-steps';

const kept = 'les comptes administrateur, support et le compte de contact principal';

const steps: readonly ConfirmStep[] = [
  {
    title: 'Nettoyer la base de données ?',
    message: (
      <>
        <p>
          Tous les comptes seront supprimés avec leurs enfants, conversations, histoires et abonnements, sauf {kept}.
        </p>
        <p>Une sauvegarde complète est écrite avant, sur le serveur.</p>
      </>
    ),
    confirmLabel: 'Continuer',
  },
];

const phrase: PhraseStep = {
  title: 'Dernière confirmation',
  message: <p>Cette opération supprime les comptes des familles. Elle ne se défait qu'en restaurant la sauvegarde.</p>,
  phrase: adminMessages.cleanupPhrase,
  confirmLabel: 'Nettoyer la base',
};

/**
 * Database maintenance (product.md#destructive-confirmations, product.md#d6-roles): a confirm, then the
 * phrase and one's password (decision 0020).
 */
export function MaintenanceSection() {
  const headingId = useId();
  const cleanup = useCleanupDatabase();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  const start = () => {
    setCancelled(false);
    cleanup.reset();
    setConfirming(true);
  };

  return (
    <section className="admin-section admin-section--danger" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} className="admin-section__title">
          Maintenance de la base
        </h2>
      </div>
      <p>
        Le nettoyage supprime tous les comptes sauf {kept}. Une sauvegarde est faite d'abord ; elle se restaure avec{' '}
        <code>npm run db:restore</code>.
      </p>
      <Button
        variant="ghost"
        className="btn--ghost-danger admin-section__action"
        icon={<DatabaseIcon />}
        aria-haspopup="dialog"
        isLoading={cleanup.isPending}
        loadingText="Nettoyage en cours…"
        onClick={start}
      >
        Nettoyer la base de données
      </Button>
      {cancelled && (
        <p role="status" className="admin-cancelled">
          {adminMessages.cleanupCancelled}
        </p>
      )}
      {cleanup.isSuccess && (
        <Alert variant="success">
          <p>Nettoyage terminé : {cleanupCounts(cleanup.data)} supprimés.</p>
          <p>
            Sauvegarde : <code className="break-anywhere">{cleanup.data.backup_file}</code>, dans le dossier{' '}
            <code>backups</code> des données du serveur.
          </p>
        </Alert>
      )}
      {cleanup.isError && !passwordRefusal(cleanup.error) && <Alert>{adminErrorMessage(cleanup.error)}</Alert>}

      {confirming && (
        <ConfirmationSteps
          steps={steps}
          phrase={phrase}
          isPending={cleanup.isPending}
          passwordError={passwordRefusal(cleanup.error)}
          onConfirmed={(confirmation) =>
            cleanup.mutate(confirmation, {
              // A wrong password is said in the dialog, which keeps what was typed.
              onSettled: (_result, error) => setConfirming(!!passwordRefusal(error)),
            })
          }
          onCancelled={(atPhrase) => {
            setConfirming(false);
            setCancelled(atPhrase);
          }}
        />
      )}
    </section>
  );
}
