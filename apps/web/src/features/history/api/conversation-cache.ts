import type { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@pourquoi/shared';
import type { ConversationPage } from './get-conversations';
import { historyKeys } from './history-keys';

export type ConversationMessage = Conversation['messages'][number];

/** Changes one message in every cached conversation list (all filters). */
export function patchCachedMessage(queryClient: QueryClient, messageId: string, patch: Partial<ConversationMessage>) {
  queryClient.setQueriesData<ConversationPage>({ queryKey: historyKeys.conversationLists }, (page) =>
    page
      ? {
          ...page,
          conversations: page.conversations.map((conversation) =>
            conversation.messages.some((message) => message.id === messageId)
              ? {
                  ...conversation,
                  messages: conversation.messages.map((message) =>
                    message.id === messageId ? { ...message, ...patch } : message,
                  ),
                }
              : conversation,
          ),
        }
      : page,
  );
}
