import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FOLLOW_UPS_PER_ANSWER,
  startingLevel,
  upgradeMessages,
  type ChatResponse,
  type Feedback,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { SpeakerIcon, StopIcon } from '@/components/ui/icons';
import { useSpeech } from '@/hooks/use-speech';
import { cx } from '@/lib/cx';
import { checkPermission } from '@/lib/check-permission';
import { queryKeys } from '@/lib/query-keys';
import { splitSentences } from '@/lib/sentences';
import { sendFeedback, streamChat, type ChatRequest } from '../api/stream-chat';
import { mirrorProfile, readProfiles, recordAnswer, recordFeedback } from '../storage/local-records';
import { followUpsUsed, formatTime, moreInfoFailed, thanksFor } from '../utils/wording';
import { FeedbackWidget } from './feedback-widget';
import { QuestionForm } from './question-form';
import { ThinkingOverlay } from './thinking-overlay';

/** The local thank-you follows the feedback after 1 s (spec 000 section 4). */
export const THANKS_DELAY_MS = 1_000;
export const OFFLINE_NOTE = 'Réponse de la bibliothèque hors ligne de Pourquoi ?';

export interface ChatChild {
  id: string;
  name: string;
  age: number | null;
}

type Variant = 'answer' | 'simpler' | 'more_info';

type ChatMessage =
  | { kind: 'user'; id: string; text: string; at: Date }
  | {
      kind: 'assistant';
      id: string;
      text: string;
      at: Date;
      /** The question this answer (or its follow-up) is about. */
      question: string;
      variant: Variant;
      streaming: boolean;
      response?: ChatResponse;
      feedback?: Feedback;
    }
  | { kind: 'note'; id: string; text: string; at: Date; tone: 'thanks' | 'error' };

type AssistantMessage = Extract<ChatMessage, { kind: 'assistant' }>;

export interface ChatProps {
  child: ChatChild | null;
  lockedMessage: string | null;
  onShowPlans: () => void;
  /** A 403 from the chat: the plan or the trial does not allow this question. */
  onQuestionNotAllowed: () => void;
  /** The child choice, shown until the first question. */
  picker?: ReactNode;
}

const variantTitles: Record<Variant, string | null> = {
  answer: null,
  simpler: 'Plus simplement',
  more_info: 'Pour en savoir plus',
};

let lastId = 0;
const nextId = () => `m${++lastId}`;

/** The chat screen: the question box, then the conversation (spec 000 sections 2, 4 and 5). */
export function Chat({ child, lockedMessage, onShowPlans, onQuestionNotAllowed, picker }: ChatProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ preview: string; firstWords: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const busyRef = useRef(false);
  /** Follow-ups of the latest question's answer, bounded like the server's. */
  const followUps = useRef(0);
  const [checking, setChecking] = useState(false);
  const speech = useSpeech();
  const [readingId, setReadingId] = useState<string | null>(null);
  const reading = speech.speaking ? readingId : null;
  const readAloud = (message: AssistantMessage) => {
    if (reading === message.id) return speech.stop();
    setReadingId(message.id);
    speech.speak(splitSentences(message.text));
  };
  const queryClient = useQueryClient();

  useEffect(() => {
    const pending = timers.current;
    return () => {
      controller.current?.abort();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const update = (id: string, change: (message: AssistantMessage) => AssistantMessage) =>
    setMessages((all) =>
      all.map((message) => (message.id === id && message.kind === 'assistant' ? change(message) : message)),
    );

  const addNote = (text: string, tone: 'thanks' | 'error') =>
    setMessages((all) => [...all, { kind: 'note', id: nextId(), text, at: new Date(), tone }]);

  /** Streams one answer into a new bubble; null when it was abandoned. Throws the server's refusal. */
  const ask = async (request: ChatRequest, question: string, variant: Variant): Promise<ChatResponse | null> => {
    const abort = new AbortController();
    controller.current = abort;
    busyRef.current = true;
    const id = nextId();
    setMessages((all) => [
      ...all,
      { kind: 'assistant', id, text: '', at: new Date(), question, variant, streaming: true },
    ]);
    setWaiting({ preview: question, firstWords: false });
    const sawWords = () =>
      setWaiting((current) => (current && !current.firstWords ? { ...current, firstWords: true } : current));
    try {
      const response = await streamChat(request, {
        signal: abort.signal,
        onText: (text) => {
          update(id, (message) => ({ ...message, text: message.text + text }));
          if (text) sawWords();
        },
        onReplace: (text) => {
          update(id, (message) => ({ ...message, text }));
          sawWords();
        },
      });
      setConversationId(response.conversation_id);
      update(id, (message) => ({ ...message, text: response.response, streaming: false, response, at: new Date() }));
      // Today's count changed: the usage (and the lock it may bring) follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      // Safety answered instead: the parent's list (and home's notice of a child in distress) follows.
      if (response.moderated) void queryClient.invalidateQueries({ queryKey: queryKeys.safetyEvents });
      if (child) {
        recordAnswer({
          conversationId: response.conversation_id,
          messageId: response.message_id,
          childId: child.id,
          childName: child.name,
          question,
          answer: response.response,
          complexityLevel: readProfiles()[child.id]?.currentLevel ?? startingLevel(child.age),
          at: new Date(),
        });
      }
      return response;
    } catch (failure) {
      setMessages((all) => all.filter((message) => message.id !== id));
      if (abort.signal.aborted) return null;
      throw failure;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        busyRef.current = false;
        setWaiting(null);
      }
    }
  };

  const showFailure = (failure: unknown) => {
    if (isApiError(failure) && (failure.status === 403 || failure.code === 'question_not_allowed')) {
      onQuestionNotAllowed();
      return;
    }
    setError(isApiError(failure) ? failure.message : "Une erreur s'est produite. Réessayez.");
  };

  const onSend = async (question: string): Promise<boolean> => {
    if (busyRef.current || !child || lockedMessage !== null) return false;
    setError(null);
    busyRef.current = true;
    setChecking(true);
    const permission = await checkPermission('ask_question');
    setChecking(false);
    busyRef.current = false;
    if (!permission.allowed) {
      setError(permission.reason ?? upgradeMessages.ask_question);
      // The plan refused: the plans open. A check that failed only says why (issue 20).
      if (permission.upgradeRequired) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
        onQuestionNotAllowed();
      }
      return false;
    }
    setMessages((all) => [...all, { kind: 'user', id: nextId(), text: question, at: new Date() }]);
    followUps.current = 0;
    // The question continues the conversation on screen: the server gives the model its earlier turns.
    const request: ChatRequest = { message: question, child_id: child.id };
    if (conversationId) {
      request.conversation_id = conversationId;
      request.continue_conversation = true;
    }
    ask(request, question, 'answer').catch(showFailure);
    return true;
  };

  const later = (task: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      task();
    }, THANKS_DELAY_MS);
    timers.current.add(timer);
  };

  const onFeedback = (message: AssistantMessage, feedback: Feedback) => {
    if (!child || message.feedback || !message.response) return;
    const { response } = message;
    update(message.id, (current) => ({ ...current, feedback }));
    recordFeedback(response.message_id, feedback);
    void sendFeedback({
      message_id: response.message_id,
      child_id: child.id,
      feedback,
      child_age: child.age ?? 0,
    }).then((result) => result && mirrorProfile(result.profile));
    if (feedback !== 'more_info') later(() => addNote(thanksFor(feedback, child.age), 'thanks'));
    if (feedback === 'understood' || busyRef.current) return;
    // The server answers three follow-ups of one answer (decision 0019): the fourth is a new question.
    if (followUps.current >= FOLLOW_UPS_PER_ANSWER) {
      addNote(followUpsUsed(child.age), 'thanks');
      return;
    }
    followUps.current += 1;

    const followUp = (text: string): ChatRequest => ({
      message: text,
      child_id: child.id,
      feedback_type: feedback,
      conversation_id: response.conversation_id,
      continue_conversation: true,
      original_response: message.text,
    });
    setError(null);
    if (feedback === 'too_hard') {
      ask(followUp(message.question), message.question, 'simpler').catch(showFailure);
      return;
    }
    // more_info: one automatic retry, worded differently, then a friendly message.
    void (async () => {
      try {
        await ask(followUp(message.question), message.question, 'more_info');
      } catch (first) {
        if (isApiError(first) && (first.status === 403 || first.status === 429)) return showFailure(first);
        try {
          await ask(followUp(`Dis-m'en plus sur : ${message.question}`), message.question, 'more_info');
        } catch {
          addNote(moreInfoFailed(child.age), 'error');
        }
      }
    })();
  };

  const reset = () => {
    speech.stop();
    controller.current?.abort();
    controller.current = null;
    busyRef.current = false;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    setMessages([]);
    setConversationId(null);
    followUps.current = 0;
    setWaiting(null);
    setError(null);
  };

  const started = messages.length > 0;
  const busy = waiting !== null || checking;
  // A follow-up is about the latest question (so says the server): earlier answers are no longer rated.
  const latestQuestion = messages.findLastIndex((message) => message.kind === 'user');

  return (
    <>
      {!started && picker}
      {started && (
        <section className="conversation" aria-label="Conversation">
          <div className="conversation__top">
            <button type="button" className="conversation__back" onClick={reset}>
              Nouvelle conversation
            </button>
            <button type="button" className="conversation__back" onClick={reset}>
              Choisir un autre enfant
            </button>
          </div>
          <ol className="conversation__list" aria-live="polite">
            {messages.map((message, index) => (
              <li
                key={message.id}
                className={cx(
                  'bubble',
                  `bubble--${message.kind}`,
                  message.kind === 'note' && `bubble--${message.tone}`,
                )}
              >
                {message.kind === 'assistant' && variantTitles[message.variant] && (
                  <p className="bubble__title">{variantTitles[message.variant]}</p>
                )}
                <p className="bubble__text">
                  {message.text}
                  {message.kind === 'assistant' && message.streaming && (
                    <span className="typing" role="img" aria-label="Pourquoi écrit…">
                      <span />
                      <span />
                      <span />
                    </span>
                  )}
                </p>
                {message.kind === 'assistant' && message.response?.provider === 'offline' && (
                  <p className="bubble__offline">{OFFLINE_NOTE}</p>
                )}
                <time className="bubble__time" dateTime={message.at.toISOString()}>
                  {formatTime(message.at)}
                </time>
                {message.kind === 'assistant' && message.response && speech.supported && (
                  <button
                    type="button"
                    className="bubble__listen"
                    aria-pressed={reading === message.id}
                    onClick={() => readAloud(message)}
                  >
                    {reading === message.id ? <StopIcon /> : <SpeakerIcon />}
                    <span>{reading === message.id ? 'Arrêter la lecture' : 'Écouter la réponse'}</span>
                  </button>
                )}
                {message.kind === 'assistant' && message.response && (
                  <FeedbackWidget
                    chosen={message.feedback}
                    disabled={busy || index < latestQuestion}
                    onChoose={(feedback) => onFeedback(message, feedback)}
                  />
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <QuestionForm
        childName={child?.name ?? null}
        lockedMessage={lockedMessage}
        onShowPlans={onShowPlans}
        onSend={onSend}
        busy={busy}
      />
      {waiting && !waiting.firstWords && <ThinkingOverlay question={waiting.preview} />}
    </>
  );
}
