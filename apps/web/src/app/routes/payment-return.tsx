import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CardSaved, CheckoutSuccess } from '@/features/subscription/components/checkout-return';

/** `/subscription-success?checkout_id=…`: where a plan's or a story pack's payment comes back. */
export function SubscriptionSuccessRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Votre paiement">
      <CheckoutSuccess checkoutId={searchParams.get('checkout_id')} />
    </AuthLayout>
  );
}

/** `/payment-setup-success`: where a card update comes back. */
export function PaymentSetupSuccessRoute() {
  return (
    <AuthLayout title="Carte enregistrée">
      <CardSaved />
    </AuthLayout>
  );
}
