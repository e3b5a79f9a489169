import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/helpers.ts';
import { createTestApp, testDriver } from '../../test/helpers.ts';
import { verifiedUser } from '../../test/users.ts';
import { fakeClock, insertPets, swipe, visitorCookieFrom } from '../../test/voting.ts';
import {
  dailyVoteUsage,
  ipVoteUsage,
  pendingBattles,
  swipeSkips,
  visitors,
  votes,
} from '../db/schema/index.ts';

/**
 * No request leaves a row that stays for ever (docs/decisions/0106-reads-make-no-rows.md): reads
 * make no rows, a visitor row comes only with something counted, and the `prune` job deletes what
 * only mattered for a day or for someone gone.
 */
describe(`rows nobody needs (${testDriver})`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let pets: string[];
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    ownerId = (await verifiedUser(t.app)).user.id;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    // Real "now" (rows' created_at come from the database's clock), then moved forward.
    clock = fakeClock(t.app, new Date().toISOString());
    await t.app.db.execute(sql`delete from pet_photos where true`);
    for (const table of ['visitors', 'swipe_skips', 'ip_vote_usage', 'pending_battles']) {
      await t.app.db.execute(sql`delete from ${sql.identifier(table)} where true`);
    }
    await t.app.db.execute(sql`delete from daily_vote_usage where true`);
    pets = await insertPets(t.app, ownerId, 3);
  });

  const count = async () => ({
    visitors: await t.app.db.$count(visitors),
    skips: await t.app.db.$count(swipeSkips),
    pending: await t.app.db.$count(pendingBattles),
  });

  it('makes no visitor for cookie-less reads, a report of a pet that does not exist, or a left swipe', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers: { origin: ORIGIN } });
    for (const url of ['/api/battles/current', '/api/voter', '/api/votes/queue', '/api/pets']) {
      expect((await get(url)).statusCode).toBe(200);
    }
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN },
      payload: {
        subjectType: 'pet',
        subjectId: '00000000-0000-4000-8000-000000000000',
        reason: 'spam',
      },
    });
    expect(report.statusCode).toBe(404);
    expect(visitorCookieFrom(report)).toBe('');
    expect((await swipe(t.app, pets[0]!, 'left')).statusCode).toBe(200);
    expect(await count()).toEqual({ visitors: 0, skips: 1, pending: 0 });
  });

  it("prunes skips and per-IP counts of past days, and visitors' past allowances", async () => {
    const left = await swipe(t.app, pets[0]!, 'left');
    const cookie = visitorCookieFrom(left);
    expect((await swipe(t.app, pets[1]!, 'right', { cookie })).statusCode).toBe(200);
    expect(await t.app.db.$count(ipVoteUsage)).toBe(1);
    expect(await t.app.db.$count(dailyVoteUsage)).toBe(1);

    // The same day and the next: a skip lasts its voter's day, whatever their zone.
    await t.app.pruning.run();
    clock.advanceDays(1);
    await t.app.pruning.run();
    expect(await count()).toEqual({ visitors: 1, skips: 1, pending: 0 });

    clock.advanceDays(1);
    const pruned = await t.app.pruning.run();
    expect(pruned).toMatchObject({ skips: 1, ipUsage: 1, visitorUsage: 1, visitors: 0 });
    expect(await t.app.db.$count(swipeSkips)).toBe(0);
    expect(await t.app.db.$count(ipVoteUsage)).toBe(0);
    expect(await t.app.db.$count(dailyVoteUsage)).toBe(0);
    // A visitor with a counted vote stays, and so does the vote.
    expect(await t.app.db.$count(visitors)).toBe(1);
    expect(await t.app.db.$count(votes)).toBe(1);
  });

  it('prunes visitors with nothing counted, once a day old', async () => {
    const res = await swipe(t.app, pets[0]!, 'right');
    expect(res.statusCode).toBe(200);
    // Its vote voided (a moderator's or fraud detection's voiding deletes vote rows).
    await t.app.db.execute(sql`delete from votes where true`);
    await t.app.db.execute(sql`update pet_photos set votes_count = 0 where true`);
    await t.app.pruning.run();
    expect(await t.app.db.$count(visitors)).toBe(1);
    clock.advanceHours(25);
    expect(await t.app.pruning.run()).toMatchObject({ visitors: 1 });
    expect(await t.app.db.$count(visitors)).toBe(0);
  });

  it("prunes visitors' stored matchups, gone accounts' and idle ones'", async () => {
    const battle = sql`gen_random_uuid()`;
    await t.app.db.execute(sql`insert into pending_battles (viewer_key, battle_id) values
      (${`v:${crypto.randomUUID()}`}, ${battle}),
      (${`u:${ownerId}`}, ${battle}),
      ('u:gone', ${battle})`);
    expect(await t.app.pruning.run()).toMatchObject({ pendingBattles: 2 });
    expect(await t.app.db.select({ key: pendingBattles.viewerKey }).from(pendingBattles)).toEqual([
      { key: `u:${ownerId}` },
    ]);
    clock.advanceDays(31);
    expect(await t.app.pruning.run()).toMatchObject({ pendingBattles: 1 });
    expect(await t.app.db.$count(pendingBattles)).toBe(0);
  });

  it('is a scheduled job of the runner (ADR 0071), due again within the hour', async () => {
    await t.app.pruning.run();
    const [row] = await t.app.db
      .execute<{ next: string; runs: number }>(
        sql`select next_run_at as next, runs from scheduled_jobs where name = 'prune'`,
      )
      .then((r) => (r as unknown as { rows: { next: string; runs: number }[] }).rows);
    expect(row!.runs).toBeGreaterThan(0);
    const dueIn = new Date(row!.next).getTime() - t.app.clock.now().getTime();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(60 * 60_000);
  });
});
