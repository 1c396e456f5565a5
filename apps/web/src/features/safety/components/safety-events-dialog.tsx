import { safetyCategoryLabel, safetyVerdictLabels, type SafetyEvent } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ShieldIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { useSafetyEvents } from '../api/get-safety-events';
import { childNameOf, formatMoment } from '../utils/wording';

function EventItem({ event }: { event: SafetyEvent }) {
  const who = childNameOf(event);
  return (
    <li className={cx('safety-event', `safety-event--${event.verdict}`)}>
      <p className="safety-event__head">
        <strong>{safetyVerdictLabels[event.verdict]}</strong>
        <span className="safety-event__category">{safetyCategoryLabel(event.category)}</span>
      </p>
      {event.question && <p className="safety-event__question">« {event.question} »</p>}
      <p className="safety-event__meta">
        {who} · <time dateTime={event.created_at}>{formatMoment(new Date(event.created_at))}</time>
        {event.stage === 'answer' && " · la réponse a été arrêtée avant d'être lue"}
      </p>
    </li>
  );
}

/**
 * product.md#d10-safety-screening: parents see what the chat redirected and why, and which delicate
 * subjects came up, so they can talk about them at home.
 */
export function SafetyEventsDialog({ onClose }: { onClose: () => void }) {
  const events = useSafetyEvents();
  return (
    <Dialog
      title="Sécurité des réponses"
      description="Chaque question est vérifiée avant d'être envoyée, chaque réponse avant d'être lue. Voici ce que Pourquoi ? a redirigé vers vous, ou traité avec douceur."
      icon={<ShieldIcon />}
      size="lg"
      onClose={onClose}
    >
      {events.isPending && <Spinner />}
      {events.isError && (
        <Alert variant="error">
          Impossible de charger la liste.{' '}
          <Button variant="ghost" onClick={() => void events.refetch()}>
            Réessayer
          </Button>
        </Alert>
      )}
      {events.isSuccess && events.data.length === 0 && (
        <p className="safety-events__empty">Aucune question n'a eu besoin d'être redirigée pour l'instant.</p>
      )}
      {events.isSuccess && events.data.length > 0 && (
        <ul className="safety-events plain-list">
          {events.data.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
