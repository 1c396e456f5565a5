import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRIAL_DAYS, authMessages, registerForm, type RegisterForm } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { useFocusFirstError } from '@/hooks/use-focus-first-error';
import { useRegister } from '../api/register';
import { registerErrorMessage } from '../utils/error-messages';

type Field = keyof RegisterForm;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const emptyValues: Values = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };
const fieldNames = Object.keys(emptyValues) as Field[];

/** The server's per-field messages of a 400 validation_error, kept to the fields of this form. */
function serverFieldErrors(body: unknown): Errors | null {
  if (!body || typeof body !== 'object' || !('fields' in body)) return null;
  const fields = body.fields;
  if (!fields || typeof fields !== 'object') return null;
  const errors: Errors = {};
  for (const name of fieldNames) {
    const message = (fields as Record<string, unknown>)[name];
    if (typeof message === 'string') errors[name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useFocusFirstError(formRef, refusedAttempts);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFormError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerForm.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      setRefusedAttempts((count) => count + 1);
      return;
    }
    registerMutation.mutate(parsed.data, {
      onSuccess: () => navigate(paths.home, { replace: true }),
      onError: (error) => {
        const status = isApiError(error) ? error.status : 0;
        const code = isApiError(error) ? error.code : undefined;
        const onFields = status === 400 && code === 'validation_error' && isApiError(error) ? serverFieldErrors(error.body) : null;
        if (onFields) {
          setErrors(onFields);
          setRefusedAttempts((count) => count + 1);
        } else {
          setFormError(registerErrorMessage(status, code));
        }
      },
    });
  };

  return (
    <>
      <h1 className="auth-card__title">Créer un compte</h1>
      <p className="auth-card__lead">Quelques informations, et les « pourquoi ? » trouvent enfin leurs réponses.</p>

      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <div className="form__row">
          <TextField
            label="Prénom"
            name="first_name"
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={change('first_name')}
            error={errors.first_name}
          />
          <TextField
            label="Nom"
            name="last_name"
            autoComplete="family-name"
            required
            value={values.last_name}
            onChange={change('last_name')}
            error={errors.last_name}
          />
        </div>
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
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordField
          label="Mot de passe"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          helper={authMessages.passwordHelper}
        />
        <PasswordField
          label="Confirmer le mot de passe"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          onChange={change('confirm_password')}
          error={errors.confirm_password}
        />
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
