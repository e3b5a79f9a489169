import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startWorker } from '../source-loader.ts';
import type { SnapshotInfo } from './pglite-snapshot.ts';

/**
 * The embedded database in a worker thread (docs/decisions/0017-pglite-worker.md), behind the
 * part of PGlite's interface that Drizzle's PGlite driver and db/prepared.ts use: `query`,
 * `exec`, `transaction` and named prepared statements. PostgreSQL-in-WASM runs synchronously, so
 * in the HTTP thread every statement stopped all other requests; in the worker it runs on its own
 * core while this thread parses, checks and answers requests.
 *
 * Messages: each request carries an id and gets one reply. A transaction is opened by 'begin'
 * (the worker holds PGlite's transaction lock), its statements carry its id, and 'end' commits or
 * rolls it back. Statements outside it wait in PGlite's queue meanwhile, as they do in-thread.
 */

export interface WorkerOptions {
  /** The data directory (persistent), or a dump to load into memory (tests). */
  dataDir?: string;
  loadDataDir?: Uint8Array;
}

export interface OpenOptions extends WorkerOptions {
  /** Called once if the worker dies (every pending and later statement then fails). */
  onFailure?: (err: Error) => void;
}

export type WorkerRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      rawTypes: number[];
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'prepared'; name: string; text: string; params: unknown[] }
  | { op: 'listen'; channel: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'snapshot'; target: string }
  | { op: 'close' }
);

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, string | number> };

/** A NOTIFY on a channel listened to; sent before the reply of the statement that caused it. */
export interface WorkerNotification {
  channel: string;
  payload: string;
}

type Op = WorkerRequest extends infer R ? (R extends { op: infer O } ? O : never) : never;
type Body<O extends Op> = Omit<Extract<WorkerRequest, { op: O }>, 'id' | 'op'>;

/** The statements a transaction callback gets (what Drizzle's PGlite session calls). */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A database error from the worker, with PostgreSQL's fields (`code` is the SQLSTATE). */
export class RemoteDatabaseError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;

  constructor(fields: Record<string, string | number>) {
    super(String(fields.message));
    const { message: _message, stack: _stack, ...rest } = fields;
    Object.assign(this, rest);
    this.name = String(fields.name ?? 'DatabaseError');
  }
}

/**
 * The type ids whose values a query keeps as text. Functions cannot cross to the worker: only
 * the parsers Drizzle passes, `(value) => value`, are supported; anything else is refused rather
 * than silently ignored.
 */
function rawTypesOf(options: QueryOptions | undefined): number[] {
  const { rowMode: _rowMode, parsers = {}, ...rest } = options ?? {};
  if (Object.keys(rest).length) {
    throw new Error(
      `PGliteRemote does not support the query options ${Object.keys(rest).join(', ')}`,
    );
  }
  return Object.entries(parsers).map(([oid, parse]) => {
    const sample = '2026-01-01 00:00:00+00';
    if (parse(sample, Number(oid)) !== sample) {
      throw new Error('PGliteRemote supports only parsers that keep the text as it is');
    }
    return Number(oid);
  });
}

/** The worker: the bundled file next to dist/server.js, or the TypeScript source. */
function spawn(options: WorkerOptions): Worker {
  return startWorker(import.meta.url, 'pglite-worker', options);
}

export class PGliteRemote implements RemoteQueries {
  #worker: Worker;
  #nextId = 1;
  #waiting = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  #failure: Error | null = null;
  #closed = false;
  #onFailure: ((err: Error) => void) | undefined;
  #listeners = new Map<string, ((payload: string) => void)[]>();

  private constructor(worker: Worker, onFailure?: (err: Error) => void) {
    this.#worker = worker;
    this.#onFailure = onFailure;
  }

  /** Starts the worker and waits until its database is open. */
  static async open({ onFailure, ...options }: OpenOptions): Promise<PGliteRemote> {
    const worker = spawn(options);
    const remote = new PGliteRemote(worker, onFailure);
    await new Promise<void>((ready, failed) => {
      remote.#waiting.set(0, { resolve: () => ready(), reject: failed });
      worker.on('message', (reply: WorkerReply | WorkerNotification) => remote.#receive(reply));
      worker.on('error', (err) => remote.#fail(err));
      worker.on('exit', (code) => {
        remote.#fail(new Error(`The database worker stopped (exit code ${code}).`));
      });
    });
    return remote;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Requests sent to the worker and not answered yet. */
  get pending(): number {
    return this.#waiting.size;
  }

  #receive(reply: WorkerReply | WorkerNotification) {
    if ('channel' in reply) {
      for (const listener of this.#listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new RemoteDatabaseError(reply.error));
  }

  #fail(err: Error) {
    if (this.#closed) return; // closed on purpose: the worker's exit is expected
    this.#failure = err;
    this.#closed = true;
    for (const waiting of this.#waiting.values()) waiting.reject(err);
    this.#waiting.clear();
    this.#onFailure?.(err);
  }

  /** Sends a request; `reply` settles with the worker's answer. */
  #send<O extends Op>(op: O, body: Body<O>): { id: number; reply: Promise<unknown> } {
    const id = this.#nextId++;
    if (this.#closed) {
      return { id, reply: Promise.reject(this.#failure ?? new Error('The database is closed.')) };
    }
    const reply = new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, op, ...body });
    });
    return { id, reply };
  }

  #call<O extends Op>(op: O, body: Body<O>): Promise<unknown> {
    return this.#send(op, body).reply;
  }

  #queriesOf(tx: number | undefined): RemoteQueries {
    return {
      query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        (await this.#call('query', {
          sql,
          params,
          rowMode: options?.rowMode ?? 'object',
          rawTypes: rawTypesOf(options),
          tx,
        })) as Results<T>,
      exec: async (sql: string) => (await this.#call('exec', { sql, tx })) as Results[],
    };
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#queriesOf(undefined).query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#queriesOf(undefined).exec(sql);
  }

  /** A named prepared statement (db/pglite-prepared.ts), run outside any open transaction. */
  async prepared<T>(name: string, text: string, params: readonly unknown[]): Promise<T[]> {
    return (await this.#call('prepared', { name, text, params: [...params] })) as T[];
  }

  /**
   * Calls `onNotify` for every NOTIFY on `channel`, at the commit that sends it and before the
   * statement that committed is answered (PGlite delivers notifications with the answer).
   */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    const listeners = this.#listeners.get(channel);
    if (listeners) {
      listeners.push(onNotify);
      return;
    }
    this.#listeners.set(channel, [onNotify]);
    await this.#call('listen', { channel });
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: RemoteQueries) => Promise<T>): Promise<T> {
    const begin = this.#send('begin', {});
    await begin.reply;
    let result: T;
    try {
      result = await fn(this.#queriesOf(begin.id));
    } catch (err) {
      await this.#call('end', { tx: begin.id, commit: false }).catch(() => {});
      throw err;
    }
    await this.#call('end', { tx: begin.id, commit: true });
    return result;
  }

  /**
   * Copies the database folder into `target` from the worker, holding every other statement
   * meanwhile (db/pglite-snapshot.ts).
   */
  async snapshot(target: string): Promise<SnapshotInfo> {
    return (await this.#call('snapshot', { target })) as SnapshotInfo;
  }

  /** Closes the database (rolling back open transactions) and stops the worker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call('close', {});
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
