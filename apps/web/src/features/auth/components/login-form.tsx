import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS, errorMessage, loginBody } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { StarIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { formRef, bind, validate } = useSchemaForm(
    loginBody,
    { email: '', password: '' },
    // A new attempt is under way: the last refusal no longer applies.
    { onEdit: () => loginMutation.isError && loginMutation.reset() },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = validate();
    if (data) loginMutation.mutate(data, { onSuccess: () => navigate(paths.home, { replace: true }) });
  };

  const serverError = loginMutation.error;
  const serverMessage = serverError
    ? isApiError(serverError)
      ? loginErrorMessage(serverError.status, errorMessage(serverError.body))
      : loginErrorMessage(0)
    : null;

  return (
    <>
      <Link to={paths.register} className="trial-banner">
        <StarIcon className="trial-banner__icon" />
        <span>{`Essai Gratuit ${TRIAL_DAYS} Jours`}</span>
      </Link>
      <h1 className="auth-card__title">Se connecter</h1>
      <p className="auth-card__lead">Retrouvez les réponses aux « pourquoi ? » de vos enfants.</p>

      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <EmailField {...bind('email')} />
        <PasswordField label="Mot de passe" autoComplete="current-password" required {...bind('password')} />
        <p className="form__aside">
          <Link to={paths.forgotPassword} className="link">
            Mot de passe oublié ?
          </Link>
        </p>
        {serverMessage && <Alert>{serverMessage}</Alert>}
        <Button type="submit" block isLoading={loginMutation.isPending} loadingText="Connexion…">
          Se connecter
        </Button>
      </form>

      <p className="auth-card__footer">
        Pas encore de compte ?{' '}
        <Link to={paths.register} className="link">
          Créer un compte
        </Link>
      </p>
    </>
  );
}
