import { InfoIcon } from '@/components/ui/icons';

/**
 * A production demo on simulated payments (decision 0020): a calm line at the top of every view of
 * the signed-in app says that no real payment is taken. Shown when the subscription status,
 * which every signed-in screen already reads, says so; the public pages, where nothing can be
 * bought, stay request-free.
 */
export function SimulatedPaymentsNotice() {
  return (
    <p role="status" className="simulated-payments-notice">
      <InfoIcon className="simulated-payments-notice__icon" />
      <span>
        <strong>Paiements simulés :</strong> ce site de démonstration ne prend aucun paiement réel, aucune carte n'est
        débitée.
      </span>
    </p>
  );
}
