import { useId, type ReactNode } from 'react';
import type { SubscriptionStatus } from '@pourquoi/shared';
import { CheckIcon, HeartIcon, LockIcon, ShieldIcon } from '@/components/ui/icons';

/** The guarantees (product.md#subscription-screen): only what the app really does. */
export function Guarantees({ provider }: { provider: SubscriptionStatus['payment_provider'] }) {
  const headingId = useId();
  const items: Array<{ icon: ReactNode; title: string; text: string }> = [
    {
      icon: <CheckIcon />,
      title: 'Sans engagement',
      text: "Vous arrêtez quand vous voulez : rien n'est plus prélevé ensuite.",
    },
    {
      icon: <HeartIcon />,
      title: 'Résiliable en 2 clics',
      text: "« Se désabonner », puis confirmer. Vos avantages restent jusqu'à la fin de la période payée.",
    },
    provider === 'stripe'
      ? {
          icon: <LockIcon />,
          title: 'Paiement sécurisé',
          text: 'Le paiement se fait sur la page de Stripe : votre numéro de carte ne nous est jamais transmis.',
        }
      : {
          icon: <LockIcon />,
          title: 'Aucun débit réel',
          text: "Les paiements de cette installation sont simulés : aucune vraie carte n'est demandée ni débitée.",
        },
    {
      icon: <ShieldIcon />,
      title: 'Vos données vous appartiennent',
      text: 'Téléchargez-les ou supprimez-les à tout moment depuis « Mon compte ».',
    },
  ];
  return (
    <section className="subscription-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscription-section__title">
        Nos engagements
      </h2>
      <ul className="guarantees plain-list">
        {items.map(({ icon, title, text }) => (
          <li key={title} className="guarantee">
            <span className="guarantee__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="guarantee__title">{title}</span>
            <span className="guarantee__text">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
