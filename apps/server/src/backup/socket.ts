import { chmod, lstat, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { SnapshotInfo } from '../db/pglite-snapshot.ts';

/**
 * How `npm run backup` reaches a server running on the same DATA_DIR (docs/decisions/0050-backups.md):
 * a Unix socket in DATA_DIR/run/, a folder only the server's user may enter (0700), so only that
 * user (and root) can connect. One backup per connection, newline-delimited JSON:
 *
 *   client → {"op":"begin","snapshotTo":"/backups/.pawprize-staging-x/db"}   (null: PostgreSQL)
 *   server → {"type":"ready","database":"pglite","snapshot":{…}}  deletes held, database copied
 *   client → {"op":"end","ok":true,"archive":"pawprize-….tar.gz","bytes":123,"counts":{…}}
 *   server → {"type":"ended"}                                       deletes released
 *
 * A connection that closes before "end" releases the held deletes too (and counts as failed).
 */

export const SOCKET_DIR = 'run';
export const SOCKET_NAME = 'backup.sock';
/** Longest Unix socket path Linux and macOS accept (sun_path), less a margin. */
const MAX_SOCKET_PATH = 100;
const MAX_LINE = 64 * 1024;

export function socketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_DIR, SOCKET_NAME);
}

export type ClientMessage =
  | { op: 'begin'; snapshotTo: string | null }
  | { op: 'end'; ok: true; archive: string; bytes: number; counts: Record<string, number> }
  | { op: 'end'; ok: false; error: string };

export type ServerMessage =
  | { type: 'ready'; database: 'pglite' | 'postgres'; snapshot: SnapshotInfo | null }
  | { type: 'ended' }
  | { type: 'error'; message: string };

/** Splits a stream into JSON lines; a line longer than MAX_LINE or not JSON ends the connection. */
export function onMessages<T>(socket: net.Socket, handle: (message: T) => void): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    if (buffered.length > MAX_LINE) {
      socket.destroy(new Error('message too long'));
      return;
    }
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      let message: T;
      try {
        message = JSON.parse(line) as T;
      } catch {
        socket.destroy(new Error('not JSON'));
        return;
      }
      handle(message);
    }
  });
}

export function send(socket: net.Socket, message: ClientMessage | ServerMessage): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
}

/**
 * Listens on DATA_DIR/run/backup.sock. The folder is created owner-only; one owned by someone
 * else, or open to others, is refused. A socket left by a crashed server is replaced; one that a
 * live server answers on is left alone (null is returned).
 */
export async function listenOnSocket(
  dataDir: string,
  onConnection: (socket: net.Socket) => void,
): Promise<net.Server | null> {
  const file = socketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too long a path for the backup socket (${file.length} characters, at most ` +
        `${MAX_SOCKET_PATH}): npm run backup cannot reach this server. Use a shorter DATA_DIR.`,
    );
  }
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) {
    throw new Error(`${dir} is not a folder of this user: the backup socket is not opened.`);
  }
  if ((info.mode & 0o077) !== 0) await chmod(dir, 0o700);
  if (await answers(file)) return null;
  await rm(file, { force: true });
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(file, 0o600);
  return server;
}

/** True when something accepts connections on `file`. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** The client's side of one backup through a running server. */
export interface ServerSession {
  /** Holds the server's deletes and, for PGlite, copies its database into `snapshotTo`. */
  begin(snapshotTo: string | null): Promise<Extract<ServerMessage, { type: 'ready' }>>;
  /** Reports the outcome and releases the held deletes. */
  end(outcome: Extract<ClientMessage, { op: 'end' }>): Promise<void>;
  close(): void;
}

/** Connects to a server running on `dataDir`; null when none answers there. */
export async function connectToServer(dataDir: string): Promise<ServerSession | null> {
  const file = socketPath(dataDir);
  const socket = await new Promise<net.Socket | null>((resolve) => {
    const s = net.connect(file);
    s.once('connect', () => resolve(s));
    s.once('error', () => resolve(null));
  });
  if (!socket) return null;
  const waiting: ((message: ServerMessage | Error) => void)[] = [];
  onMessages<ServerMessage>(socket, (message) => waiting.shift()?.(message));
  const closed = (err?: Error) => {
    const reason = err ?? new Error('The server closed the backup connection (did it stop?).');
    for (const waiter of waiting.splice(0)) waiter(reason);
  };
  socket.on('error', closed);
  socket.on('close', () => closed());
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      if (socket.destroyed) reject(new Error('The server closed the backup connection.'));
      waiting.push((message) => (message instanceof Error ? reject(message) : resolve(message)));
    });
  return {
    async begin(snapshotTo) {
      const reply = next();
      send(socket, { op: 'begin', snapshotTo });
      const message = await reply;
      if (message.type === 'error') throw new Error(message.message);
      if (message.type !== 'ready') throw new Error('Unexpected answer from the server.');
      return message;
    },
    async end(outcome) {
      const reply = next();
      send(socket, outcome);
      await reply.catch(() => {});
      socket.end();
    },
    close() {
      socket.destroy();
    },
  };
}
