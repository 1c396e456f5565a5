import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { count, inArray, notInArray } from 'drizzle-orm';
import { conversations, users } from '../../db/schema.js';
import { endPaidSubscription } from '../monetization/subscription-actions.js';
import { recordAudit } from './audit.js';
import { writeBackup } from './backup.js';

/**
 * `POST /admin/cleanup-database` (DESIGN decision 6): a backup first, then every account but
 * the admin, support and contact ones goes. An account whose paid subscription cannot be
 * ended at the provider is kept, so nobody is charged without an account.
 */
export async function cleanupDatabase(app: FastifyInstance, actor: FastifyRequest['actor'], log: FastifyBaseLogger) {
  const backupFile = await writeBackup(app.db, app.config.dataDir, app.clock.now());
  const candidates = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(notInArray(users.role, ['admin', 'support']));
  const leaving: string[] = [];
  for (const { id, email } of candidates) {
    if (email === app.config.contactEmail) continue;
    try {
      await endPaidSubscription(app, id);
      leaving.push(id);
    } catch (error) {
      log.error({ err: error, userId: id }, 'cleanup kept an account whose subscription could not be ended');
    }
  }
  let deletedConversations = 0;
  if (leaving.length > 0) {
    const [row] = await app.db
      .select({ value: count() })
      .from(conversations)
      .where(inArray(conversations.userId, leaving));
    deletedConversations = row?.value ?? 0;
    await app.db.delete(users).where(inArray(users.id, leaving));
  }
  const result = {
    backup_file: backupFile,
    deleted_users: leaving.length,
    deleted_conversations: deletedConversations,
    // One subscription row per account.
    deleted_subscriptions: leaving.length,
  };
  await recordAudit(app.db, actor, 'database.cleanup', null, result);
  return result;
}
