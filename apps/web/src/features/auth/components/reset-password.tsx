import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { authMessages, resetPasswordForm } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckIcon, LinkOffIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { resetTokenQueryOptions } from '../api/validate-reset-token';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordErrorMessage, resetTokenErrorMessage } from '../utils/error-messages';
import { NewPasswordFields } from './new-password-fields';

/** Reset-password screen: the link's token is checked first, then a new password is chosen. */
export function ResetPassword({ token }: { token: string | null }) {
  if (!token) return <InvalidLink message={authMessages.resetTokenMissing} />;
  return <ResetWithToken key={token} token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const check = useQuery(resetTokenQueryOptions(token));
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'invalid'; message: string } | null>(null);

  if (outcome?.kind === 'done') return <PasswordUpdated />;
  if (outcome?.kind === 'invalid') return <InvalidLink message={outcome.message} />;
  if (check.isPending) return <Spinner label="Vérification du lien…" className="spinner--block" />;
  if (check.isError) {
    const status = isApiError(check.error) ? check.error.status : 0;
    return <InvalidLink message={resetTokenErrorMessage(status)} />;
  }
  return (
    <NewPasswordForm
      token={token}
      onDone={() => setOutcome({ kind: 'done' })}
      onLinkRejected={(message) => setOutcome({ kind: 'invalid', message })}
    />
  );
}

function NewPasswordForm({
  token,
  onDone,
  onLinkRejected,
}: {
  token: string;
  onDone: () => void;
  onLinkRejected: (message: string) => void;
}) {
  const mutation = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, bind, validate, setFieldErrors } = useSchemaForm(
    resetPasswordForm,
    { new_password: '', confirm_password: '' },
    { onEdit: () => setFormError(null) },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const data = validate();
    if (!data) return;
    mutation.mutate(
      { token, new_password: data.new_password },
      {
        onSuccess: onDone,
        onError: (error) => {
          const status = isApiError(error) ? error.status : 0;
          // A password the server refuses (too common) is said under the field itself.
          const onFields = serverFieldErrors(error, ['new_password'] as const);
          if (onFields) setFieldErrors(onFields);
          else if (status === 401) onLinkRejected(resetPasswordErrorMessage(status));
          else setFormError(resetPasswordErrorMessage(status));
        },
      },
    );
  };

  return (
    <>
      <h1 className="auth-card__title">Nouveau mot de passe</h1>
      <p className="auth-card__lead">Choisissez un mot de passe que vous n'utilisez pas ailleurs.</p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <NewPasswordFields
          label="Nouveau mot de passe"
          password={bind('new_password')}
          confirmation={bind('confirm_password')}
        />
        {formError && <Alert>{formError}</Alert>}
        <Button type="submit" block isLoading={mutation.isPending} loadingText="Enregistrement…">
          Enregistrer le mot de passe
        </Button>
      </form>
    </>
  );
}

function InvalidLink({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Panel level={1} title="Lien invalide" tone="warning" icon={<LinkOffIcon />}>
      <Alert>{message}</Alert>
      <p className="muted">Un lien ne sert qu'une fois et reste valide 1 heure. Vous pouvez en demander un nouveau.</p>
      <div className="stack">
        <Button block onClick={() => navigate(paths.login)}>
          Retour à la connexion
        </Button>
        <Link to={paths.forgotPassword} className="btn btn--secondary btn--block">
          Demander un nouveau lien
        </Link>
      </div>
    </Panel>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  return (
    <Panel level={1} title="Mot de passe mis à jour !" tone="success" icon={<CheckIcon />}>
      <p>Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.</p>
      <Button block onClick={() => navigate(paths.login)}>
        Se connecter
      </Button>
    </Panel>
  );
}
