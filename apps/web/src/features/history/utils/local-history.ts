import { HISTORY_LIMIT, type Conversation } from '@pourquoi/shared';
import type { LocalSession } from '@/features/chat';
import type { ConversationFilters } from '../api/history-keys';
import { matchesWords } from './search';

/**
 * A session kept on this device, drawn like the server's conversation: each question, then its
 * answers (a follow-up's answer is kept with the question it answers again: shown once).
 */
export function sessionToConversation(session: LocalSession): Conversation {
  return {
    id: session.id,
    child_id: session.childId,
    child_name: session.childName,
    created_at: session.startTime,
    messages: session.messages.flatMap((message, index) => [
      ...(session.messages[index - 1]?.question === message.question
        ? []
        : [
            {
              id: `${message.id}:question`,
              role: 'user' as const,
              content: message.question,
              timestamp: message.timestamp,
              message_order: index * 2,
              feedback: null,
              feedback_type: null,
              is_additional_info: false,
              favorite: false,
            },
          ]),
      {
        id: message.id,
        role: 'assistant' as const,
        content: message.answer,
        timestamp: message.timestamp,
        message_order: index * 2 + 1,
        feedback: message.feedback,
        feedback_type: null,
        is_additional_info: false,
        favorite: message.favorite,
      },
    ]),
  };
}

/** The device's sessions, newest first, filtered as the server would (product.md#history). */
export function localConversations(sessions: readonly LocalSession[], filters: ConversationFilters): Conversation[] {
  return [...sessions]
    .sort((a, b) => b.endTime.localeCompare(a.endTime))
    .filter((session) => !filters.childId || session.childId === filters.childId)
    .filter((session) => !filters.favorites || session.messages.some((message) => message.favorite))
    .filter(
      (session) =>
        !filters.q ||
        matchesWords(
          filters.q,
          session.messages.flatMap((message) => [message.question, message.answer]),
        ),
    )
    .slice(0, HISTORY_LIMIT)
    .map(sessionToConversation);
}
