import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountDeletionBody, historyMessages } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { DownloadIcon, TrashIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { useDeleteAccount } from '../api/delete-account';
import { usePasswordStep } from '../hooks/use-password-step';
import { useExportAccount } from '../api/export-account';
import { deletedCounts } from '../utils/wording';
import { ChangePasswordSection } from './change-password-section';
import { DevicesSection } from './devices-section';
import { OwnPasswordField } from './own-password-field';
import { EmailAddress } from '@/components/ui/email-address';
import '@/styles/account.css';

export const ACCOUNT_TITLE = 'Mon compte';
export const EXPORT_ALL_LABEL = 'Télécharger toutes mes données';
export const DELETE_ACCOUNT_LABEL = 'Supprimer mon compte';
export const CONFIRM_DELETE_LABEL = 'Supprimer définitivement';
/** product.md#destructive-confirmations: what a cancelled deletion says. */
export const DELETION_CANCELLED = 'Suppression annulée';
const EXPORT_FAILED = "Le téléchargement n'a pas abouti. Réessayez dans un instant.";

/** The password's message from a refused deletion: the server's per-field text, or the spec's. */
function passwordMessage(error: unknown): string | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 401 && error.status !== 403)) return null;
  const fields = error.body && typeof error.body === 'object' && 'fields' in error.body ? error.body.fields : null;
  const field = fields && typeof fields === 'object' && 'password' in fields ? fields.password : null;
  if (typeof field === 'string' && field) return field;
  return error.status === 400 ? error.message || historyMessages.wrongPassword : null;
}

type Step = 'overview' | 'confirm';

/**
 * "Mon compte": who is signed in, all the family's data as one file, the devices signed in, and the account's
 * deletion (a danger zone: explained, confirmed with the password, then the counts of what
 * was deleted and the sign-out).
 */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const exporter = useExportAccount();
  const deletion = useDeleteAccount();
  const [step, setStep] = useState<Step>('overview');
  const [cancelled, setCancelled] = useState(false);
  const passwordStep = usePasswordStep();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const dangerId = useId();
  const shownStep = useRef<Step>('overview');

  // The button pressed disappears: focus goes to the password, or back to the button.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'confirm') passwordStep.ref.current?.focus();
    else deleteRef.current?.focus();
  }, [step, passwordStep.ref]);
  useEffect(() => {
    if (deletion.isSuccess) doneRef.current?.focus();
  }, [deletion.isSuccess]);

  // The session no longer exists on the server: end it here too, and go to the login screen.
  const signOut = () => {
    tokenStorage.clearTokens();
    void navigate(paths.login, { replace: true });
  };

  const cancel = () => {
    setStep('overview');
    passwordStep.clear();
    deletion.reset();
    setCancelled(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = passwordStep.parse(accountDeletionBody, (password) => ({ password }));
    if (!body) return;
    deletion.mutate(body, {
      onError: (error) => {
        const message = passwordMessage(error);
        if (message) passwordStep.refuse(message);
      },
    });
  };

  if (deletion.isSuccess) {
    return (
      <Dialog title="Votre compte a été supprimé" icon={<UserIcon />} onClose={signOut}>
        <Alert variant="success">
          <p>Ont été effacés : {deletedCounts(deletion.data.deleted)}.</p>
        </Alert>
        <p>Merci pour tous ces moments partagés. Votre session va maintenant se fermer.</p>
        <DialogActions>
          <Button ref={doneRef} onClick={signOut}>
            Terminer
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const generalError = deletion.isError && !passwordMessage(deletion.error) ? deletion.error : null;
  return (
    <Dialog title={ACCOUNT_TITLE} icon={<UserIcon />} onClose={onClose}>
      <section className="account-section" aria-labelledby={`${dangerId}-who`}>
        <h3 id={`${dangerId}-who`} className="account-section__title">
          Vos informations
        </h3>
        <dl className="account-facts">
          <div className="account-facts__row">
            <dt>Prénom</dt>
            <dd className="break-anywhere">{user?.first_name}</dd>
          </div>
          <div className="account-facts__row">
            <dt>Email</dt>
            <dd>{user && <EmailAddress className="break-anywhere" email={user.email} />}</dd>
          </div>
        </dl>
      </section>

      <section className="account-section" aria-labelledby={`${dangerId}-data`}>
        <h3 id={`${dangerId}-data`} className="account-section__title">
          Vos données
        </h3>
        <p className="muted">
          Un fichier avec vos enfants, leurs questions et leurs réponses, et vos histoires : à garder, ou à emporter
          ailleurs.
        </p>
        <Button
          variant="secondary"
          icon={<DownloadIcon />}
          onClick={() => exporter.mutate()}
          isLoading={exporter.isPending}
          loadingText="Préparation du fichier…"
        >
          {EXPORT_ALL_LABEL}
        </Button>
        {exporter.isSuccess && <p role="status">Fichier téléchargé : {exporter.data}</p>}
        {exporter.isError && <Alert>{isApiError(exporter.error) ? exporter.error.message : EXPORT_FAILED}</Alert>}
      </section>

      <ChangePasswordSection />

      <DevicesSection />

      <section className="account-danger" aria-labelledby={`${dangerId}-danger`}>
        <h3 id={`${dangerId}-danger`} className="account-danger__title">
          {DELETE_ACCOUNT_LABEL}
        </h3>
        <p>
          Tout sera effacé : le compte, les profils de vos enfants, leurs conversations, vos histoires et leurs
          illustrations, et vos sessions sur tous vos appareils.{' '}
          <strong>C'est définitif : rien ne pourra être récupéré.</strong>
        </p>
        <p className="muted">Pensez à télécharger vos données avant, si vous souhaitez les garder.</p>
        {step === 'overview' ? (
          <>
            <Button
              ref={deleteRef}
              variant="ghost"
              className="btn--ghost-danger account-danger__start"
              icon={<TrashIcon />}
              onClick={() => {
                setCancelled(false);
                setStep('confirm');
              }}
            >
              {DELETE_ACCOUNT_LABEL}
            </Button>
            {cancelled && (
              <p role="status" className="account-danger__cancelled">
                {DELETION_CANCELLED}
              </p>
            )}
          </>
        ) : (
          <form className="form account-danger__confirm" noValidate onSubmit={submit}>
            <OwnPasswordField step={passwordStep} />
            {generalError && (
              <Alert>{isApiError(generalError) ? generalError.message : "La suppression n'a pas abouti."}</Alert>
            )}
            <DialogActions>
              <Button variant="secondary" onClick={cancel} disabled={deletion.isPending}>
                Annuler
              </Button>
              <Button type="submit" className="btn--danger" isLoading={deletion.isPending} loadingText="Suppression…">
                {CONFIRM_DELETE_LABEL}
              </Button>
            </DialogActions>
          </form>
        )}
      </section>
    </Dialog>
  );
}

export default AccountDialog;
