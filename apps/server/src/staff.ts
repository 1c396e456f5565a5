import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { StaffCommandError, parseStaffCommand, runStaffCommand } from './modules/auth/staff-accounts.js';

/**
 * `npm run staff -- add admin|support <email>`, `remove <email>`, `list`: creates or promotes
 * staff accounts from the command line (product.md#d15-verified-staff); `mfa <email>` enrols their
 * authenticator (ASVS 4.3.1), `mfa-key <email>` prints a code for their first security key
 * (ASVS 2.3.2) and `mfa-reset <email>` removes both. In the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, it holds that one).
 */
async function main() {
  const command = parseStaffCommand(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const lines = await runStaffCommand({ db: database.db, config, now: new Date() }, command);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Bad input exits 2 with the usage; a configuration or database problem exits 1.
  const known = error instanceof StaffCommandError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(error instanceof StaffCommandError ? 2 : 1);
});
