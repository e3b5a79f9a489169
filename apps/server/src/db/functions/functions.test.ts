import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../../test/helpers.ts';
import { functionsFolder } from '../../paths.ts';
import type { DatabaseHandle } from '../client.ts';
import { rowsOf } from '../rows.ts';
import { applyFunctions, readFunctionFiles } from './apply.ts';
import { battleCurrentFunction, battleVoteFunction } from './battles.ts';
import type { SqlFunction } from './define.ts';
import { castVoteFunction, mergeVisitorFunction, recordCountedVoteFunction } from './votes.ts';

const typedCalls: SqlFunction<never, never>[] = [
  castVoteFunction,
  recordCountedVoteFunction,
  battleCurrentFunction,
  battleVoteFunction,
  mergeVisitorFunction,
] as never;

describe(`SQL functions, one file each (${testDriver})`, () => {
  let database: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = mkdtempSync(path.join(os.tmpdir(), 'pawprize-functions-'));
    cpSync(functionsFolder, folder, { recursive: true, filter: (f) => !f.endsWith('.ts') });
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await database?.close();
  });

  const signatures = async (name: string) =>
    (
      await rowsOf<{ s: string }>(
        database.db,
        sql`select oid::regprocedure::text as s from pg_proc where proname = ${name} order by 1`,
      )
    ).map((r) => r.s);
  const recorded = async () =>
    new Map(
      (
        await rowsOf<{ name: string; checksum: string }>(
          database.db,
          sql`select name, checksum from drizzle.__pawprize_functions`,
        )
      ).map((r) => [r.name, r.checksum]),
    );
  const probe = (body: string) => writeFileSync(path.join(folder, 'pawprize_probe.sql'), body);

  it('the migrated database has each file’s function, once, recorded with its checksum', async () => {
    const files = readFunctionFiles(functionsFolder);
    expect(files.map((f) => f.name)).toContain('pawprize_cast_vote');
    const checksums = await recorded();
    for (const file of files) {
      expect(await signatures(file.name), file.name).toHaveLength(1);
      expect(checksums.get(file.name), file.name).toBe(file.checksum);
    }
    // Migrating again (same advisory lock, same applier) changes nothing.
    await database.migrate();
    expect(await applyFunctions(database.db, functionsFolder)).toEqual([]);
  });

  it('every typed call names its function’s parameters, types and result columns', async () => {
    for (const fn of typedCalls) {
      const parameters = await rowsOf<{ name: string; mode: string; type: string }>(
        database.db,
        sql`select parameter_name as name, parameter_mode as mode, data_type as type
          from information_schema.parameters
          where specific_schema = current_schema() and specific_name =
            (select p.proname || '_' || p.oid from pg_proc as p where p.proname = ${fn.name})
          order by ordinal_position`,
      );
      const ins = parameters.filter((p) => p.mode === 'IN').map((p) => `${p.name} ${p.type}`);
      const outs = parameters.filter((p) => p.mode === 'OUT').map((p) => p.name);
      expect(ins, fn.name).toEqual(fn.parameters.map((p) => `${p.name} ${p.type}`));
      for (const column of fn.columns) expect(outs, fn.name).toContain(column.column);
    }
  });

  it('applies a changed file, a changed signature and a removed file; skips the unchanged', async () => {
    const one = async () =>
      (await rowsOf<{ v: unknown }>(database.db, sql`select pawprize_probe(1) as v`))[0]?.v;
    probe(`CREATE OR REPLACE FUNCTION pawprize_probe(p_n integer) RETURNS integer
      LANGUAGE sql AS $$ SELECT p_n + 1 $$;`);
    expect(await applyFunctions(database.db, folder)).toEqual(['pawprize_probe']);
    expect(await one()).toBe(2);
    expect(await applyFunctions(database.db, folder)).toEqual([]);

    probe(`CREATE OR REPLACE FUNCTION pawprize_probe(p_n integer) RETURNS integer
      LANGUAGE sql AS $$ SELECT p_n + 2 $$;`);
    expect(await applyFunctions(database.db, folder)).toEqual(['pawprize_probe']);
    expect(await one()).toBe(3);

    // A new result type: CREATE OR REPLACE refuses, so the old one is dropped first.
    probe(`CREATE OR REPLACE FUNCTION pawprize_probe(p_n integer) RETURNS text
      LANGUAGE sql AS $$ SELECT (p_n + 3)::text $$;`);
    await applyFunctions(database.db, folder);
    expect(await one()).toBe('4');

    // New parameter types: the old function does not stay beside the new one.
    probe(`CREATE OR REPLACE FUNCTION pawprize_probe(p_n bigint, p_m integer DEFAULT 5)
      RETURNS bigint LANGUAGE sql AS $$ SELECT p_n + p_m $$;`);
    await applyFunctions(database.db, folder);
    expect(await signatures('pawprize_probe')).toEqual(['pawprize_probe(bigint,integer)']);
    expect(Number(await one())).toBe(6);

    unlinkSync(path.join(folder, 'pawprize_probe.sql'));
    expect(await applyFunctions(database.db, folder)).toEqual(['pawprize_probe']);
    expect(await signatures('pawprize_probe')).toEqual([]);
    expect((await recorded()).has('pawprize_probe')).toBe(false);
  });

  it('applies a function after the ones its SQL body calls, whatever their names', async () => {
    writeFileSync(
      path.join(folder, 'pawprize_probe_a.sql'),
      `CREATE OR REPLACE FUNCTION pawprize_probe_a() RETURNS integer
        LANGUAGE sql AS $$ SELECT pawprize_probe_z() * 2 $$;`,
    );
    writeFileSync(
      path.join(folder, 'pawprize_probe_z.sql'),
      `CREATE OR REPLACE FUNCTION pawprize_probe_z() RETURNS integer LANGUAGE sql AS $$ SELECT 21 $$;`,
    );
    await applyFunctions(database.db, folder);
    const [row] = await rowsOf<{ v: number }>(database.db, sql`select pawprize_probe_a() as v`);
    expect(row?.v).toBe(42);
  });

  it('a file that fails changes nothing and names itself', async () => {
    writeFileSync(
      path.join(folder, 'pawprize_probe_z.sql'),
      `CREATE OR REPLACE FUNCTION pawprize_probe_z() RETURNS integer LANGUAGE sql AS $$ SELECT 21 $$;`,
    );
    await applyFunctions(database.db, folder);
    const before = await recorded();
    writeFileSync(
      path.join(folder, 'pawprize_probe_z.sql'),
      `CREATE OR REPLACE FUNCTION pawprize_probe_z() RETURNS integer LANGUAGE sql AS $$ SELECT 7 $$;`,
    );
    probe(`CREATE OR REPLACE FUNCTION pawprize_probe(p_n integer) RETURNS integer
      LANGUAGE sql AS $$ SELECT no_such_column $$;`);
    await expect(applyFunctions(database.db, folder)).rejects.toThrow(
      /Applying pawprize_probe\.sql failed: .*no_such_column/,
    );
    expect(await recorded()).toEqual(before);
    const [row] = await rowsOf<{ v: number }>(database.db, sql`select pawprize_probe_z() as v`);
    expect(row?.v).toBe(21);

    // A trigger's function cannot be dropped by removing its file: the triggers depend on it.
    unlinkSync(path.join(folder, 'pawprize_probe.sql'));
    unlinkSync(path.join(folder, 'pawprize_notify_auth_changed.sql'));
    await expect(applyFunctions(database.db, folder)).rejects.toThrow(/depend/);
    expect(await signatures('pawprize_notify_auth_changed')).toHaveLength(1);
  });
});
