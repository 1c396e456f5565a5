import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatPrice,
  paymentMessages,
  plans,
  simulatedCards,
  subscriptionServiceMessages,
  type Checkout,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCheckout } from '../api/get-checkout';
import { useSimulatedCancel, useSimulatedPayment } from '../api/simulated-checkout';
import { appPathOf } from '../utils/leave-app';
import { paymentProblem, type PaymentProblem } from '../utils/payment-errors';
import { knownPlanId } from '../utils/plan-ids';
import { dateText, planPrice } from '../utils/plan-text';
import { Figures } from './figures';
import { PaymentAlert } from './payment-alert';
// The payment pages share the subscription view's sheet (figures, summary, alerts).
import '@/styles/subscription.css';

/** "4242 4242 4242 4242", as a card shows it. */
const cardNumberText = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const cardChoices = simulatedCards.map((card) => ({
  value: card.number,
  label: card.label,
  detail: cardNumberText(card.number),
}));

/** The accepted card comes first: a parent who only wants to go on just pays. */
const acceptedCard = simulatedCards.find((card) => card.outcome === null) ?? simulatedCards[0];

/** What the checkout sells: a title and, when useful, its price or purpose. */
function purchaseOf(checkout: Checkout): { title: string; detail: string | null } {
  const planId = knownPlanId(checkout.plan_id);
  if (checkout.kind === 'plan' && planId) {
    return { title: `Formule ${plans[planId].name}`, detail: planPrice(plans[planId]) };
  }
  if (checkout.kind === 'story_pack') {
    return {
      title: checkout.story_count ? `Pack de ${checkout.story_count} histoires` : "Pack d'histoires",
      detail: null,
    };
  }
  return {
    title: 'Enregistrement de votre carte',
    detail: "Pour les prochains prélèvements, sans rien débiter aujourd'hui.",
  };
}

/**
 * The simulated provider's payment page (no real card exists here): what is bought and its
 * amount, then a test card to pay with. A declined card says why in French and lets the parent
 * pick another; success and cancel go where the server says, inside the app.
 */
export function SimulatedCheckout({ checkoutId }: { checkoutId: string }) {
  const checkout = useCheckout(checkoutId);
  const payment = useSimulatedPayment(checkoutId);
  const cancel = useSimulatedCancel(checkoutId);
  const navigate = useNavigate();
  const [card, setCard] = useState<string>(acceptedCard.number);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const goTo = (address: string) => void navigate(appPathOf(address) ?? paths.subscription);

  if (checkout.isPending) return <Spinner label="Chargement du paiement…" className="spinner--block" />;
  if (checkout.isError) {
    const missing = isApiError(checkout.error) && checkout.error.status === 404;
    return (
      <CheckoutEnded
        message={missing ? 'Nous ne retrouvons pas ce paiement.' : "Ce paiement n'a pas pu être chargé."}
      />
    );
  }
  const order = checkout.data;
  if (order.status !== 'open') {
    return (
      <CheckoutEnded
        message={
          order.status === 'paid'
            ? 'Ce paiement est déjà réglé : rien de plus ne sera débité.'
            : 'Ce paiement a été annulé.'
        }
      />
    );
  }
  const savesCard = order.kind === 'card_setup';
  const purchase = purchaseOf(order);

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    payment.mutate(card, {
      onSuccess: ({ redirect_url }) => goTo(redirect_url),
      // Paying for a plan is subscribing to it: the subscription service's two sentences (product.md#payment-errors).
      onError: (error) =>
        setProblem(
          order.kind === 'plan'
            ? paymentProblem(
                error,
                subscriptionServiceMessages.subscribeFailed,
                subscriptionServiceMessages.createFailed,
              )
            : paymentProblem(error, paymentMessages.technical),
        ),
    });
  };
  const giveUp = () => {
    setProblem(null);
    cancel.mutate(undefined, {
      onSuccess: ({ redirect_url }) => goTo(redirect_url),
      onError: (error) => setProblem(paymentProblem(error, paymentMessages.technical)),
    });
  };

  // A plan bought during the trial is first paid when the trial ends (product.md#d14-trial-days-kept).
  const dueToday = order.first_billing_date ? 0 : order.amount_due;

  return (
    <form className="form checkout" onSubmit={pay} noValidate>
      <h1 className="auth-card__title">Paiement simulé</h1>
      <Alert variant="info">
        Aucune carte réelle n'est débitée : choisissez une carte de test pour voir ce qui se passe dans chaque cas.
      </Alert>
      <section className="payment-summary" aria-label="Votre commande">
        <p className="payment-summary__plan">{purchase.title}</p>
        {purchase.detail && <p className="payment-summary__detail">{purchase.detail}</p>}
        {!savesCard && (
          <Figures
            rows={[
              { label: 'Prix', value: formatPrice(order.amount) },
              order.discount && { label: `Code ${order.discount.code}`, value: order.discount.label },
              !!order.referral_code && { label: 'Code de parrainage', value: order.referral_code },
              !!order.first_billing_date && {
                label: `Premier prélèvement le ${dateText(order.first_billing_date)}`,
                value: formatPrice(order.amount_due),
              },
              { label: "À payer aujourd'hui", value: formatPrice(dueToday), total: true },
            ]}
          />
        )}
      </section>
      <ChoiceGroup
        legend="Carte de test"
        name="card"
        className="card-choices"
        options={cardChoices}
        value={card}
        onChange={(event) => {
          setCard(event.target.value);
          setProblem(null);
        }}
      />
      {problem && <PaymentAlert problem={problem} />}
      <div className="checkout__actions">
        <Button
          type="submit"
          block
          isLoading={payment.isPending || payment.isSuccess}
          loadingText="Paiement en cours…"
          disabled={cancel.isPending}
        >
          {savesCard ? 'Enregistrer la carte' : `Payer ${formatPrice(dueToday)}`}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={giveUp}
          isLoading={cancel.isPending}
          loadingText="Annulation…"
          disabled={payment.isPending}
        >
          Annuler
        </Button>
      </div>
    </form>
  );
}

function CheckoutEnded({ message }: { message: string }) {
  return (
    <div className="checkout stack">
      <h1 className="auth-card__title">Paiement simulé</h1>
      <Alert variant="info">{message}</Alert>
      <Link to={paths.subscription} className="btn btn--primary btn--block">
        Retour à mon abonnement
      </Link>
    </div>
  );
}
