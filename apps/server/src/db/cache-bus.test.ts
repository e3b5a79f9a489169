import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets, vote } from '../../test/voting.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DiskStorage } from '../storage/disk.ts';
import { openPostgres } from './client.ts';
import { until } from '../../test/until.ts';

/** A second instance on the same database as `t` (its own pool, its own caches). */
async function secondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-b-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_WORKER: 'false',
  });
  const app = await buildApp(config, {
    serveWeb: false,
    database: openPostgres(t.app.database.pool!.options.connectionString!, 3),
    storage: new DiskStorage(path.join(t.dataDir, 'uploads')),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`cache invalidation (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it('drops the entry on this instance at once', () => {
    const dropped: (string | null)[] = [];
    t.app.caches.on('test-local', (key) => dropped.push(key));
    t.app.caches.invalidate('test-local', 'a');
    t.app.caches.invalidate('test-local');
    expect(dropped).toEqual(['a', null]);
  });

  describe.runIf(testDriver === 'postgres')('with a second instance on the same database', () => {
    let b: Awaited<ReturnType<typeof secondInstance>>;
    beforeAll(async () => {
      b = await secondInstance(t);
    });
    afterAll(() => b?.close());

    it("shows a vote cast on one instance in the other's cached gallery within a second", async () => {
      const owner = await verifiedUser(t.app);
      const voter = await verifiedUser(t.app); // nobody votes for their own pet (ADR 0110)
      const [petId] = await insertPets(t.app, owner.user.id, 1);
      const count = async () =>
        (await b.app.inject({ url: `/api/pets/${petId}` })).json().pet.votesCount as number;
      expect(await count()).toBe(0); // B caches the pet (for 2 s)
      expect((await vote(t.app, petId!, { cookie: voter.cookie })).statusCode).toBe(200);
      const started = Date.now();
      await until(async () => (await count()) === 1, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('sends many keys as one batch, and a batch too large as "drop everything"', async () => {
      const seen: (string | null)[] = [];
      b.app.caches.on('test-batch', (key) => seen.push(key));
      t.app.caches.invalidate('test-batch', 'one');
      t.app.caches.invalidate('test-batch', 'two');
      await until(() => seen.length === 2);
      expect(seen).toEqual(['one', 'two']);

      seen.length = 0;
      for (let i = 0; i < 2_000; i++) t.app.caches.invalidate('test-batch', `key-${i}`);
      await until(() => seen.length > 0);
      expect(seen).toEqual([null]);
    });

    it('drops everything and listens again when its connection is lost', async () => {
      const seen: (string | null)[] = [];
      b.app.caches.on('test-reconnect', (key) => seen.push(key));
      await t.app.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = 'listen pawprize_cache' and datname = current_database()`,
      );
      await until(() => seen.includes(null)); // both instances dropped everything
      // Until the listener is back: each try sends again and waits for it to arrive.
      await until(async () => {
        seen.length = 0;
        t.app.caches.invalidate('test-reconnect', 'after');
        return until(() => seen.includes('after'), 100).catch(() => false);
      }, 5_000);
    });
  });
});
