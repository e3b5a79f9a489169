import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeldLock, LockIdentity } from './lock.ts';
import { until } from '../../test/until.ts';
import { acquireLock, currentIdentity, DataDirLockedError, processStartTime } from './lock.ts';

/** Fast timings for the tests; the server uses 2 s beats and 10 s staleness. */
const FAST = { heartbeatMs: 50, staleMs: 500 };

describe('the data folder lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-lock-'));
  let n = 0;
  const children: ReturnType<typeof spawn>[] = [];
  const held: HeldLock[] = [];
  const timers: NodeJS.Timeout[] = [];
  afterEach(() => {
    children.splice(0).forEach((c) => c.kill('SIGKILL'));
    held.splice(0).forEach((l) => l.release());
    timers.splice(0).forEach((t) => clearInterval(t));
  });
  const newPath = () => path.join(dir, `db-${++n}.lock`);
  const me = currentIdentity();
  /** A holder in another container: another pid namespace and host name on this machine. */
  const elsewhere = (pid: number): LockIdentity => ({
    pid,
    host: 'other-container',
    bootId: me.bootId,
    pidNs: 'pid:[4026530000]',
    startTime: '12345',
  });
  const writeLock = (file: string, holder: object) =>
    writeFileSync(file, JSON.stringify({ token: 'f00d', at: new Date(), ...holder }));
  const touchEvery = (file: string, ms: number) => {
    const timer = setInterval(() => {
      const now = new Date();
      utimesSync(file, now, now);
    }, ms);
    timers.push(timer);
  };
  async function liveChild() {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(child);
    await once(child, 'spawn');
    return child.pid!;
  }
  async function deadChildPid() {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    return child.pid!;
  }
  const refusal = (file: string, options = {}) =>
    acquireLock(file, { ...FAST, ...options }).then(
      (lock) => {
        held.push(lock);
        return null;
      },
      (err: unknown) => err,
    );

  it('creates the lock with its whole content, touches it while held and removes it on release', async () => {
    const file = newPath();
    const lock = await acquireLock(file, FAST);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
      token: expect.any(String),
    });
    const before = statSync(file).mtimeMs;
    // The heartbeat touches the file.
    await until(() => statSync(file).mtimeMs > before, FAST.heartbeatMs * 20);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a live holder in the same pid namespace at once, whatever its host name', async () => {
    const file = newPath();
    const pid = await liveChild();
    writeLock(file, { ...me, pid, host: 'renamed-host', startTime: processStartTime(pid) });
    const started = Date.now();
    const err = await refusal(file);
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as Error).message).toMatch(/already using this data folder/);
    expect(Date.now() - started).toBeLessThan(FAST.staleMs);
  });

  it('takes over at once the lock of a holder that died (kill -9) in the same pid namespace', async () => {
    const file = newPath();
    writeLock(file, { ...me, pid: await deadChildPid() });
    const started = Date.now();
    held.push(await acquireLock(file, FAST));
    expect(Date.now() - started).toBeLessThan(FAST.staleMs);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
  });

  it('does not mistake another process that reuses the pid for the holder', async () => {
    const file = newPath();
    const pid = await liveChild();
    writeLock(file, { ...me, pid, startTime: 'not-its-start-time' });
    held.push(await acquireLock(file, FAST));
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
  });

  it('refuses a holder in another pid namespace or host while its heartbeat runs', async () => {
    const file = newPath();
    // pid 1 exists here, but in another namespace a pid tells nothing: only the heartbeat counts.
    writeLock(file, elsewhere(await deadChildPid()));
    touchEvery(file, FAST.heartbeatMs);
    const started = Date.now();
    expect(await refusal(file)).toBeInstanceOf(DataDirLockedError);
    expect(Date.now() - started).toBeLessThan(FAST.staleMs);
  });

  it('takes over a holder in another namespace once its heartbeat has stopped for a while', async () => {
    const file = newPath();
    writeLock(file, elsewhere(process.pid));
    const started = Date.now();
    held.push(await acquireLock(file, FAST));
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.staleMs);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
  });

  it('treats an empty or half-written lock as held while its writer is alive, stale once it stops', async () => {
    for (const content of ['', '{"pid": 12']) {
      const file = newPath();
      writeFileSync(file, content);
      touchEvery(file, FAST.heartbeatMs);
      expect(await refusal(file), JSON.stringify(content)).toBeInstanceOf(DataDirLockedError);
      timers.splice(0).forEach((t) => clearInterval(t));
      held.push(await acquireLock(file, FAST));
    }
  });

  it('lets exactly one of two servers take a stale lock', async () => {
    const file = newPath();
    writeLock(file, elsewhere(12345));
    const results = await Promise.allSettled([acquireLock(file, FAST), acquireLock(file, FAST)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    held.push((won[0] as PromiseFulfilledResult<HeldLock>).value);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(DataDirLockedError);
  });

  it('tells the holder when its lock is taken away', async () => {
    const file = newPath();
    let lost: string | null = null;
    held.push(await acquireLock(file, { ...FAST, onLost: (reason) => (lost = reason) }));
    writeLock(file, elsewhere(12345));
    await expect.poll(() => lost, { timeout: 2000 }).toMatch(/taken by another process/);
  });

  it('judges a lock of the version before heartbeats by its pid on this host', async () => {
    const live = newPath();
    writeFileSync(live, JSON.stringify({ pid: await liveChild(), host: os.hostname() }));
    expect(await refusal(live)).toBeInstanceOf(DataDirLockedError);
    const dead = newPath();
    writeFileSync(dead, JSON.stringify({ pid: await deadChildPid(), host: os.hostname() }));
    held.push(await acquireLock(dead, FAST));
    const remote = newPath();
    writeFileSync(remote, JSON.stringify({ pid: 1, host: 'elsewhere' }));
    expect(await refusal(remote)).toBeInstanceOf(DataDirLockedError);
  });
});
