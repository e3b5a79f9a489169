import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedS3Server } from '../../../../scripts/lib/s3-server.mjs';
import { startS3Server } from '../../../../scripts/lib/s3-server.mjs';
import { loadConfig } from '../config.ts';
import { runStorageMigrate } from './migrate-cli.ts';
import { S3Storage } from './s3.ts';
import { IMMUTABLE } from './types.ts';

/** Captures what the command prints. */
function output(isTTY = false) {
  let text = '';
  return {
    isTTY,
    write: (chunk: string) => {
      text += chunk;
    },
    get text() {
      return text;
    },
  };
}

describe('npm run storage:migrate', () => {
  let server: StartedS3Server;
  let dataDir: string;
  let env: Record<string, string>;
  let bucket: S3Storage;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    server = await startS3Server({ bucket: 'pawprize-migrate' });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pawprize-migrate-'));
    env = { DATA_DIR: dataDir, ...server.env };
    bucket = new S3Storage(loadConfig(env).s3!);
    const uploads = path.join(dataDir, 'uploads');
    for (let i = 0; i < 25; i++) {
      const key = `pets/user${i % 3}/${String(i).padStart(32, '0')}-${i % 2 ? 800 : 400}.webp`;
      files[key] = Buffer.from(`photo ${i} `.repeat(100 + i));
    }
    files['avatars/user1-aa.webp'] = Buffer.from('avatar');
    files['captions/user2/cc-card1-none.jpg'] = Buffer.from('card');
    for (const [key, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
      writeFileSync(path.join(uploads, key), data);
    }
    // Not stored objects: a write in progress and the disk health probe.
    writeFileSync(path.join(uploads, 'pets/user0/half.0123456789ab.tmp'), 'partial');
    writeFileSync(path.join(uploads, '.health-1234'), 'ok');
  });
  afterAll(async () => {
    bucket?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every stored file, with its content type and cache header, and counts them', async () => {
    const out = output();
    expect(await runStorageMigrate(env, out)).toBe(0);
    expect(server.keys()).toEqual(Object.keys(files).sort());
    for (const [key, data] of Object.entries(files)) {
      const object = readFileSync(
        path.join(server.directory, server.bucket, `${key}._S3rver_object`),
      );
      expect(object.equals(data), key).toBe(true);
    }
    const head = await fetch(
      `${server.endpoint}/${server.bucket}/captions/user2/cc-card1-none.jpg`,
    );
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(out.text).toMatch(/100%\s+27\/27 objects/);
    expect(out.text).toMatch(
      /^27 copied, 0 already in the bucket, 0 failed \(27 objects, [\d.]+ MB\)/m,
    );
  });

  it('is idempotent and resumable: a second run copies only what is missing', async () => {
    // A first run (or the copy the case above made) fills the bucket.
    expect(await runStorageMigrate(env, output())).toBe(0);
    const missing = Object.keys(files)[3]!;
    await bucket.delete(missing);
    // A copy cut short (wrong size) is copied again.
    const cut = Object.keys(files)[5]!;
    await bucket.put(cut, files[cut]!.subarray(0, 10), { contentType: 'image/webp' });

    const out = output(true);
    expect(await runStorageMigrate(env, out)).toBe(0);
    expect(out.text).toMatch(/^2 copied, 25 already in the bucket, 0 failed/m);
    expect(out.text).toContain('\r▕████████████████████████▏ 100%');
    expect(await bucket.stat(missing)).toEqual({ size: files[missing]!.length });
    expect(await bucket.stat(cut)).toEqual({ size: files[cut]!.length });
  });

  it('explains what is missing or wrong instead of copying', async () => {
    const noBucket = output();
    expect(await runStorageMigrate({ DATA_DIR: dataDir }, noBucket)).toBe(2);
    expect(noBucket.text).toMatch(/set S3_BUCKET/);

    const wrong = output();
    expect(await runStorageMigrate({ ...env, S3_BUCKET: 'not-there' }, wrong)).toBe(1);
    expect(wrong.text).toMatch(/bucket "not-there" .* does not exist/);
  });
});
