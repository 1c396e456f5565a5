import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { syncRoles } from './modules/auth/repository.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await syncRoles(database.db, config.adminEmails, config.supportEmails);

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A hung close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind, dataDir: config.dataDir },
    `Pourquoi est prêt sur ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Pourquoi n’a pas pu démarrer :', error);
  }
  process.exit(1);
});
