import { z } from 'zod';
import { errorCatalogue } from '../errors.js';
import { storyDurationSchema, storyThemeSchema, storyTypeSchema, DEFAULT_STORY_DURATION } from './catalogue.js';

export const STORY_PROMPT_MAX_LENGTH = 500;
export const MAX_STORY_CHILDREN = 6;

const monthLimitReached = "Vous avez atteint votre limite d'histoires pour ce mois.";

export const storyMessages = {
  childrenRequired: 'Choisissez au moins un enfant',
  limitReached: `${monthLimitReached} Passez Premium pour créer plus d'histoires !`,
  /** The spec's first sentence alone: to a paying family, whom the story packs are for. */
  monthLimitReached,
  /** The server's refusal: the spec's client looks for 'non autorisée' in it. */
  notAllowed: errorCatalogue.story_not_allowed.message,
  noData: 'Erreur: Aucune donnée reçue du serveur',
  unexpected: 'Réponse inattendue du serveur',
  tooLong: 'Histoire trop longue pour les contraintes du serveur. Essayez avec des paramètres plus simples.',
  timeout: 'La génération a pris trop de temps. Veuillez réessayer avec des paramètres plus simples.',
  failed: (detail: string) => `Erreur lors de la génération : ${detail}`,
  parseFailure: "Erreur lors du chargement de l'histoire. Veuillez la régénérer.",
  empty: "Aucun contenu trouvé dans l'histoire",
} as const;

/** The spec's client sends whole child objects; only their ids are trusted. */
const storyChildRef = z.union([z.string().min(1).max(100), z.looseObject({ id: z.string().min(1).max(100) })]);

/** `POST /api/stories/generate` (product.md#story-generation). */
export const storyRequestBody = z.object({
  children: z
    .array(storyChildRef, { error: storyMessages.childrenRequired })
    .min(1, { error: storyMessages.childrenRequired })
    .max(MAX_STORY_CHILDREN),
  duration: z.coerce.number().pipe(storyDurationSchema).default(DEFAULT_STORY_DURATION),
  story_type: storyTypeSchema,
  theme: storyThemeSchema,
  include_children: z.boolean().default(true),
  prompt: z.string().trim().max(STORY_PROMPT_MAX_LENGTH).optional().nullable(),
});
export type StoryRequestBody = z.infer<typeof storyRequestBody>;

export const storyChildIds = (body: StoryRequestBody): string[] => [
  ...new Set(body.children.map((child) => (typeof child === 'string' ? child : child.id))),
];

export const storyStatusSchema = z.enum(['writing', 'illustrating', 'complete', 'failed']);
export type StoryStatus = z.infer<typeof storyStatusSchema>;

/** The story object (product.md#stories), plus the picture URLs the reader caches. */
export const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The story as JSON text {title, pages}. */
  content: z.string(),
  pages: z.array(z.string()),
  /** Page number (from 1) to base64 PNG; only drawn pages are present. */
  page_illustrations: z.record(z.string(), z.string()),
  /** Page number (from 1) to a cacheable PNG address; only drawn pages are present. */
  page_illustration_urls: z.record(z.string(), z.string()),
  /** The cover, base64 PNG, once drawn. */
  illustration_base64: z.string().nullable(),
  illustration_url: z.string().nullable(),
  illustrations_status: z.enum(['complete', 'pending', 'failed']),
  pending_illustrations: z.number().int(),
  status: storyStatusSchema,
  theme: storyThemeSchema,
  story_type: storyTypeSchema,
  duration: z.number().int(),
  include_children: z.boolean(),
  children_ids: z.array(z.string()),
  children_names: z.array(z.string()),
  is_favorite: z.boolean(),
  provider: z.enum(['offline', 'openai']),
  created_at: z.string(),
});
export type Story = z.infer<typeof storySchema>;

/** The list: everything but the pictures' bytes. */
export const storySummarySchema = storySchema.omit({ page_illustrations: true, illustration_base64: true });
export type StorySummary = z.infer<typeof storySummarySchema>;
/** `GET /api/stories`: a bare array, as `GET /api/children` (product.md#api: stories[]). */
export const storyListResponse = z.array(storySummarySchema);
export const storyListQuery = z.object({ child_id: z.string().max(100).optional() });

export const storyProgressSchema = z.object({
  progress: z.number().int().min(0).max(100),
  progress_text: z.string(),
  is_complete: z.boolean(),
  status: storyStatusSchema,
  pages_total: z.number().int(),
  illustrations_done: z.number().int(),
  illustrations_total: z.number().int(),
});
export type StoryProgress = z.infer<typeof storyProgressSchema>;

export const remainingIllustrationsResponse = z.object({
  page_illustrations: z.record(z.string(), z.string()),
  illustrations_status: z.enum(['complete', 'pending', 'failed']),
  pending_illustrations: z.number().int(),
});

/** The spec does not show the body: none (or null) toggles, `is_favorite` sets. */
export const storyFavoriteBody = z.object({ is_favorite: z.boolean().optional() }).nullish();
export const storyFavoriteResponse = z.object({ is_favorite: z.boolean() });
export const storyIdParams = z.object({ id: z.string().max(100) });

/** product.md#story-generation: progress is 20 + done / total × 80 once the text is written. */
export function storyProgressPercent(input: { textWritten: boolean; done: number; total: number }): number {
  if (!input.textWritten) return 10;
  if (input.total <= 0) return 100;
  return Math.round(20 + (Math.min(input.done, input.total) / input.total) * 80);
}
