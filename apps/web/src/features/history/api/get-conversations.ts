import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@pourquoi/shared';
import { readSessions } from '@/features/chat';
import { api, isApiError } from '@/lib/api-client';
import { localConversations } from '../utils/local-history';
import { historyKeys, type ConversationFilters } from './history-keys';

export interface ConversationPage {
  conversations: Conversation[];
  /** True when the server could not answer and the device's own history is shown. */
  offline: boolean;
}

export function conversationsPath({ childId, q, favorites }: ConversationFilters): string {
  const params = new URLSearchParams();
  if (childId) params.set('child_id', childId);
  if (q) params.set('q', q);
  if (favorites) params.set('favorites', 'true');
  const query = params.toString();
  return query ? `/conversations?${query}` : '/conversations';
}

/** No answer, or the server's own failure: what the local copy is for. A refusal (4xx) is not. */
const serverUnreachable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

/**
 * `GET /api/conversations`: newest first, at most 50, within the plan's history window.
 * When the server cannot answer, the sessions kept on this device, filtered the same way
 * (product.md#history).
 */
export async function getConversations(filters: ConversationFilters, signal?: AbortSignal): Promise<ConversationPage> {
  try {
    return { conversations: await api.get<Conversation[]>(conversationsPath(filters), { signal }), offline: false };
  } catch (error) {
    if (signal?.aborted || !serverUnreachable(error)) throw error;
    return { conversations: localConversations(readSessions(), filters), offline: true };
  }
}

export const conversationsQueryOptions = (filters: ConversationFilters) =>
  queryOptions({
    queryKey: historyKeys.conversations(filters),
    queryFn: ({ signal }) => getConversations(filters, signal),
  });

export const useConversations = (filters: ConversationFilters) =>
  useQuery({
    ...conversationsQueryOptions(filters),
    // A new filter keeps the current list on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });
