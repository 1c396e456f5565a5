import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { deleteUserRows, effectiveRole, listAccountRoles } from '../auth/index.js';
import { countConversations } from '../chat/index.js';
import { endPaidSubscription } from '../monetization/index.js';
import type { AdminDependencies } from './dependencies.js';
import { audited } from './audit.js';
import { pruneBackups, writeBackup } from './backup.js';

/**
 * `POST /admin/cleanup-database` (product.md#d6-roles): a backup first, then every account but
 * the admin, support and contact ones goes. An account whose paid subscription cannot be
 * ended at the provider is kept, so nobody is charged without an account. The deletion and
 * its audit entry are one transaction (decision 0020).
 */
export async function cleanupDatabase(deps: AdminDependencies, actor: FastifyRequest['actor'], log: FastifyBaseLogger) {
  const now = deps.clock.now();
  const backupFile = await writeBackup(deps.db, deps.config.dataDir, now);
  pruneBackups(deps.config.dataDir, deps.config.backupRetentionDays, now, log);
  const candidates = await listAccountRoles(deps.db);
  const leaving: string[] = [];
  for (const { id, ...account } of candidates) {
    // Staff as every staff call sees it (product.md#d15-verified-staff): an unconfirmed listed address is a family.
    if (account.email === deps.config.contactEmail || effectiveRole(account, deps.config) !== 'user') continue;
    try {
      await endPaidSubscription(deps, id);
      leaving.push(id);
    } catch (error) {
      log.error({ err: error, userId: id }, 'cleanup kept an account whose subscription could not be ended');
    }
  }
  const cleanup = await audited(deps.db, actor, async (tx) => {
    const deletedConversations = leaving.length > 0 ? await countConversations(tx, leaving) : 0;
    if (leaving.length > 0) await deleteUserRows(tx, leaving);
    const result = {
      backup_file: backupFile,
      deleted_users: leaving.length,
      deleted_conversations: deletedConversations,
      // One subscription row per account.
      deleted_subscriptions: leaving.length,
    };
    return { result, entry: { action: 'database.cleanup', target: null, details: result } };
  });
  deps.sessionVersions.clear(); // the deleted accounts' access tokens stop at once (decision 0020)
  return cleanup;
}
