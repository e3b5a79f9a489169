import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/lib/server-process.mjs';
import { FolderNotPrivateError, makeFolderPrivate } from '../src/private-folders.ts';
import { cookieFrom, newAccount } from './auth-helpers.ts';
import { testDriver } from './helpers.ts';
import { fixturePhoto } from './images.ts';
import { multipartBody } from './multipart.ts';
import { tempDir } from './sites.ts';
import { until } from './until.ts';

/** Every folder and file under `root` whose mode is not 0700 (folders) or 0600 (files). */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const own = lstatSync(dir).mode & 0o777;
    if (own !== 0o700) found.push(`${dir} ${own.toString(8)}`);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const mode = lstatSync(full).mode & 0o777;
        if (mode !== 0o600) found.push(`${full} ${mode.toString(8)}`);
      } else if (!entry.isSocket()) found.push(`${full} (not a file or folder)`);
    }
  };
  walk(root);
  return found;
}

function countFiles(root: string): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

/** A DATA_DIR and BACKUP_DIR as an older release left them: open to every local user. */
function openFolders() {
  const dataDir = tempDir('pawprize-open-data-');
  const backupDir = tempDir('pawprize-open-backups-');
  mkdirSync(path.join(dataDir, 'uploads', 'pets', 'old'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'pets', 'old', 'a-400.webp'), 'old photo');
  writeFileSync(path.join(dataDir, 'uploads', 'exports.zip'), 'old export');
  writeFileSync(path.join(backupDir, 'pawprize-20200101-000000.tar.gz'), 'old archive');
  for (const dir of [
    dataDir,
    backupDir,
    path.join(dataDir, 'uploads'),
    path.join(dataDir, 'uploads', 'pets'),
    path.join(dataDir, 'uploads', 'pets', 'old'),
  ]) {
    chmodSync(dir, 0o755);
  }
  chmodSync(path.join(dataDir, 'uploads', 'pets', 'old', 'a-400.webp'), 0o644);
  chmodSync(path.join(dataDir, 'uploads', 'exports.zip'), 0o666);
  chmodSync(path.join(backupDir, 'pawprize-20200101-000000.tar.gz'), 0o644);
  return { dataDir, backupDir };
}

describe('making a folder private', () => {
  it('tightens an open tree, folders to 0700 and files without group or other bits', async () => {
    const { dataDir } = openFolders();
    const result = await makeFolderPrivate(dataDir, 'DATA_DIR');
    expect(result.changed).toBe(6);
    expect(notPrivate(dataDir)).toEqual([]);
    expect((await makeFolderPrivate(dataDir, 'DATA_DIR')).changed).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a missing folder 0700, and leaves a missing BACKUP_DIR alone', async () => {
    const parent = tempDir('pawprize-parent-');
    await makeFolderPrivate(path.join(parent, 'data'), 'DATA_DIR');
    expect(lstatSync(path.join(parent, 'data')).mode & 0o777).toBe(0o700);
    await makeFolderPrivate(path.join(parent, 'backups'), 'BACKUP_DIR', { create: false });
    expect(readdirSync(parent)).toEqual(['data']);
    rmSync(parent, { recursive: true, force: true });
  });

  it('refuses with what to run when a mode cannot be changed', async () => {
    const { dataDir } = openFolders();
    const refusing = async () => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    };
    const attempt = makeFolderPrivate(dataDir, 'DATA_DIR', { chmod: refusing });
    await expect(attempt).rejects.toThrow(FolderNotPrivateError);
    await expect(makeFolderPrivate(dataDir, 'DATA_DIR', { chmod: refusing })).rejects.toThrow(
      new RegExp(
        `^DATA_DIR \\(${dataDir}\\) must be private .* open to other users \\(mode 0755\\) and ` +
          `could not be changed \\(EPERM.*chmod -R go-rwx "${dataDir}"$`,
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });
});

// The server process itself (umask, start-up tightening, the database worker's files). It runs
// on the embedded database, whichever database the other server tests use.
describe.skipIf(testDriver !== 'pglite')('the server’s files', () => {
  let folders: ReturnType<typeof openFolders>;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    folders = openFolders();
    server = await startServer({
      fromSource: true,
      dataDir: folders.dataDir,
      timeoutMs: 120_000,
      env: {
        BACKUP_DIR: folders.backupDir,
        BACKUP_EVERY: '24h',
        REQUIRE_EMAIL_VERIFICATION: 'false',
        SCREENING: 'off',
        MAIL_WORKER: 'false',
      },
    });
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    if (folders) {
      rmSync(folders.dataDir, { recursive: true, force: true });
      rmSync(folders.backupDir, { recursive: true, force: true });
    }
  });

  it(
    'keeps DATA_DIR and BACKUP_DIR private: 0700 folders, 0600 files, the database’s included',
    {
      timeout: 180_000,
    },
    async () => {
      // An account (the WAL and the tables), a photo (uploads) and a scheduled archive.
      const account = newAccount();
      const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(signUp.status).toBe(201);
      const cookie = cookieFrom({
        headers: { 'set-cookie': signUp.headers.getSetCookie() },
      } as Parameters<typeof cookieFrom>[0]);
      const form = multipartBody({
        petName: 'Private',
        image: { filename: 'pet.jpg', contentType: 'image/jpeg', data: fixturePhoto() },
      });
      const upload = await fetch(`${server.url}/api/pets`, {
        method: 'POST',
        headers: { origin: server.url, cookie, ...form.headers },
        body: new Uint8Array(form.payload),
      });
      expect(upload.status).toBe(201);
      // Finished: the archive is there and its staging copy gone.
      await until(
        () => {
          const names = readdirSync(folders.backupDir);
          return (
            names.some((n) => n.startsWith('pawprize-scheduled-')) &&
            !names.some((n) => n.startsWith('.pawprize-staging-'))
          );
        },
        150_000,
        200,
      );
      expect(await server.stop()).toBe(0);

      const db = path.join(folders.dataDir, 'db');
      expect(countFiles(db)).toBeGreaterThan(500);
      expect(readdirSync(path.join(db, 'pg_wal')).length).toBeGreaterThan(0);
      expect(countFiles(path.join(folders.dataDir, 'uploads'))).toBeGreaterThan(2);
      expect(notPrivate(folders.dataDir)).toEqual([]);
      expect(notPrivate(folders.backupDir)).toEqual([]);
    },
  );
});
