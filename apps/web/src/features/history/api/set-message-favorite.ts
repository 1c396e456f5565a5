import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchCachedMessage } from './conversation-cache';
import { historyKeys } from './history-keys';

export interface MessageFavorite {
  conversationId: string;
  messageId: string;
  favorite: boolean;
}

/** `PUT /api/conversations/{conversationId}/messages/{messageId}/favorite` with the wanted state. */
export const setMessageFavorite = ({ conversationId, messageId, favorite }: MessageFavorite) =>
  api.put<{ favorite: boolean }>(
    `/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/favorite`,
    { favorite },
  );

/**
 * The star moves at once in every list and in the open conversation. When the server
 * refuses, it stays as the parent set it (product.md#history: a local fallback, then an error).
 */
export function useSetMessageFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageFavorite,
    onMutate: async ({ messageId, favorite }) => {
      // A list on its way would put the old star back.
      await queryClient.cancelQueries({ queryKey: historyKeys.conversationLists });
      patchCachedMessage(queryClient, messageId, { favorite });
    },
    onSuccess: (answer, { messageId }) => {
      patchCachedMessage(queryClient, messageId, { favorite: answer.favorite });
      void queryClient.invalidateQueries({ queryKey: historyKeys.stats });
    },
  });
}
