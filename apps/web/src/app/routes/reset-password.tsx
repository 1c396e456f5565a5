import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPassword } from '@/features/auth/components/reset-password';
import { linkTokens } from '@/features/auth/utils/link-tokens';

/**
 * Loaded on demand: only a reset email leads here. Never redirected, even when signed in.
 * The link's token is already out of the address bar (root-layout.tsx): it is read from memory.
 */
export function ResetPasswordRoute() {
  return (
    <AuthLayout title="Nouveau mot de passe">
      <ResetPassword token={linkTokens.read('reset')} />
    </AuthLayout>
  );
}
