import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../apps/server/src/backup/archive-reader.ts';
import type { StartedServer } from '../scripts/lib/server-process.mjs';
import { repoRoot, startServer, tempDataDir } from '../scripts/lib/server-process.mjs';
import { fixturePhoto } from './helpers/pets.ts';

/**
 * Backups you can trust (docs/decisions/0050-backups.md): `npm run backup` while card votes,
 * uploads and sign-ups flow against a real server process, `npm run restore` into a fresh
 * folder, a server started on it, and everything acknowledged before the backup began checked.
 */

const PASSWORD = 'a long backup password';
const ENV = {
  REQUIRE_EMAIL_VERIFICATION: 'false',
  DAILY_VOTES: '1000000',
  TRUST_PROXY: '1',
  MAIL_WORKER: 'false',
  SCREENING: 'off',
};
const PHOTOS = ['cat-tabby.jpg', 'dog-red-fluffy.jpg', 'cat-kitten.jpg', 'dog-grey-shaggy.jpg'];

let ip = 0;
// Each address in a /24 of its own: sign-ups are limited per network too (ADR 0101).
const nextIp = () => `10.77.${ip & 255}.${((ip++ >> 8) & 255) + 1}`;

interface Account {
  email: string;
  userId: string;
  cookie: string;
}
interface Acked<T> {
  value: T;
  at: number;
}

async function signUp(server: StartedServer, n: string): Promise<Account> {
  const email = `backup.${n}@example.test`;
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': nextIp(),
    },
    body: JSON.stringify({
      fullName: `Backup Tester ${n}`,
      username: `backup_${n}`,
      email,
      password: PASSWORD,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { email, cookie, userId: ((await res.json()) as { user: { id: string } }).user.id };
}

interface Pet {
  id: string;
  variants: { url: string }[];
}

async function upload(server: StartedServer, cookie: string, photo: string): Promise<Pet> {
  const form = new FormData();
  form.append('petName', `Backup ${photo.split('.')[0]}`);
  form.append(
    'image',
    new Blob([new Uint8Array(fixturePhoto(photo))], { type: 'image/jpeg' }),
    photo,
  );
  const res = await fetch(`${server.url}/api/pets`, {
    method: 'POST',
    headers: { origin: server.url, cookie, 'x-forwarded-for': nextIp() },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { pet: Pet }).pet;
}

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const bytes = async (server: StartedServer, url: string) =>
  Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer()).toString('base64');

describe('npm run backup while the site is busy, then npm run restore', () => {
  const cleanUp: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanUp.reverse()) await fn();
  });

  it('restores every vote, photo and account acknowledged before the backup began', async () => {
    const source = await startServer({ env: ENV, timeoutMs: 90_000 });
    cleanUp.push(() => source.stop());
    const backupDir = tempDataDir('pawprize-backups-');
    cleanUp.push(() => rmSync(backupDir, { recursive: true, force: true }));

    const accounts: Acked<Account>[] = [];
    for (let n = 0; n < 4; n++)
      accounts.push({ value: await signUp(source, `seed${n}`), at: Date.now() });
    const pets: Acked<Pet>[] = [];
    // Who uploaded each pet: owners cannot vote for their own pets (ADR 0110).
    const ownerOf = new Map<string, string>();
    for (let n = 0; n < 3; n++) {
      const pet = await upload(source, accounts[n]!.value.cookie, PHOTOS[n]!);
      ownerOf.set(pet.id, accounts[n]!.value.userId);
      pets.push({ value: pet, at: Date.now() });
    }

    // Traffic: card votes, uploads and sign-ups until told to stop.
    const votes: Acked<{ userId: string; petId: string }>[] = [];
    let stop = false;
    const voted = new Set<string>();
    const voter = async () => {
      while (!stop) {
        const account = accounts[Math.floor(Math.random() * accounts.length)]!.value;
        const pet = pets.find(
          (p) =>
            !voted.has(`${account.userId}/${p.value.id}`) &&
            ownerOf.get(p.value.id) !== account.userId,
        );
        if (!pet) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const key = `${account.userId}/${pet.value.id}`;
        voted.add(key);
        const res = await fetch(`${source.url}/api/pets/${pet.value.id}/vote`, {
          method: 'POST',
          headers: { origin: source.url, cookie: account.cookie, 'x-time-zone': 'UTC' },
        });
        if (res.status !== 200) throw new Error(`vote: ${res.status} ${await res.text()}`);
        votes.push({ value: { userId: account.userId, petId: pet.value.id }, at: Date.now() });
      }
    };
    const uploader = async () => {
      for (let n = 0; !stop; n++) {
        const account = accounts[n % accounts.length]!.value;
        const pet = await upload(source, account.cookie, PHOTOS[n % PHOTOS.length]!);
        ownerOf.set(pet.id, account.userId);
        pets.push({ value: pet, at: Date.now() });
      }
    };
    const signer = async () => {
      for (let n = 0; !stop; n++)
        accounts.push({ value: await signUp(source, `busy${n}`), at: Date.now() });
    };
    const traffic = Promise.all([voter(), voter(), uploader(), signer()]);
    const trafficFailed = traffic.then(
      () => null,
      (err: unknown) => err,
    );
    while (votes.length < 10 || pets.length < 4 || accounts.length < 5) {
      if (await Promise.race([trafficFailed, new Promise((r) => setTimeout(() => r(null), 50))]))
        break;
    }

    const backupStarted = Date.now();
    const backup = await run('scripts/backup.mjs', [], {
      DATA_DIR: source.dataDir,
      BACKUP_DIR: backupDir,
    });
    const backupEnded = Date.now();
    stop = true;
    await traffic;
    expect(backup.stderr).toContain('A PawPrize server is running on');
    expect(backup.code, backup.stderr).toBe(0);
    // Not a terminal: progress as plain lines, up to 100%.
    expect(backup.stderr).toMatch(/^Writing the archive: 100% \(.+ of .+\)$/m);
    // The site kept answering while it ran.
    const during = votes.filter((v) => v.at > backupStarted && v.at < backupEnded).length;
    expect(during).toBeGreaterThan(0);

    const [archiveName] = readdirSync(backupDir);
    expect(archiveName).toMatch(/^pawprize-\d{8}-\d{6}\.tar\.gz$/);
    const archive = path.join(backupDir, archiveName!);

    // Refused while a server runs on the folder, and into a folder that is not empty.
    const busy = await run('scripts/restore.mjs', [archive], { DATA_DIR: source.dataDir });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(
      `Nothing was restored: A PawPrize server is running on ${source.dataDir}. Stop it before restoring`,
    );
    expect((await fetch(`${source.url}/api/health`)).status).toBe(200);
    const occupied = tempDataDir('pawprize-occupied-');
    cleanUp.push(() => rmSync(occupied, { recursive: true, force: true }));
    writeFileSync(path.join(occupied, 'notes.txt'), 'keep me');
    const full = await run('scripts/restore.mjs', [archive], { DATA_DIR: occupied });
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(
      `Nothing was restored: ${occupied} is not empty (it holds notes.txt)`,
    );
    expect(readdirSync(occupied)).toEqual(['notes.txt']);

    // Restore into a fresh folder.
    const restoredDir = path.join(tempDataDir('pawprize-restored-'), 'data');
    cleanUp.push(() => rmSync(path.dirname(restoredDir), { recursive: true, force: true }));
    const restore = await run('scripts/restore.mjs', [archive], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toMatch(/in backup\s+restored/);
    expect(restore.stderr).toMatch(/^Checking the archive: 100% /m);
    expect(restore.stderr).toMatch(/^Restoring: 100% /m);

    // The database as restored: acknowledged votes, counters, and the manifest's counts.
    const { manifest } = await readArchive(archive);
    const db = await PGlite.create({
      dataDir: path.join(restoredDir, 'db'),
      extensions: { pg_trgm },
    });
    const query = async <T>(text: string) => (await db.query<T>(text)).rows;
    const restoredVotes = new Set(
      (await query<{ k: string }>(`select user_id || '/' || photo_id as k from votes`)).map(
        (r) => r.k,
      ),
    );
    const restoredPets = await query<{ id: string; variants: { url: string }[] }>(
      'select id, variants from pet_photos',
    );
    const [counts] = await query<{
      pets: number;
      votes: number;
      accounts: number;
      mismatched: number;
    }>(
      `select (select count(*)::int from pet_photos) as pets, (select count(*)::int from votes) as votes,
        (select count(*)::int from users) as accounts,
        (select count(*)::int from pet_photos p
          where p.votes_count <> (select count(*) from votes v where v.photo_id = p.id))
        + (select count(*)::int from captions c
          where c.votes <> (select count(*) from caption_votes v where v.caption_id = c.id)) as mismatched`,
    );
    await db.close();
    const before = <T>(items: Acked<T>[]) =>
      items.filter((i) => i.at < backupStarted).map((i) => i.value);
    for (const v of before(votes)) expect(restoredVotes.has(`${v.userId}/${v.petId}`)).toBe(true);
    expect(counts!.mismatched).toBe(0);
    const restoredIds = new Set(restoredPets.map((p) => p.id));
    for (const pet of before(pets)) expect(restoredIds.has(pet.id)).toBe(true);
    const files = readdirSync(path.join(restoredDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    expect({ ...manifest.counts }).toEqual({
      pets: counts!.pets,
      votes: counts!.votes,
      accounts: counts!.accounts,
      files: files.filter((f) => f.isFile()).length,
    });

    // A server on the restored folder: photos byte for byte, sign-in with the old passwords.
    const restored = await startServer({ dataDir: restoredDir, env: ENV, timeoutMs: 90_000 });
    cleanUp.push(() => restored.stop());
    for (const pet of restoredPets) {
      for (const { url } of pet.variants)
        expect(await bytes(restored, url)).toBe(await bytes(source, url));
    }
    for (const account of before(accounts)) {
      const res = await fetch(`${restored.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: restored.url,
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({ email: account.email, password: PASSWORD }),
      });
      expect(res.status, account.email).toBe(200);
    }

    // One flipped byte: refused with a clear message, nothing written. Deflate ignores some bits
    // (the padding after a stored block's header), and a flip there changes nothing — restoring
    // that archive is right (a CI run did). So the byte flipped is one that changes the contents.
    const original = readFileSync(archive);
    const content = gunzipSync(original);
    const flipped = (at: number) => {
      const bytes = Buffer.from(original);
      bytes[at]! ^= 0x10;
      return bytes;
    };
    const changesContents = (bytes: Buffer) => {
      try {
        return !gunzipSync(bytes).equals(content);
      } catch {
        return true;
      }
    };
    let at = Math.floor(original.length / 3);
    while (!changesContents(flipped(at))) at++;
    const corrupt = flipped(at);
    const corruptFile = path.join(backupDir, 'corrupt.tar.gz');
    writeFileSync(corruptFile, corrupt);
    const elsewhere = path.join(path.dirname(restoredDir), 'again');
    mkdirSync(elsewhere);
    const refused = await run('scripts/restore.mjs', [corruptFile], { DATA_DIR: elsewhere });
    expect(refused.code, `${refused.stdout}\n${refused.stderr}`).toBe(1);
    expect(refused.stderr).toContain(
      'Nothing was restored: The archive is damaged and cannot be restored',
    );
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 240_000);
});
