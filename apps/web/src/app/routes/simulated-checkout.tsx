import { useParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SimulatedCheckout } from '@/features/subscription/components/simulated-checkout';

/** `/simulated-checkout/:id`: the simulated provider's payment page, loaded on demand. */
export function SimulatedCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <AuthLayout title="Paiement simulé">
      <SimulatedCheckout key={id} checkoutId={id} />
    </AuthLayout>
  );
}
