import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { countRows, migrationLevel } from './counts.ts';
import type { Counts, MigrationLevel } from './manifest.ts';

/**
 * PostgreSQL deployments are backed up with PostgreSQL's own tools (docs/decisions/0050-backups.md):
 * pg_dump in custom format, restored with pg_restore. Point-in-time recovery or a provider's
 * snapshots are better still for a busy site (docs/deploy.md).
 */

export class PgToolMissingError extends Error {
  constructor(tool: 'pg_dump' | 'pg_restore') {
    super(
      `${tool} was not found, so this PostgreSQL database cannot be ${
        tool === 'pg_dump' ? 'backed up' : 'restored'
      } here.\n` +
        `Install the PostgreSQL client tools of your server's major version or newer (Debian and ` +
        `Ubuntu: apt-get install postgresql-client), or set PG_BIN to the folder holding ${tool}.\n` +
        'Or rely on your database host: point-in-time recovery or its snapshots (see docs/deploy.md).',
    );
    this.name = 'PgToolMissingError';
  }
}

function toolPath(tool: 'pg_dump' | 'pg_restore', pgBin: string | undefined): string {
  return pgBin ? `${pgBin.replace(/\/+$/, '')}/${tool}` : tool;
}

/**
 * The connection for the tools: the URL without its password, which goes in PGPASSWORD so that
 * it does not show in the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** `pg_dump (PostgreSQL) 15.20 …`; PgToolMissingError when the tool is not installed. */
export function pgToolVersion(
  tool: 'pg_dump' | 'pg_restore',
  pgBin: string | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool, pgBin), ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'ENOENT' ? new PgToolMissingError(tool) : err);
    });
    child.on('close', (code) => {
      if (code === 0) resolve(out.trim());
      else reject(new PgToolMissingError(tool));
    });
  });
}

interface RunResult {
  code: number | null;
  stderr: string;
}

function run(
  tool: 'pg_dump' | 'pg_restore',
  pgBin: string | undefined,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin?: (input: NodeJS.WritableStream) => Promise<void>,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool, pgBin), args, {
      env,
      stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'ENOENT' ? new PgToolMissingError(tool) : err);
    });
    let fed: Promise<void> = Promise.resolve();
    if (stdin) {
      // pg_restore stops reading when it fails: its exit code says why, not the broken pipe.
      child.stdin!.on('error', () => {});
      fed = stdin(child.stdin!).then(() => {
        child.stdin!.end();
      });
    }
    child.on('close', (code) => {
      fed.then(
        () => resolve({ code, stderr: stderr.trim() }),
        (err: unknown) => (code === 0 ? reject(err) : resolve({ code, stderr: stderr.trim() })),
      );
    });
  });
}

export interface PgInspection {
  counts: Counts;
  migration: MigrationLevel;
  postgresVersion: string;
}

/**
 * Dumps the database into `file` (pg_dump custom format, uncompressed: the archive is gzipped).
 * The counts and migration level are read in the very snapshot pg_dump dumps (an exported
 * snapshot), so the manifest describes exactly what is in the dump.
 */
export async function dumpPostgres(
  url: string,
  file: string,
  pgBin: string | undefined,
): Promise<PgInspection> {
  await pgToolVersion('pg_dump', pgBin);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version') as version`,
    );
    const { snapshot, version } = rows[0]!;
    const db = drizzle({ client }) as unknown as Database;
    const counts = await countRows(db);
    const migration = await migrationLevel(db);
    const { dbname, env } = connection(url);
    const result = await run(
      'pg_dump',
      pgBin,
      [
        '--format=custom',
        '--compress=0',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    if (result.code !== 0) {
      const hint = /version mismatch/i.test(result.stderr)
        ? `\nThe server runs PostgreSQL ${version}: install pg_dump of that major version or newer.`
        : '';
      throw new Error(`pg_dump failed (exit ${result.code}): ${result.stderr}${hint}`);
    }
    await client.query('commit');
    return { counts, migration, postgresVersion: version };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Tables in the schemas the app uses: a restore goes only into an empty database. */
export async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema in ('public', 'drizzle')`,
    );
    return rows[0]!.n;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Restores a custom-format dump read from `dump` in one transaction (all or nothing). */
export async function restorePostgres(
  url: string,
  dump: (input: NodeJS.WritableStream) => Promise<void>,
  pgBin: string | undefined,
): Promise<void> {
  const { dbname, env } = connection(url);
  const result = await run(
    'pg_restore',
    pgBin,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
    ],
    env,
    dump,
  );
  if (result.code !== 0) {
    throw new Error(
      `pg_restore failed (exit ${result.code}); the database was left as it was: ${result.stderr}`,
    );
  }
}

/** Writes `body` into a child's standard input, with back-pressure. */
export async function feed(
  body: AsyncIterable<Buffer>,
  input: NodeJS.WritableStream,
): Promise<void> {
  const stream = input as unknown as Writable;
  for await (const chunk of body) {
    if (stream.destroyed) throw new Error('pg_restore stopped reading its input.');
    if (!stream.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          stream.off('drain', done);
          stream.off('close', done);
          resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
      });
    }
  }
}
