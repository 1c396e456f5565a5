import { verificationMessages } from '@pourquoi/shared';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { linkTokens } from '@/features/auth/utils/link-tokens';

/**
 * Loaded on demand: only a confirmation email leads here. Public, signed in or not. The
 * link's token is already out of the address bar (root-layout.tsx): it is read from memory.
 */
export function VerifyEmailRoute() {
  return (
    <AuthLayout title={verificationMessages.pageTitle}>
      <VerifyEmail token={linkTokens.read('verification')} />
    </AuthLayout>
  );
}
