import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import {
  conversationFromServer,
  readCurrentConversation,
  saveCurrentConversation,
  type ChatMessage,
  type CurrentConversation,
} from '../storage/current-conversations';

const empty: CurrentConversation = { conversationId: null, followUps: 0, messages: [] };

/**
 * The child's conversation on screen: kept on the device at every change, read back when the
 * chat opens again (another view, a reload, another child and back), or else taken from the
 * server's latest conversation of the day (the same conversation, begun on another device).
 */
export function useCurrentConversation(childId: string | null) {
  const [stored] = useState(() => (childId ? readCurrentConversation(childId) : null));
  const [conversation, setConversation] = useState<CurrentConversation>(stored ?? empty);
  // The device's own (even a new, empty one) wins over the server's.
  const fromDevice = useRef(stored !== null);

  useEffect(() => {
    // Saved once something changed: opening the chat alone writes nothing. Not at each streamed
    // piece either: the turn is saved when its answer is complete (one abandoned half-way is
    // discarded by the server too).
    const streaming = conversation.messages.some((message) => message.kind === 'assistant' && message.streaming);
    if (childId && !streaming && conversation !== (stored ?? empty)) saveCurrentConversation(childId, conversation);
  }, [childId, conversation, stored]);

  useEffect(() => {
    if (!childId || fromDevice.current) return;
    const abort = new AbortController();
    api
      .get<Conversation[]>(`/conversations?child_id=${encodeURIComponent(childId)}`, { signal: abort.signal })
      .then((list) => {
        const latest = list[0] && conversationFromServer(list[0]);
        // Only into an empty chat: a question asked meanwhile wins.
        if (latest) setConversation((current) => (current.messages.length === 0 ? latest : current));
      })
      .catch(() => undefined); // Without it the chat starts empty, as it always could.
    return () => abort.abort();
  }, [childId]);

  const setMessages = useCallback(
    (change: (messages: ChatMessage[]) => ChatMessage[]) =>
      setConversation((current) => ({ ...current, messages: change(current.messages) })),
    [],
  );
  const setConversationId = useCallback(
    (conversationId: string) => setConversation((current) => ({ ...current, conversationId })),
    [],
  );
  const setFollowUps = useCallback(
    (followUps: number) => setConversation((current) => ({ ...current, followUps })),
    [],
  );
  /** « Nouvelle conversation »: the next question starts a new one, here and on the server. */
  const clear = useCallback(() => {
    fromDevice.current = true; // a late answer from the server must not bring the old one back
    setConversation(empty);
  }, []);

  return { ...conversation, setMessages, setConversationId, setFollowUps, clear };
}
