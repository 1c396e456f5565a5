import { InfoIcon } from '@/components/ui/icons';

/** Said plainly wherever money seems to move: this installation takes no real payment. */
export function SimulatedBanner() {
  return (
    <p className="simulated-banner">
      <InfoIcon className="simulated-banner__icon" />
      <span>
        <strong>Paiements simulés : aucun débit réel.</strong> Cette installation n'est reliée à aucun service de
        paiement : vous pouvez tout essayer sans carte bancaire.
      </span>
    </p>
  );
}
