import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
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
import { useSpeech } from '@/hooks/use-speech';
import { checkPermission } from '@/lib/check-permission';
import { queryKeys } from '@/lib/query-keys';
import { splitSentences } from '@/lib/sentences';
import { sendFeedback, streamChat, type ChatRequest } from '../api/stream-chat';
import { useCurrentConversation } from '../hooks/use-current-conversation';
import type { AssistantMessage, ChatMessage, Variant } from '../storage/current-conversations';
import { followUpsUsed, moreInfoFailed, thanksFor } from '../utils/wording';
import { MessageBubble } from './message-bubble';
import { QuestionForm } from './question-form';

// The device's copies (product.md#adaptive-level) are written after an answer or a rating: their code
// comes then, not with the page (the home route's budget).
const localRecords = () => import('../storage/local-records');

// Shown only after 400 ms without a first word: its code comes with the first question, not the page.
const ThinkingOverlay = lazy(() =>
  import('./thinking-overlay').then((module) => ({ default: module.ThinkingOverlay })),
);

/** The local thank-you follows the feedback after 1 s (product.md#feedback). */
export const THANKS_DELAY_MS = 1_000;
export { OFFLINE_NOTE } from './message-bubble';

export interface ChatChild {
  id: string;
  name: string;
  age: number | null;
}

export interface ChatProps {
  child: ChatChild | null;
  /** The day's questions left, null without a daily limit (the question box's counter and lock). */
  questionsLeft: number | null;
  onShowPlans: () => void;
  /** A 403 from the chat: the plan or the trial does not allow this question. */
  onQuestionNotAllowed: () => void;
  /** The child choice: shown before the first question, and when the parent asks for it. */
  picker?: ReactNode;
}

let lastId = 0;
const nextId = () => `m${Date.now().toString(36)}-${++lastId}`;
const nowText = () => new Date().toISOString();

/** The chat screen: the question box, then the conversation (product.md#chat-screen). */
export function Chat({ child, questionsLeft, onShowPlans, onQuestionNotAllowed, picker }: ChatProps) {
  const conversation = useCurrentConversation(child?.id ?? null);
  const { messages, conversationId, followUps, setMessages, setConversationId, setFollowUps } = conversation;
  const [waiting, setWaiting] = useState<{ preview: string; firstWords: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosingChild, setChoosingChild] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const busyRef = useRef(false);
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

  /** A note goes right after the answer it is about (and its earlier notes), before any answer that followed. */
  const addNote = (text: string, tone: 'thanks' | 'error', afterId?: string) => {
    const note: ChatMessage = { kind: 'note', id: nextId(), text, at: nowText(), tone };
    setMessages((all) => {
      let index = afterId ? all.findIndex((message) => message.id === afterId) : -1;
      if (index === -1) return [...all, note];
      while (all[index + 1]?.kind === 'note') index += 1;
      return [...all.slice(0, index + 1), note, ...all.slice(index + 1)];
    });
  };

  /** Streams one answer into a new bubble; null when it was abandoned. Throws the server's refusal. */
  const ask = async (request: ChatRequest, question: string, variant: Variant): Promise<ChatResponse | null> => {
    const abort = new AbortController();
    controller.current = abort;
    busyRef.current = true;
    const id = nextId();
    setMessages((all) => [
      ...all,
      { kind: 'assistant', id, text: '', at: nowText(), question, variant, streaming: true },
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
      const answer = {
        message_id: response.message_id,
        conversation_id: response.conversation_id,
        provider: response.provider,
        ...(response.known_questions && { known_questions: response.known_questions }),
      };
      update(id, (message) => ({ ...message, text: response.response, streaming: false, answer, at: nowText() }));
      // Today's count changed: the usage (and the lock it may bring) follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      // Safety answered instead: the parent's list (and home's notice of a child in distress) follows.
      if (response.moderated) void queryClient.invalidateQueries({ queryKey: queryKeys.safetyEvents });
      if (child) {
        const { id: childId, name: childName, age } = child;
        void localRecords()
          .then(({ readProfiles, recordAnswer }) =>
            recordAnswer({
              conversationId: response.conversation_id,
              messageId: response.message_id,
              childId,
              childName,
              question,
              answer: response.response,
              complexityLevel: readProfiles()[childId]?.currentLevel ?? startingLevel(age),
              at: new Date(),
            }),
          )
          .catch(() => undefined); // A copy on the device, never the answer itself.
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
    if (busyRef.current || !child || questionsLeft === 0) return false;
    setError(null);
    busyRef.current = true;
    setChecking(true);
    const permission = await checkPermission('ask_question');
    setChecking(false);
    busyRef.current = false;
    if (!permission.allowed) {
      // The plan refused: the box's count follows (it locks, calmly) and the plans open, as the
      // parent tried to ask. A check that failed only says why (decision 0011).
      if (permission.upgradeRequired) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
        onQuestionNotAllowed();
      } else setError(permission.reason ?? upgradeMessages.ask_question);
      return false;
    }
    setChoosingChild(false);
    setMessages((all) => [...all, { kind: 'user', id: nextId(), text: question, at: nowText() }]);
    setFollowUps(0);
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
    if (!child || message.feedback || !message.answer) return;
    const { answer } = message;
    update(message.id, (current) => ({ ...current, feedback }));
    void localRecords()
      .then(({ recordFeedback }) => recordFeedback(answer.message_id, feedback))
      .catch(() => undefined);
    void sendFeedback({
      message_id: answer.message_id,
      child_id: child.id,
      feedback,
      child_age: child.age ?? 0,
    })
      .then(async (result) => result && (await localRecords()).mirrorProfile(result.profile))
      .catch(() => undefined);
    // The thanks come a second later, under the rated answer: before the simpler one it asked for.
    if (feedback !== 'more_info') later(() => addNote(thanksFor(feedback, child.age), 'thanks', message.id));
    if (feedback === 'understood' || busyRef.current) return;
    // The server answers three follow-ups of one answer (decision 0019): the fourth is a new question.
    if (followUps >= FOLLOW_UPS_PER_ANSWER) {
      addNote(followUpsUsed(child.age), 'thanks', message.id);
      return;
    }
    setFollowUps(followUps + 1);

    const followUp = (text: string): ChatRequest => ({
      message: text,
      child_id: child.id,
      feedback_type: feedback,
      conversation_id: answer.conversation_id,
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

  const startOver = () => {
    speech.stop();
    controller.current?.abort();
    controller.current = null;
    busyRef.current = false;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    conversation.clear();
    setWaiting(null);
    setError(null);
  };

  const started = messages.length > 0;
  const busy = waiting !== null || checking;
  // A follow-up is about the latest question (so says the server): earlier answers are no longer rated.
  const latestQuestion = messages.findLastIndex((message) => message.kind === 'user');

  return (
    <>
      {(!started || choosingChild) && picker}
      {started && (
        <section className="conversation" aria-label="Conversation">
          <div className="conversation__top">
            <button type="button" className="conversation__back" onClick={startOver}>
              Nouvelle conversation
            </button>
            {/* The other child's conversation opens with that child; this one waits, kept. */}
            <button
              type="button"
              className="conversation__back"
              aria-expanded={choosingChild}
              onClick={() => setChoosingChild((open) => !open)}
            >
              Choisir un autre enfant
            </button>
          </div>
          <ol className="conversation__list">
            {messages.map((message, index) => (
              <MessageBubble
                key={message.id}
                message={message}
                speech={speech.supported ? { reading: reading === message.id, onToggle: readAloud } : null}
                rating={{ disabled: busy || index < latestQuestion, onChoose: onFeedback }}
                known={{ disabled: busy || index < latestQuestion, onAsk: (known) => void onSend(known) }}
              />
            ))}
          </ol>
        </section>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <QuestionForm
        childName={child?.name ?? null}
        questionsLeft={questionsLeft}
        onShowPlans={onShowPlans}
        onSend={onSend}
        busy={busy}
      />
      {waiting && !waiting.firstWords && (
        <Suspense fallback={null}>
          <ThinkingOverlay question={waiting.preview} />
        </Suspense>
      )}
    </>
  );
}
