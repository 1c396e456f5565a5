import { z } from 'zod';
import { feedbackSchema } from '../chat/adaptive-level.js';

/** product.md#timings-and-constants. */
export const HISTORY_LIMIT = 50;
export const HISTORY_SNIPPET_CHARS = 150;
/** An answer within this window after a question is its answer (product.md#timings-and-constants). */
export const ANSWER_PAIRING_WINDOW_S = 60;
/** The age used for a history rating when the child's is unknown (product.md#timings-and-constants). */
export const HISTORY_FEEDBACK_FALLBACK_AGE = 8;
export const HISTORY_SEARCH_MAX_LENGTH = 100;

export const historyMessages = {
  favoriteFailed: 'Impossible de modifier le favori. Veuillez réessayer.',
  feedbackFailed: 'Une erreur est survenue lors du traitement de votre feedback.',
  limitNote: `Seules les ${HISTORY_LIMIT} dernières conversations sont affichées.`,
  offlineNote: "Le serveur ne répond pas : voici l'historique gardé sur cet appareil.",
  wrongPassword: 'Mot de passe incorrect',
} as const;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** `GET /api/conversations`: newest first, at most 50, within the plan's history window. */
export const conversationListQuery = z.object({
  child_id: z.string().max(100).optional(),
  /** Keywords, searched in French (accents and plurals folded) in questions and answers. */
  q: z.string().trim().max(HISTORY_SEARCH_MAX_LENGTH).optional(),
  /** Only conversations holding a favourite message. */
  favorites: booleanQuery.optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

export const messageFavoriteParams = z.object({
  conversationId: z.string().max(100),
  messageId: z.string().max(100),
});
/** The spec does not show the body: none toggles, `favorite` sets. */
export const messageFavoriteBody = z.object({ favorite: z.boolean().optional() }).nullish();
export const messageFavoriteResponse = z.object({ favorite: z.boolean() });

/** `GET /api/history/stats`: the per-child card of the history screen. */
export const childStatsSchema = z.object({
  child_id: z.string(),
  child_name: z.string(),
  total_questions: z.number().int(),
  questions_today: z.number().int(),
  stories: z.number().int(),
  favorites: z.number().int(),
});
export type ChildStats = z.infer<typeof childStatsSchema>;
export const childStatsResponse = z.array(childStatsSchema);

/** `GET /api/children/{id}/advanced-stats` (advanced_stats): topics, weeks and the level over time. */
export const advancedStatsSchema = z.object({
  child_id: z.string(),
  child_name: z.string(),
  topics: z.array(z.object({ topic: z.string(), label: z.string(), count: z.number().int() })),
  /** The last 8 weeks, none before the account's first, oldest first; a week starts on Monday (Paris). */
  weeks: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  /** The level each answer was written at, oldest first. */
  levels: z.array(z.object({ at: z.string(), level: z.number() })),
  current_level: z.number(),
});
export type AdvancedStats = z.infer<typeof advancedStatsSchema>;

export const exportFormatSchema = z.enum(['json', 'text']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
/** `GET /api/children/{id}/export?format=json|text` (export_data): a file to download. */
export const childExportQuery = z.object({ format: exportFormatSchema.default('json') });

/** `DELETE /api/account`: the password confirms it. */
export const accountDeletionBody = z.object({ password: z.string().min(1, 'Le mot de passe est requis').max(200) });
export const accountDeletionResponse = z.object({
  deleted: z.object({
    children: z.number().int(),
    conversations: z.number().int(),
    messages: z.number().int(),
    stories: z.number().int(),
    illustrations: z.number().int(),
    sessions: z.number().int(),
  }),
});
export type AccountDeletion = z.infer<typeof accountDeletionResponse>;

/** Rating an answer from history (product.md#history): the same call as the chat's. */
export const historyFeedbackSchema = feedbackSchema;

/**
 * product.md#history: follow-up requests ("dis-m'en plus", a leading ❓) are not shown in
 * history; nor is « Trop difficile »'s, which repeats the question its answer simplifies.
 */
export function isHiddenHistoryMessage(message: { role: string; content: string; feedback_type: string | null }) {
  if (message.role !== 'user') return false;
  return (
    message.feedback_type === 'more_info' ||
    message.feedback_type === 'too_hard' ||
    message.content.trimStart().startsWith('❓')
  );
}

/** A snippet of 150 characters, cut at a word. */
export function historySnippet(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= HISTORY_SNIPPET_CHARS) return clean;
  const cut = clean.slice(0, HISTORY_SNIPPET_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), HISTORY_SNIPPET_CHARS - 30)).trimEnd()}…`;
}
