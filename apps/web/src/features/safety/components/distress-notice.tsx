import { useId } from 'react';
import { safetyCategoryLabel, type SafetyEvent } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useAcknowledgeSafetyEvents } from '../api/acknowledge-safety-events';
import { childNameOf, distressNotice as texts, formatMoment } from '../utils/wording';

function PhoneNumber({ number }: { number: string }) {
  return (
    <a href={`tel:${number}`} className="distress-notice__number">
      {number}
    </a>
  );
}

export interface DistressNoticeProps {
  /** The distress events the parent has not yet said they read, newest first. */
  events: SafetyEvent[];
  /** Opens the list of everything safety redirected. */
  onShowAll: () => void;
}

/**
 * product.md#d10-safety-screening for its gravest case: a child wrote words of distress. Until the parent
 * says they have read it, home opens with who wrote what and when, what the chat answered,
 * and what to do now. Calm words; the numbers can be called with one tap.
 */
export function DistressNotice({ events, onShowAll }: DistressNoticeProps) {
  const titleId = useId();
  const acknowledge = useAcknowledgeSafetyEvents();
  return (
    <section role="alert" aria-labelledby={titleId} className="distress-notice">
      <h2 id={titleId} className="distress-notice__title">
        <HeartIcon className="distress-notice__icon" />
        {texts.title(events)}
      </h2>
      <p>{texts.lead(events.length)}</p>
      <ul className="distress-notice__events plain-list">
        {events.map((event) => (
          <li key={event.id} className="distress-notice__event">
            <p className="distress-notice__meta">
              <strong>{childNameOf(event)}</strong> ·{' '}
              <time dateTime={event.created_at}>{formatMoment(new Date(event.created_at))}</time> ·{' '}
              {safetyCategoryLabel(event.category)}
            </p>
            {event.question && <blockquote className="distress-notice__question">« {event.question} »</blockquote>}
          </li>
        ))}
      </ul>

      <h3 className="distress-notice__subtitle">{texts.answeredTitle}</h3>
      <p>{texts.answered}</p>

      <h3 className="distress-notice__subtitle">{texts.adviceTitle}</h3>
      <ul className="distress-notice__advice">
        <li>{texts.talk}</li>
        {texts.helpLines.map(({ number, text }) => (
          <li key={number}>
            <PhoneNumber number={number} /> {text}
          </li>
        ))}
        <li>
          {texts.emergency}{' '}
          {texts.emergencyNumbers.map(({ number, text }, index) => (
            <span key={number}>
              {index > 0 && ' ou '}
              <PhoneNumber number={number} /> ({text})
            </span>
          ))}
          .
        </li>
      </ul>

      {acknowledge.isError && (
        <Alert>{isApiError(acknowledge.error) ? acknowledge.error.message : texts.acknowledgeFailed}</Alert>
      )}
      <div className="distress-notice__actions">
        <Button
          onClick={() => acknowledge.mutate({ ids: events.map((event) => event.id) })}
          isLoading={acknowledge.isPending}
          loadingText={texts.acknowledging}
        >
          {texts.acknowledge}
        </Button>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onShowAll}>
          {texts.seeAll}
        </Button>
      </div>
    </section>
  );
}
