import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { authMessages, newPasswordField, withConfirmation } from './schemas.js';

/**
 * The words of a password change (ASVS 2.1.6).
 * Apart from `authMessages` so the sign-in screens, which load those, do not carry these.
 */
export const passwordMessages = {
  currentRequired: 'Votre mot de passe actuel est requis',
  changed:
    'Votre mot de passe est modifié. Cet appareil reste connecté ; vos autres appareils devront se reconnecter avec le nouveau.',
} as const;

/** A change from the app: the current password stands in for the emailed link (ASVS 2.1.6). */
export const changePasswordBody = z.object({
  current_password: z
    .string({ error: passwordMessages.currentRequired })
    .min(1, { error: passwordMessages.currentRequired })
    .max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
  new_password: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = withConfirmation(
  changePasswordBody.extend({ confirm_password: z.string() }),
  'new_password',
);
export type ChangePasswordForm = z.input<typeof changePasswordForm>;
