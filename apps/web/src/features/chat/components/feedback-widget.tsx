import { useEffect, useRef } from 'react';
import { feedbackLabels, type Feedback } from '@pourquoi/shared';

export const FEEDBACK_THANKS = 'Merci pour votre avis !';

interface FeedbackWidgetProps {
  chosen: Feedback | undefined;
  disabled: boolean;
  onChoose: (feedback: Feedback) => void;
}

/** Under each answer: three choices, one only, then a thank-you (product.md#feedback). */
export function FeedbackWidget({ chosen, disabled, onChoose }: FeedbackWidgetProps) {
  const thanks = useRef<HTMLParagraphElement>(null);
  // The button pressed goes away: focus stays here, on the thank-you, not on the page's body.
  const choosing = useRef(false);
  useEffect(() => {
    if (chosen && choosing.current) thanks.current?.focus();
    choosing.current = false;
  }, [chosen]);

  if (chosen) {
    return (
      <p ref={thanks} className="feedback feedback--done" tabIndex={-1}>
        {FEEDBACK_THANKS}
      </p>
    );
  }
  return (
    <div className="feedback" role="group" aria-label="As-tu compris la réponse ?">
      {(Object.keys(feedbackLabels) as Feedback[]).map((feedback) => (
        <button
          key={feedback}
          type="button"
          className={`feedback__button feedback__button--${feedback}`}
          disabled={disabled}
          onClick={() => {
            choosing.current = true;
            onChoose(feedback);
          }}
        >
          {feedbackLabels[feedback]}
        </button>
      ))}
    </div>
  );
}
