import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { backupPath, restoreBackup } from './modules/admin/backup.js';

/**
 * `npm run db:restore -- <file>`: puts a backup written by the console's cleanup back into the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR). Stop the servers first.
 * The console shows the backup's name alone: such a name is read from DATA_DIR/backups.
 */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run db:restore -- pourquoi-….json.gz (in DATA_DIR/backups) or a path');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const counts = await restoreBackup(database.db, backupPath(config.dataDir, file));
    const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
    process.stdout.write(`Backup restored: ${total} rows (${counts.users ?? 0} accounts) from ${file}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
