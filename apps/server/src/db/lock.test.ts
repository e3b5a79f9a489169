import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError } from './lock.ts';

describe('acquireLock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-lock-'));
  const lockPath = path.join(dir, 'db.lock');
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => children.forEach((c) => c.kill()));

  it('creates the lock file with our pid and removes it on release', () => {
    const release = acquireLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses while another live process holds the lock', () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(child);
    writeFileSync(lockPath, JSON.stringify({ pid: child.pid, host: os.hostname() }));
    expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
    expect(() => acquireLock(lockPath)).toThrow(/already using this data folder/);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(lockPath, JSON.stringify({ pid: child.pid, host: os.hostname() }));
    const release = acquireLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockPath, '{half');
    acquireLock(lockPath)();
  });
});
