import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { fromPglite, openPglite, openPostgres } from '../src/db/client.ts';
import { PGliteRemote } from '../src/db/pglite-remote.ts';
import { createTestDatabase, testDriver } from './helpers.ts';
import { adminUrl, assertTestDatabaseUrl, cloneDatabasePrefix } from './pg-admin.ts';
import { freshIp, ORIGIN } from './auth-helpers.ts';
import { fixturePhoto } from './images.ts';
import { multipartBody } from './multipart.ts';

/**
 * Whole sites for the backup tests: an app whose database lives on disk under its DATA_DIR
 * (PGlite, from the migrated template) or in a PostgreSQL clone, as a server would run it.
 */
export interface Site {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

const ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  MAIL_WORKER: 'false',
  REQUIRE_EMAIL_VERIFICATION: 'false',
};

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A new site with the migrated schema and nothing in it. */
export async function createSite(env: Record<string, string> = {}): Promise<Site> {
  const dataDir = tempDir('pawprize-site-');
  let database: DatabaseHandle & { url?: string };
  if (testDriver === 'postgres') {
    database = await createTestDatabase();
  } else {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = await PGliteRemote.open({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: template,
    });
    database = fromPglite(client);
  }
  const config = loadConfig({ ...ENV, DATA_DIR: dataDir, DATABASE_URL: database.url, ...env });
  return open(config, database, () => rmSync(dataDir, { recursive: true, force: true }));
}

/** A place to restore into: a DATA_DIR that does not exist yet, and an empty database for PG. */
export async function createTarget(): Promise<{
  config: Config;
  open(): Promise<Site>;
  dispose(): Promise<void>;
}> {
  const parent = tempDir('pawprize-target-');
  const dataDir = path.join(parent, 'data');
  let url: string | undefined;
  if (testDriver === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    assertTestDatabaseUrl(base);
    const name = `${cloneDatabasePrefix(base)}restore_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    url = adminUrl(base, name);
  }
  const config = loadConfig({ ...ENV, DATA_DIR: dataDir, DATABASE_URL: url });
  return {
    config,
    open: async () => {
      const database = url ? openPostgres(url, 5) : await openPglite(dataDir);
      return open(config, database, () => {});
    },
    dispose: async () => {
      rmSync(parent, { recursive: true, force: true });
      if (url) {
        const name = new URL(url).pathname.slice(1);
        await adminQuery(
          process.env.TEST_DATABASE_URL!,
          `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        );
      }
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function open(config: Config, database: DatabaseHandle, dispose: () => void): Promise<Site> {
  const app = await buildApp(config, { serveWeb: false, database });
  await app.ready();
  return {
    app,
    config,
    dataDir: config.dataDir,
    close: async () => {
      await app.close();
      dispose();
    },
  };
}

/** Uploads a fixture photo as `cookie`'s pet; the pet as the API answers it. */
export async function uploadPet(site: Site, cookie: string, petName: string, photo: string) {
  const form = multipartBody({
    petName,
    image: { filename: photo, contentType: 'image/jpeg', data: fixturePhoto(photo) },
  });
  const res = await site.app.inject({
    method: 'POST',
    url: '/api/pets',
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, cookie, ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().pet as { id: string; imageUrl: string; variants: { url: string }[] };
}
