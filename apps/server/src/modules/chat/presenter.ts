import type { Conversation } from '@pourquoi/shared';
import type { ConversationRow, MessageRow } from './repository.js';

export function presentConversation(
  conversation: ConversationRow & { messages: MessageRow[] },
  childName: string,
): Conversation {
  return {
    id: conversation.id,
    child_id: conversation.childId,
    child_name: childName,
    created_at: conversation.createdAt.toISOString(),
    messages: conversation.messages.map((message) => ({
      id: message.id,
      role: message.role === 'assistant' ? 'assistant' : 'user',
      content: message.content,
      timestamp: message.createdAt.toISOString(),
      message_order: message.messageOrder,
      feedback: message.feedback,
      feedback_type: message.feedbackType,
      is_additional_info: message.isAdditionalInfo,
      favorite: message.favorite,
    })),
  };
}
