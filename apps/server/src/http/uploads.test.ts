import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedS3Server } from '../../../../scripts/lib/s3-server.mjs';
import { startS3Server } from '../../../../scripts/lib/s3-server.mjs';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { captureLogs } from '../../test/logs.ts';

/** Addresses under /uploads that are no stored file's. */
const BAD_KEYS = [
  'a'.repeat(300),
  `pets/${'b'.repeat(300)}.webp`,
  `pets/u/${'c'.repeat(2000)}.webp`,
  `${'d/'.repeat(400)}e.webp`,
];

function badKeyCases(
  name: string,
  make: () => Promise<{ t: TestApp; logs: ReturnType<typeof captureLogs> }>,
) {
  describe(`bad /uploads addresses on ${name} (${testDriver})`, () => {
    let t: TestApp;
    let logs: ReturnType<typeof captureLogs>;
    beforeAll(async () => {
      ({ t, logs } = await make());
    });
    afterAll(() => t?.close());

    it('answers 404 and logs nothing above debug', async () => {
      const before = logs.lines.length;
      for (const key of BAD_KEYS) {
        const res = await t.app.inject({ url: `/uploads/${key}` });
        expect(res.statusCode, key.slice(0, 20)).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
      }
      // The private area's addresses (ADR 0103): never under /uploads/, and /api/files/ answers
      // an unknown or foreign key the same 404.
      for (const url of [
        '/uploads/private/pets/u/k-400.webp',
        '/uploads/exports/u/k.zip',
        '/api/files/private/pets/u/k-400.webp',
        '/api/files/private/exports/u/k.zip',
        ...BAD_KEYS.map((key) => `/api/files/${key}`),
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url.slice(0, 40)).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      // Nothing about these requests (lines with their request id) above debug, no warning at all.
      const logged = logs.lines.slice(before);
      expect(logged.filter((l) => l.reqId !== undefined && Number(l.level) > 20)).toEqual([]);
      expect(logged.filter((l) => Number(l.level) >= 40)).toEqual([]);
    });
  });
}

badKeyCases('disk', async () => {
  const logs = captureLogs();
  const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream });
  return { t, logs };
});

let s3: StartedS3Server | undefined;
badKeyCases('S3', async () => {
  s3 = await startS3Server({ bucket: 'pawprize-bad-keys' });
  const logs = captureLogs();
  const t = await createTestApp(
    { LOG_LEVEL: 'info', ...s3.env },
    { storage: undefined, logStream: logs.stream },
  );
  return { t, logs };
});
afterAll(() => s3?.stop());
