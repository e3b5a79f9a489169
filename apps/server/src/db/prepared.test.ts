import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/helpers.ts';
import { pgErrorCode } from '../errors.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedStatement } from './prepared.ts';

describe(`preparedStatement (${testDriver})`, () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs a statement by name with text parameters, many times and at once', async () => {
    const add = preparedStatement<{ sum: number; label: string | null; flag: boolean }>(
      database.db,
      'test_add',
      'select $1::int + $2::int as sum, $3::text as label, $4::boolean as flag',
    );
    expect(await add.rows([1, 2, null, true])).toEqual([{ sum: 3, label: null, flag: true }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add.rows([i, 1, `n${i}`, false])),
    );
    expect(results.map((r) => r[0]!.sum)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('throws the database error with its SQLSTATE, and keeps working afterwards', async () => {
    const divide = preparedStatement<{ q: number }>(
      database.db,
      'test_divide',
      'select 6 / $1::int as q',
    );
    const error = await divide.rows([0]).catch((err: unknown) => err);
    expect(pgErrorCode(error)).toBe('22012');
    expect(await divide.rows([3])).toEqual([{ q: 2 }]);
  });

  it('does not run inside another caller’s open transaction', async () => {
    await database.db.execute(sql`create table if not exists prepared_probe (n int)`);
    const count = preparedStatement<{ n: number }>(
      database.db,
      'test_probe_count',
      'select count(*)::int as n from prepared_probe',
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values (1)`);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insertDone;
    // Sent before the transaction goes on: run at once, it would see the uncommitted row.
    const during = count.rows([]);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    // Had it run inside the transaction, it would have seen the uncommitted row.
    expect(await during).toEqual([{ n: 0 }]);
  });
});
