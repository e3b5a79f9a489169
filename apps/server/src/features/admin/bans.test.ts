import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signIn } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, swipe, vote } from '../../../test/voting.ts';

/**
 * Bans: sessions end, sign-in and sign-up refused, entries hidden, every vote voided
 * with its counters; unban gives back what the ban took (docs/decisions/0062-bans-and-vote-voiding.md).
 */

async function battleVote(t: TestApp, cookie: string) {
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/battles/current',
    remoteAddress: freshIp(),
    headers: { cookie },
  });
  const battle = current.json().battle;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/battles/${battle.id}/votes`,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, cookie },
    payload: { petId: battle.pet1.id },
  });
  if (res.statusCode !== 200) throw new Error(`battle vote: ${res.statusCode} ${res.body}`);
  return battle as { id: string; pet1: { id: string }; pet2: { id: string } };
}

describe(`bans (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'moderator@example.test' });
    admin = await adminAccount(t.app);
  });
  afterAll(() => t?.close());

  it('ends sessions, refuses sign-in and sign-up, hides entries and voids every vote with its counters; unban restores', async () => {
    const owner = await verifiedUser(t.app);
    const [a, b, c] = await insertPets(t.app, owner.user.id, 3);
    const voter = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const [own] = await insertPets(t.app, voter.user.id, 1);
    const contest = await createContest(t.app, owner.cookie);

    expect((await vote(t.app, a!, { cookie: voter.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, a!, { cookie: other.cookie })).statusCode).toBe(200);
    expect((await swipe(t.app, b!, 'right', { cookie: voter.cookie })).statusCode).toBe(200);
    const battle = await battleVote(t, voter.cookie);
    const caption = contest.captions[0]!;
    expect((await voteCaption(t.app, voter.cookie, contest.shareId, caption.id)).statusCode).toBe(
      200,
    );
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    const rankedWins = async () => {
      await t.app.battleRankings.recompute({ force: true });
      const result = (await t.app.db.execute(
        sql`select coalesce(sum(wins), 0)::int as wins from battle_rankings`,
      )) as unknown as { rows: { wins: number }[] };
      return result.rows[0]!.wins;
    };
    expect(await rankedWins()).toBe(1);

    const ban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/ban`,
      {
        reason: 'Vote ring with three accounts',
      },
    );
    expect(ban.statusCode).toBe(200);
    expect(ban.json()).toEqual({
      voided: { card: 1, swipe: 1, battle: 1, caption: 1 },
      hidden: 1,
      sessionsEnded: 1,
    });

    // Signed out at once, and cannot come back.
    const session = await adminRequest(t.app, voter.cookie, 'GET', '/api/auth/session');
    expect(session.json().user).toBeNull();
    const again = await vote(t.app, c!, { cookie: voter.cookie });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const signInRes = await signIn(t.app, voter.email, voter.password);
    expect(signInRes.statusCode).toBe(403);
    expect(signInRes.json().message).toBe(messages.admin.banned);
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN },
      payload: {
        fullName: 'Back Again',
        username: `back_${Date.now()}`,
        email: voter.email.toUpperCase(),
        password: 'correct horse battery staple',
      },
    });
    expect(signUpRes.statusCode).toBe(403);
    expect(signUpRes.json().fieldErrors.email).toEqual([messages.admin.bannedEmail]);

    // Entries hidden; counters equal their rows; the leaderboard counts the other vote only.
    expect((await t.app.inject({ method: 'GET', url: `/api/pets/${own}` })).statusCode).toBe(404);
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    const counts = (
      (await t.app.db.execute(sql`
      select (select votes_count from pet_photos where id = ${a}) as a,
        (select votes_count from pet_photos where id = ${b}) as b,
        (select pet1_votes + pet2_votes from battles where id = ${battle.id}) as battle,
        (select votes from captions where id = ${caption.id}) as caption,
        (select count(*)::int from voided_votes where voter_user_id = ${voter.user.id}) as voided`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows[0];
    expect(counts).toEqual({ a: 1, b: 0, battle: 0, caption: 0, voided: 4 });
    expect(await rankedWins()).toBe(0); // the battle rankings no longer count the vote
    const board = (await t.app.inject({ method: 'GET', url: '/api/leaderboard' })).json();
    const entryA = JSON.stringify(board).includes(a!);
    expect(entryA).toBe(true);

    // The console shows the ban; a second ban and banning an admin are refused.
    const detail = (
      await adminRequest(t.app, admin.cookie, 'GET', `/api/admin/users/${voter.user.id}`)
    ).json();
    expect(detail.user.banned).toMatchObject({
      reason: 'Vote ring with three accounts',
      by: admin.email,
    });
    expect(detail.votes.every((v: { voided: boolean }) => v.voided)).toBe(true);
    expect(detail.votes).toHaveLength(4);
    const twice = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/ban`,
      {
        reason: 'again',
      },
    );
    expect(twice.statusCode).toBe(409);
    const self = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${admin.user.id}/ban`,
      {
        reason: 'oops',
      },
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(messages.admin.cannotBanAdmin);
    expect(
      (
        await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/users/nobody/ban', {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await adminRequest(t.app, admin.cookie, 'POST', `/api/admin/users/${other.user.id}/ban`, {}))
        .statusCode,
    ).toBe(400);

    // Unban: the entry and every vote come back, counters still equal.
    const unban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/unban`,
      {
        reason: 'Appeal accepted',
      },
    );
    expect(unban.json()).toEqual({
      restored: 1,
      votesRestored: { card: 1, swipe: 1, battle: 1, caption: 1 },
    });
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    expect((await t.app.inject({ method: 'GET', url: `/api/pets/${own}` })).statusCode).toBe(200);
    expect((await signIn(t.app, voter.email, voter.password)).statusCode).toBe(200);
    const notBanned = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/unban`,
      {},
    );
    expect(notBanned.statusCode).toBe(409);
    const actions = (
      await adminRequest(t.app, admin.cookie, 'GET', '/api/admin/audit?limit=2')
    ).json();
    expect(actions.entries.map((e: { action: string }) => e.action)).toEqual(['unban', 'ban']);
  });

  it("shows a banned voter's voided votes on the pet's page at once, and the restored ones after unban", async () => {
    const owner = await verifiedUser(t.app);
    const [pet] = await insertPets(t.app, owner.user.id, 1);
    // A voter without pets of their own: the ban hides nothing, it only voids the vote.
    const voter = await verifiedUser(t.app);
    expect((await vote(t.app, pet!, { cookie: voter.cookie })).statusCode).toBe(200);
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/pets/${pet}` })).json().pet.votesCount;
    // Read once, so the pet's page is in the read cache when the ban lands.
    expect(await shown()).toBe(1);

    const ban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/ban`,
      {
        reason: 'Vote farming',
      },
    );
    expect(ban.statusCode).toBe(200);
    expect(await shown()).toBe(0);

    const unban = await adminRequest(
      t.app,
      admin.cookie,
      'POST',
      `/api/admin/users/${voter.user.id}/unban`,
      {},
    );
    expect(unban.statusCode).toBe(200);
    expect(await shown()).toBe(1);
  });

  it('bans the owners of queue items (bulk), skipping admins', async () => {
    const spammer = await verifiedUser(t.app);
    const [p1, p2] = await insertPets(t.app, spammer.user.id, 2);
    const [mine] = await insertPets(t.app, admin.user.id, 1);
    const res = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'ban_owner',
      items: [
        { subjectType: 'pet', subjectId: p1 },
        { subjectType: 'pet', subjectId: p2 },
        { subjectType: 'pet', subjectId: mine },
      ],
      reason: 'Spam account',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { subjectType: 'pet', subjectId: p1, outcome: 'done', status: 'hidden' },
      { subjectType: 'pet', subjectId: p2, outcome: 'done', status: 'hidden' },
      { subjectType: 'pet', subjectId: mine, outcome: 'forbidden', status: 'visible' },
    ]);
    const signInRes = await signIn(t.app, spammer.email, spammer.password);
    expect(signInRes.statusCode).toBe(403);
  });
});
