import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { fromPglite, openPostgres } from '../src/db/client.ts';
import { PGliteRemote } from '../src/db/pglite-remote.ts';
import { DiskStorage } from '../src/storage/disk.ts';
import {
  adminUrl,
  assertTestDatabaseUrl,
  cloneDatabasePrefix,
  templateDatabase,
} from './pg-admin.ts';

export const testDriver = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: PGlite from the template, or a PG clone (with
 * its `url`).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDriver === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    assertTestDatabaseUrl(url);
    const name = `${cloneDatabasePrefix(url)}${randomBytes(6).toString('hex')}`;
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase(url)}`);
    await admin.end();
    const handle = openPostgres(adminUrl(url, name), 5);
    return {
      ...handle,
      url: adminUrl(url, name),
      close: async () => {
        await handle.close();
        const dropper = new pg.default.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  // In its worker thread, as the server runs it (db/pglite-remote.ts).
  const client = await PGliteRemote.open({ loadDataDir: readFileSync(inject('pgliteTemplate')) });
  return fromPglite(client);
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** buildApp() on a real database with a temporary DATA_DIR; close() removes everything. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // The models cost a second and ~250 MB per app: only tests about screening turn them on.
    SCREENING: 'off',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    serveWeb: false,
    storage: new DiskStorage(path.join(dataDir, 'uploads')),
    ...deps,
    database,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
