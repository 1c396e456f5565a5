import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import {
  REFERRAL_CODE_LENGTH,
  discountCodeTextSchema,
  formatPrice,
  paymentMessages,
  plans,
  referralCodeSchema,
  type PaidPlanId,
  type SubscriptionStatus,
} from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CrownIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { usePreviewDiscount } from '../api/preview-discount';
import { browserLocation } from '../utils/leave-app';
import { paymentProblem, type PaymentProblem } from '../utils/payment-errors';
import { dateText, planPrice, yearlyAsMonthly } from '../utils/plan-text';
import { Figures } from './figures';
import { PaymentAlert } from './payment-alert';

/** An example of the 8 characters a referral code has. */
const REFERRAL_EXAMPLE = 'K7MP4QZA';
const DISCOUNT_CHECK_FAILED = "Le code n'a pas pu être vérifié. Réessayez dans un instant.";
const DISCOUNT_MISSING = "Saisissez d'abord votre code de réduction.";

/** A code as the field holds it: what was typed, or nothing; then the schema's reading or its message. */
function readCode(schema: z.ZodType<string>, value: string): { code: string | null; error?: string } {
  if (value.trim() === '') return { code: null };
  const parsed = schema.safeParse(value);
  return parsed.success ? { code: parsed.data } : { code: null, error: parsed.error.issues[0]?.message };
}

export interface PaymentDialogProps {
  planId: PaidPlanId;
  provider: SubscriptionStatus['payment_provider'];
  /** The end of the family's running trial, if any: its days left are kept (product.md#d14-trial-days-kept). */
  trialEnd: string | null;
  onClose: () => void;
}

/**
 * The payment modal (product.md#checkout): the plan, an optional referral code (upper case, 8
 * characters) and discount code, then the checkout page (the provider's, or the simulated one).
 * During the trial, the first payment waits for its end: the modal says when.
 */
export function PaymentDialog({ planId, provider, trialEnd, onClose }: PaymentDialogProps) {
  const plan = plans[planId];
  const [referral, setReferral] = useState('');
  const [referralError, setReferralError] = useState<string>();
  const [discount, setDiscount] = useState('');
  const [discountError, setDiscountError] = useState<string>();
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const referralRef = useRef<HTMLInputElement>(null);
  const discountRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewDiscount();
  const checkout = useCreateCheckoutSession();

  const typedDiscount = readCode(discountCodeTextSchema, discount).code;
  // The preview holds while the field still says its code.
  const applied = preview.data && preview.data.code === typedDiscount ? preview.data : null;
  // When the first payment waits (product.md#d14-trial-days-kept): the server's date with a code, else the trial's end.
  const firstBilling = applied ? applied.first_billing_date : trialEnd;
  // Months offered make the first payments free, then the plan's price; a reduction is on the first payment.
  const firstAmount = applied && !applied.free_months ? applied.amount_due : plan.price;

  const applyDiscount = () => {
    const { code, error } = readCode(discountCodeTextSchema, discount);
    if (!code) {
      setDiscountError(error ?? DISCOUNT_MISSING);
      discountRef.current?.focus();
      return;
    }
    setDiscountError(undefined);
    preview.mutate(
      { code, planId },
      {
        onError: (failure) => {
          const refused = isApiError(failure) && failure.status >= 400 && failure.status < 500;
          setDiscountError(refused ? failure.message : DISCOUNT_CHECK_FAILED);
          discountRef.current?.focus();
        },
      },
    );
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const referralCode = readCode(referralCodeSchema, referral);
    const discountCode = readCode(discountCodeTextSchema, discount);
    setReferralError(referralCode.error);
    setDiscountError(discountCode.error);
    if (referralCode.error || discountCode.error) {
      (referralCode.error ? referralRef : discountRef).current?.focus();
      return;
    }
    checkout.mutate(
      { planId, referralCode: referralCode.code, discountCode: discountCode.code },
      {
        onSuccess: ({ checkout_url }) => browserLocation.assign(checkout_url),
        onError: (failure) => {
          // A referral needs a confirmed address (product.md#d15-verified-staff): said under the referral field too.
          if (
            isApiError(failure) &&
            (failure.code === 'invalid_referral_code' || failure.code === 'email_not_verified')
          ) {
            setReferralError(failure.message);
            referralRef.current?.focus();
          } else if (isApiError(failure) && failure.code === 'invalid_discount_code') {
            setDiscountError(failure.message);
            discountRef.current?.focus();
          } else {
            setProblem(paymentProblem(failure, paymentMessages.checkoutFailed));
          }
        },
      },
    );
  };

  // Enter in the discount field applies the code rather than paying.
  const onDiscountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyDiscount();
  };

  return (
    <Dialog
      title={`Formule ${plan.name}`}
      description={
        provider === 'simulated'
          ? "Paiements simulés : aucun débit réel. Vous choisirez une carte de test à l'étape suivante."
          : 'Vous paierez ensuite sur la page sécurisée de notre prestataire de paiement.'
      }
      icon={<CrownIcon />}
      onClose={onClose}
    >
      <form className="form payment-form" onSubmit={pay} noValidate>
        <section className="payment-summary" aria-label="Votre commande">
          <p className="payment-summary__plan">
            <span>{planPrice(plan)}</span>
            {plan.duration === 'yearly' && <span className="muted"> ({yearlyAsMonthly(plan)})</span>}
          </p>
          <p className="muted">Sans engagement : résiliable à tout moment depuis cet écran.</p>
          {trialEnd && <p>Vos jours d'essai restants sont gardés : rien n'est prélevé aujourd'hui.</p>}
          <Figures
            rows={[
              { label: 'Prix', value: formatPrice(plan.price) },
              applied && { label: `Code ${applied.code}`, value: applied.label },
              !!firstBilling && {
                label: `Premier prélèvement le ${dateText(firstBilling)}`,
                value: formatPrice(firstAmount),
              },
              {
                label: "À payer aujourd'hui",
                value: formatPrice(firstBilling ? 0 : firstAmount),
                total: true,
              },
            ]}
          />
        </section>

        <TextField
          ref={referralRef}
          label="Code de parrainage (facultatif)"
          name="referral"
          value={referral}
          onChange={(event) => {
            setReferral(event.target.value.toUpperCase());
            setReferralError(undefined);
          }}
          placeholder={`Ex. : ${REFERRAL_EXAMPLE}`}
          helper="Le code d'un ami abonné : 8 lettres ou chiffres."
          error={referralError}
          maxLength={REFERRAL_CODE_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="payment-form__code"
        />

        <div className="payment-form__discount">
          <TextField
            ref={discountRef}
            label="Code de réduction (facultatif)"
            name="discount"
            value={discount}
            onChange={(event) => {
              setDiscount(event.target.value.toUpperCase());
              setDiscountError(undefined);
            }}
            onKeyDown={onDiscountKey}
            error={discountError}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="payment-form__code"
          />
          <Button variant="secondary" onClick={applyDiscount} isLoading={preview.isPending} loadingText="Vérification…">
            Appliquer
          </Button>
        </div>
        <div aria-live="polite" className="payment-form__applied">
          {applied && (
            <p>
              Code {applied.code} appliqué : <strong>{applied.label}</strong>.
              {applied.description && ` ${applied.description}`}
            </p>
          )}
        </div>

        {problem && <PaymentAlert problem={problem} />}

        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          {/* Focused at opening: a phone's keyboard stays closed, « Payer » in sight (the codes are optional). */}
          <Button
            type="submit"
            data-autofocus
            isLoading={checkout.isPending || checkout.isSuccess}
            loadingText="Redirection…"
          >
            Payer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
