import { isHiddenHistoryMessage, type Conversation } from '@pourquoi/shared';
import type { ConversationMessage } from '../api/conversation-cache';

/** The messages a parent sees, in order: follow-up requests ("dis-m'en plus", ❓) left out. */
export const visibleMessages = (conversation: Conversation): ConversationMessage[] =>
  conversation.messages
    .filter((message) => !isHiddenHistoryMessage(message))
    .sort((a, b) => a.message_order - b.message_order);

export interface ConversationSummary {
  question: string;
  /** The first answer, the one the list shows and stars. */
  answer: ConversationMessage | null;
  /** Questions after the first: the thread went on. */
  moreQuestions: number;
  /** Answers after the first (simpler wording, more details, other questions). */
  moreAnswers: number;
}

/** What the list shows of a conversation: its first question and the answer to it. */
export function summarize(conversation: Conversation): ConversationSummary {
  const messages = visibleMessages(conversation);
  const questions = messages.filter((message) => message.role === 'user');
  const answers = messages.filter((message) => message.role === 'assistant');
  return {
    question: questions[0]?.content.trim() ?? '',
    answer: answers[0] ?? null,
    moreQuestions: Math.max(0, questions.length - 1),
    moreAnswers: Math.max(0, answers.length - 1),
  };
}
