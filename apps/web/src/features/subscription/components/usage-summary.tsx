import { useId } from 'react';
import type { Usage } from '@pourquoi/shared';
import { plural } from '@/lib/plural';

interface Meter {
  label: string;
  used: number;
  /** null: unlimited. */
  limit: number | null;
  note?: string | null;
}

/** "2 / 3" drawn, "2 sur 3" said, with a bar; "0 · sans limite" when there is none. */
function UsageMeter({ label, used, limit, note }: Meter) {
  const share = limit ? Math.min(1, used / limit) : 0;
  return (
    <li className="usage__item">
      <p className="usage__label">{label}</p>
      <p className="usage__value">
        <span aria-hidden="true">
          {used}
          <span className="usage__limit">{limit === null ? ' · sans limite' : ` / ${limit}`}</span>
        </span>
        <span className="sr-only">{limit === null ? `${used}, sans limite` : `${used} sur ${limit}`}</span>
      </p>
      {limit !== null && (
        <span className="usage__bar" aria-hidden="true">
          <span className="usage__fill" style={{ inlineSize: `${share * 100}%` }} />
        </span>
      )}
      {note && <p className="usage__note">{note}</p>}
    </li>
  );
}

export interface UsageSummaryProps {
  usage: Usage;
  /** Stories bought in packs and not used yet: they add to the month's. */
  storyCredits: number;
}

/** Usage today (product.md#subscription-screen): questions of the day, stories of the month, child profiles. */
export function UsageSummary({ usage, storyCredits }: UsageSummaryProps) {
  const headingId = useId();
  const credits =
    storyCredits > 0 ? `+ ${plural(storyCredits, 'histoire achetée', 'histoires achetées')}, sans date limite` : null;
  return (
    <section className="subscription-card usage" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscription-card__title">
        Votre utilisation
      </h2>
      <ul className="usage__list plain-list">
        <UsageMeter label="Questions aujourd'hui" used={usage.questionsToday} limit={usage.questionsPerDay} />
        <UsageMeter
          label="Histoires ce mois-ci"
          used={usage.storiesThisMonth}
          limit={usage.maxStories}
          note={credits}
        />
        <UsageMeter label="Profils enfants" used={usage.childrenCount} limit={usage.maxChildren} />
      </ul>
    </section>
  );
}
