import { CAPTION_CONTESTS_PER_DAY, messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postContest } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petCaptions, profiles } from '../../db/schema/index.ts';
import { newShareId } from './captions.rules.ts';

const DAY = 86_400_000;

describe(`daily caption contest limit and credits (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  /** Contests created earlier, without going through the upload (the limit only counts rows). */
  const seedContests = (userId: string, n: number, createdAt = new Date()) =>
    t.app.db.insert(petCaptions).values(
      Array.from({ length: n }, (_, i) => ({
        shareId: newShareId(),
        userId,
        petName: `Earlier ${i}`,
        imageUrl: '/uploads/earlier.webp',
        createdAt,
      })),
    );
  const credits = async (userId: string) =>
    (
      await t.app.db.select({ c: profiles.credits }).from(profiles).where(eq(profiles.id, userId))
    )[0]!.c;
  const setCredits = (userId: string, c: number) =>
    t.app.db.update(profiles).set({ credits: c }).where(eq(profiles.id, userId));

  it(`allows ${CAPTION_CONTESTS_PER_DAY} contests per UTC day, then answers 429 with Retry-After`, async () => {
    const user = await verifiedUser(t.app);
    await seedContests(user.user.id, 5, new Date(Date.now() - 2 * DAY)); // other days do not count
    await seedContests(user.user.id, CAPTION_CONTESTS_PER_DAY - 1);
    expect((await postContest(t.app, user.cookie)).statusCode).toBe(201);
    const res = await postContest(t.app, user.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'DAILY_LIMIT_REACHED',
      message: "You've reached today's limit of 10 caption contests. Come back tomorrow!",
    });
    expect(res.json().message).toBe(messages.captionCreate.dailyLimitReached);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it('spends one Generation Credit per contest past the limit', async () => {
    const user = await verifiedUser(t.app);
    await seedContests(user.user.id, CAPTION_CONTESTS_PER_DAY);
    await setCredits(user.user.id, 2);
    expect((await postContest(t.app, user.cookie)).statusCode).toBe(201);
    expect(await credits(user.user.id)).toBe(1);
    expect((await postContest(t.app, user.cookie)).statusCode).toBe(201);
    expect(await credits(user.user.id)).toBe(0);
    expect((await postContest(t.app, user.cookie)).statusCode).toBe(429);
    expect(await credits(user.user.id)).toBe(0);
  });

  it('does not spend credits while under the limit', async () => {
    const user = await verifiedUser(t.app);
    await setCredits(user.user.id, 3);
    expect((await postContest(t.app, user.cookie)).statusCode).toBe(201);
    expect(await credits(user.user.id)).toBe(3);
  });

  it('lets only one of several simultaneous uploads take the last place', async () => {
    const user = await verifiedUser(t.app);
    await seedContests(user.user.id, CAPTION_CONTESTS_PER_DAY - 1);
    await setCredits(user.user.id, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => postContest(t.app, user.cookie)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429]);
    expect(await credits(user.user.id)).toBe(0);
    expect(await t.app.db.$count(petCaptions, eq(petCaptions.userId, user.user.id))).toBe(
      CAPTION_CONTESTS_PER_DAY + 1,
    );
  });
});
