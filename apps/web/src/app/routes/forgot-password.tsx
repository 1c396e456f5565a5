import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Mot de passe oublié">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
