import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice, plans, type Checkout } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { BookIcon, CheckIcon, ClockIcon, CrownIcon, InfoIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCheckout } from '../api/get-checkout';
import { useRefreshSubscription } from '../api/refresh-subscription';
import { knownPlanId } from '../utils/plan-ids';
import { dateText } from '../utils/plan-text';
// The payment pages share the subscription view's sheet.
import '@/styles/subscription.css';

/** How long the return page waits for the confirmation before saying so (a webhook can lag). */
export const CHECKOUT_CONFIRM_TIMEOUT_MS = 30_000;

function BackToSubscription() {
  return (
    <Link to={paths.subscription} className="btn btn--secondary btn--block">
      Voir mon abonnement
    </Link>
  );
}

/**
 * `/subscription-success?checkout_id=…`: asks every 1.5 s whether the payment is confirmed,
 * for up to 30 s, then welcomes the family to its plan or counts the stories added.
 */
export function CheckoutSuccess({ checkoutId }: { checkoutId: string | null }) {
  if (!checkoutId) return <CheckoutNotFound />;
  return <CheckoutConfirmation key={checkoutId} checkoutId={checkoutId} />;
}

function CheckoutConfirmation({ checkoutId }: { checkoutId: string }) {
  const [timedOut, setTimedOut] = useState(false);
  const checkout = useCheckout(checkoutId, { poll: !timedOut });
  const refresh = useRefreshSubscription();
  const paid = checkout.data?.status === 'paid';

  useEffect(() => {
    if (timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), CHECKOUT_CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [timedOut]);

  // The plan or the stories changed: every screen reads them again.
  useEffect(() => {
    if (paid) void refresh();
  }, [paid, refresh]);

  if (checkout.data?.status === 'paid') return <PaymentWelcome checkout={checkout.data} />;
  if (checkout.data?.status === 'canceled') {
    return (
      <Panel title="Paiement annulé" level={1} icon={<InfoIcon />}>
        <p>Rien n'a été débité. Vous pouvez choisir une formule quand vous voulez.</p>
        <BackToSubscription />
      </Panel>
    );
  }
  if (!checkout.data && checkout.isError) return <CheckoutNotFound />;
  if (timedOut) {
    return (
      <Panel title="La confirmation se fait attendre" level={1} icon={<ClockIcon />} tone="warning">
        <p>
          Votre banque ou notre prestataire n'a pas encore confirmé le paiement. S'il est passé, votre compte sera mis à
          jour de lui-même dans quelques minutes : inutile de payer une seconde fois.
        </p>
        <Button
          block
          onClick={() => {
            setTimedOut(false);
            void checkout.refetch();
          }}
        >
          Vérifier à nouveau
        </Button>
        <BackToSubscription />
      </Panel>
    );
  }
  return (
    <Panel title="Nous confirmons votre paiement" level={1} icon={<ClockIcon />}>
      <Spinner label="Quelques secondes, le temps que la banque réponde…" />
    </Panel>
  );
}

/** The warm confirmation: a plan's welcome, or the stories added. */
function PaymentWelcome({ checkout }: { checkout: Checkout }) {
  const planId = knownPlanId(checkout.plan_id);
  if (checkout.kind === 'story_pack') {
    const count = checkout.story_count ?? 0;
    return (
      <Panel title={`${count} histoires ajoutées à votre compte`} level={1} icon={<BookIcon />} tone="success">
        <p>Merci ! Elles s'ajoutent à celles du mois et vous attendent dans Raconte pour les prochaines soirées.</p>
        <Link to={paths.stories} className="btn btn--primary btn--block">
          Créer une histoire
        </Link>
        <BackToSubscription />
      </Panel>
    );
  }
  if (checkout.kind === 'plan' && planId) {
    const plan = plans[planId];
    return (
      <Panel title={`Bienvenue dans la formule ${plan.name} !`} level={1} icon={<CrownIcon />} tone="success">
        <p>
          {checkout.first_billing_date
            ? `Merci pour votre confiance. Votre premier prélèvement de ${formatPrice(checkout.amount_due)} aura lieu le ${dateText(checkout.first_billing_date)}, et tout est prêt :`
            : `Merci pour votre confiance. Votre paiement de ${formatPrice(checkout.amount_due)} est confirmé, et tout est prêt :`}
        </p>
        <ul className="plan__features welcome-features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <Link to={paths.home} className="btn btn--primary btn--block">
          Poser une question
        </Link>
        <BackToSubscription />
      </Panel>
    );
  }
  return <CardSaved />;
}

function CheckoutNotFound() {
  return (
    <Panel title="Paiement introuvable" level={1} icon={<InfoIcon />}>
      <p>Nous ne retrouvons pas ce paiement. Votre abonnement montre ce qui a bien été réglé.</p>
      <BackToSubscription />
    </Panel>
  );
}

/** `/payment-setup-success`: the new card is saved for the next payments. */
export function CardSaved() {
  const refresh = useRefreshSubscription();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <Panel title="Votre carte est enregistrée" level={1} icon={<CheckIcon />} tone="success">
      <p>Elle servira pour vos prochains prélèvements. Rien n'a été débité aujourd'hui.</p>
      <Link to={paths.subscription} className="btn btn--primary btn--block">
        Retour à mon abonnement
      </Link>
    </Panel>
  );
}
