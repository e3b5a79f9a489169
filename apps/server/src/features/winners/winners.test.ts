import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { WINNERS_MONTHS } from '@pawprize/shared';
import { WinnersResponseSchema } from '@pawprize/shared/schemas/winners';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock } from '../../../test/voting.ts';
import { contestWinners, petPhotos, visitors, votes } from '../../db/schema/index.ts';
import { winnersContext } from './winners.routes.ts';
import { recordClosedMonths } from './winners.service.ts';

describe(`monthly winners (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    await t.app.winners.settled(); // the start-up run (an empty database)
    owner = await verifiedUser(t.app);
    clock = fakeClock(t.app, '2025-07-10T12:00:00Z');
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    // A database of this file's own (createTestApp); each test starts without pets or winners.
    await t.app.db.delete(contestWinners).where(sql`true`);
    await t.app.db.delete(petPhotos).where(sql`true`);
    // ...and without the winners' photo snapshots an earlier test recorded.
    rmSync(path.join(t.dataDir, 'uploads', 'winners'), { recursive: true, force: true });
    clock.set('2025-07-10T12:00:00Z');
    t.app.winners.invalidate();
  });

  /** Inserts a pet uploaded at `createdAt` (ISO), optionally with a real stored photo. */
  const pet = async (
    name: string,
    createdAt: string,
    opts: { votesCount?: number; withFile?: boolean; description?: string } = {},
  ): Promise<string> => {
    let imageKey: string | null = null;
    let url = `/uploads/pets/seed/${name}-800.webp`;
    if (opts.withFile) {
      imageKey = `pets/${owner.user.id}/${randomBytes(16).toString('hex')}`;
      await t.app.storage.put(`${imageKey}-800.webp`, Buffer.from(`photo of ${name}`), {
        contentType: 'image/webp',
      });
      url = t.app.storage.publicUrl(`${imageKey}-800.webp`);
    }
    const [row] = await t.app.db
      .insert(petPhotos)
      .values({
        userId: owner.user.id as string,
        petName: name,
        description: opts.description ?? `${name} is lovely`,
        imageUrl: url,
        imageKey,
        width: 800,
        height: 600,
        variants: [{ width: 800, url }],
        votesCount: opts.votesCount ?? 0,
        createdAt: new Date(createdAt),
      })
      .returning({ id: petPhotos.id });
    return row!.id;
  };

  /** One anonymous visitor's vote per timestamp. */
  const castVotes = async (petId: string, ...times: string[]) => {
    const voters = await t.app.db
      .insert(visitors)
      .values(times.map(() => ({})))
      .returning({ id: visitors.id });
    await t.app.db.insert(votes).values(
      times.map((time, i) => ({
        photoId: petId,
        visitorId: voters[i]!.id,
        source: 'swipe' as const,
        localDay: time.slice(0, 10),
        createdAt: new Date(time),
      })),
    );
  };

  const recorded = () =>
    t.app.db
      .select({
        month: contestWinners.month,
        petId: contestWinners.petId,
        petName: contestWinners.petName,
        votes: contestWinners.votes,
      })
      .from(contestWinners)
      .orderBy(asc(contestWinners.month));

  const getWinners = async () => {
    const res = await t.app.inject({ url: '/api/winners' });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: WinnersResponseSchema.parse(res.json()) };
  };

  it('counts votes cast before the month ended (UTC), not the live count', async () => {
    const late = await pet('Late Vote', '2025-06-10T00:00:00Z');
    const live = await pet('Live Count', '2025-06-05T00:00:00Z', { votesCount: 6 });
    await castVotes(late, '2025-06-20T10:00:00Z', '2025-06-30T23:59:59.999Z');
    await castVotes(live, '2025-06-15T10:00:00Z');
    // Midnight UTC belongs to July, even where it is still June 30 locally.
    await castVotes(live, ...Array.from({ length: 5 }, () => '2025-07-01T00:00:00.000Z'));

    expect(await recordClosedMonths(winnersContext(t.app))).toBe(1);
    expect(await recorded()).toEqual([
      { month: '2025-06-01', petId: late, petName: 'Late Vote', votes: 2 },
    ]);
  });

  it('ignores pets uploaded in another month', async () => {
    const may = await pet('May Pet', '2025-05-31T23:59:59.999Z');
    const june = await pet('June Pet', '2025-06-01T00:00:00.000Z');
    // Every vote of May Pet is cast in June, yet it competes in May only.
    await castVotes(may, '2025-06-02T00:00:00Z', '2025-06-03T00:00:00Z', '2025-06-04T00:00:00Z');
    await castVotes(june, '2025-06-02T00:00:00Z');
    await pet('July Pet', '2025-07-01T00:00:00.000Z', { votesCount: 99 });

    expect(await recordClosedMonths(winnersContext(t.app))).toBe(2);
    expect(await recorded()).toEqual([
      { month: '2025-05-01', petId: may, petName: 'May Pet', votes: 0 },
      { month: '2025-06-01', petId: june, petName: 'June Pet', votes: 1 },
    ]);
  });

  it('breaks a tie in favour of the earlier upload', async () => {
    // Inserted second, uploaded first: one microsecond earlier (finer than a JS Date).
    const later = await pet('Later', '2025-06-20T00:00:00.000Z');
    const earlier = await pet('Earlier', '2025-06-20T00:00:00.000Z');
    await t.app.db
      .update(petPhotos)
      .set({ createdAt: sql`${petPhotos.createdAt} - interval '1 microsecond'` })
      .where(eq(petPhotos.id, earlier));
    const other = await pet('Other', '2025-06-01T00:00:00Z');
    await castVotes(later, '2025-06-21T00:00:00Z', '2025-06-22T00:00:00Z');
    await castVotes(earlier, '2025-06-23T00:00:00Z', '2025-06-24T00:00:00Z');
    await castVotes(other, '2025-06-21T00:00:00Z');

    await recordClosedMonths(winnersContext(t.app));
    expect((await recorded()).map((r) => r.petName)).toEqual(['Earlier']);
  });

  it('records no winner for a month without pets, and only closed months', async () => {
    await pet('April', '2025-04-10T00:00:00Z');
    await pet('June', '2025-06-10T00:00:00Z');
    await pet('July', '2025-07-02T00:00:00Z');
    expect(await recordClosedMonths(winnersContext(t.app))).toBe(2);
    expect((await recorded()).map((r) => r.month)).toEqual(['2025-04-01', '2025-06-01']);
  });

  it('records each month once, even with two runs at once, and never changes it', async () => {
    const a = await pet('Alpha', '2025-05-10T00:00:00Z', { withFile: true });
    const b = await pet('Beta', '2025-06-10T00:00:00Z', { withFile: true });
    await castVotes(a, '2025-05-11T00:00:00Z');
    await castVotes(b, '2025-06-11T00:00:00Z');

    const counts = await Promise.all([
      recordClosedMonths(winnersContext(t.app)),
      recordClosedMonths(winnersContext(t.app)),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const rows = await recorded();
    expect(rows.map((r) => r.petName)).toEqual(['Alpha', 'Beta']);

    // A later upload or vote does not change a recorded month.
    const c = await pet('Gamma', '2025-06-12T00:00:00Z');
    await castVotes(c, '2025-06-13T00:00:00Z', '2025-06-14T00:00:00Z');
    await Promise.all([t.app.winners.run(), t.app.winners.run()]);
    expect(await recordClosedMonths(winnersContext(t.app))).toBe(0);
    expect(await recorded()).toEqual(rows);

    // The losing run removed its copy of the photo: one snapshot file per month.
    expect(readdirSync(path.join(t.dataDir, 'uploads', 'winners')).sort()).toEqual([
      expect.stringMatching(/^2025-05-[0-9a-f]{32}\.webp$/),
      expect.stringMatching(/^2025-06-[0-9a-f]{32}\.webp$/),
    ]);
    const { body } = await getWinners();
    for (const w of body.winners) {
      expect(w.imageUrl).toMatch(new RegExp(`^/uploads/winners/${w.month}-[0-9a-f]{32}\\.webp$`));
      expect((await t.app.inject({ url: w.imageUrl })).statusCode).toBe(200);
    }
  });

  it('keeps the snapshot (with its photo) when the pet is deleted', async () => {
    const id = await pet('Ghost', '2025-06-10T00:00:00Z', {
      withFile: true,
      description: 'Gone but not forgotten',
    });
    await castVotes(id, '2025-06-11T00:00:00Z', '2025-06-12T00:00:00Z');
    await recordClosedMonths(winnersContext(t.app));
    const before = (await getWinners()).body.winners[0]!;
    const original = (await t.app.inject({ url: `/api/pets/${id}` })).json().pet.imageUrl as string;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/pets/${id}`,
      headers: { origin: ORIGIN, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: original })).statusCode).toBe(404);

    t.app.winners.invalidate();
    const { body } = await getWinners();
    expect(body.winners).toEqual([{ ...before, petId: null }]);
    expect(before).toMatchObject({
      month: '2025-06',
      petName: 'Ghost',
      description: 'Gone but not forgotten',
      votes: 2,
    });
    expect((await t.app.inject({ url: before.imageUrl })).statusCode).toBe(200);
  });

  it('serves the last 6 closed months, newest first, and the running month', async () => {
    clock.set('2025-12-15T08:30:00Z');
    const months = ['2025-03', '2025-04', '2025-05', '2025-06', '2025-08', '2025-09', '2025-11'];
    for (const m of months) await pet(`Pet ${m}`, `${m}-15T00:00:00Z`);
    const leader = await pet('Leader', '2025-12-02T00:00:00Z');
    const runnerUp = await pet('Runner-up', '2025-12-01T00:00:00Z');
    await castVotes(leader, '2025-12-03T00:00:00Z', '2025-12-04T00:00:00Z');
    await castVotes(runnerUp, '2025-12-03T00:00:00Z');
    await recordClosedMonths(winnersContext(t.app));

    const { res, body } = await getWinners();
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    // June–November: July and October had no pets.
    expect(body.winners.map((w) => w.month)).toEqual(['2025-11', '2025-09', '2025-08', '2025-06']);
    expect(body.winners.length).toBeLessThanOrEqual(WINNERS_MONTHS);
    expect(body.winners[0]).toMatchObject({ petName: 'Pet 2025-11', votes: 0 });
    expect(body.winners[0]!.petId).toEqual(expect.any(String));
    expect(body.current).toEqual({
      month: '2025-12',
      endsAt: '2026-01-01T00:00:00.000Z',
      leader: {
        petId: leader,
        petName: 'Leader',
        imageUrl: '/uploads/pets/seed/Leader-800.webp',
        votes: 2,
      },
    });

    // The leader follows new votes (once the short cache is refreshed).
    await castVotes(runnerUp, '2025-12-05T00:00:00Z', '2025-12-06T00:00:00Z');
    t.app.winners.invalidate();
    expect((await getWinners()).body.current.leader).toMatchObject({ petId: runnerUp, votes: 3 });
  });

  it('has no leader and no winners before any pet is uploaded', async () => {
    expect(await recordClosedMonths(winnersContext(t.app))).toBe(0);
    const { body } = await getWinners();
    expect(body).toEqual({
      winners: [],
      current: { month: '2025-07', endsAt: '2025-08-01T00:00:00.000Z', leader: null },
    });
  });
});
