import { useId, useRef, useState, type FormEvent } from 'react';
import type { DiscountCode } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TicketIcon } from '@/components/ui/icons';
import { useCreatePromoCode } from '../api/create-promo-code';
import { useDiscountCodeForm } from '../hooks/use-discount-code-form';
import { adminErrorMessage, secondFactorAsked } from '../utils/errors';
import { codeSummary } from '../utils/wording';
import { AdminHeading } from './admin-heading';
import { DiscountCodeFields } from './discount-code-fields';
import { MfaGate } from './mfa-gate';
import { SecuritySection } from './security-section';
import '@/styles/admin.css';

export interface SupportPanelProps {
  /** Back to the chat view. */
  onBack: () => void;
}

/**
 * The support role's promo-code panel (product.md#support-panel): percentage codes only,
 * with the same fields, rules and live preview as the admin's new-code modal; then one's own
 * second factors.
 */
export function SupportPanel({ onBack }: SupportPanelProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDiscountCodeForm(formRef);
  const creation = useCreatePromoCode();
  const [created, setCreated] = useState<DiscountCode | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    setCreated(null);
    creation.mutate(
      {
        code: input.code,
        type: 'percentage',
        value: input.value,
        validUntil: input.valid_until,
        usageLimit: input.usage_limit,
        description: input.description,
        onePerUser: input.one_per_user,
      },
      {
        onSuccess: (code) => {
          setCreated(code);
          form.reset();
        },
      },
    );
  };

  return (
    <MfaGate onBack={onBack}>
      <div className="admin">
        <AdminHeading
          title="Codes promo"
          lead="Un code de réduction en pourcentage, pour une famille ou une opération."
          onBack={onBack}
        />
        <section className="admin-section admin-support" aria-labelledby={headingId}>
          <div className="admin-section__head">
            <h2 id={headingId} className="admin-section__title">
              <TicketIcon className="admin-section__icon" /> Nouveau code promo
            </h2>
          </div>
          <form ref={formRef} className="form" noValidate onSubmit={submit}>
            <DiscountCodeFields form={form} fixedType />
            {/* The code asked by the second factor is the gate's to show, not a failure of the form. */}
            {creation.isError && !secondFactorAsked(creation.error) && (
              <Alert>{adminErrorMessage(creation.error)}</Alert>
            )}
            {created && <Alert variant="success">Le code {codeSummary(created)} a été créé.</Alert>}
            <Button
              type="submit"
              className="admin-support__submit"
              disabled={!form.canCreate}
              isLoading={creation.isPending}
              loadingText="Création…"
            >
              Créer le code promo
            </Button>
          </form>
        </section>
        <SecuritySection />
      </div>
    </MfaGate>
  );
}

export default SupportPanel;
