import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { MailIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordErrorMessage } from '../utils/error-messages';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, values, bind, validate } = useSchemaForm(
    forgotPasswordBody,
    { email: '' },
    // A new attempt is under way: the last refusal no longer applies.
    { onEdit: () => mutation.isError && mutation.reset() },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate();
    if (data) mutation.mutate(data, { onSuccess: () => setSentTo(data.email) });
  };

  if (sentTo) {
    return (
      <Panel level={1} title="Email envoyé !" tone="success" icon={<MailIcon />}>
        <p>
          Si un compte existe pour <strong className="break-anywhere">{sentTo}</strong>, un lien pour choisir un nouveau
          mot de passe vient d'y être envoyé.
        </p>
        <p className="muted">Pensez à vérifier vos courriers indésirables.</p>
        <p className="note">Le lien sera valide pendant 1 heure</p>
        <Link to={paths.login} className="btn btn--primary btn--block">
          Retour à la connexion
        </Link>
      </Panel>
    );
  }

  const serverMessage = mutation.error
    ? forgotPasswordErrorMessage(isApiError(mutation.error) ? mutation.error.status : 0)
    : null;

  return (
    <>
      <h1 className="auth-card__title">Mot de passe oublié</h1>
      <p className="auth-card__lead">
        Indiquez l'adresse de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <EmailField {...bind('email')} />
        {serverMessage && <Alert>{serverMessage}</Alert>}
        <Button
          type="submit"
          block
          disabled={values.email.trim() === ''}
          isLoading={mutation.isPending}
          loadingText="Envoi…"
        >
          Envoyer le lien
        </Button>
      </form>
      <p className="auth-card__footer">
        <Link to={paths.login} className="link">
          Retour à la connexion
        </Link>
      </p>
    </>
  );
}
