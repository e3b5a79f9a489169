import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded database's folder lock (docs/decisions/0023-data-dir-lock.md). PGlite does not lock
 * its folder and two processes on one folder corrupt it, so the server holds `DATA_DIR/db.lock`:
 *
 * - It is created atomically with its whole content (written aside, then hard-linked into place),
 *   so no reader ever sees it empty or half-written from us.
 * - Its holder touches it every `heartbeatMs` and checks it is still its own; a lock taken from it
 *   stops the server (`onLost`).
 * - A holder on the same machine and in the same pid namespace is judged by its pid (and that
 *   process's start time, against pid reuse): a dead holder's lock is taken over at once.
 * - Any other holder (another host name, container or pid namespace, or an unreadable file) is
 *   judged by its heartbeat: a lock that changes while we watch is alive (refused within a beat or
 *   two); one that stays unchanged for `staleMs` is taken over.
 */

export const LOCK_HEARTBEAT_MS = 2_000;
export const LOCK_STALE_MS = 10_000;
const WATCH_POLL_MS = 100;

export class DataDirLockedError extends Error {
  constructor(lockPath: string, holder: string) {
    super(
      `Another PawPrize server (${holder}) is already using this data folder (${lockPath}).\n` +
        'The embedded database can only be opened by one process at a time. Stop the other ' +
        'server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds (or wants) the lock. The Linux fields are null elsewhere. */
export interface LockIdentity {
  pid: number;
  host: string;
  /** The kernel's boot id: the same on one machine, whatever the container. */
  bootId: string | null;
  /** The pid namespace ('pid:[4026531836]'): pids only mean something inside one. */
  pidNs: string | null;
  /** The process's start time (clock ticks since boot), against pid reuse. */
  startTime: string | null;
}

interface LockRecord extends LockIdentity {
  token: string;
  at: string;
}

function readOptional(read: () => string): string | null {
  try {
    return read().trim() || null;
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces). */
export function processStartTime(pid: number): string | null {
  const stat = readOptional(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

export function currentIdentity(): LockIdentity {
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: readOptional(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    pidNs: readOptional(() => readlinkSync('/proc/self/ns/pid')),
    startTime: processStartTime(process.pid),
  };
}

/** True when the holder's pid can be checked from here: same machine and pid namespace. */
function sameProcessSpace(holder: Partial<LockIdentity>, me: LockIdentity): boolean {
  if (me.bootId && me.pidNs) return holder.bootId === me.bootId && holder.pidNs === me.pidNs;
  // Not Linux: no namespaces to tell apart, the host name is all there is.
  return !holder.bootId && !holder.pidNs && holder.host === me.host;
}

function isAlive(holder: Partial<LockIdentity>): boolean {
  const pid = holder.pid;
  if (!pid || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid lives; is it still the process that wrote the lock?
  if (holder.startTime) {
    const now = processStartTime(pid);
    if (now && now !== holder.startTime) return false;
  }
  return true;
}

interface Observed {
  raw: string | null;
  record: Partial<LockRecord> | null;
  mtimeMs: number;
}

/** The lock file as it is now, or null when there is none. */
function observe(lockPath: string): Observed | null {
  let mtimeMs: number;
  let raw: string;
  try {
    mtimeMs = statSync(lockPath).mtimeMs;
    raw = readFileSync(lockPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  let record: Partial<LockRecord> | null = null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object') record = parsed as Partial<LockRecord>;
  } catch {
    // Empty, half-written or not ours: judged by whether it changes.
  }
  return { raw, record, mtimeMs };
}

function describe(record: Partial<LockRecord> | null): string {
  if (!record?.pid) return 'unknown process';
  return `pid ${record.pid}${record.host ? ` on ${record.host}` : ''}`;
}

/** Creates the lock with its full content in one step; false when a lock exists. */
function tryCreate(lockPath: string, record: LockRecord): boolean {
  const aside = `${lockPath}.${record.token}.tmp`;
  writeFileSync(aside, JSON.stringify(record), { mode: 0o600 });
  try {
    linkSync(aside, lockPath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Removes the lock `stale` judged stale, unless it changed meanwhile: it is moved aside first
 * (atomic), and put back if what was moved is not what was judged.
 */
function reclaim(lockPath: string, stale: Observed): void {
  const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    const moved = readFileSync(aside, 'utf8');
    if (moved !== stale.raw) {
      // Someone took the lock between our look and the move: give it back.
      try {
        linkSync(aside, lockPath);
      } catch {
        // A third server holds it now; the one we moved will notice at its next heartbeat.
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

export interface LockOptions {
  heartbeatMs?: number;
  staleMs?: number;
  /** Called (once) when the lock was taken away or removed while held. */
  onLost?: (reason: string) => void;
  /** Tests: who we claim to be. */
  identity?: LockIdentity;
}

export interface HeldLock {
  release(): void;
}

/**
 * Waits while a holder we cannot check by pid shows no sign of life, up to `staleMs`. True when
 * the lock stayed unchanged that long (stale), false when it changed (alive) or disappeared.
 */
async function staysUnchanged(lockPath: string, first: Observed, staleMs: number) {
  const until = Date.now() + staleMs;
  while (Date.now() < until) {
    await sleep(WATCH_POLL_MS);
    const now = observe(lockPath);
    if (!now) return false;
    if (now.mtimeMs !== first.mtimeMs || now.raw !== first.raw) return false;
  }
  return true;
}

/** Takes the data folder's lock, or throws DataDirLockedError while another server holds it. */
export async function acquireLock(lockPath: string, options: LockOptions = {}): Promise<HeldLock> {
  const heartbeatMs = options.heartbeatMs ?? LOCK_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const me = options.identity ?? currentIdentity();
  const record: LockRecord = { ...me, token: randomBytes(16).toString('hex'), at: '' };

  for (let attempt = 0; attempt < 5; attempt++) {
    record.at = new Date().toISOString();
    if (tryCreate(lockPath, record)) return hold(lockPath, record, heartbeatMs, options.onLost);

    const seen = observe(lockPath);
    if (!seen) continue; // released meanwhile
    const holder = seen.record;
    if (holder?.token && sameProcessSpace(holder, me)) {
      if (isAlive(holder)) throw new DataDirLockedError(lockPath, describe(holder));
      reclaim(lockPath, seen);
      continue;
    }
    if (holder?.pid && !holder.token) {
      // A lock from a PawPrize version without heartbeats: only its pid can tell.
      if (holder.host === me.host && !isAlive(holder)) {
        reclaim(lockPath, seen);
        continue;
      }
      throw new DataDirLockedError(lockPath, describe(holder));
    }
    // Another machine, container or pid namespace, or a file we cannot read: watch it.
    if (!(await staysUnchanged(lockPath, seen, staleMs))) {
      const again = observe(lockPath);
      if (again) throw new DataDirLockedError(lockPath, describe(again.record ?? holder));
      continue;
    }
    reclaim(lockPath, seen);
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function hold(
  lockPath: string,
  record: LockRecord,
  heartbeatMs: number,
  onLost: LockOptions['onLost'],
): HeldLock {
  const mine = JSON.stringify(record);
  let released = false;
  const stillMine = () => observe(lockPath)?.raw === mine;
  const timer = setInterval(() => {
    if (released) return;
    let reason: string | null = null;
    try {
      if (stillMine()) {
        const now = new Date();
        utimesSync(lockPath, now, now);
      } else {
        reason = `the lock file ${lockPath} was removed or taken by another process`;
      }
    } catch (err) {
      reason = `the lock file ${lockPath} cannot be kept: ${(err as Error).message}`;
    }
    if (reason) {
      released = true;
      clearInterval(timer);
      onLost?.(reason);
    }
  }, heartbeatMs);
  timer.unref();
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      try {
        if (stillMine()) rmSync(lockPath, { force: true });
      } catch {
        // Nothing to clean up.
      }
    },
  };
}
