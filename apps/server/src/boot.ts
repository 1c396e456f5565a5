import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { pruneBackups } from './modules/admin/backup.js';

/** Past this, a hung shutdown ends anyway: the job queue gives running jobs 8 s of it. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Starts a process of the app: `server` serves the API and the web app (and works the
 * background jobs), `worker` only works the jobs, for more capacity beside the servers.
 */
export async function boot(role: 'server' | 'worker') {
  const config = loadConfig();
  if (role === 'worker' && !config.databaseUrl) {
    // An embedded database opens in one process only: the server already works the jobs.
    throw new ConfigError(['npm run worker needs DATABASE_URL: with PGlite, the server runs the jobs itself']);
  }
  const database = await openDatabase(config);
  await database.migrate();

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (role === 'worker') {
    await app.ready();
    app.log.info({ database: database.kind }, 'Pourquoi: the job worker is ready');
    return;
  }
  // The servers write the cleanup's backups: each start also drops those past their retention (decision 0020).
  pruneBackups(config.dataDir, config.backupRetentionDays, app.clock.now(), app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind, dataDir: config.dataDir },
    `Pourquoi is ready at ${config.appUrl}`,
  );
}

export function bootOrExit(role: 'server' | 'worker') {
  boot(role).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Pourquoi could not start:', error);
    }
    process.exit(1);
  });
}
