import { useState } from 'react';
import {
  HISTORY_FEEDBACK_FALLBACK_AGE,
  feedbackLabels,
  historyMessages,
  type Conversation,
  type Feedback,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { ChatIcon, SpeakerIcon, StopIcon } from '@/components/ui/icons';
import { useSpeech } from '@/hooks/use-speech';
import { cx } from '@/lib/cx';
import { splitSentences } from '@/lib/sentences';
import type { ConversationMessage } from '../api/conversation-cache';
import { useRateAnswer } from '../api/rate-answer';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import { visibleMessages } from '../utils/conversation';
import { formatDateTime } from '../utils/wording';
import { FavoriteStar } from '@/components/ui/favorite-star';

export const FAVORITE_ANSWER_LABEL = 'Réponse favorite';
export const RATE_GROUP_LABEL = 'Votre avis sur cette réponse';

const isFeedback = (value: string | null): value is Feedback => !!value && value in feedbackLabels;

interface ConversationDialogProps {
  conversation: Conversation;
  /** The child's age, for the rating; null when unknown (the spec's fallback age is used). */
  childAge: number | null;
  onClose: () => void;
}

/**
 * A conversation from history (product.md#history): its messages as bubbles, follow-up
 * requests left out; each answer can be starred, listened to, and rated once.
 */
export function ConversationDialog({ conversation, childAge, onClose }: ConversationDialogProps) {
  const favorite = useFavoriteToggle();
  const rate = useRateAnswer();
  const [rateFailedFor, setRateFailedFor] = useState<string | null>(null);
  const speech = useSpeech();
  const [readingId, setReadingId] = useState<string | null>(null);
  const reading = speech.speaking ? readingId : null;

  const onRate = (message: ConversationMessage, feedback: Feedback) => {
    setRateFailedFor(null);
    rate.mutate(
      {
        message_id: message.id,
        child_id: conversation.child_id,
        feedback,
        child_age: childAge ?? HISTORY_FEEDBACK_FALLBACK_AGE,
      },
      { onError: () => setRateFailedFor(message.id) },
    );
  };

  const readAloud = (message: ConversationMessage) => {
    if (reading === message.id) return speech.stop();
    setReadingId(message.id);
    speech.speak(splitSentences(message.content));
  };

  return (
    <Dialog
      title={`Conversation de ${conversation.child_name}`}
      description={formatDateTime(conversation.created_at)}
      icon={<ChatIcon />}
      size="lg"
      onClose={onClose}
    >
      {favorite.failed && <Alert>{historyMessages.favoriteFailed}</Alert>}
      <ol className="history-thread plain-list">
        {visibleMessages(conversation).map((message) =>
          message.role === 'user' ? (
            <li key={message.id} className="bubble bubble--user history-thread__item">
              <p className="bubble__text">{message.content}</p>
              <time className="bubble__time" dateTime={message.timestamp}>
                {formatDateTime(message.timestamp)}
              </time>
            </li>
          ) : (
            <AnswerBubble
              key={message.id}
              message={message}
              isReading={reading === message.id}
              canListen={speech.supported}
              onListen={() => readAloud(message)}
              onToggleFavorite={() => favorite.toggle(conversation, message)}
              isRating={rate.isPending && rate.variables.message_id === message.id}
              rateFailed={rateFailedFor === message.id}
              onRate={(feedback) => onRate(message, feedback)}
            />
          ),
        )}
      </ol>
    </Dialog>
  );
}

interface AnswerBubbleProps {
  message: ConversationMessage;
  isReading: boolean;
  canListen: boolean;
  onListen: () => void;
  onToggleFavorite: () => void;
  isRating: boolean;
  rateFailed: boolean;
  onRate: (feedback: Feedback) => void;
}

function AnswerBubble({
  message,
  isReading,
  canListen,
  onListen,
  onToggleFavorite,
  isRating,
  rateFailed,
  onRate,
}: AnswerBubbleProps) {
  const rated = isFeedback(message.feedback) ? message.feedback : null;
  return (
    <li className={cx('bubble bubble--assistant history-thread__item', message.is_additional_info && 'bubble--extra')}>
      {message.is_additional_info && <p className="tag history-thread__extra">Pour aller plus loin</p>}
      <p className="bubble__text">{message.content}</p>
      <div className="history-answer__meta">
        <time className="bubble__time" dateTime={message.timestamp}>
          {formatDateTime(message.timestamp)}
        </time>
        <FavoriteStar pressed={message.favorite} label={FAVORITE_ANSWER_LABEL} onToggle={onToggleFavorite} />
      </div>
      {canListen && (
        <button type="button" className="bubble__listen" aria-pressed={isReading} onClick={onListen}>
          {isReading ? <StopIcon /> : <SpeakerIcon />}
          <span>{isReading ? 'Arrêter la lecture' : 'Écouter la réponse'}</span>
        </button>
      )}
      {rated ? (
        <p className="history-answer__rated">
          Votre avis : <strong>{feedbackLabels[rated]}</strong>
        </p>
      ) : (
        <div className="feedback" role="group" aria-label={RATE_GROUP_LABEL} aria-busy={isRating || undefined}>
          {(Object.keys(feedbackLabels) as Feedback[]).map((feedback) => (
            <button
              key={feedback}
              type="button"
              className={`feedback__button feedback__button--${feedback}`}
              disabled={isRating}
              onClick={() => onRate(feedback)}
            >
              {feedbackLabels[feedback]}
            </button>
          ))}
        </div>
      )}
      {rateFailed && <Alert>{historyMessages.feedbackFailed}</Alert>}
    </li>
  );
}
