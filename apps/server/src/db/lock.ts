import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `Another PawPrize server (pid ${pid}) is already using this data folder (${lockPath}).\n` +
        'The embedded database can only be opened by one process at a time. Stop the other ' +
        'server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file for the embedded database (PGlite does not lock its folder and two
 * processes on one folder corrupt it). A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(lockPath, 'utf8')) as typeof holder;
      } catch {
        // Unreadable or half-written lock: treat as stale.
      }
      const pid = holder.pid;
      const sameHost = !holder.host || holder.host === os.hostname();
      if (pid && pid !== process.pid && sameHost && isAlive(pid)) {
        throw new DataDirLockedError(lockPath, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}
