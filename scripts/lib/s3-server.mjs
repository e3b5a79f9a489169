// An S3-protocol server for tests and benchmarks: s3rver (npm) on 127.0.0.1, a free port, a
// temporary directory and one bucket. Works with @aws-sdk/client-s3 in path-style addressing and
// any credentials (STACK notes, verified 2026-11-24). `privateBucket` adds a second bucket, named
// in `env` as S3_PRIVATE_BUCKET (docs/decisions/0103-private-storage.md).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './server-process.mjs';

/** @param {{ bucket?: string, privateBucket?: string }} [options] */
export async function startS3Server(options = {}) {
  const bucket = options.bucket ?? 'pawprize-test';
  const privateBucket = options.privateBucket;
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pawprize-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [bucket, ...(privateBucket ? [privateBucket] : [])].map((name) => ({
      name,
      configs: [],
    })),
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    /** The S3_* variables that point PawPrize at this server. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...(privateBucket ? { S3_PRIVATE_BUCKET: privateBucket } : {}),
    },
    /** Keys stored in the bucket, or in the one named (read from s3rver's directory). */
    keys(name = bucket) {
      const root = path.join(directory, name);
      if (!existsSync(root)) return [];
      const found = [];
      const walk = (dir, prefix) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
          else if (entry.name.endsWith('._S3rver_object')) {
            found.push(prefix + entry.name.slice(0, -'._S3rver_object'.length));
          }
        }
      };
      walk(root, '');
      return found.sort();
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
