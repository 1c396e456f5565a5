import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { cx } from '@/lib/cx';
import { useInstallPrompt } from '../hooks/use-install-prompt';

export const INSTALL_TITLE = 'Pourquoi, toujours à portée de main';
export const IOS_STEPS = "Pour installer Pourquoi : touchez Partager puis « Sur l'écran d'accueil ».";

const TITLE_ID = 'install-banner-title';

/**
 * "Install-app prompt banner" (product.md#web-routes): a quiet region at the bottom of the screen,
 * not a dialog, so nothing stops the parent; closing it is for good.
 */
export function InstallBanner() {
  const offer = useInstallPrompt();
  if (!offer) return null;
  return (
    <aside className={cx('install-banner', offer.kind === 'ios' && 'install-banner--steps')} aria-labelledby={TITLE_ID}>
      <Logo size="md" className="install-banner__logo" />
      <div className="install-banner__body">
        <p id={TITLE_ID} className="install-banner__title">
          {INSTALL_TITLE}
        </p>
        {offer.kind === 'prompt' ? (
          <p>
            Installez l'application : elle s'ouvre d'un geste, et les histoires déjà lues restent lisibles sans réseau.
          </p>
        ) : (
          <p>{IOS_STEPS}</p>
        )}
      </div>
      {offer.kind === 'prompt' && (
        <Button className="install-banner__install" onClick={() => void offer.install()}>
          Installer
        </Button>
      )}
      <button type="button" className="install-banner__close" aria-label="Fermer" onClick={offer.close}>
        <CloseIcon />
      </button>
    </aside>
  );
}
