import { useOnline } from '@/hooks/use-online';
import { InfoIcon } from './icons';

export const OFFLINE_MESSAGE = 'Vous êtes hors ligne. Les histoires enregistrées restent lisibles.';

/** A calm line at the top of every screen while the network is gone. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="offline-notice">
      <InfoIcon className="offline-notice__icon" />
      {OFFLINE_MESSAGE}
    </p>
  );
}
