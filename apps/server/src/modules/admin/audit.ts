import { desc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { adminAudit } from '../../db/schema.js';

const AUDIT_PAGE = 200;

/** Writes who did what to what: every admin and support action leaves a line. */
export async function recordAudit(
  db: Database,
  actor: FastifyRequest['actor'],
  action: string,
  target: string | null,
  details: Record<string, unknown> = {},
) {
  await db.insert(adminAudit).values({ actorId: actor.id, actorEmail: actor.email, action, target, details });
}

export async function listAudit(db: Database) {
  const rows = await db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(AUDIT_PAGE);
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    target: row.target,
    details: (row.details ?? {}) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  }));
}
