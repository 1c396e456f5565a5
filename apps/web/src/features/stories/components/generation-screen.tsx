import { useEffect, useId, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { showTop } from '../utils/focus';
import type { StoryGenerationError } from '../utils/story-errors';
import { progressWords } from '../utils/wording';
import { SeePlansButton } from './see-plans-button';

export const GENERATING_TITLE = 'Votre histoire se prépare…';
export const GENERATION_FAILED_TITLE = "L'histoire n'a pas pu être créée";

export interface GenerationScreenProps {
  /** 0 to 100. */
  progress: number;
  progressText: string | null;
  error: StoryGenerationError | null;
  onRetry: () => void;
  /** Back to the summary, the choices kept. */
  onEdit: () => void;
  onSeePlans: () => void;
}

/**
 * product.md#story-generation: the progress bar and its words while the story is
 * written and drawn; the spec's message and a retry when it failed.
 */
export function GenerationScreen({
  progress,
  progressText,
  error,
  onRetry,
  onEdit,
  onSeePlans,
}: GenerationScreenProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  const failed = error !== null;

  // The button that started it is gone: the focus goes to what the screen says now.
  useEffect(() => {
    showTop(section.current, heading.current);
  }, [failed]);

  return (
    <section ref={section} className="story-progress" aria-labelledby={headingId}>
      <div className="story-progress__art" aria-hidden="true">
        <span className="story-progress__moon" />
        <span className="story-progress__book">📖</span>
      </div>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="story-progress__title">
        {error ? GENERATION_FAILED_TITLE : GENERATING_TITLE}
      </h2>

      {error ? (
        <>
          <Alert>{error.message}</Alert>
          <div className="story-wizard__actions story-wizard__actions--final">
            <Button variant="ghost" onClick={onEdit}>
              Modifier mes choix
            </Button>
            {error.kind === 'limit' ? (
              <SeePlansButton onSeePlans={onSeePlans} />
            ) : (
              <Button onClick={onRetry}>Réessayer</Button>
            )}
          </div>
        </>
      ) : (
        <>
          <div
            className="story-progress__bar"
            role="progressbar"
            aria-labelledby={headingId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent} %`}
          >
            <span className="story-progress__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="story-progress__percent" aria-hidden="true">
            {percent} %
          </p>
          <p className="story-progress__words" role="status">
            {progressText ?? progressWords(percent)}
          </p>
          <p className="story-progress__note">
            La création prend 1 à 2 minutes. Vous pouvez poser le téléphone : l'écran reste allumé.
          </p>
        </>
      )}
    </section>
  );
}
