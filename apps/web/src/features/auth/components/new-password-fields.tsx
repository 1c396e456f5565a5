import { authMessages } from '@pourquoi/shared';
import { PasswordField } from '@/components/ui/password-field';
import type { FieldBinding } from '@/hooks/use-schema-form';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new password, its strength, and its confirmation, as register, reset and change ask for them. */
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
      <PasswordStrengthMeter password={password.value} />
      <PasswordField label="Confirmer le mot de passe" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
