import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <AuthLayout title="Connexion">
      <LoginForm />
    </AuthLayout>
  );
}
