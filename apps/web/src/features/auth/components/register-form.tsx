import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS, registerForm, type RegisterForm } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useRegister } from '../api/register';
import { registerErrorMessage } from '../utils/error-messages';
import { NewPasswordFields } from './new-password-fields';

type Field = keyof RegisterForm;

const emptyValues: Record<Field, string> = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
};
const fieldNames = Object.keys(emptyValues) as Field[];

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, bind, validate, setFieldErrors } = useSchemaForm(registerForm, emptyValues, {
    onEdit: () => setFormError(null),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const data = validate();
    if (!data) return;
    registerMutation.mutate(data, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: (error) => {
        const onFields = serverFieldErrors(error, fieldNames);
        if (onFields) setFieldErrors(onFields);
        else setFormError(isApiError(error) ? registerErrorMessage(error.status, error.code) : registerErrorMessage(0));
      },
    });
  };

  return (
    <>
      <h1 className="auth-card__title">Créer un compte</h1>
      <p className="auth-card__lead">Quelques informations, et les « pourquoi ? » trouvent enfin leurs réponses.</p>

      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <div className="form__row">
          <TextField label="Prénom" autoComplete="given-name" required {...bind('first_name')} />
          <TextField label="Nom" autoComplete="family-name" required {...bind('last_name')} />
        </div>
        <EmailField {...bind('email')} />
        <NewPasswordFields label="Mot de passe" password={bind('password')} confirmation={bind('confirm_password')} />
        {formError && <Alert>{formError}</Alert>}
        <Button type="submit" block isLoading={registerMutation.isPending} loadingText="Création du compte…">
          Créer mon compte
        </Button>
        <p className="form__note">{`${TRIAL_DAYS} jours d'essai gratuit, sans engagement`}</p>
      </form>

      <p className="auth-card__footer">
        Déjà un compte ?{' '}
        <Link to={paths.login} className="link">
          Se connecter
        </Link>
      </p>
    </>
  );
}
