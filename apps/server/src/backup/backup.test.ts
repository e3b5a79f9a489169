import { spawn } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/auth-helpers.ts';
import { testDriver } from '../../test/helpers.ts';
import type { Site } from '../../test/sites.ts';
import { createSite, createTarget, tempDir, uploadPet } from '../../test/sites.ts';
import { countMismatches, vote } from '../../test/voting.ts';
import { createStorage } from '../storage/index.ts';
import type { BackupResult } from './create-backup.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';
import { ArchiveError, readArchive } from './archive-reader.ts';
import { acquireLock } from '../db/lock.ts';

/** Every stored file's key → bytes, read through the site's HTTP route. */
async function photoBytes(site: Site, urls: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const url of urls) {
    const res = await site.app.inject({ url });
    out.set(
      url,
      res.statusCode === 200 ? res.rawPayload.toString('base64') : `HTTP ${res.statusCode}`,
    );
  }
  return out;
}

function backupOf(site: Site, dir: string): Promise<BackupResult> {
  return createBackup({
    config: site.config,
    dir,
    storage: site.app.storage,
    snapshot: (target) => site.app.database.snapshot(target),
  });
}

describe(`backup and restore in one process (${testDriver})`, () => {
  let site: Site;
  let backupDir: string;
  let backup: BackupResult;
  const photoUrls: string[] = [];
  let owner: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    site = await createSite();
    backupDir = tempDir('pawprize-backups-');
    owner = await signUp(site.app, { password: 'the old password 123' });
    const voters = [await signUp(site.app), await signUp(site.app)];
    const pets = [
      await uploadPet(site, owner.cookie, 'Tabby', 'cat-tabby.jpg'),
      await uploadPet(site, owner.cookie, 'Rex', 'dog-red-fluffy.jpg'),
    ];
    for (const pet of pets) photoUrls.push(...pet.variants.map((v) => v.url));
    for (const voter of voters) {
      for (const pet of pets)
        expect((await vote(site.app, pet.id, { cookie: voter.cookie })).statusCode).toBe(200);
    }
    // Left by backups that crashed: two days ago (cleaned up), and one that may still be running.
    const old = path.join(backupDir, '.pawprize-staging-crashed');
    mkdirSync(old);
    utimesSync(old, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    mkdirSync(path.join(backupDir, '.pawprize-staging-running'));
    backup = await backupOf(site, backupDir);
    // After the backup: neither is in it.
    await signUp(site.app);
    await uploadPet(site, owner.cookie, 'Later', 'cat-kitten.jpg');
  });
  afterAll(async () => {
    await site?.close();
  });

  it('writes pawprize-YYYYMMDD-HHMMSS.tar.gz with a manifest of counts and checksums', () => {
    expect(path.basename(backup.file)).toMatch(/^pawprize-\d{8}-\d{6}\.tar\.gz$/);
    expect(readdirSync(backupDir).sort()).toEqual(
      ['.pawprize-staging-running', path.basename(backup.file)].sort(),
    );
    const m = backup.manifest;
    expect(m).toMatchObject({
      format: 'pawprize-backup',
      database: testDriver,
      counts: { pets: 2, votes: 4, accounts: 3, files: photoUrls.length },
      migration: { last: expect.stringMatching(/^\d{4}_/) },
    });
    expect(m.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(m.files.filter((f) => f.path.startsWith('uploads/'))).toHaveLength(photoUrls.length);
  });

  it('restores into a new folder with every vote, photo and password', async () => {
    const target = await createTarget();
    try {
      const result = await restoreBackup({
        archive: backup.file,
        config: target.config,
        storage: createStorage(target.config),
      });
      expect(result.restored).toEqual(backup.manifest.counts);
      const restored = await target.open();
      try {
        expect(await countMismatches(restored.app)).toBe(0);
        expect(await photoBytes(restored, photoUrls)).toEqual(await photoBytes(site, photoUrls));
        const login = await signIn(restored.app, owner.email, 'the old password 123');
        expect(login.statusCode).toBe(200);
        const later = await restored.app.db.execute(
          sql`select count(*)::int as n from pet_photos where pet_name = 'Later'`,
        );
        expect((later as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      } finally {
        await restored.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('refuses an archive with one flipped byte and writes nothing', async () => {
    const bytes = readFileSync(backup.file);
    const corrupt = path.join(backupDir, 'corrupt.tar.gz');
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(corrupt, bytes);
    const target = await createTarget();
    try {
      const restoring = restoreBackup({
        archive: corrupt,
        config: target.config,
        storage: createStorage(target.config),
      });
      await expect(restoring).rejects.toThrow(ArchiveError);
      await expect(restoring).rejects.toThrow(/The archive is damaged and cannot be restored/);
      expect(existsSync(target.config.dataDir)).toBe(false);
    } finally {
      await target.dispose();
    }
  });

  it('refuses a flipped byte in the padding between files (only gzip’s checksum sees it)', async () => {
    // A flipped byte inside a stored (uncompressed) deflate block changes one byte of the tar; in
    // the zero padding after a file's data no file hash covers it. Made here exactly: the tar with
    // one padding byte changed, gzipped again, with the original tar's CRC-32 in the trailer.
    const original = readFileSync(backup.file);
    const tarBytes = gunzipSync(original);
    let offset = 0;
    let padding = -1;
    while (offset + 512 <= tarBytes.length && padding < 0) {
      const size = parseInt(
        tarBytes
          .subarray(offset + 124, offset + 136)
          .toString()
          .trim() || '0',
        8,
      );
      const end = offset + 512 + size;
      if (size % 512 !== 0) padding = end;
      offset = end + ((512 - (size % 512)) % 512);
    }
    expect(padding).toBeGreaterThan(0);
    const changed = Buffer.from(tarBytes);
    changed[padding]! ^= 0x10;
    const regzipped = gzipSync(changed, { level: 0 });
    original.copy(regzipped, regzipped.length - 8, original.length - 8, original.length - 4);
    const corrupt = path.join(backupDir, 'corrupt-padding.tar.gz');
    writeFileSync(corrupt, regzipped);
    await expect(readArchive(corrupt)).rejects.toThrow(
      /The archive is damaged and cannot be restored/,
    );
  });

  it('refuses a file whose bytes differ from its checksum, though the gzip is intact', async () => {
    // Re-pack the archive with one byte of one photo changed (same size), manifest unchanged.
    const entries: { header: tar.Header; data: Buffer }[] = [];
    const extract = tar.extract();
    extract.end(gunzipSync(readFileSync(backup.file)));
    for await (const entry of extract) {
      const parts: Buffer[] = [];
      for await (const part of entry) parts.push(part as Buffer);
      entries.push({ header: entry.header, data: Buffer.concat(parts) });
    }
    const photo = entries.find((e) => e.header.name.startsWith('uploads/'))!;
    photo.data[100]! ^= 0xff;
    const pack = tar.pack();
    for (const e of entries) {
      if (e.header.type === 'directory') pack.entry(e.header);
      else pack.entry(e.header, e.data);
    }
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    const tampered = path.join(backupDir, 'tampered.tar.gz');
    writeFileSync(tampered, gzipSync(Buffer.concat(chunks)));

    const target = await createTarget();
    try {
      await expect(
        restoreBackup({
          archive: tampered,
          config: target.config,
          storage: createStorage(target.config),
        }),
      ).rejects.toThrow(
        `Checksum mismatch: ${photo.header.name} is not the file that was backed up`,
      );
      expect(existsSync(target.config.dataDir)).toBe(false);
    } finally {
      await target.dispose();
    }
  });

  it.runIf(testDriver === 'postgres')('says what to install when pg_dump is missing', async () => {
    await expect(
      createBackup({
        config: { ...site.config, pgBin: '/nonexistent/bin' },
        dir: backupDir,
        storage: site.app.storage,
      }),
    ).rejects.toThrow(
      /pg_dump was not found.*\n.*apt-get install postgresql-client.*point-in-time recovery/s,
    );
  });

  it.runIf(testDriver === 'postgres')(
    'npm run backup with DATABASE_URL writes a pg_dump archive, or says what to install',
    async () => {
      const cliBackups = tempDir('pawprize-cli-backups-');
      const cli = (env: Record<string, string>) =>
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', path.join(import.meta.dirname, 'cli/backup.ts')],
            {
              env: {
                ...process.env,
                NODE_ENV: 'production',
                DATA_DIR: site.config.dataDir,
                DATABASE_URL: site.config.databaseUrl,
                BACKUP_DIR: cliBackups,
                ...env,
              },
              stdio: ['ignore', 'pipe', 'pipe'],
            },
          );
          let out = '';
          let err = '';
          child.stdout.on('data', (c: Buffer) => (out += c));
          child.stderr.on('data', (c: Buffer) => (err += c));
          child.on('close', (code) => resolve({ code, out, err }));
        });
      const done = await cli({});
      expect(done.code, done.err).toBe(0);
      const archive = /Backed up to (\S+\.tar\.gz)/.exec(done.err)![1]!;
      const { manifest } = await readArchive(archive);
      expect(manifest.database).toBe('postgres');
      expect(manifest.files.map((f) => f.path)).toContain('database.pgdump');
      expect(manifest.counts).toMatchObject({ pets: 3, accounts: 4 });

      const missing = await cli({ PG_BIN: '/nonexistent/bin' });
      expect(missing.code).toBe(1);
      expect(missing.err).toMatch(
        /The backup failed: pg_dump was not found.*apt-get install postgresql-client/s,
      );
      rmSync(cliBackups, { recursive: true, force: true });
    },
  );

  it('refuses a data folder that is not empty, and one a server is using', async () => {
    const target = await createTarget();
    try {
      if (testDriver === 'postgres') {
        await expect(
          restoreBackup({ archive: backup.file, config: site.config, storage: site.app.storage }),
        ).rejects.toThrow(/The database at DATABASE_URL is not empty \(\d+ tables\)/);
      } else {
        // A folder with something in it (no server): refused, and what it holds is untouched.
        mkdirSync(target.config.dataDir, { recursive: true });
        writeFileSync(path.join(target.config.dataDir, 'notes.txt'), 'keep me');
        await expect(
          restoreBackup({
            archive: backup.file,
            config: target.config,
            storage: createStorage(target.config),
          }),
        ).rejects.toThrow(
          `${target.config.dataDir} is not empty (it holds notes.txt). Restore into an empty or new folder`,
        );
        expect(readdirSync(target.config.dataDir)).toEqual(['notes.txt']);
        rmSync(path.join(target.config.dataDir, 'notes.txt'));
      }
      if (testDriver === 'pglite') {
        // A server holds the target's lock (db/lock.ts, as openPglite takes it): refused, and
        // the folder is left as it was.
        mkdirSync(target.config.dataDir, { recursive: true });
        const held = await acquireLock(path.join(target.config.dataDir, 'db.lock'));
        try {
          const restoring = restoreBackup({
            archive: backup.file,
            config: target.config,
            storage: createStorage(target.config),
          });
          await expect(restoring).rejects.toThrow(RestoreRefused);
          await expect(restoring).rejects.toThrow(
            /A PawPrize server is running on .*Stop it before restoring/s,
          );
          expect(readdirSync(target.config.dataDir)).toEqual(['db.lock']);
        } finally {
          held.release();
        }
      }
    } finally {
      await target.dispose();
    }
  });
});
