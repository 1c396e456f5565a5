import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { insertAuditEntry, listAuditRows } from './audit-repository.js';

const AUDIT_PAGE = 200;

export interface AuditEntry {
  action: string;
  target: string | null;
  details?: Record<string, unknown>;
}

/**
 * Runs an admin or support action and writes who did what to what in the same transaction
 * (decision 0020): an entry that cannot be written undoes the action, and an action that fails
 * leaves no entry. `work` must use the transaction it is given, never `app.db`.
 */
export async function audited<T>(
  db: Database,
  actor: FastifyRequest['actor'],
  work: (tx: Database) => Promise<{ result: T; entry: AuditEntry }>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { result, entry } = await work(tx);
    await insertAuditEntry(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      target: entry.target,
      details: entry.details ?? {},
    });
    return result;
  });
}

export async function listAudit(db: Database) {
  const rows = await listAuditRows(db, AUDIT_PAGE);
  return rows.map((row) => ({
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    target: row.target,
    details: (row.details ?? {}) as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  }));
}
