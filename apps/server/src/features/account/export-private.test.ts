import { existsSync } from 'node:fs';
import path from 'node:path';
import { AccountExportsSchema } from '@pawprize/shared/schemas/account';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedS3Server } from '../../../../../scripts/lib/s3-server.mjs';
import { startS3Server } from '../../../../../scripts/lib/s3-server.mjs';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { uploadPet } from '../../../test/moderation.ts';
import { until } from '../../../test/until.ts';
import { verifiedUser } from '../../../test/users.ts';
import { accountExports } from '../../db/schema/index.ts';
import { EXPORT_JSON_NAME } from './export.service.ts';
import { runExports } from './export.job.ts';

/**
 * A member's prepared data export lives in the private storage area and reaches only the member's
 * own session, uncached (docs/decisions/0103-private-storage.md), on disk and on S3 with a public
 * bucket (S3_PUBLIC_URL).
 */
function privateExportCases(
  name: string,
  make: () => Promise<{ t: TestApp; publicKeys?: () => string[]; privateKeys?: () => string[] }>,
) {
  describe(`data export files on ${name} (${testDriver})`, () => {
    let t: TestApp;
    let publicKeys: (() => string[]) | undefined;
    let privateKeys: (() => string[]) | undefined;
    beforeAll(async () => {
      ({ t, publicKeys, privateKeys } = await make());
    });
    afterAll(() => t?.close());

    it('are stored outside public storage and downloaded only through the member’s session, private and uncached, until the job deletes them', async () => {
      const me = await verifiedUser(t.app);
      const other = await verifiedUser(t.app);
      await uploadPet(t.app, me.cookie, undefined, 'Secretive');
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/account/exports',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: me.cookie },
      });
      expect(started.statusCode).toBe(202);
      const id = started.json().id as string;
      await until(async () => {
        const res = await t.app.inject({
          url: '/api/account/exports',
          headers: { cookie: me.cookie },
        });
        return AccountExportsSchema.parse(res.json()).latest?.status === 'ready';
      }, 20_000);
      const [row] = await t.app.db.select().from(accountExports).where(eq(accountExports.id, id));
      const key = row!.storageKey!;

      // Nobody gets it from the public file addresses, whatever its key.
      for (const url of [`/uploads/${key}`, `/uploads/${key.replace(/^private\//, '')}`]) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
        expect((await t.app.inject({ url, headers: { cookie: me.cookie } })).statusCode).toBe(404);
      }
      expect((await t.app.inject({ url: `/api/files/${key}` })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/files/${key}`, headers: { cookie: me.cookie } }))
          .statusCode,
      ).toBe(404);
      if (publicKeys) {
        // The public bucket (browsers read it directly) holds no export; the private one does.
        expect(publicKeys().filter((k) => k.includes('exports/'))).toEqual([]);
        expect(privateKeys!()).toContain(key);
      } else {
        // On disk: not under DATA_DIR/uploads, which /uploads/… serves.
        const inUploads = path.join(t.dataDir, 'uploads', ...key.split('/'));
        const bare = path.join(t.dataDir, 'uploads', ...key.split('/').slice(1));
        expect(existsSync(inUploads) || existsSync(bare)).toBe(false);
      }

      // Only the member's own session downloads it, and no cache keeps it.
      const url = `/api/account/exports/${id}/download`;
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      const res = await t.app.inject({ url, headers: { cookie: me.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const zip = unzipSync(new Uint8Array(res.rawPayload));
      expect(JSON.parse(new TextDecoder().decode(zip[EXPORT_JSON_NAME])).account.email).toBe(
        me.email,
      );

      // Expired: the jobs runner's export job deletes the row and the file.
      await t.app.db
        .update(accountExports)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountExports.id, id));
      await runExports(t.app);
      expect(await t.app.storage.get(key)).toBeNull();
      if (privateKeys) expect(privateKeys()).not.toContain(key);
    });

    it('answers the instant download private and uncached too', async () => {
      const me = await verifiedUser(t.app);
      const res = await t.app.inject({
        url: '/api/account/export',
        remoteAddress: freshIp(),
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });
}

privateExportCases('disk', async () => ({ t: await createTestApp({ MAIL_WORKER: 'false' }) }));

let s3: StartedS3Server | undefined;
privateExportCases('S3 with a public bucket', async () => {
  s3 = await startS3Server({ bucket: 'pawprize-exports', privateBucket: 'pawprize-exports-p' });
  const t = await createTestApp(
    { MAIL_WORKER: 'false', ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.org/photos' },
    { storage: undefined },
  );
  return { t, publicKeys: () => s3!.keys(), privateKeys: () => s3!.keys('pawprize-exports-p') };
});
afterAll(() => s3?.stop());
