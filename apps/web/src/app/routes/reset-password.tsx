import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPassword } from '@/features/auth/components/reset-password';

/** Loaded on demand: only a reset email leads here. Never redirected, even when signed in. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Nouveau mot de passe">
      <ResetPassword token={searchParams.get('token')} />
    </AuthLayout>
  );
}
