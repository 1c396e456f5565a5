import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { ProductShowcase } from '@/features/auth/components/product-showcase';

export function LoginRoute() {
  return (
    <AuthLayout title="Connexion" aside={<ProductShowcase />}>
      <LoginForm />
    </AuthLayout>
  );
}
