import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS, errorMessage, loginBody, type LoginBody } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StarIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';

type Field = keyof LoginBody;

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useFocusFirstError(formRef, refusedAttempts);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (loginMutation.isError) loginMutation.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      setRefusedAttempts((count) => count + 1);
      return;
    }
    loginMutation.mutate(parsed.data, { onSuccess: () => navigate(paths.home, { replace: true }) });
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
        <TextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Mot de passe"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.password}
        />
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
