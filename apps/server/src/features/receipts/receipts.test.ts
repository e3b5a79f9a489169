import {
  IntegrityTotalsSchema,
  PetReceiptSchema,
  RoundReceiptsSchema,
} from '@pawprize/shared/schemas/receipts';
import type { PetReceipt } from '@pawprize/shared/schemas/receipts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, share, swipe, visitorCookieFrom, vote } from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';
import { RECEIPTS_TOPIC } from './index.ts';

/**
 * The public receipts (docs/decisions/0080-public-receipts.md): every figure against the rows
 * behind it, each refused attempt in exactly its own figure, voiding moving votes from counted to
 * voided, the rounds' receipts and the site's totals.
 */

async function receipt(app: FastifyInstance, petId: string): Promise<PetReceipt> {
  const res = await app.inject({ method: 'GET', url: `/api/pets/${petId}/receipt` });
  expect(res.statusCode).toBe(200);
  return PetReceiptSchema.parse(res.json());
}

const NO_REFUSALS = { alreadyVoted: 0, dailyLimit: 0, ipCap: 0, signedOut: 0 };
const NOTHING_VOIDED = { fraud: 0 };

/** The rows behind a pet's figures. */
async function rowsBehind(app: FastifyInstance, petId: string) {
  const [row] = await rowsOf<{ votes: number; voided: number; refusals: number }>(
    app.db,
    sql`select (select count(*)::int from votes where photo_id = ${petId}::uuid) as votes,
      (select count(*)::int from voided_votes
        where pet_id = ${petId}::uuid and kind in ('card', 'swipe')) as voided,
      (select coalesce(sum(n), 0)::int from vote_refusals where pet_id = ${petId}::uuid) as refusals`,
  );
  return row!;
}

const countedTotal = (r: PetReceipt) =>
  r.counted.card + r.counted.swipeMembers + r.counted.swipeVisitors;

describe(`public receipts (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;

  beforeAll(async () => {
    t = await createTestApp({
      MAIL_WORKER: 'false',
      DAILY_VOTES: '2',
      DAILY_VOTES_ANONYMOUS: '1',
      ANON_VOTES_PER_IP: '2',
      ADMIN_EMAILS: 'moderator@example.test',
    });
    admin = await adminAccount(t.app);
  });
  afterAll(() => t?.close());

  it('splits counted votes by source and always adds up to the vote count', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const member = await verifiedUser(t.app);
    const swiper = await verifiedUser(t.app);
    expect((await vote(t.app, pet!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await swipe(t.app, pet!, 'right', { cookie: swiper.cookie })).statusCode).toBe(200);
    expect((await swipe(t.app, pet!, 'right')).statusCode).toBe(200);
    const r = await receipt(t.app, pet!);
    expect(r).toEqual({
      petId: pet,
      votesCount: 3,
      counted: { card: 1, swipeMembers: 1, swipeVisitors: 1 },
      bonus: 0,
      battleWins: 0,
      refused: NO_REFUSALS,
      voided: NOTHING_VOIDED,
      voidedDays: [],
    });
    expect(countedTotal(r)).toBe((await rowsBehind(t.app, pet!)).votes);
  });

  it('counts a repeat vote as "already voted", and only that', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const member = await verifiedUser(t.app);
    expect((await vote(t.app, pet!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, pet!, { cookie: member.cookie })).statusCode).toBe(409);
    expect((await swipe(t.app, pet!, 'right', { cookie: member.cookie })).statusCode).toBe(409);
    const r = await receipt(t.app, pet!);
    expect(r.refused).toEqual({ ...NO_REFUSALS, alreadyVoted: 2 });
    expect(r.votesCount).toBe(1);
    expect(countedTotal(r)).toBe(1);
  });

  it('counts a signed-out card vote, and only that; an unknown pet counts nothing', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const res = await vote(t.app, pet!);
    expect(res.statusCode).toBe(401);
    const r = await receipt(t.app, pet!);
    expect(r.refused).toEqual({ ...NO_REFUSALS, signedOut: 1 });
    expect(r.votesCount).toBe(0);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await vote(t.app, missing)).statusCode).toBe(401);
    const [row] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from vote_refusals where pet_id = ${missing}::uuid`,
    );
    expect(row!.n).toBe(0);
  });

  it('counts a member over the daily allowance, and nothing else changes', async () => {
    const owner = await verifiedUser(t.app);
    const [a, b, c] = await insertPets(t.app, owner.user.id, 3);
    const member = await verifiedUser(t.app);
    expect((await vote(t.app, a!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, b!, { cookie: member.cookie })).statusCode).toBe(200);
    const refused = await vote(t.app, c!, { cookie: member.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('DAILY_LIMIT_REACHED');
    const r = await receipt(t.app, c!);
    expect(r.refused).toEqual({ ...NO_REFUSALS, dailyLimit: 1 });
    expect(r.votesCount).toBe(0);
    expect(await rowsBehind(t.app, c!)).toEqual({ votes: 0, voided: 0, refusals: 1 });
    const [usage] = await rowsOf<{ used: number }>(
      t.app.db,
      sql`select votes_used as used from daily_vote_usage where voter_key = ${`u:${member.user.id}`}`,
    );
    expect(usage!.used).toBe(2);
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
  });

  it('counts a bonus vote as its own figure, within the counted votes', async () => {
    const owner = await verifiedUser(t.app);
    const [a, b, c] = await insertPets(t.app, owner.user.id, 3);
    const member = await verifiedUser(t.app);
    expect((await vote(t.app, a!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, b!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await share(t.app, 'twitter', { cookie: member.cookie })).statusCode).toBe(200);
    const res = await vote(t.app, c!, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().voter.bonusVotesLeft).toBe(2);
    const r = await receipt(t.app, c!);
    expect(r).toMatchObject({ votesCount: 1, bonus: 1, counted: { card: 1 } });
    expect((await receipt(t.app, a!)).bonus).toBe(0);
  });

  it('counts a visitor over the per-IP cap, and gives back nothing it did not take', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const ip = freshIp();
    expect((await swipe(t.app, pet!, 'right', { ip })).statusCode).toBe(200);
    expect((await swipe(t.app, pet!, 'right', { ip })).statusCode).toBe(200);
    const [visitorsBefore] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from visitors`,
    );
    const refused = await swipe(t.app, pet!, 'right', { ip });
    expect(refused.statusCode).toBe(429);
    const r = await receipt(t.app, pet!);
    expect(r.refused).toEqual({ ...NO_REFUSALS, ipCap: 1 });
    expect(r).toMatchObject({ votesCount: 2, counted: { swipeVisitors: 2 } });
    const [visitorsAfter] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from visitors`,
    );
    expect(visitorsAfter!.n).toBe(visitorsBefore!.n);
  });

  it('counts a visitor over the daily allowance and gives back the per-IP use', async () => {
    const owner = await verifiedUser(t.app);
    const [a, b] = await insertPets(t.app, owner.user.id, 2);
    const ip = freshIp();
    const first = await swipe(t.app, a!, 'right', { ip });
    expect(first.statusCode).toBe(200);
    const cookie = visitorCookieFrom(first);
    const refused = await swipe(t.app, b!, 'right', { ip, cookie });
    expect(refused.statusCode).toBe(429);
    expect((await receipt(t.app, b!)).refused).toEqual({ ...NO_REFUSALS, dailyLimit: 1 });
    // The per-IP cap (2) still has a vote left: another visitor on that network can vote.
    expect((await swipe(t.app, b!, 'right', { ip })).statusCode).toBe(200);
    expect((await receipt(t.app, b!)).refused).toEqual({ ...NO_REFUSALS, dailyLimit: 1 });
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
  });

  it('counts battle wins as a separate figure', async () => {
    const owner = await verifiedUser(t.app);
    await insertPets(t.app, owner.user.id, 2);
    const member = await verifiedUser(t.app);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { cookie: member.cookie },
    });
    const battle = current.json().battle as { id: string; pet1: { id: string } };
    const before = await receipt(t.app, battle.pet1.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: member.cookie },
      payload: { petId: battle.pet1.id },
    });
    expect(res.statusCode).toBe(200);
    const after = await receipt(t.app, battle.pet1.id);
    expect(after.battleWins).toBe(before.battleWins + 1);
    expect(after.votesCount).toBe(before.votesCount);
  });

  it('moves voided votes from counted to voided, with the day, and keeps counts equal to rows', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const abuser = await verifiedUser(t.app);
    const honest = await verifiedUser(t.app);
    expect((await vote(t.app, pet!, { cookie: abuser.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, pet!, { cookie: honest.cookie })).statusCode).toBe(200);
    expect((await receipt(t.app, pet!)).counted.card).toBe(2);
    const ban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${abuser.user.id}/ban`,
      { reason: 'Vote ring' },
    );
    expect(ban.statusCode).toBe(200);
    const r = await receipt(t.app, pet!);
    const rows = await rowsBehind(t.app, pet!);
    expect(r.votesCount).toBe(1);
    expect(r.counted).toEqual({ card: 1, swipeMembers: 0, swipeVisitors: 0 });
    // The ban's void is a row, but the pet's receipt does not show it: it would say whom the
    // banned member voted for (ADR 0104).
    expect(r.voided).toEqual(NOTHING_VOIDED);
    expect(r.voidedDays).toEqual([]);
    expect(rows).toMatchObject({ votes: countedTotal(r), voided: 1 });
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
  });

  it('answers 404 for a pet that is not public, and is cacheable', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    await t.app.db.execute(sql`update pet_photos set status = 'hidden' where id = ${pet}::uuid`);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/pets/${pet}/receipt` });
    expect(hidden.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/pets/nope/receipt' });
    expect(malformed.statusCode).toBe(404);
    const [visible] = await insertPets(t.app, owner.user.id, 1);
    const res = await t.app.inject({ method: 'GET', url: `/api/pets/${visible}/receipt` });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // Figures only: the one id in the answer is the pet's, and no address appears.
    const ids = res.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g);
    expect(ids).toEqual([visible]);
    expect(res.body).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });

  it('gives each round a receipt: entries, voters, counted and voided votes, the margin', async () => {
    const owner = await verifiedUser(t.app);
    const [winner, runnerUp, third] = await insertPets(t.app, owner.user.id, 3);
    const voters = await Promise.all([1, 2, 3, 4].map(() => verifiedUser(t.app)));
    for (const v of voters.slice(0, 3)) {
      expect((await vote(t.app, winner!, { cookie: v.cookie })).statusCode).toBe(200);
    }
    expect((await vote(t.app, runnerUp!, { cookie: voters[3]!.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, third!, { cookie: voters[3]!.cookie })).statusCode).toBe(200);
    // The ban voids voter 0's vote for the winner (after the round, as the job would see it).
    const ban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voters[0]!.user.id}/ban`,
      { reason: 'Bought votes' },
    );
    expect(ban.statusCode).toBe(200);
    // Move this round to a month of its own, long closed, and record its winner.
    const month = '2020-03';
    const ids = [winner!, runnerUp!, third!];
    const inMonth = sql`'2020-03-15T12:00:00Z'::timestamptz`;
    await t.app.db.execute(sql`update pet_photos set created_at = ${inMonth}
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    await t.app.db.execute(sql`update votes set created_at = ${inMonth}
      where photo_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    await t.app.db.execute(sql`update voided_votes set cast_at = ${inMonth}
      where pet_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    await t.app.db
      .execute(sql`insert into contest_winners (month, pet_id, pet_name, image_url, votes)
      values ('2020-03-01', ${winner}::uuid, 'Pet 1', '/x.webp', 2)`);
    t.app.clock.now = () => new Date('2020-05-10T12:00:00Z');
    t.app.caches.invalidate(RECEIPTS_TOPIC);
    const res = await t.app.inject({ method: 'GET', url: '/api/receipts/rounds' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const { rounds } = RoundReceiptsSchema.parse(res.json());
    // The first entry is from 2020-03: no receipts of the months before it (docs/product/integrity.md).
    expect(rounds.map((r) => r.month)).toEqual(['2020-05', '2020-04', '2020-03']);
    expect(rounds[0]).toMatchObject({ closed: false, entries: 0, margin: null });
    expect(rounds.find((r) => r.month === month)).toEqual({
      month,
      closed: true,
      entries: 3,
      voters: 3,
      votesCounted: 4,
      // The ban's void is not public until its period is (ADR 0104).
      votesVoided: 0,
      margin: 1,
      marginExceedsVoided: true,
    });
    t.app.clock.now = () => new Date();
  });

  it('publishes the site totals, equal to the rows', async () => {
    // Rows of every kind the totals add up, made here: counted and bonus votes, a refusal, a
    // voided vote and a battle vote.
    const owner = await verifiedUser(t.app);
    const [a, b, c] = await insertPets(t.app, owner.user.id, 3);
    const member = await verifiedUser(t.app);
    expect((await vote(t.app, a!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, a!, { cookie: member.cookie })).statusCode).toBe(409);
    expect((await vote(t.app, b!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await share(t.app, 'twitter', { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, c!, { cookie: member.cookie })).json().voter.bonusVotesLeft).toBe(2);
    const abuser = await verifiedUser(t.app);
    expect((await vote(t.app, a!, { cookie: abuser.cookie })).statusCode).toBe(200);
    const ban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${abuser.user.id}/ban`,
      { reason: 'Vote ring' },
    );
    expect(ban.statusCode).toBe(200);
    const judge = await verifiedUser(t.app);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { cookie: judge.cookie },
    });
    const battle = current.json().battle as { id: string; pet1: { id: string } };
    const judged = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: judge.cookie },
      payload: { petId: battle.pet1.id },
    });
    expect(judged.statusCode).toBe(200);

    t.app.caches.invalidate(RECEIPTS_TOPIC);
    const res = await t.app.inject({ method: 'GET', url: '/api/integrity' });
    expect(res.statusCode).toBe(200);
    const totals = IntegrityTotalsSchema.parse(res.json());
    // Ban and deletion voids count once their period is published (ADR 0104).
    const published = new Date(totals.moderationPeriods[0]?.to ?? 0).toISOString();
    const [rows] = await rowsOf<{
      votes: number;
      refusals: number;
      voided: number;
      battle: number;
      bonus: number;
    }>(
      t.app.db,
      sql`select (select count(*)::int from votes) as votes,
        (select coalesce(sum(n), 0)::int from vote_refusals) as refusals,
        (select count(*)::int from voided_votes where kind in ('card', 'swipe')
          and (source = 'fraud' or voided_at < ${published})) as voided,
        (select count(*)::int from battle_votes) as battle,
        (select count(*)::int from votes where bonus) as bonus`,
    );
    expect(totals.votesCounted).toBe(rows!.votes);
    expect(Object.values(totals.refused).reduce((a, b) => a + b, 0)).toBe(rows!.refusals);
    expect(Object.values(totals.voided).reduce((a, b) => a + b, 0)).toBe(rows!.voided);
    expect(totals.battleVotes).toBe(rows!.battle);
    expect(totals.bonus).toBe(rows!.bonus);
    expect(rows).toMatchObject({
      votes: expect.toSatisfy((n: number) => n >= 3),
      refusals: expect.toSatisfy((n: number) => n >= 1),
      battle: expect.toSatisfy((n: number) => n >= 1),
      bonus: expect.toSatisfy((n: number) => n >= 1),
    });
  });

  it('shows ban voids only as site-wide totals of ended weeks, once 3 members are mixed in', async () => {
    const owner = await verifiedUser(t.app);
    const [pet, other] = await insertPets(t.app, owner.user.id, 2);
    const members = await Promise.all([1, 2, 3, 4].map(() => verifiedUser(t.app)));
    for (const m of members) {
      expect((await vote(t.app, pet!, { cookie: m.cookie })).statusCode).toBe(200);
    }
    expect((await vote(t.app, other!, { cookie: members[0]!.cookie })).statusCode).toBe(200);
    const totals = async () => {
      t.app.caches.invalidate(RECEIPTS_TOPIC);
      return IntegrityTotalsSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/integrity' })).json(),
      );
    };
    const banIn = async (member: (typeof members)[number], voidedAt: string | null) => {
      const ban = await adminRequest(
        t.app,
        admin.cookie,
        'POST',
        `/api/admin/users/${member.user.id}/ban`,
        { reason: 'Vote ring' },
      );
      expect(ban.statusCode).toBe(200);
      if (voidedAt) {
        await t.app.db.execute(sql`update voided_votes set voided_at = ${voidedAt}::timestamptz
          where voter_user_id = ${member.user.id}`);
      }
    };
    const start = await totals();
    const removed = (x: typeof start) => x.voided.moderator + x.voided.accountDeleted;
    const inJanuary = (x: typeof start) =>
      x.moderationPeriods.filter((p) => p.from.startsWith('2020-01'));
    // One member banned in the week of 6 January 2020, another in the next: fewer than 3 members,
    // so nothing is published, not even as a total.
    await banIn(members[0]!, '2020-01-07T12:00:00Z');
    await banIn(members[1]!, '2020-01-14T12:00:00Z');
    let now = await totals();
    expect(inJanuary(now)).toEqual([]);
    expect(removed(now)).toBe(removed(start));
    // A third member, banned in the week after: the three weeks are published as one period.
    await banIn(members[2]!, '2020-01-21T12:00:00Z');
    now = await totals();
    expect(inJanuary(now)).toEqual([{ from: '2020-01-06', to: '2020-01-27', votes: 4 }]);
    expect(removed(now)).toBe(removed(start) + 4);
    // A ban this week is not public before the week has ended (and then only with two others).
    await banIn(members[3]!, null);
    const later = await totals();
    expect(removed(later)).toBe(removed(now));
    expect(later.moderationPeriods).toEqual(now.moderationPeriods);
    // No pet's receipt names a ban's voids, and the counts still equal the rows.
    for (const id of [pet!, other!]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pets/${id}/receipt` });
      expect(res.body).not.toMatch(/moderator|accountDeleted|account_deleted/);
      const r = PetReceiptSchema.parse(res.json());
      expect(r.voided).toEqual(NOTHING_VOIDED);
      expect(r.voidedDays).toEqual([]);
      expect(r.votesCount).toBe(countedTotal(r));
    }
    expect((await receipt(t.app, pet!)).votesCount).toBe(0);
    const [published] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from voided_votes
        where source in ('moderator', 'account_deleted') and kind in ('card', 'swipe')
          and voided_at < ${new Date(now.moderationPeriods[0]!.to).toISOString()}::timestamptz`,
    );
    expect(removed(later)).toBe(published!.n);
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
  });
});
