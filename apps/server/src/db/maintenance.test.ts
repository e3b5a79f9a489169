import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { verifiedUser } from '../../test/users.ts';
import { insertPets } from '../../test/voting.ts';

async function plannerRows(t: TestApp, table: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select reltuples::int as n from pg_class where relname = ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function deadRows(t: TestApp, table: string): Promise<number> {
  const result = (await t.app.db.execute(
    sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe(`database maintenance (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it.runIf(testDriver === 'pglite')(
    'vacuums and analyzes the tables that are due, as autovacuum would (PGlite has none)',
    async () => {
      const owner = (await verifiedUser(t.app)).user.id;
      await t.app.dbMaintenance.run({ all: true });
      expect(await t.app.dbMaintenance.run()).toEqual({ vacuumed: [], analyzed: [] });

      // Few changes: nothing is due yet.
      await insertPets(t.app, owner, 20);
      expect(await t.app.dbMaintenance.run()).toEqual({ vacuumed: [], analyzed: [] });
      expect(await plannerRows(t, 'pet_photos')).toBe(0);

      // More than 50 + 10% rows changed since the last analyze: analyzed.
      await insertPets(t.app, owner, 40);
      const grown = await t.app.dbMaintenance.run();
      expect(grown?.analyzed).toEqual(expect.arrayContaining(['pet_battle_stats', 'pet_photos']));
      expect(await plannerRows(t, 'pet_photos')).toBe(60);
      expect(await plannerRows(t, 'pet_battle_stats')).toBe(60);

      // More than 50 + 20% dead rows: vacuumed (and analyzed).
      for (let i = 0; i < 3; i++) {
        await t.app.db.execute(sql`update pet_battle_stats set battles_count = battles_count + 1`);
      }
      const churned = await t.app.dbMaintenance.run();
      expect(churned?.vacuumed).toContain('pet_battle_stats');
      expect(await deadRows(t, 'pet_battle_stats')).toBe(0);

      // Everything, regardless of thresholds.
      await t.app.db.execute(sql`delete from pet_photos where true`);
      expect(await t.app.dbMaintenance.run({ all: true })).toEqual({
        vacuumed: ['*'],
        analyzed: [],
      });
      expect(await plannerRows(t, 'pet_battle_stats')).toBe(0);
    },
  );

  it.runIf(testDriver === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    const owner = (await verifiedUser(t.app)).user.id;
    await insertPets(t.app, owner, 3);
    const before = await plannerRows(t, 'pet_battle_stats');
    expect(await t.app.dbMaintenance.run({ all: true })).toBeNull();
    expect(await t.app.dbMaintenance.run()).toBeNull();
    expect(await plannerRows(t, 'pet_battle_stats')).toBe(before);
  });
});
