import { useId, useState } from 'react';
import type { SecurityKey } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon, ShieldIcon, TrashIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveSecurityKey, useSecondFactors } from '../api/security-keys';
import { momentText } from '../utils/dates';
import { adminErrorMessage, secondFactorAsked } from '../utils/errors';
import { AddSecurityKeyForm } from './add-security-key-form';
import { ConfirmationSteps } from './confirmation-steps';
import { ListProblem } from './list-problem';

type Notice = { variant: 'success' | 'error'; text: string };

/**
 * The staff member's own second factors (ASVS 2.3.2, 4.3.1): the authenticator app, which the
 * operator enrols, and the security keys and passkeys, added and removed here.
 */
export function SecuritySection() {
  const headingId = useId();
  const factors = useSecondFactors();
  const removal = useRemoveSecurityKey();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<SecurityKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const remove = (key: SecurityKey) => {
    setToRemove(null);
    setNotice(null);
    removal.mutate(key, {
      onSuccess: () => setNotice({ variant: 'success', text: `La clé « ${key.name} » est retirée.` }),
      // A proof asked for is the gate's to show: after it, « Retirer » works.
      onError: (error) => {
        if (!secondFactorAsked(error)) setNotice({ variant: 'error', text: adminErrorMessage(error) });
      },
    });
  };

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId} className="admin-section__title">
          <ShieldIcon className="admin-section__icon" /> Votre double authentification
        </h2>
        {factors.isSuccess && !adding && (
          <Button
            icon={<PlusIcon />}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            Ajouter une clé
          </Button>
        )}
      </div>
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {factors.isPending ? (
        <Spinner label="Chargement de vos moyens de double authentification…" className="spinner--block" />
      ) : factors.isError ? (
        <ListProblem
          message="Vos moyens de double authentification n'ont pas pu être chargés pour le moment."
          onRetry={() => void factors.refetch()}
        />
      ) : (
        <>
          <p>
            Application d'authentification : <strong>{factors.data.totp ? 'activée' : 'non activée'}</strong>{' '}
            (l'opérateur l'active avec <code>npm run staff -- mfa</code>).
          </p>
          {factors.data.security_keys.length === 0 ? (
            <p className="admin-empty">Aucune clé de sécurité ni passkey pour le moment.</p>
          ) : (
            <ul className="admin-codes plain-list" aria-label="Clés de sécurité">
              {factors.data.security_keys.map((key) => (
                <li key={key.id} className="admin-code">
                  <div className="admin-code__main">
                    <p className="admin-code__name break-anywhere">{key.name}</p>
                    <p className="admin-code__facts">
                      <span>Ajoutée le {momentText(key.created_at)}</span>
                      <span>
                        {key.last_used_at ? `Utilisée le ${momentText(key.last_used_at)}` : 'Jamais utilisée'}
                      </span>
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    className="btn--ghost-danger admin-code__delete"
                    icon={<TrashIcon />}
                    aria-label={`Retirer la clé ${key.name}`}
                    aria-haspopup="dialog"
                    isLoading={removal.isPending && removal.variables.id === key.id}
                    loadingText="Retrait…"
                    onClick={() => setToRemove(key)}
                  >
                    Retirer
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {adding && (
            <AddSecurityKeyForm
              firstKey={!factors.data.totp && factors.data.security_keys.length === 0}
              onAdded={(key) => {
                setAdding(false);
                setNotice({ variant: 'success', text: `La clé « ${key.name} » est enregistrée.` });
              }}
              onCancel={() => setAdding(false)}
            />
          )}
        </>
      )}
      {toRemove && (
        <ConfirmationSteps
          steps={[
            {
              title: `Retirer la clé « ${toRemove.name} » ?`,
              message: <p>Elle ne pourra plus servir de double authentification sur ce compte.</p>,
              confirmLabel: 'Retirer la clé',
            },
          ]}
          onConfirmed={() => remove(toRemove)}
          onCancelled={() => setToRemove(null)}
        />
      )}
    </section>
  );
}
