import * as z from 'zod/mini';
import { feedbackSchema, startOfParisDay, type Conversation } from '@pourquoi/shared';
import { readJson, writeJson } from '@/lib/local-json';
import { localKeys } from '@/lib/local-keys';

/**
 * Each child's conversation as the chat shows it, kept on the device so it survives a change of
 * view, a reload and a switch to another child (docs/decisions/0022-web-routes.md). A
 * conversation is current for the Paris day of its last message: the next day starts a new one.
 */
const answerRefSchema = z.object({
  message_id: z.string(),
  conversation_id: z.string(),
  /** Who wrote it; null when restored from the server, which does not say. */
  provider: z.nullable(z.enum(['offline', 'openai'])),
  /** The questions the offline library knows near one it does not (« Je connais la réponse à… »). */
  known_questions: z.optional(z.array(z.string())),
});
export type AnswerRef = z.infer<typeof answerRefSchema>;

export const variantSchema = z.enum(['answer', 'simpler', 'more_info']);
export type Variant = z.infer<typeof variantSchema>;

const chatMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), id: z.string(), text: z.string(), at: z.string() }),
  z.object({
    kind: z.literal('assistant'),
    id: z.string(),
    text: z.string(),
    at: z.string(),
    /** The question this answer (or its follow-up) is about. */
    question: z.string(),
    variant: variantSchema,
    streaming: z.boolean(),
    /** Set once the answer is complete and stored by the server. */
    answer: z.optional(answerRefSchema),
    feedback: z.optional(feedbackSchema),
  }),
  z.object({
    kind: z.literal('note'),
    id: z.string(),
    text: z.string(),
    at: z.string(),
    tone: z.enum(['thanks', 'error']),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type AssistantMessage = Extract<ChatMessage, { kind: 'assistant' }>;

const currentConversationSchema = z.object({
  conversationId: z.nullable(z.string()),
  /** Follow-ups of the latest question's answer, bounded like the server's. */
  followUps: z.int().check(z.nonnegative()),
  messages: z.array(chatMessageSchema),
});
export type CurrentConversation = z.infer<typeof currentConversationSchema>;

/** Stored with its last change: an empty one says « Nouvelle conversation » was chosen today. */
const storedConversationSchema = z.extend(currentConversationSchema, { updatedAt: z.string() });
const storeSchema = z.record(z.string(), storedConversationSchema);

const isCurrent = (at: string, now: Date) => new Date(at).getTime() >= startOfParisDay(now).getTime();

/** The child's conversation of today on this device (possibly a new, empty one), or null. */
export function readCurrentConversation(childId: string, now = new Date()): CurrentConversation | null {
  const stored = readJson(localKeys.currentConversations, storeSchema)?.[childId];
  if (!stored || !isCurrent(stored.updatedAt, now)) return null;
  const { updatedAt: _updatedAt, ...conversation } = stored;
  return conversation;
}

/**
 * Keeps the child's conversation, once no answer in it is still being written (the hook saves
 * only then: nothing is kept half-way). Earlier days' entries go with it.
 */
export function saveCurrentConversation(childId: string, conversation: CurrentConversation, now = new Date()) {
  const all = readJson(localKeys.currentConversations, storeSchema) ?? {};
  const kept = Object.fromEntries(
    Object.entries(all).filter(([id, stored]) => id !== childId && isCurrent(stored.updatedAt, now)),
  );
  kept[childId] = { ...conversation, updatedAt: now.toISOString() };
  writeJson(localKeys.currentConversations, kept);
}

/**
 * The server's latest conversation of the child, as the chat shows it, when it is today's: the
 * same conversation on another device. Follow-up questions are not shown (the rating was), and
 * their answers carry the follow-up's title.
 */
export function conversationFromServer(conversation: Conversation, now = new Date()): CurrentConversation | null {
  const ordered = [...conversation.messages].sort((a, b) => a.message_order - b.message_order);
  const last = ordered.at(-1);
  if (!last || !isCurrent(last.timestamp, now)) return null;
  const messages: ChatMessage[] = [];
  let question = '';
  let variant: Variant = 'answer';
  let followUps = 0;
  for (const message of ordered) {
    if (message.role === 'user') {
      if (message.feedback_type === 'too_hard' || message.feedback_type === 'more_info') {
        variant = message.feedback_type === 'too_hard' ? 'simpler' : 'more_info';
        followUps += 1;
        continue;
      }
      question = message.content;
      variant = 'answer';
      followUps = 0;
      messages.push({ kind: 'user', id: message.id, text: message.content, at: message.timestamp });
      continue;
    }
    const feedback = feedbackSchema.safeParse(message.feedback);
    messages.push({
      kind: 'assistant',
      id: message.id,
      text: message.content,
      at: message.timestamp,
      question,
      variant: message.is_additional_info ? 'more_info' : variant,
      streaming: false,
      answer: { message_id: message.id, conversation_id: conversation.id, provider: null },
      ...(feedback.success && { feedback: feedback.data }),
    });
  }
  return messages.length > 0 ? { conversationId: conversation.id, followUps, messages } : null;
}
