// zod/mini: the chat's answers are read on the web's first screen (decision 0031).
import * as z from 'zod/mini';
import { adaptiveProfileSchema, feedbackSchema } from './adaptive-level.js';

export const QUESTION_MAX_LENGTH = 1_000;

export const chatMessages = {
  questionRequired: "Écrivez d'abord la question de votre enfant",
  questionTooLong: `La question ne peut pas dépasser ${QUESTION_MAX_LENGTH} caractères`,
  childRequired: "Choisissez d'abord l'enfant qui pose la question",
} as const;

/** `POST /api/chat` and `/api/chat/stream` (product.md#asking-a-question). */
export const chatBody = z.object({
  message: z
    .string({ error: chatMessages.questionRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: chatMessages.questionRequired, abort: true }),
      z.maxLength(QUESTION_MAX_LENGTH, { error: chatMessages.questionTooLong }),
    ),
  child_id: z
    .string({ error: chatMessages.childRequired })
    .check(z.minLength(1, { error: chatMessages.childRequired }), z.maxLength(100)),
  continue_conversation: z.optional(z.boolean()),
  feedback_type: z.optional(z.enum(['more_info', 'too_hard'])),
  original_response: z.optional(z.string().check(z.maxLength(20_000))),
  conversation_id: z.optional(z.string().check(z.maxLength(100))),
  /** Extra words from the spec's client (e.g. an earlier answer); never trusted as instructions. */
  context: z.optional(z.unknown()),
});
export type ChatBody = z.infer<typeof chatBody>;

/** How many known questions an unknown answer offers. */
export const KNOWN_QUESTIONS_OFFERED = 3;

export const chatResponse = z.object({
  response: z.string(),
  conversation_id: z.string(),
  message_id: z.string(),
  /** offline when the built-in engine wrote it: the UI says so discreetly. */
  provider: z.enum(['offline', 'openai']),
  /** True when safety answered instead of the engine. */
  moderated: z.boolean(),
  /**
   * When the offline library does not know the question: two or three questions it knows that
   * are close to it, for « Je connais la réponse à… » (decision 0026).
   */
  known_questions: z.optional(z.array(z.string()).check(z.maxLength(KNOWN_QUESTIONS_OFFERED))),
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const feedbackBody = z.object({
  message_id: z.string().check(z.maxLength(100)),
  child_id: z.string().check(z.maxLength(100)),
  feedback: feedbackSchema,
  child_age: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(25))),
});

export const feedbackResponse = z.object({
  recorded: z.boolean(),
  current_level: z.number(),
  learning_trend: z.enum(['struggling', 'improving', 'stable']),
  /** The child's whole profile, for the client's local mirror (product.md#d9-adaptive-level-on-the-server). */
  profile: adaptiveProfileSchema,
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;

export const conversationMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  message_order: z.int(),
  feedback: z.nullable(z.string()),
  feedback_type: z.nullable(z.string()),
  is_additional_info: z.boolean(),
  favorite: z.boolean(),
});

export const conversationSchema = z.object({
  id: z.string(),
  child_id: z.string(),
  child_name: z.string(),
  created_at: z.string(),
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;
