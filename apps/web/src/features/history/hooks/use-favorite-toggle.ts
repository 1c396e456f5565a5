import { useState } from 'react';
import type { Conversation } from '@pourquoi/shared';
import type { ConversationMessage } from '../api/conversation-cache';
import { useSetMessageFavorite } from '../api/set-message-favorite';

/**
 * An answer's star: it moves at once; when the server refuses, it stays as the parent set it
 * and `failed` tells the caller to show the spec's message.
 */
export function useFavoriteToggle() {
  const favorite = useSetMessageFavorite();
  const [failed, setFailed] = useState(false);
  const toggle = (conversation: Conversation, message: ConversationMessage) => {
    setFailed(false);
    favorite.mutate(
      { conversationId: conversation.id, messageId: message.id, favorite: !message.favorite },
      { onError: () => setFailed(true) },
    );
  };
  return { toggle, failed };
}
