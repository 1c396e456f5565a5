import type { Feedback } from '@pourquoi/shared';
import { SpeakerIcon, StopIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import type { AssistantMessage, ChatMessage, Variant } from '../storage/current-conversations';
import { formatTime } from '../utils/wording';
import { FeedbackWidget } from './feedback-widget';

export const OFFLINE_NOTE = 'Réponse de la bibliothèque hors ligne de Pourquoi ?';

const variantTitles: Record<Variant, string | null> = {
  answer: null,
  simpler: 'Plus simplement',
  more_info: 'Pour en savoir plus',
};

export interface MessageBubbleProps {
  message: ChatMessage;
  /** Read aloud: null where the browser cannot speak. */
  speech: { reading: boolean; onToggle: (message: AssistantMessage) => void } | null;
  /** The rating, for a complete answer; `disabled` once a later question came. */
  rating: { disabled: boolean; onChoose: (message: AssistantMessage, feedback: Feedback) => void };
  /** Asks one of the questions an unknown answer offers; `disabled` once a later question came. */
  known: { disabled: boolean; onAsk: (question: string) => void };
}

export const KNOWN_QUESTIONS_TITLE = 'Je connais la réponse à…';

/** One turn of the conversation: the question, an answer (with its tools), or a note. */
export function MessageBubble({ message, speech, rating, known }: MessageBubbleProps) {
  const answer = message.kind === 'assistant' ? message : null;
  return (
    <li className={cx('bubble', `bubble--${message.kind}`, message.kind === 'note' && `bubble--${message.tone}`)}>
      {answer && variantTitles[answer.variant] && <p className="bubble__title">{variantTitles[answer.variant]}</p>}
      {answer ? (
        <>
          {/* Streamed words are shown, not read out piece by piece (aria-hidden)… */}
          {answer.streaming && (
            <p className="bubble__text">
              <span aria-hidden="true">{answer.text}</span>
              <span className="typing" role="img" aria-label="Pourquoi écrit…">
                <span />
                <span />
                <span />
              </span>
            </p>
          )}
          {/* …the complete answer is, once: it enters this live region, there from the bubble's start.
              The buttons below stay outside it, so they are never read with it. */}
          <div aria-live="polite">{!answer.streaming && <p className="bubble__text">{answer.text}</p>}</div>
        </>
      ) : (
        <p className="bubble__text">{message.text}</p>
      )}
      {answer?.answer?.known_questions && answer.answer.known_questions.length > 0 && (
        <div className="bubble__known" role="group" aria-label={KNOWN_QUESTIONS_TITLE}>
          <p className="bubble__known-title">{KNOWN_QUESTIONS_TITLE}</p>
          <ul className="bubble__known-list">
            {answer.answer.known_questions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  className="bubble__known-question"
                  disabled={known.disabled}
                  onClick={() => known.onAsk(question)}
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer?.answer?.provider === 'offline' && <p className="bubble__offline">{OFFLINE_NOTE}</p>}
      <time className="bubble__time" dateTime={message.at}>
        {formatTime(new Date(message.at))}
      </time>
      {answer?.answer && speech && (
        <button
          type="button"
          className="bubble__listen"
          aria-pressed={speech.reading}
          onClick={() => speech.onToggle(answer)}
        >
          {speech.reading ? <StopIcon /> : <SpeakerIcon />}
          <span>{speech.reading ? 'Arrêter la lecture' : 'Écouter la réponse'}</span>
        </button>
      )}
      {answer?.answer && (
        <FeedbackWidget
          chosen={answer.feedback}
          disabled={rating.disabled}
          onChoose={(feedback) => rating.onChoose(answer, feedback)}
        />
      )}
    </li>
  );
}
