import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedS3Server } from '../../../../../scripts/lib/s3-server.mjs';
import { startS3Server } from '../../../../../scripts/lib/s3-server.mjs';
import { rowsOf } from '../../db/rows.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount, adminRequest, postPet } from '../../../test/moderation.ts';
import { createContest } from '../../../test/captions.ts';
import { placeMisplacedFiles } from '../moderation/index.ts';
import { verifiedUser } from '../../../test/users.ts';

/**
 * The photo files of entries the public may not see are not served to the public
 * (docs/decisions/0117-entry-photos-follow-visibility.md): a pending pet's files are in the private
 * area, served at /api/files/… to its owner and admins; approving moves them to the public files,
 * hiding moves them back. On disk, and on S3 whose bucket browsers read directly (S3_PUBLIC_URL).
 */
const CDN = 'https://cdn.example.org/photos';

function privateFileCases(
  name: string,
  make: () => Promise<{ t: TestApp; publicKeys?: () => string[]; privateKeys?: () => string[] }>,
) {
  describe(`photos of entries not shown to the public, on ${name} (${testDriver})`, () => {
    let t: TestApp;
    let publicKeys: (() => string[]) | undefined;
    let privateKeys: (() => string[]) | undefined;
    let admin: Awaited<ReturnType<typeof adminAccount>>;
    beforeAll(async () => {
      ({ t, publicKeys, privateKeys } = await make());
      admin = await adminAccount(t.app);
    });
    afterAll(() => t?.close());

    const get = (url: string, cookie?: string) =>
      t.app.inject({ url, headers: cookie ? { cookie } : {} });
    const imageKeyOf = async (id: string) =>
      (
        await rowsOf<{ k: string }>(
          t.app.db,
          sql`select image_key as k from pet_photos where id = ${id}::uuid`,
        )
      )[0]!.k;
    const decide = async (action: 'approve' | 'hide', id: string) => {
      const res = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
        action,
        items: [{ subjectType: 'pet', subjectId: id }],
        ...(action === 'hide' ? { reason: 'Not a pet' } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.entryFiles.idle();
    };
    /** What the public could fetch: the app's /uploads/… and, with S3_PUBLIC_URL, the bucket. */
    const publiclyServed = async (imageKey: string) => {
      const served: string[] = [];
      for (const width of [400, 800]) {
        const res = await get(`/uploads/${imageKey}-${width}.webp`);
        if (res.statusCode !== 404) served.push(`/uploads/…-${width}: ${res.statusCode}`);
      }
      if (publicKeys) served.push(...publicKeys().filter((k) => k.includes(imageKey)));
      return served;
    };

    it('serves a pending entry’s photo to its owner and admins only, moves it to the public files on approval and back on hiding', async () => {
      const owner = await verifiedUser(t.app);
      const other = await verifiedUser(t.app);
      const upload = await postPet(t.app, owner.cookie);
      expect(upload.statusCode).toBe(201);
      const pet = upload.json().pet as {
        id: string;
        imageUrl: string;
        variants: { url: string }[];
      };
      const imageKey = await imageKeyOf(pet.id);

      // Pending (MODERATION=pre): nothing the public can fetch, not even from the public bucket.
      expect(await publiclyServed(imageKey)).toEqual([]);
      expect(pet.imageUrl).toMatch(/^\/api\/files\/private\/pets\//);
      if (privateKeys) expect(privateKeys().filter((k) => k.includes(imageKey))).not.toEqual([]);
      // The upload's answer: an address that works for its owner and admins only, never cached.
      for (const url of [pet.imageUrl, ...pet.variants.map((v) => v.url)]) {
        expect((await get(url)).statusCode).toBe(404);
        expect((await get(url, other.cookie)).statusCode).toBe(404);
        const mine = await get(url, owner.cookie);
        expect(mine.statusCode).toBe(200);
        expect(mine.headers['content-type']).toBe('image/webp');
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect((await get(url, admin.cookie)).statusCode).toBe(200);
      }
      // The owner's own view and the admin's moderation queue show it.
      const own = await get(`/api/pets/${pet.id}`, owner.cookie);
      expect(own.statusCode).toBe(200);
      expect(own.json().pet.imageUrl).toBe(pet.imageUrl);
      expect((await get(`/api/pets/${pet.id}`)).statusCode).toBe(404);
      const queue = await get('/api/admin/queue', admin.cookie);
      const item = (
        queue.json().items as { subjectId: string; photo: { imageUrl: string } }[]
      ).find((i) => i.subjectId === pet.id);
      expect(item?.photo.imageUrl).toBe(pet.imageUrl);
      expect((await get(item!.photo.imageUrl, admin.cookie)).statusCode).toBe(200);

      // Approved: public files, cached a year, at the public address; the private copy is gone.
      await decide('approve', pet.id);
      const visible = (await get(`/api/pets/${pet.id}`)).json().pet as typeof pet;
      const publicBase = publicKeys ? CDN : '/uploads';
      expect(visible.imageUrl.startsWith(`${publicBase}/${imageKey}-`)).toBe(true);
      for (const v of visible.variants) expect(v.url.startsWith(`${publicBase}/pets/`)).toBe(true);
      const served = await get(`/uploads/${imageKey}-400.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (publicKeys) {
        expect(publicKeys().filter((k) => k.includes(imageKey)).length).toBe(
          visible.variants.length,
        );
        expect(privateKeys!().filter((k) => k.includes(imageKey))).toEqual([]);
      }
      expect((await get(pet.imageUrl, owner.cookie)).statusCode).toBe(404);

      // Hidden by a moderator: back in the private area, the owner still sees it.
      await decide('hide', pet.id);
      expect(await publiclyServed(imageKey)).toEqual([]);
      const hidden = (await get(`/api/pets/${pet.id}`, owner.cookie)).json().pet as typeof pet;
      expect(hidden.imageUrl).toMatch(/^\/api\/files\/private\/pets\//);
      expect((await get(hidden.imageUrl, owner.cookie)).statusCode).toBe(200);
      expect((await get(hidden.imageUrl)).statusCode).toBe(404);
    });

    it('keeps a pending caption contest’s photo private until approved', async () => {
      const owner = await verifiedUser(t.app);
      const contest = await createContest(t.app, owner.cookie);
      const [row] = await rowsOf<{ k: string; url: string }>(
        t.app.db,
        sql`select image_key as k, image_url as url from pet_captions where id = ${contest.id}::uuid`,
      );
      expect(row!.url).toMatch(/^\/api\/files\/private\/captions\//);
      expect(await publiclyServed(row!.k)).toEqual([]);
      expect((await get(row!.url)).statusCode).toBe(404);
      expect((await get(row!.url, owner.cookie)).statusCode).toBe(200);
      const res = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
        action: 'approve',
        items: [{ subjectType: 'contest', subjectId: contest.id }],
      });
      expect(res.statusCode).toBe(200);
      await t.app.entryFiles.idle();
      const [after] = await rowsOf<{ url: string }>(
        t.app.db,
        sql`select image_url as url from pet_captions where id = ${contest.id}::uuid`,
      );
      expect(after!.url.startsWith(`${publicKeys ? CDN : '/uploads'}/captions/`)).toBe(true);
      expect((await get(`/uploads/${row!.k}-400.webp`)).statusCode).toBe(200);
    });

    it('has a job that moves the files of entries whose status changed without a move (older uploads, failed moves)', async () => {
      const owner = await verifiedUser(t.app);
      const pet = (await postPet(t.app, owner.cookie)).json().pet as { id: string };
      const imageKey = await imageKeyOf(pet.id);
      const setStatus = (status: string) =>
        t.app.db.execute(sql`update pet_photos set status = ${status} where id = ${pet.id}::uuid`);
      // Visible, files still private: the job makes them public.
      await setStatus('visible');
      expect((await get(`/uploads/${imageKey}-400.webp`)).statusCode).toBe(404);
      expect(await placeMisplacedFiles(t.app, t.app.entryFiles)).toBeGreaterThanOrEqual(1);
      expect((await get(`/uploads/${imageKey}-400.webp`)).statusCode).toBe(200);
      // Hidden, files public (as every upload was before the private area): the job hides them.
      await setStatus('hidden');
      expect(await placeMisplacedFiles(t.app, t.app.entryFiles)).toBeGreaterThanOrEqual(1);
      expect(await publiclyServed(imageKey)).toEqual([]);
      const own = (await get(`/api/pets/${pet.id}`, owner.cookie)).json().pet as {
        imageUrl: string;
      };
      expect((await get(own.imageUrl, owner.cookie)).statusCode).toBe(200);
    });

    it('deletes a pending entry’s private files with it', async () => {
      const owner = await verifiedUser(t.app);
      const pet = (await postPet(t.app, owner.cookie)).json().pet as {
        id: string;
        imageUrl: string;
      };
      const key = pet.imageUrl.replace(/^\/api\/files\//, '');
      expect(await t.app.storage.get(key)).not.toBeNull();
      const res = await adminRequest(t.app, owner.cookie, 'DELETE', `/api/pets/${pet.id}`);
      expect(res.statusCode).toBe(204);
      expect(await t.app.storage.get(key)).toBeNull();
    });
  });
}

const env = { MODERATION: 'pre', ADMIN_EMAILS: ADMIN_EMAIL, MAIL_WORKER: 'false' };

privateFileCases('disk', async () => ({ t: await createTestApp(env) }));

let s3: StartedS3Server | undefined;
privateFileCases('S3 with a public bucket', async () => {
  s3 = await startS3Server({ bucket: 'pawprize-entries', privateBucket: 'pawprize-entries-p' });
  const t = await createTestApp({ ...env, ...s3.env, S3_PUBLIC_URL: CDN }, { storage: undefined });
  return { t, publicKeys: () => s3!.keys(), privateKeys: () => s3!.keys('pawprize-entries-p') };
});
afterAll(() => s3?.stop());
