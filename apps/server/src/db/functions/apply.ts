import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgErrorCode } from '../../errors.ts';
import type { Database } from '../client.ts';
import type { Tx } from '../rows.ts';
import { rowsOf } from '../rows.ts';

/**
 * Applies this folder's SQL functions after the migrations (db/migrate.ts), in the migrations'
 * advisory lock: each `<name>.sql` is the current definition of the function `<name>`
 * (docs/decisions/0030-sql-functions.md, README.md here). A file whose checksum differs from the
 * one recorded in drizzle.__pawprize_functions is applied again; all changes go in one
 * transaction. A changed signature replaces the old function (no overload is left behind); a
 * file removed drops its function. Returns the names applied or dropped.
 */

export interface FunctionFile {
  name: string;
  sql: string;
  checksum: string;
}

const NAME = /^[a-z_][a-z0-9_]*$/;
/** SQLSTATEs: a function this one's body calls is not there yet; a return type that changed. */
const UNDEFINED_FUNCTION = '42883';
const INVALID_FUNCTION_DEFINITION = '42P13';

export function readFunctionFiles(folder: string): FunctionFile[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      const text = readFileSync(path.join(folder, file), 'utf8').replace(/\r\n/g, '\n');
      if (!NAME.test(name)) throw new Error(`${file}: a function file is named <function>.sql`);
      if (!text.includes(`CREATE OR REPLACE FUNCTION ${name}(`)) {
        throw new Error(`${file} must define its function: CREATE OR REPLACE FUNCTION ${name}(…)`);
      }
      const checksum = createHash('sha256').update(text).digest('hex');
      return { name, sql: text, checksum };
    });
}

const TRACKING_TABLE = sql`drizzle.__pawprize_functions`;

export async function applyFunctions(db: Database, folder: string): Promise<string[]> {
  const files = readFunctionFiles(folder);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS ${TRACKING_TABLE} (
    name text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now())`);
  const recorded = new Map(
    (
      await rowsOf<{ name: string; checksum: string }>(
        db,
        sql`SELECT name, checksum FROM ${TRACKING_TABLE}`,
      )
    ).map((r) => [r.name, r.checksum]),
  );
  const changed = files.filter((f) => recorded.get(f.name) !== f.checksum);
  const removed = [...recorded.keys()].filter((name) => !files.some((f) => f.name === name));
  if (changed.length === 0 && removed.length === 0) return [];

  await db.transaction(async (tx) => {
    for (const name of removed) {
      try {
        for (const signature of await signaturesOf(tx, name)) await drop(tx, signature);
      } catch (err) {
        throw new Error(`Dropping ${name} (its file was removed) failed: ${causeOf(err)}`, {
          cause: err,
        });
      }
      await tx.execute(sql`DELETE FROM ${TRACKING_TABLE} WHERE name = ${name}`);
    }
    // A LANGUAGE sql body is checked when created, so a function it calls must exist first:
    // what fails for that waits for the next pass, as long as each pass makes progress.
    let pending = changed;
    while (pending.length > 0) {
      const waiting: { file: FunctionFile; err: unknown }[] = [];
      for (const file of pending) {
        try {
          await tx.transaction((savepoint) => applyOne(savepoint, file));
        } catch (err) {
          if (pgErrorCode(err) !== UNDEFINED_FUNCTION) throw failed(file, err);
          waiting.push({ file, err });
        }
      }
      if (waiting.length === pending.length) throw failed(waiting[0]!.file, waiting[0]!.err);
      pending = waiting.map((w) => w.file);
    }
  });
  return [...removed, ...changed.map((f) => f.name)];
}

async function applyOne(tx: Tx, file: FunctionFile): Promise<void> {
  const before = await signaturesOf(tx, file.name);
  try {
    await tx.transaction((savepoint) => savepoint.execute(sql.raw(file.sql)));
  } catch (err) {
    // CREATE OR REPLACE cannot change the result type or the parameter names: drop and create.
    // A trigger or a view that depends on the function makes the drop fail, loudly.
    if (pgErrorCode(err) !== INVALID_FUNCTION_DEFINITION) throw err;
    for (const signature of before) await drop(tx, signature);
    await tx.execute(sql.raw(file.sql));
  }
  const after = await signaturesOf(tx, file.name);
  const created = after.filter((s) => !before.includes(s));
  // New parameter types made a second function beside the old one: the old one goes.
  if (created.length > 0) {
    for (const signature of before.filter((s) => after.includes(s))) await drop(tx, signature);
  }
  const left = await signaturesOf(tx, file.name);
  if (left.length !== 1) {
    throw new Error(
      `expected one function ${file.name} after applying it, found: ${left.join('; ')}`,
    );
  }
  await tx.execute(sql`INSERT INTO ${TRACKING_TABLE} (name, checksum) VALUES (${file.name}, ${file.checksum})
    ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`);
}

/** The signatures ('name(uuid,text)') of the functions called `name` in the current schema. */
async function signaturesOf(tx: Tx, name: string): Promise<string[]> {
  const rows = await rowsOf<{ signature: string }>(
    tx,
    sql`SELECT p.oid::regprocedure::text AS signature FROM pg_proc AS p
      WHERE p.proname = ${name}
        AND p.pronamespace = (SELECT n.oid FROM pg_namespace AS n WHERE n.nspname = current_schema())
      ORDER BY 1`,
  );
  return rows.map((r) => r.signature);
}

const drop = (tx: Tx, signature: string) => tx.execute(sql.raw(`DROP FUNCTION ${signature}`));

/** The database's message (drizzle wraps it in "Failed query: …"). */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { message?: string } }).cause?.message;
  return cause ?? (err instanceof Error ? err.message : String(err));
}

function failed(file: FunctionFile, err: unknown): Error {
  return new Error(`Applying ${file.name}.sql failed: ${causeOf(err)}`, { cause: err });
}
