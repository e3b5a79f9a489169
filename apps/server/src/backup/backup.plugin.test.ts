import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/auth-helpers.ts';
import { testDriver } from '../../test/helpers.ts';
import type { Site } from '../../test/sites.ts';
import { createSite, tempDir, uploadPet } from '../../test/sites.ts';
import { verifiedUser } from '../../test/users.ts';
import { archiveName } from './manifest.ts';
import { connectToServer, socketPath } from './socket.ts';
import { until } from '../../test/until.ts';

const ADMIN = 'keeper@example.test';

/** A backup runs a child process: give it a minute on a busy machine. */
const untilBackup = <T>(check: () => T) => until(check, 60_000, 50);

describe(`backups while the server runs (${testDriver})`, () => {
  let site: Site;
  let backupDir: string;
  const old = archiveName(new Date('2020-01-01T00:00:00Z'), 1, true);
  /** One the operator made (npm run backup from cron, say): never rotated. */
  const byHand = archiveName(new Date('2019-06-01T00:00:00Z'));

  beforeAll(async () => {
    backupDir = tempDir('pawprize-scheduled-');
    // A scheduled archive from long ago: the last success at start-up, due again, then rotated
    // away; an older one made by hand stays.
    writeFileSync(path.join(backupDir, old), 'an old archive');
    writeFileSync(path.join(backupDir, byHand), 'the operator’s own archive');
    site = await createSite({
      BACKUP_DIR: backupDir,
      BACKUP_EVERY: '24h',
      BACKUP_KEEP: '1',
      ADMIN_EMAILS: ADMIN,
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('listens on a socket in DATA_DIR that only its user can reach', () => {
    const dir = path.dirname(socketPath(site.dataDir));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath(site.dataDir)).mode & 0o777).toBe(0o600);
  });

  it(
    'backs up on schedule through its socket, keeps BACKUP_KEEP archives and reports it',
    {
      timeout: 90_000,
    },
    async () => {
      const status = site.app.backups.status();
      expect(status.schedule).toMatchObject({ every: '24h', keep: 1, dir: backupDir });
      expect(status.lastSuccess).toMatchObject({ archive: old, at: '2020-01-01T00:00:00.000Z' });
      const done = await untilBackup(() => {
        const s = site.app.backups.status();
        return s.lastSuccess?.archive !== old && (s.lastSuccess || s.lastFailure) ? s : null;
      });
      expect(done.lastFailure).toBeNull();
      expect(done.lastSuccess).toMatchObject({
        archive: expect.stringMatching(/^pawprize-scheduled-\d{8}-\d{6}\.tar\.gz$/),
        counts: { pets: 0, votes: 0, accounts: 0, files: 0 },
      });
      // Rotation runs once the child process has exited.
      await untilBackup(() => !existsSync(path.join(backupDir, old)));
      expect(readdirSync(backupDir).sort()).toEqual([byHand, done.lastSuccess!.archive].sort());
      // The next one a day later (armed once the run, rotation included, is over).
      await untilBackup(
        () => Date.parse(site.app.backups.status().schedule.nextAt!) - Date.now() > 23 * 3_600_000,
      );

      const health = (await site.app.inject({ url: '/api/health' })).json();
      expect(health.status).toBe('ok');
      expect(health.backup).toMatchObject({
        ok: true,
        scheduled: true,
        lastSuccessAt: done.lastSuccess!.at,
        lastFailureAt: null,
      });
      expect(JSON.stringify(health)).not.toContain(backupDir);
    },
  );

  it('holds deletes while a backup copies files, and reports an interrupted one', async () => {
    const owner = await verifiedUser(site.app);
    const pet = await uploadPet(site, owner.cookie, 'Held', 'cat-tabby.jpg');
    const files = () =>
      readdirSync(path.join(site.dataDir, 'uploads'), { recursive: true }).filter((f) =>
        String(f).endsWith('.webp'),
      ).length;
    const before = files();
    expect(before).toBeGreaterThan(0);

    const session = (await connectToServer(site.dataDir))!;
    const staging = tempDir('pawprize-staging-test-');
    const ready = await session.begin(testDriver === 'pglite' ? path.join(staging, 'db') : null);
    expect(ready.database).toBe(testDriver);
    if (testDriver === 'pglite') {
      expect(ready.snapshot!.files).toBeGreaterThan(100);
      expect(existsSync(path.join(staging, 'db', 'PG_VERSION'))).toBe(true);
    }
    expect(site.app.backups.health().running).toBe(true);
    const removed = await site.app.inject({
      method: 'DELETE',
      url: `/api/pets/${pet.id}`,
      headers: { origin: ORIGIN, cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    // The database no longer has the pet, but the backup's copy does: its files stay for now.
    expect(files()).toBe(before);
    session.close();
    await untilBackup(() => files() === 0);
    const status = site.app.backups.status();
    expect(status.running).toBe(false);
    expect(status.lastFailure).toMatchObject({ error: 'the backup was interrupted' });
    expect(site.app.backups.health().ok).toBe(false);
  });

  it('releases the hold of a client that leaves while its database is being copied', async () => {
    const staging = tempDir('pawprize-staging-test-');
    const before = site.app.backups.status().lastFailure?.at;
    const socket = net.connect(socketPath(site.dataDir));
    await new Promise((resolve) => socket.once('connect', resolve));
    const snapshotTo = testDriver === 'pglite' ? path.join(staging, 'db') : null;
    socket.end(`${JSON.stringify({ op: 'begin', snapshotTo })}\n`);
    await untilBackup(() => {
      const status = site.app.backups.status();
      return status.lastFailure?.at !== before && !status.running;
    });
    expect(site.app.backups.status().lastFailure).toMatchObject({
      error: 'the backup was interrupted',
    });
  });

  it('shows the whole status to administrators only', async () => {
    expect((await site.app.inject({ url: '/api/admin/backups' })).statusCode).toBe(401);
    const member = await verifiedUser(site.app);
    const forbidden = await site.app.inject({
      url: '/api/admin/backups',
      headers: { cookie: member.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const admin = await verifiedUser(site.app, { email: ADMIN });
    const res = await site.app.inject({
      url: '/api/admin/backups',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    // The whole status, whatever earlier cases left in it (the interrupted backup's report is
    // checked where it happens).
    expect(res.json()).toMatchObject({ schedule: { every: '24h', keep: 1, dir: backupDir } });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(site.app.backups.status())));
  });
});

describe(`"Back up now" with scheduled backups off (${testDriver})`, () => {
  let site: Site;
  let admin: Awaited<ReturnType<typeof verifiedUser>>;
  let backupDir: string;
  const archives = [
    archiveName(new Date('2020-01-01T00:00:00Z')),
    archiveName(new Date('2020-01-02T00:00:00Z'), 2),
    // Made by a schedule that has since been turned off: the schedule is off, so it stays too.
    archiveName(new Date('2020-01-03T00:00:00Z'), 1, true),
  ];

  beforeAll(async () => {
    backupDir = tempDir('pawprize-by-hand-');
    for (const name of archives) writeFileSync(path.join(backupDir, name), 'an archive');
    site = await createSite({ BACKUP_DIR: backupDir, BACKUP_KEEP: '1', ADMIN_EMAILS: ADMIN });
    admin = await verifiedUser(site.app, { email: ADMIN });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('streams the newest archive to administrators only', async () => {
    const url = '/api/admin/backups/newest';
    expect((await site.app.inject({ url })).statusCode).toBe(401);
    const member = await verifiedUser(site.app);
    expect((await site.app.inject({ url, headers: { cookie: member.cookie } })).statusCode).toBe(
      403,
    );
    const res = await site.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${archives[2]}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('an archive');
  });

  it('adds an archive and deletes none of the operator’s', { timeout: 90_000 }, async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(202);
    // Running from the press of the button, before the child has reached the socket
    // (docs/decisions/0139-backup-download.md), so the console watches it to its end.
    expect(res.json()).toMatchObject({ running: true, runningSince: expect.any(String) });
    const done = await untilBackup(() => {
      const s = site.app.backups.status();
      return !s.running && s.lastSuccess && !archives.includes(s.lastSuccess.archive) ? s : null;
    });
    expect(done.lastSuccess!.archive).toMatch(/^pawprize-\d{8}-\d{6}\.tar\.gz$/);
    expect(readdirSync(backupDir).sort()).toEqual([...archives, done.lastSuccess!.archive].sort());
    expect(done.runningSince).toBeNull();
    // A good backup by hand is not also recorded as a failure.
    expect(done.lastFailure).toBeNull();
    // The new archive is now the one to download, streamed whole.
    const download = await site.app.inject({
      url: '/api/admin/backups/newest',
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${done.lastSuccess!.archive}"`,
    );
    expect(download.rawPayload.length).toBe(done.lastSuccess!.bytes);
  });
});

describe(`a backup that cannot be written (${testDriver})`, () => {
  let site: Site;
  beforeAll(async () => {
    const parent = tempDir('pawprize-notadir-');
    writeFileSync(path.join(parent, 'file'), 'not a folder');
    site = await createSite({
      BACKUP_DIR: path.join(parent, 'file', 'backups'),
      ADMIN_EMAILS: ADMIN,
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('fails loudly and shows in /api/health without making the server unhealthy', async () => {
    await expect(site.app.backups.runNow()).rejects.toThrow(/Cannot use .* for backups/);
    const health = await site.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().backup).toMatchObject({
      ok: false,
      scheduled: false,
      lastSuccessAt: null,
      lastFailureAt: expect.any(String),
    });
    expect(site.app.backups.status().lastFailure!.error).toMatch(/Cannot use .* for backups/);
  });

  it('has no archive to download (404) and is not running once the attempt ended', async () => {
    expect(site.app.backups.status().running).toBe(false);
    const admin = await verifiedUser(site.app, { email: ADMIN });
    const res = await site.app.inject({
      url: '/api/admin/backups/newest',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
