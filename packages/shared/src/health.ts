import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  database_ok: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
