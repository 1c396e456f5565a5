import { useId, useState } from 'react';
import { REFERRAL_FREE_MONTHS } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { useReferralCode } from '../api/get-referral-code';

/** What a parent sends a friend: the code and where to sign up, promising nothing we do not give. */
const referralMessage = (code: string, origin: string) =>
  `J'utilise Pourquoi ? pour répondre aux questions de mes enfants et leur inventer des histoires du soir. ` +
  `Si tu t'abonnes, indique mon code de parrainage ${code} : ${origin}${paths.register}`;

/**
 * The referral, for paying parents (product.md#referrals): the family's code, to copy or share;
 * each friend who subscribes with it gives a free month.
 */
export function ReferralSection() {
  const headingId = useId();
  const referral = useReferralCode();
  const [told, setTold] = useState<string | null>(null);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setTold(done);
    } catch {
      setTold("La copie n'a pas fonctionné : sélectionnez le texte pour le copier.");
    }
  };
  const share = async (message: string) => {
    if (typeof navigator.share !== 'function') return copy(message, 'Message copié : collez-le où vous voulez.');
    try {
      await navigator.share({ title: 'Pourquoi ?', text: message });
    } catch {
      // Closing the share sheet is not a failure.
    }
  };

  return (
    <section className="subscription-card referral" aria-labelledby={headingId}>
      <HeartIcon className="referral__icon" />
      <h2 id={headingId} className="subscription-card__title">
        Parrainez une famille
      </h2>
      <p>
        Pour chaque ami qui s'abonne avec votre code, vous gagnez{' '}
        {plural(REFERRAL_FREE_MONTHS, 'mois offert', 'mois offerts')}.
      </p>
      {referral.isPending && <Spinner label="Chargement de votre code…" />}
      {/* An unconfirmed address has no code yet (product.md#d15-verified-staff): the server says what to do. */}
      {referral.isError &&
        (isApiError(referral.error) && referral.error.code === 'email_not_verified' ? (
          <Alert variant="info">{referral.error.message}</Alert>
        ) : (
          <p className="muted">Votre code n'est pas disponible pour l'instant.</p>
        ))}
      {referral.data && (
        <>
          <p className="referral__code-block">
            <span className="referral__label">Votre code de parrainage</span>
            <span className="referral__code">{referral.data.referral_code}</span>
          </p>
          <div className="referral__actions">
            <Button variant="secondary" onClick={() => void copy(referral.data.referral_code, 'Code copié !')}>
              Copier le code
            </Button>
            <Button
              variant="secondary"
              onClick={() => void share(referralMessage(referral.data.referral_code, window.location.origin))}
            >
              Partager
            </Button>
          </div>
          <p className="referral__told" aria-live="polite">
            {told}
          </p>
          <p className="referral__message">{referralMessage(referral.data.referral_code, window.location.origin)}</p>
          <p className="referral__stats">
            {plural(referral.data.referred_count, 'ami parrainé', 'amis parrainés')} ·{' '}
            {plural(referral.data.free_months_earned, 'mois offert gagné', 'mois offerts gagnés')}
          </p>
        </>
      )}
    </section>
  );
}
