import { z } from 'zod';

/** `GET /api/monetization/usage`: the fields of product.md#status-and-usage, plus the limits they are read against. */
export const usageSchema = z.object({
  questionsToday: z.number().int(),
  questionsThisMonth: z.number().int(),
  questionsPerDay: z.number().int().nullable(),
  questionsRemainingToday: z.number().int().nullable(),
  childrenCount: z.number().int(),
  maxChildren: z.number().int().nullable(),
  favoriteMessages: z.number().int(),
  historyDays: z.number().int().nullable(),
  exportCount: z.number().int(),
  storiesThisMonth: z.number().int(),
  maxStories: z.number().int().nullable(),
  canGenerateStory: z.boolean(),
  storiesRemaining: z.number().int().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;
