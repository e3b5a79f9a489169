import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petCardKeys } from './pets.card.ts';

/** A pet's share images (docs/product/gallery.md, Sharing): sizes, storage, og:image, deletion. */
describe(`pet share images (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let petId: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    owner = await verifiedUser(t.app);
    petId = await uploadPet(t.app, owner.cookie, undefined, 'Sir Biscuit the Brave');
  });
  afterAll(() => t?.close());

  it('draws the 1200×630 link preview and the 1080×1920 story, stored once', async () => {
    for (const [format, width, height] of [
      ['wide', 1200, 630],
      ['story', 1080, 1920],
    ] as const) {
      const res = await t.app.inject({ url: `/api/pets/${petId}/share/${format}.jpg` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      // The second answer comes from storage, the same bytes, and a 304 for the same ETag.
      const again = await t.app.inject({ url: `/api/pets/${petId}/share/${format}.jpg` });
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      const etag = String(res.headers.etag);
      const cached = await t.app.inject({
        url: `/api/pets/${petId}/share/${format}.jpg`,
        headers: { 'if-none-match': etag },
      });
      expect(cached.statusCode).toBe(304);
    }
    expect((await t.app.inject({ url: `/api/pets/${petId}/share/square.jpg` })).statusCode).toBe(
      400,
    );
  });

  it('is the pet page’s og:image', async () => {
    // Without a built app there is no page shell: the tag itself is checked in pets.preview.
    const { previewHead } = await import('./pets.preview.ts');
    const { findPet } = await import('./pets.queries.ts');
    const pet = (await findPet(t.app.db, petId))!;
    const head = previewHead(pet, 'https://paw.example', { shareCard: true });
    expect(head).toContain(
      `<meta property="og:image" content="https://paw.example/api/pets/${petId}/share/wide.jpg" />`,
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="630" />');
  });

  it('drops the stored cards when the pet is deleted, and answers 404 after', async () => {
    const files = await t.app.inject({
      url: `/api/pets/${petId}`,
      headers: { cookie: owner.cookie },
    });
    expect(files.statusCode).toBe(200);
    const { findPetFiles } = await import('./pets.queries.ts');
    const row = (await findPetFiles(t.app.db, petId))!;
    const keys = petCardKeys({ id: petId, petName: row.petName, imageKey: row.imageKey });
    for (const key of keys) expect(await t.app.storage.get(key)).not.toBeNull();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${petId}`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
    expect((await t.app.inject({ url: `/api/pets/${petId}/share/wide.jpg` })).statusCode).toBe(404);
  });
});
