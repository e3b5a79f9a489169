import { CAPTION_CONTESTS_PER_DAY, CAPTIONS_PAGE_SIZE } from '@pawprize/shared';
import { CaptionAllowanceSchema, CaptionPageSchema } from '@pawprize/shared/schemas/captions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-helpers.ts';
import { createContest, jpegPart, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petCaptions } from '../../db/schema/index.ts';

type Account = Awaited<ReturnType<typeof verifiedUser>>;

/** The /captions page's list, My Caption Contests and the allowance (ADR 0047). */
describe(`caption contest pages (${testDriver})`, () => {
  let t: TestApp;
  let owner: Account;
  let voters: Account[];
  const made: Record<string, { id: string; shareId: string; captions: { id: string }[] }> = {};

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    owner = await verifiedUser(t.app);
    voters = [await verifiedUser(t.app), await verifiedUser(t.app)];
    for (const name of ['Biscuit', 'Marmalade', 'Comet', 'Shadow']) {
      made[name] = await createContest(t.app, owner.cookie, {
        petName: name,
        image: jpegPart(),
      });
    }
    // Shadow is hidden by a moderator: it leaves the public list, not its owner's.
    await t.app.db
      .update(petCaptions)
      .set({ status: 'hidden', statusReason: 'Not a pet' })
      .where(eq(petCaptions.id, made.Shadow!.id));
    // Marmalade (the second oldest) gets two votes: it leads Trending.
    for (const voter of voters) {
      const res = await voteCaption(
        t.app,
        voter.cookie,
        made.Marmalade!.shareId,
        made.Marmalade!.captions[0]!.id,
      );
      expect(res.statusCode).toBe(200);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (url: string, cookie?: string) =>
    t.app.inject({ url, remoteAddress: freshIp(), headers: cookie ? { cookie } : {} });
  const browse = async (query: string, cookie?: string) => {
    const res = await get(`/api/captions/browse?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return CaptionPageSchema.parse(res.json());
  };
  const names = (page: { contests: { petName: string }[] }) => page.contests.map((c) => c.petName);

  it('lists the visible contests, newest first, with the total', async () => {
    const page = await browse('sort=newest');
    expect(names(page)).toEqual(['Comet', 'Marmalade', 'Biscuit']);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
  });

  it('ranks Trending by votes (newest first among equals); Trending is the default', async () => {
    expect(names(await browse('sort=trending'))).toEqual(['Marmalade', 'Comet', 'Biscuit']);
    expect(names(await browse(''))).toEqual(['Marmalade', 'Comet', 'Biscuit']);
  });

  it('searches by pet name, case-insensitively, with % and _ taken literally', async () => {
    const found = await browse('sort=newest&q=MARM');
    expect(names(found)).toEqual(['Marmalade']);
    expect(found.total).toBe(1);
    expect((await browse('q=%25')).total).toBe(0);
    expect((await browse('q=_')).total).toBe(0);
    // The hidden one is not found either.
    expect((await browse('q=shadow')).total).toBe(0);
  });

  it("marks the viewer's own vote in the list", async () => {
    const page = await browse('sort=trending', voters[0]!.cookie);
    expect(page.contests[0]!.myVoteCaptionId).toBe(made.Marmalade!.captions[0]!.id);
    expect(page.contests[1]!.myVoteCaptionId).toBeNull();
  });

  it('pages through many contests', async () => {
    // Fifteen more visible contests, older than the others (copies of Biscuit's row).
    await t.app.db.execute(sql`
      insert into pet_captions (share_id, user_id, pet_name, image_url, variants, created_at)
      select 'extra-contest-' || n, user_id, 'Extra ' || n, image_url, variants,
        created_at - (n || ' seconds')::interval
      from pet_captions, generate_series(1, 15) as n
      where id = ${made.Biscuit!.id}`);
    const first = await browse('sort=newest');
    expect(first.contests).toHaveLength(CAPTIONS_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 18 });
    const second = await browse('sort=newest&page=2');
    expect(second.contests).toHaveLength(18 - CAPTIONS_PAGE_SIZE);
    expect(names(second).at(-1)).toBe('Extra 15');
    const seen = new Set([...names(first), ...names(second)]);
    expect(seen.size).toBe(18);
    // Past the last page: an empty page, not an error.
    expect((await browse('sort=newest&page=3')).contests).toEqual([]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'page=0',
      'page=501',
      'page=abc',
      'sort=best',
      `q=${'a'.repeat(61)}`,
      'q=cat%0Adog',
    ]) {
      const res = await get(`/api/captions/browse?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("lists a member's own contests, hidden ones too (with their state), newest first", async () => {
    const res = await get('/api/me/captions', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = CaptionPageSchema.parse(res.json());
    // The four made above, newest first, and every row of the owner's in the total (another
    // case adds older copies).
    expect(page.total).toBe(
      await t.app.db.$count(petCaptions, eq(petCaptions.userId, owner.user.id)),
    );
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(names(page).slice(0, 4)).toEqual(['Shadow', 'Comet', 'Marmalade', 'Biscuit']);
    expect(page.contests[0]!.moderation).toEqual({ status: 'hidden', reason: 'Not a pet' });
    expect(page.contests.every((c) => c.isOwner)).toBe(true);

    const nobody = await verifiedUser(t.app);
    const none = CaptionPageSchema.parse((await get('/api/me/captions', nobody.cookie)).json());
    expect(none).toMatchObject({ contests: [], total: 0, pageCount: 1 });
    expect((await get('/api/me/captions')).statusCode).toBe(401);
  });

  it("tells a member today's free contests and their Generation Credits", async () => {
    const other = await verifiedUser(t.app);
    const fresh = CaptionAllowanceSchema.parse(
      (await get('/api/me/caption-allowance', other.cookie)).json(),
    );
    expect(fresh).toMatchObject({
      perDay: CAPTION_CONTESTS_PER_DAY,
      usedToday: 0,
      leftToday: CAPTION_CONTESTS_PER_DAY,
      credits: 0,
    });
    expect(new Date(fresh.resetsAt).getUTCHours()).toBe(0);
    expect(new Date(fresh.resetsAt).getTime()).toBeGreaterThan(Date.now());

    await createContest(t.app, other.cookie);
    await t.app.db.execute(sql`update profiles set credits = 2 where id = ${other.user.id}`);
    const after = CaptionAllowanceSchema.parse(
      (await get('/api/me/caption-allowance', other.cookie)).json(),
    );
    expect(after).toMatchObject({
      usedToday: 1,
      leftToday: CAPTION_CONTESTS_PER_DAY - 1,
      credits: 2,
    });
    // A member with more contests today than the day allows (hidden copies of Biscuit's row, so
    // the public lists stay as they are): none left, never below zero.
    const busy = await verifiedUser(t.app);
    await t.app.db.execute(sql`
      insert into pet_captions (share_id, user_id, pet_name, image_url, variants, status, created_at)
      select 'busy-contest-' || n, ${busy.user.id}, 'Busy ' || n, image_url, variants, 'hidden', now()
      from pet_captions, generate_series(1, ${CAPTION_CONTESTS_PER_DAY + 1}) as n
      where id = ${made.Biscuit!.id}`);
    const busys = CaptionAllowanceSchema.parse(
      (await get('/api/me/caption-allowance', busy.cookie)).json(),
    );
    expect(busys).toMatchObject({ usedToday: CAPTION_CONTESTS_PER_DAY + 1, leftToday: 0 });
    expect((await get('/api/me/caption-allowance')).statusCode).toBe(401);
  }, 60_000);
});
