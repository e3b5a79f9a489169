import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testDriver } from '../../test/helpers.ts';
import { pgErrorCode } from '../errors.ts';
import type { DatabaseHandle } from './client.ts';
import { fromPglite } from './client.ts';
import { PGliteRemote, RemoteDatabaseError } from './pglite-remote.ts';

/** The embedded database in its worker thread: what Drizzle and db/prepared.ts rely on. */
describe.runIf(testDriver === 'pglite')('PGliteRemote (the database worker)', () => {
  let remote: PGliteRemote;
  let database: DatabaseHandle;

  beforeAll(async () => {
    remote = await PGliteRemote.open({ loadDataDir: readFileSync(inject('pgliteTemplate')) });
    database = fromPglite(remote);
    await remote.exec('create table probe (n int primary key, at timestamptz default now())');
  });
  afterAll(() => database?.close());

  const count = async () =>
    (await remote.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n;

  it('runs statements with parameters, as objects or arrays, keeping types Drizzle asks for as text', async () => {
    await remote.query('insert into probe (n) values ($1), ($2)', [1, 2]);
    const objects = await remote.query<{ n: number; at: Date }>(
      'select n, at from probe order by n',
    );
    expect(objects.rows.map((r) => r.n)).toEqual([1, 2]);
    expect(objects.rows[0]!.at).toBeInstanceOf(Date);
    const arrays = await remote.query<unknown[]>('select n, at from probe order by n', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows[0]![0]).toBe(1);
    expect(typeof arrays.rows[0]![1]).toBe('string');
    expect(arrays.fields.map((f) => f.name)).toEqual(['n', 'at']);
  });

  it('refuses query options it cannot pass to the worker', async () => {
    await expect(
      remote.query('select 1', [], { parsers: { 23: (value: string) => Number(value) * 2 } }),
    ).rejects.toThrow('only parsers that keep the text');
    await expect(remote.query('select $1', ['x'], { paramTypes: [25] })).rejects.toThrow(
      'does not support the query options paramTypes',
    );
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    const before = await count();
    await remote.transaction(async (tx) => {
      await tx.query('insert into probe (n) values ($1)', [10]);
      expect(
        (await tx.query<{ n: number }>('select count(*)::int as n from probe')).rows[0]!.n,
      ).toBe(before + 1);
    });
    expect(await count()).toBe(before + 1);
    const failure = await remote
      .transaction(async (tx) => {
        await tx.query('insert into probe (n) values ($1)', [11]);
        throw new Error('changed my mind');
      })
      .catch((err: unknown) => err);
    expect((failure as Error).message).toBe('changed my mind');
    expect(await count()).toBe(before + 1);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (n) values (20)`);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertDone;
    // Queued behind the transaction: it must not see (or commit) the uncommitted row.
    const outside = remote.query<{ n: number }>(
      'select count(*)::int as n from probe where n = 20',
    );
    const prepared = remote.prepared<{ n: number }>(
      'probe_count_20',
      'select count(*)::int as n from probe where n = $1::int',
      [20],
    );
    // Both were sent before the transaction goes on: run at once, they would see its row.
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await outside).rows[0]!.n).toBe(0);
    expect(await prepared).toEqual([{ n: 0 }]);
  });

  it('runs transactions one after another when they are started together', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const [row] = (
            (await tx.execute(
              sql`select coalesce(max(n), 99) + 1 as next from probe where n >= 100`,
            )) as unknown as {
              rows: { next: number }[];
            }
          ).rows;
          await tx.execute(sql`insert into probe (n) values (${row!.next})`);
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4]);
    const { rows } = await remote.query<{ n: number }>(
      'select n from probe where n >= 100 order by n',
    );
    expect(rows.map((r) => r.n)).toEqual([100, 101, 102, 103, 104]);
  });

  it('passes PostgreSQL errors with their fields, and keeps working afterwards', async () => {
    await remote.query('insert into probe (n) values ($1)', [41]);
    const duplicate = await remote
      .query('insert into probe (n) values ($1)', [41])
      .catch((err: unknown) => err);
    expect(duplicate).toBeInstanceOf(RemoteDatabaseError);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    // Through Drizzle (which wraps the driver's error) and in a transaction that then rolls back.
    const wrapped = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe (n) values (30)`);
        await tx.execute(sql`insert into probe (n) values (30)`);
      })
      .catch((err: unknown) => err);
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(
      pgErrorCode(
        await remote.prepared('probe_div', 'select 1 / $1::int', [0]).catch((e: unknown) => e),
      ),
    ).toBe('22012');
    expect(
      (await remote.query<{ n: number }>('select count(*)::int as n from probe where n = 30'))
        .rows[0]!.n,
    ).toBe(0);
    expect((await remote.exec('select 1 as one; select 2 as two')).map((r) => r.rows[0])).toEqual([
      { one: 1 },
      { two: 2 },
    ]);
  });

  it('refuses statements once closed', async () => {
    const other = await PGliteRemote.open({ loadDataDir: readFileSync(inject('pgliteTemplate')) });
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('The database is closed.');
  });
});
