import { authMessages } from '@pourquoi/shared';
import { PasswordField } from '@/components/ui/password-field';
import type { FieldBinding } from '@/hooks/use-schema-form';

/** A new password and its confirmation, as register and reset-password ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string;
  password: FieldBinding;
  confirmation: FieldBinding;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        helper={authMessages.passwordHelper}
        {...password}
      />
      <PasswordField label="Confirmer le mot de passe" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
