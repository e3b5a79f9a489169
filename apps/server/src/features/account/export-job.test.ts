import { messages } from '@pawprize/shared';
import { AccountExportSchema, AccountExportsSchema } from '@pawprize/shared/schemas/account';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { until } from '../../../test/until.ts';
import { uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { accountExports, mailOutbox, petPhotos } from '../../db/schema/index.ts';
import { EXPORT_KEEP_MS, runExports } from './export.job.ts';
import { EXPORT_INSTANT_MAX_FILES, EXPORT_JSON_NAME } from './export.service.ts';

const m = messages.account;

describe(`background data export (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const status = (cookie: string) =>
    t.app.inject({ url: '/api/account/exports', headers: { cookie } });
  const request = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/exports',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
    });
  const download = (cookie: string, id: string) =>
    t.app.inject({ url: `/api/account/exports/${id}/download`, headers: { cookie } });

  it('builds the ZIP in the background with progress, mails the member once, and serves it only to them until it expires', async () => {
    const me = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    await uploadPet(t.app, me.cookie, undefined, 'Backgroundy');
    expect((await request('')).statusCode).toBe(401);

    const first = await request(me.cookie);
    expect(first.statusCode).toBe(202);
    const queued = AccountExportSchema.parse(first.json());
    expect(queued).toMatchObject({ downloadUrl: null });
    // A second request while one is queued or running answers the same build.
    expect((await request(me.cookie)).json().id).toBe(queued.id);

    // The request started the job on this instance: wait for the build it does.
    const listed = await until(async () => {
      const now = AccountExportsSchema.parse((await status(me.cookie)).json());
      return now.latest?.status === 'ready' ? now : null;
    }, 20_000);
    expect(listed.latest).toMatchObject({ id: queued.id, status: 'ready' });
    expect(listed.latest!.filesTotal).toBeGreaterThan(0);
    expect(listed.latest!.filesDone).toBe(listed.latest!.filesTotal);
    expect(listed.latest!.downloadUrl).toBe(`/api/account/exports/${queued.id}/download`);

    const res = await download(me.cookie, queued.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const doc = JSON.parse(new TextDecoder().decode(zip[EXPORT_JSON_NAME]));
    expect(doc.account.email).toBe(me.email);
    expect(doc.pets.map((p: { petName: string }) => p.petName)).toEqual(['Backgroundy']);
    expect(Object.keys(zip).filter((n) => n.startsWith('photos/pets/')).length).toBe(
      listed.latest!.filesTotal,
    );

    // Only the member: another member and a visitor get nothing.
    expect((await download(other.cookie, queued.id)).statusCode).toBe(404);
    expect((await download('', queued.id)).statusCode).toBe(401);

    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `export-ready:${queued.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(me.email);
    expect(mails[0]!.text).toContain(
      `http://localhost:3000/api/account/exports/${queued.id}/download`,
    );
    await runExports(t.app); // nothing queued: no second build, no second mail
    expect(
      await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.userId, me.user.id)),
    ).toHaveLength(1);

    // Expired: refused, then removed with its file by the job.
    const [row] = await t.app.db
      .select()
      .from(accountExports)
      .where(eq(accountExports.id, queued.id));
    const past = new Date(Date.now() - 1000);
    await t.app.db
      .update(accountExports)
      .set({ expiresAt: past })
      .where(eq(accountExports.id, queued.id));
    const expired = await download(me.cookie, queued.id);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(m.exportExpired);
    expect(AccountExportsSchema.parse((await status(me.cookie)).json()).latest).toBeNull();
    await runExports(t.app);
    expect(
      await t.app.db.select().from(accountExports).where(eq(accountExports.id, queued.id)),
    ).toHaveLength(0);
    expect(await t.app.storage.get(row!.storageKey!)).toBeNull();
    expect(EXPORT_KEEP_MS).toBe(48 * 3_600_000);
  });

  it('keeps the instant download for small accounts and sends large ones to the background', async () => {
    const me = await verifiedUser(t.app);
    const small = AccountExportsSchema.parse((await status(me.cookie)).json());
    expect(small).toMatchObject({ files: 0, instantMaxFiles: EXPORT_INSTANT_MAX_FILES });
    const url = '/uploads/pets/x/a-400.webp';
    await t.app.db.insert(petPhotos).values({
      userId: me.user.id,
      petName: 'Many',
      imageUrl: url,
      imageKey: `pets/${me.user.id}/many`,
      variants: Array.from({ length: EXPORT_INSTANT_MAX_FILES + 1 }, (_, i) => ({
        width: i + 1,
        url,
      })),
    });
    expect(AccountExportsSchema.parse((await status(me.cookie)).json()).files).toBe(
      EXPORT_INSTANT_MAX_FILES + 1,
    );
    const instant = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: me.cookie },
      remoteAddress: freshIp(),
    });
    expect(instant.statusCode).toBe(409);
    expect(instant.json().message).toBe(m.exportTooLarge);
  });
});
