import { messages } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { verifiedUser } from '../../../test/users.ts';
import { DiskStorage } from '../../storage/disk.ts';
import { STORAGE_INIT_LIMIT } from './storage.routes.ts';

const ADMIN = 'boss@example.test';
/** Also listed in ADMIN_EMAILS, but nobody has verified it. */
const SQUATTED = 'chief@example.test';

describe(`DELETE /api/pets/:id (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let other: Awaited<ReturnType<typeof verifiedUser>>;
  let admin: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: `${ADMIN},${SQUATTED}` });
    owner = await verifiedUser(t.app);
    other = await verifiedUser(t.app);
    admin = await verifiedUser(t.app, { email: ADMIN });
  });
  afterAll(() => t?.close());

  const uploadPet = async (): Promise<Pet> => {
    const form = multipartBody({
      petName: 'Shaggy',
      image: {
        filename: 'dog.jpg',
        contentType: 'image/jpeg',
        data: fixturePhoto('dog-grey-shaggy.jpg'),
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pets',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: owner.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().pet;
  };
  const remove = (id: string, cookie: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/pets/${id}`, headers: { origin: ORIGIN, cookie } });
  const fileStatus = async (url: string) => (await t.app.inject({ url })).statusCode;

  it('needs a session', async () => {
    const pet = await uploadPet();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/pets/${pet.id}` });
    expect(res.statusCode).toBe(401);
  });

  it("refuses other users' pets (403) and keeps them", async () => {
    const pet = await uploadPet();
    const res = await remove(pet.id, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: messages.pets.deleteForbidden });
    expect((await t.app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
    expect(await fileStatus(pet.imageUrl)).toBe(200);
  });

  it('lets the owner delete a pet: the row and its files are gone', async () => {
    const pet = await uploadPet();
    expect(await fileStatus(pet.imageUrl)).toBe(200);
    const res = await remove(pet.id, owner.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const detail = await t.app.inject({ url: `/api/pets/${pet.id}` });
    expect(detail.statusCode).toBe(404);
    for (const v of pet.variants) expect(await fileStatus(v.url)).toBe(404);
    expect((await remove(pet.id, owner.cookie)).statusCode).toBe(404);
  });

  it('shows new and deleted pets in the (cached) gallery at once', async () => {
    const ids = async () =>
      ((await t.app.inject({ url: '/api/pets' })).json().pets as Pet[]).map((p) => p.id);
    const before = await ids();
    const pet = await uploadPet();
    expect((await ids())[0]).toBe(pet.id);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
    expect((await remove(pet.id, owner.cookie)).statusCode).toBe(204);
    expect(await ids()).toEqual(before);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(404);
  });

  it('lets an admin delete any pet', async () => {
    const pet = await uploadPet();
    expect((await remove(pet.id, admin.cookie)).statusCode).toBe(204);
    expect(await fileStatus(pet.imageUrl)).toBe(404);
  });

  it('refuses an unverified account whose email is in ADMIN_EMAILS', async () => {
    const squatter = await signUp(t.app, { email: SQUATTED.toUpperCase() });
    expect(squatter.user.isAdmin).toBe(false);
    const pet = await uploadPet();
    const res = await remove(pet.id, squatter.cookie);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await remove(id, owner.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.pages.petNotFound);
    }
  });

  it('refuses cross-site deletes', async () => {
    const pet = await uploadPet();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${pet.id}`,
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/pets/${pet.id}` })).statusCode).toBe(200);
  });
});

class BrokenStorage extends DiskStorage {
  override async check(): Promise<void> {
    throw new Error('read-only file system');
  }
}

describe(`storage readiness (${testDriver})`, () => {
  it('reports ready storage and initialises it for signed-in users', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false' });
    try {
      const status = await t.app.inject({ url: '/api/storage/status' });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ ready: true });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/storage/init' });
      expect(anonymous.statusCode).toBe(401);
      const { cookie } = await verifiedUser(t.app);
      const init = await t.app.inject({
        method: 'POST',
        url: '/api/storage/init',
        headers: { origin: ORIGIN, cookie },
      });
      expect(init.statusCode).toBe(200);
      expect(init.json()).toEqual({ ready: true });
    } finally {
      await t.close();
    }
  });

  it('limits initialising to a few per hour per account', async () => {
    const t = await createTestApp({ MAIL_WORKER: 'false' });
    try {
      const { cookie } = await verifiedUser(t.app);
      const init = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/storage/init',
          headers: { origin: ORIGIN, cookie },
          remoteAddress: freshIp(),
        });
      for (let i = 0; i < STORAGE_INIT_LIMIT.max; i++) expect((await init()).statusCode).toBe(200);
      const refused = await init();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      // Another member is not held up by it.
      const other = await verifiedUser(t.app);
      const theirs = await t.app.inject({
        method: 'POST',
        url: '/api/storage/init',
        headers: { origin: ORIGIN, cookie: other.cookie },
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('reports broken storage and answers the catalogue text when initialising fails', async () => {
    const t = await createTestApp(
      { MAIL_WORKER: 'false' },
      { storage: new BrokenStorage('/nonexistent/pawprize') },
    );
    try {
      expect((await t.app.inject({ url: '/api/storage/status' })).json()).toEqual({ ready: false });
      const { cookie } = await verifiedUser(t.app);
      const init = await t.app.inject({
        method: 'POST',
        url: '/api/storage/init',
        headers: { origin: ORIGIN, cookie },
      });
      expect(init.statusCode).toBe(503);
      expect(init.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: messages.storage.initSystemFailed,
      });
    } finally {
      await t.close();
    }
  });
});
