import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { FolderNotPrivateError, makeFolderPrivate, usePrivateUmask } from './private-folders.ts';
import { verifyStorage } from './storage/index.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const started = performance.now();
  // Everything the server writes is its user's alone (ADR 0115).
  usePrivateUmask();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`PawPrize cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  try {
    // Folders of an older release (0755, database files 0666) are made private first.
    await makeFolderPrivate(config.dataDir, 'DATA_DIR');
    await makeFolderPrivate(config.backupDir, 'BACKUP_DIR', { create: false });
  } catch (err) {
    if (err instanceof FolderNotPrivateError) {
      console.error(`PawPrize cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
    app.log.info({ driver: app.database.driver }, 'running database migrations');
    await app.database.migrate();
    try {
      await verifyStorage(app.storage);
    } catch (err) {
      console.error(`PawPrize cannot start. ${err instanceof Error ? err.message : String(err)}`);
      await app.close().catch(() => {});
      process.exit(1);
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`PawPrize cannot start. ${err.message}`);
      process.exit(1);
    }
    await app?.close().catch(() => {});
    throw err;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.includes(`:${config.port}`)
    ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
    : config.publicUrl;
  app.log.info(
    { url, port, startupMs: Math.round(performance.now() - started) },
    'PawPrize is ready',
  );
  console.log(`\n  🐾 PawPrize is running at ${url}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and closing the database');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('PawPrize failed to start:', err);
  process.exit(1);
});
