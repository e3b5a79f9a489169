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

describe(`database maintenance (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  it.runIf(testDriver === 'pglite')(
    'vacuums and analyzes the embedded database, which has no autovacuum',
    async () => {
      const owner = (await verifiedUser(t.app)).user.id;
      await insertPets(t.app, owner, 25);
      // Never analyzed: the planner has no row count (-1) for the new rows.
      expect(await plannerRows(t, 'pet_battle_stats')).not.toBe(25);
      await t.app.dbMaintenance.run();
      expect(await plannerRows(t, 'pet_photos')).toBe(25);
      expect(await plannerRows(t, 'pet_battle_stats')).toBe(25);
      await t.app.db.execute(sql`delete from pet_photos where true`);
      await t.app.dbMaintenance.run({ all: true });
      expect(await plannerRows(t, 'pet_battle_stats')).toBe(0);
    },
  );

  it.runIf(testDriver === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    const owner = (await verifiedUser(t.app)).user.id;
    await insertPets(t.app, owner, 3);
    const before = await plannerRows(t, 'pet_battle_stats');
    await t.app.dbMaintenance.run({ all: true });
    expect(await plannerRows(t, 'pet_battle_stats')).toBe(before);
  });
});
