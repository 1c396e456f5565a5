import { feedbackLabels, type Feedback } from '@pourquoi/shared';

export const FEEDBACK_THANKS = 'Merci pour ton avis !';

interface FeedbackWidgetProps {
  chosen: Feedback | undefined;
  disabled: boolean;
  onChoose: (feedback: Feedback) => void;
}

/** Under each answer: three choices, one only, then a thank-you (spec 000 section 4). */
export function FeedbackWidget({ chosen, disabled, onChoose }: FeedbackWidgetProps) {
  if (chosen) {
    return (
      <p className="feedback feedback--done" role="status">
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
          onClick={() => onChoose(feedback)}
        >
          {feedbackLabels[feedback]}
        </button>
      ))}
    </div>
  );
}
