import { PasswordField } from '@/components/ui/password-field';
import type { usePasswordStep } from '../hooks/use-password-step';

/** The signed-in parent's password, asked again before a sensitive action. */
export function OwnPasswordField({ step }: { step: ReturnType<typeof usePasswordStep> }) {
  return (
    <PasswordField
      {...step.field}
      label="Votre mot de passe"
      helper="Pour confirmer que c'est bien vous."
      autoComplete="current-password"
    />
  );
}
