import { resolve } from 'node:path';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { restoreBackup } from './modules/admin/backup.js';

/**
 * `npm run db:restore -- <file>`: puts a backup written by the console's cleanup back into the
 * configured database (DATABASE_URL, or the embedded one in DATA_DIR). Stop the servers first.
 */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage : npm run db:restore -- data/backups/pourquoi-….json.gz');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const counts = await restoreBackup(database.db, resolve(file));
    const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
    process.stdout.write(`Sauvegarde restaurée : ${total} lignes (${counts.users ?? 0} comptes) depuis ${file}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
