import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { changePasswordForm, passwordMessages, type ChangePasswordForm } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { NewPasswordFields, useAuth } from '@/features/auth';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_TITLE = 'Mot de passe';
export const CHANGE_PASSWORD_LABEL = 'Changer le mot de passe';
export const SAVE_PASSWORD_LABEL = 'Enregistrer le nouveau mot de passe';
const CHANGE_FAILED = "Le mot de passe n'a pas pu être modifié. Réessayez dans un instant.";

type Field = keyof ChangePasswordForm;
const emptyValues: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };
const fieldNames = Object.keys(emptyValues) as Field[];

/**
 * « Changer le mot de passe » in « Mon compte » (ASVS 2.1.5, 2.1.6): the current password, then
 * the new one with its strength and confirmation. This device stays signed in; the others
 * are signed out, and the owner gets an email.
 */
export function ChangePasswordSection() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const shownOpen = useRef(false);

  // The button pressed disappears: focus goes to the form, then back to the button or to the result.
  useEffect(() => {
    if (shownOpen.current === open) return;
    shownOpen.current = open;
    if (open) return;
    if (changed) doneRef.current?.focus();
    else startRef.current?.focus();
  }, [open, changed]);

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="account-section__title">
        {PASSWORD_TITLE}
      </h3>
      {changed && (
        <p ref={doneRef} role="status" tabIndex={-1} className="account-password__done">
          {passwordMessages.changed}
        </p>
      )}
      {open ? (
        <ChangePasswordFormView
          onCancel={() => setOpen(false)}
          onChanged={() => {
            setChanged(true);
            setOpen(false);
          }}
        />
      ) : (
        <Button
          ref={startRef}
          variant="secondary"
          icon={<LockIcon />}
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {CHANGE_PASSWORD_LABEL}
        </Button>
      )}
    </section>
  );
}

/** Mounted while open, so cancelling forgets what was typed. */
function ChangePasswordFormView({ onCancel, onChanged }: { onCancel: () => void; onChanged: () => void }) {
  const { user } = useAuth();
  const mutation = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const { formRef, bind, validate, setFieldErrors } = useSchemaForm(changePasswordForm, emptyValues, {
    onEdit: () => setFormError(null),
  });

  useEffect(() => {
    currentRef.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const data = validate();
    if (!data) return;
    mutation.mutate(data, {
      onSuccess: onChanged,
      onError: (error) => {
        const onFields = serverFieldErrors(error, fieldNames);
        if (onFields) setFieldErrors(onFields);
        else setFormError(isApiError(error) && error.status !== 0 ? error.message : CHANGE_FAILED);
      },
    });
  };

  return (
    <form ref={formRef} className="form account-password__form" noValidate onSubmit={submit}>
      <p className="muted">
        Choisissez un mot de passe que vous n'utilisez pas ailleurs. Cet appareil reste connecté ; vos autres appareils
        devront se reconnecter.
      </p>
      {/* For password managers: the account whose password changes. */}
      <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordField
        ref={currentRef}
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        {...bind('current_password')}
      />
      <NewPasswordFields
        label="Nouveau mot de passe"
        password={bind('new_password')}
        confirmation={bind('confirm_password')}
      />
      {formError && <Alert>{formError}</Alert>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          Annuler
        </Button>
        <Button type="submit" isLoading={mutation.isPending} loadingText="Enregistrement…">
          {SAVE_PASSWORD_LABEL}
        </Button>
      </DialogActions>
    </form>
  );
}
