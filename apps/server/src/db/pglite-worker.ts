import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type {
  WorkerNotification,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pglite-remote.ts';
import { runPrepared } from './pglite-prepared.ts';
import { keepDatabaseModesPrivate } from './pglite-private-modes.ts';
import { snapshotDataDir } from './pglite-snapshot.ts';

/**
 * The embedded database's thread (docs/decisions/0017-pglite-worker.md). PostgreSQL-in-WASM runs
 * synchronously; here it no longer blocks the HTTP thread, so requests are parsed, checked and
 * answered on one core while the database works on the other. Requests come from PGliteRemote
 * (db/pglite-remote.ts); PGlite's own locks order them, transactions included.
 */

const port = parentPort!;
const options = workerData as WorkerOptions;

class Rollback extends Error {}

/** Open transactions by id: the handle, and how to end it (true: commit). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

function send(reply: WorkerReply) {
  port.postMessage(reply);
}

/** A PostgreSQL error as plain fields (SQLSTATE `code`, `constraint`, …) for the other thread. */
function errorFields(err: unknown): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (err && typeof err === 'object') {
    for (const [key, value] of Object.entries(err)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  fields.message = err instanceof Error ? err.message : String(err);
  fields.name = err instanceof Error ? err.name : 'Error';
  return fields;
}

/** Drizzle passes parsers that keep some types as text; they are all `(value) => value`. */
function queryOptions(rowMode: 'array' | 'object', rawTypes: number[]): QueryOptions {
  const keep = (value: string) => value;
  return { rowMode, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, keep])) };
}

function txOf(id: number | undefined): Transaction | PGlite {
  if (id === undefined) return db;
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await txOf(request.tx).query(
        request.sql,
        request.params,
        queryOptions(request.rowMode, request.rawTypes),
      );
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await txOf(request.tx).exec(request.sql)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case 'prepared':
      return runPrepared(db, request.name, request.text, request.params);
    case 'listen':
      await db.listen(request.channel, (payload) => {
        port.postMessage({ channel: request.channel, payload } satisfies WorkerNotification);
      });
      return null;
    case 'begin':
      return new Promise<null>((started, failed) => {
        db.transaction(async (tx) => {
          const ended = new Promise<boolean>((end) => transactions.set(request.id, { tx, end }));
          started(null);
          if (!(await ended)) throw new Rollback();
        })
          .then(() => finish(request.id, null))
          .catch((err: unknown) => {
            if (!transactions.has(request.id)) return failed(err); // BEGIN itself failed
            finish(request.id, err instanceof Rollback ? null : err);
          });
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      // The reply is sent by finish() once COMMIT or ROLLBACK has run.
      pendingEnds.set(request.tx, request.id);
      open.end(request.commit);
      return NO_REPLY;
    }
    case 'snapshot':
      if (!options.dataDir) throw new Error('The database is in memory: it has no folder to copy.');
      return snapshotDataDir(db, options.dataDir, request.target);
    case 'close':
      for (const open of transactions.values()) open.end(false);
      await db.close();
      return null;
  }
}

const NO_REPLY = Symbol('no reply');
/** For each transaction being ended, the id of the 'end' request waiting for the outcome. */
const pendingEnds = new Map<number, number>();

function finish(tx: number, err: unknown) {
  transactions.delete(tx);
  const id = pendingEnds.get(tx);
  pendingEnds.delete(tx);
  if (id === undefined) return;
  send(err ? { id, ok: false, error: errorFields(err) } : { id, ok: true, value: null });
}

keepDatabaseModesPrivate();
const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  extensions: { pg_trgm },
});

port.on('message', (request: WorkerRequest) => {
  handle(db, request).then(
    (value) => {
      if (value !== NO_REPLY) send({ id: request.id, ok: true, value });
    },
    (err: unknown) => send({ id: request.id, ok: false, error: errorFields(err) }),
  );
});
send({ id: 0, ok: true, value: 'ready' });
