// zod/mini: in the web's first download (decision 0031).
import * as z from 'zod/mini';

/** `GET /api/monetization/usage`: the fields of product.md#status-and-usage, plus the limits they are read against. */
export const usageSchema = z.object({
  questionsToday: z.int(),
  questionsThisMonth: z.int(),
  questionsPerDay: z.nullable(z.int()),
  questionsRemainingToday: z.nullable(z.int()),
  childrenCount: z.int(),
  maxChildren: z.nullable(z.int()),
  favoriteMessages: z.int(),
  historyDays: z.nullable(z.int()),
  exportCount: z.int(),
  storiesThisMonth: z.int(),
  maxStories: z.nullable(z.int()),
  canGenerateStory: z.boolean(),
  storiesRemaining: z.nullable(z.int()),
});
export type Usage = z.infer<typeof usageSchema>;
