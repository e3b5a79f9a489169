import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { countMismatches, getVoter, insertPets, swipe, vote } from '../../../test/voting.ts';
import { castVoteFunction } from '../../db/functions/votes.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Nobody votes for their own entry (docs/decisions/0110-own-entries.md): not by
 * card, swipe or battle, not for a caption they wrote — the database function refuses it
 * whichever route calls — and the owner's pets are left out of their deck and battles. The
 * contest's owner may vote for the captions others wrote for their pet.
 */

const ownEntry = { code: 'OWN_ENTRY', message: messages.vote.ownPet };

async function votesOn(app: FastifyInstance, petId: string): Promise<number> {
  const [row] = await rowsOf<{ count: number; rows: number }>(
    app.db,
    sql`select votes_count as count, (select count(*)::int from votes where photo_id = p.id) as rows
      from pet_photos as p where id = ${petId}::uuid`,
  );
  expect(row!.count).toBe(row!.rows);
  return row!.count;
}

describe(`own entries (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    await t.app.battleRankings.settled();
  });
  afterAll(() => t?.close());

  it('refuses a card vote and a cute swipe for your own pet (403), and counts nothing', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const card = await vote(t.app, pet!, { cookie: owner.cookie });
    expect(card.statusCode).toBe(403);
    expect(card.json()).toEqual(ownEntry);
    const right = await swipe(t.app, pet!, 'right', { cookie: owner.cookie });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(ownEntry);
    expect(await votesOn(t.app, pet!)).toBe(0);
    // No allowance used, no streak.
    const state = (await getVoter(t.app, { cookie: owner.cookie })).json().voter;
    expect(state).toMatchObject({ votesUsedToday: 0, streak: { currentStreak: 0 } });
    // Anyone else's vote counts.
    const fan = await verifiedUser(t.app);
    expect((await vote(t.app, pet!, { cookie: fan.cookie })).statusCode).toBe(200);
    expect(await votesOn(t.app, pet!)).toBe(1);
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('refuses it in the database function itself, whichever route would call it', async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    const [row] = await castVoteFunction.call(t.app.db, {
      petId: pet!,
      user: owner.user.id,
      visitor: null,
      source: 'card',
      day: '2025-07-04',
      utcDay: '2025-07-04',
      voterKey: `u:${owner.user.id}`,
      dailyLimit: 20,
      ipKey: null,
      ipLimit: 100,
      timeZone: 'UTC',
      ipNetwork: null,
    });
    expect(row!.outcome).toBe('own_entry');
    expect(await votesOn(t.app, pet!)).toBe(0);
  });

  it('leaves your own pets out of your deck and your battles', async () => {
    const owner = await verifiedUser(t.app);
    const mine = await insertPets(t.app, owner.user.id, 3);
    const other = await verifiedUser(t.app);
    const theirs = await insertPets(t.app, other.user.id, 3);
    const deck = await t.app.inject({
      method: 'GET',
      url: '/api/votes/queue',
      remoteAddress: freshIp(),
      headers: { cookie: owner.cookie },
    });
    const cards = deck.json().pets.map((p: { id: string }) => p.id);
    expect(cards).toEqual(expect.arrayContaining(theirs));
    expect(cards).toEqual(expect.not.arrayContaining(mine));
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: i ? 'POST' : 'GET',
        url: i ? '/api/battles/next' : '/api/battles/current',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: owner.cookie },
      });
      const { battle } = res.json();
      expect(mine).not.toContain(battle.pet1.id);
      expect(mine).not.toContain(battle.pet2.id);
    }
  });

  it('refuses a vote in a battle that holds your own pet (403), even one left pending', async () => {
    const owner = await verifiedUser(t.app);
    const [mine] = await insertPets(t.app, owner.user.id, 1);
    const other = await verifiedUser(t.app);
    const [theirs] = await insertPets(t.app, other.user.id, 1);
    // Matchmaking never serves one: a pending battle of the pair, as if carried over.
    const [lo, hi] = [mine!, theirs!].sort();
    const [battle] = await rowsOf<{ id: string }>(
      t.app.db,
      sql`insert into battles (pet1_id, pet2_id) values (${lo}::uuid, ${hi}::uuid) returning id`,
    );
    await t.app.db.execute(sql`insert into pending_battles (viewer_key, battle_id)
      values (${`u:${owner.user.id}`}, ${battle!.id}::uuid)`);
    for (const petId of [mine, theirs]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle!.id}/votes`,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: owner.cookie },
        payload: { petId },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'OWN_ENTRY', message: messages.battle.ownPet });
    }
    const [counted] = await rowsOf<{ votes: number }>(
      t.app.db,
      sql`select (select count(*)::int from battle_votes where battle_id = ${battle!.id}::uuid)
        as votes`,
    );
    expect(counted!.votes).toBe(0);
  });

  it("refuses a vote for a caption you wrote; the contest's owner may vote for others'", async () => {
    const owner = await verifiedUser(t.app);
    const contest = await createContest(t.app, owner.cookie);
    const fan = await verifiedUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/captions/${contest.shareId}/captions`,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: fan.cookie },
      payload: { caption: 'Professional napper, amateur zoomie' },
    });
    expect(added.statusCode).toBe(201);
    const fanCaption = added
      .json()
      .contest.captions.find(
        (c: { caption: string }) => c.caption === 'Professional napper, amateur zoomie',
      );
    const own = await voteCaption(t.app, fan.cookie, contest.shareId, fanCaption.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      code: 'OWN_ENTRY',
      message: messages.captionContest.ownCaption,
    });
    // The fan can still vote for another caption; the owner for the fan's.
    const other = contest.captions[0]!;
    expect((await voteCaption(t.app, fan.cookie, contest.shareId, other.id)).statusCode).toBe(200);
    const byOwner = await voteCaption(t.app, owner.cookie, contest.shareId, fanCaption.id);
    expect(byOwner.statusCode).toBe(200);
  });
});
