import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signIn, signUp } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, share, swipe, vote } from '../../../test/voting.ts';
import { emailLabel } from '../admin/index.ts';

const m = messages.account;

/** Rows anywhere that still name the member (by id, voter key or email). */
async function rowsLeftFor(app: FastifyInstance, userId: string, email: string) {
  const result = (await app.db.execute(sql`select
      (select count(*)::int from users where id = ${userId} or email = ${email}) as users,
      (select count(*)::int from sessions where user_id = ${userId}) as sessions,
      (select count(*)::int from accounts where user_id = ${userId}) as accounts,
      (select count(*)::int from profiles where id = ${userId}) as profiles,
      (select count(*)::int from pet_photos where user_id = ${userId}) as pets,
      (select count(*)::int from pet_captions where user_id = ${userId}) as contests,
      (select count(*)::int from captions where user_id = ${userId}) as captions,
      (select count(*)::int from votes where user_id = ${userId}) as votes,
      (select count(*)::int from battle_votes where user_id = ${userId}) as "battleVotes",
      (select count(*)::int from caption_votes where user_id = ${userId}) as "captionVotes",
      (select count(*)::int from voided_votes where voter_user_id = ${userId}) as voided,
      (select count(*)::int from voting_streaks where user_id = ${userId}) as streaks,
      (select count(*)::int from share_boosts where user_id = ${userId}) as shares,
      (select count(*)::int from daily_vote_usage where voter_key = ${`u:${userId}`}) as daily,
      (select count(*)::int from reports where reporter_user_id = ${userId}
         or subject_owner_id = ${userId}) as reports,
      (select count(*)::int from review_queue where owner_id = ${userId}) as queue,
      (select count(*)::int from mail_outbox where lower("to") = ${email}
         or about_email = ${email} or position(${email} in lower(subject || ' ' || text)) > 0) as mails,
      (select count(*)::int from admin_audit_log where position(${email} in
         lower(concat_ws(' ', subject_label, reason, details::text))) > 0) as audit,
      (select count(*)::int from contact_messages where lower(email) = ${email}) as contact,
      (select count(*)::int from pending_battles where viewer_key = ${`u:${userId}`}) as "pendingBattle",
      (select count(*)::int from newsletter_subscribers where email = ${email}) as newsletter,
      (select count(*)::int from rate_counters where position(${email} in key) > 0) as counters
  `)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

const NOTHING = {
  users: 0,
  sessions: 0,
  accounts: 0,
  profiles: 0,
  pets: 0,
  contests: 0,
  captions: 0,
  votes: 0,
  battleVotes: 0,
  captionVotes: 0,
  voided: 0,
  streaks: 0,
  shares: 0,
  daily: 0,
  reports: 0,
  queue: 0,
  mails: 0,
  audit: 0,
  contact: 0,
  pendingBattle: 0,
  newsletter: 0,
  counters: 0,
};

const ADMIN = 'boss@example.test';

describe(`delete my account (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN });
  });
  afterAll(() => t?.close());

  const remove = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
      payload: payload as string,
    });
  const battleVote = async (cookie: string, left: boolean) => {
    const current = await t.app.inject({
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { cookie },
    });
    const battle = current.json().battle;
    if (!battle) return;
    await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
      payload: { petId: left ? battle.pet1.id : battle.pet2.id },
    });
  };

  it('needs a session, the password and the phrase (nothing is deleted otherwise)', async () => {
    expect((await remove('', { password: 'x', phrase: m.deletePhrase })).statusCode).toBe(401);
    const me = await signUp(t.app);
    const wrong = await remove(me.cookie, { password: 'not the password', phrase: m.deletePhrase });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: [m.passwordWrong] });
    const phrase = await remove(me.cookie, { password: me.password, phrase: 'delete it' });
    expect(phrase.statusCode).toBe(400);
    expect(phrase.json().fieldErrors).toEqual({ phrase: [m.deletePhraseWrong] });
    const empty = await remove(me.cookie, {});
    expect(empty.json().fieldErrors).toMatchObject({ password: [m.passwordRequired] });
    expect((await signIn(t.app, me.email, me.password)).statusCode).toBe(200);
  });

  it('removes every row and file of the member; counters follow; the email is free again', async () => {
    const me = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const petId = await uploadPet(t.app, me.cookie, undefined, 'Mochi');
    const othersPet = await uploadPet(t.app, other.cookie, undefined, 'Rival');
    expect((await vote(t.app, othersPet, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, petId, { cookie: other.cookie })).statusCode).toBe(200);
    await share(t.app, 'twitter', { cookie: me.cookie });
    const contest = await createContest(t.app, me.cookie);
    const othersContest = await createContest(t.app, other.cookie);
    await voteCaption(t.app, me.cookie, othersContest.shareId, othersContest.captions[0]!.id);
    await voteCaption(t.app, other.cookie, contest.shareId, contest.captions[0]!.id);
    const files = (
      (await t.app.db.execute(
        sql`select image_key || '-' || (v->>'width') || '.webp' as key from pet_photos,
          jsonb_array_elements(variants) as v where user_id = ${me.user.id}
        union all select image_key || '-' || (v->>'width') || '.webp' from pet_captions,
          jsonb_array_elements(variants) as v where user_id = ${me.user.id}`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((r) => path.join(t.dataDir, 'uploads', r.key));
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.every((f) => existsSync(f))).toBe(true);

    const res = await remove(me.cookie, { password: me.password, phrase: 'Delete my account' });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(await rowsLeftFor(t.app, me.user.id, me.email)).toEqual(NOTHING);
    expect(files.filter((f) => existsSync(f))).toEqual([]);
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    const [pet] = (
      (await t.app.db.execute(
        sql`select votes_count as n from pet_photos where id = ${othersPet}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(pet!.n).toBe(0);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(session.json().user).toBeNull();
    // The audit line keeps only a hash of the email.
    const audit = (
      (await t.app.db.execute(
        sql`select subject_label as label from admin_audit_log where subject_id = ${me.user.id}`,
      )) as unknown as { rows: { label: string }[] }
    ).rows;
    expect(audit).toEqual([{ label: emailLabel(me.email) }]);
    // The email is free for a new account.
    const again = await signUp(t.app, { email: me.email, username: `${me.username}x` });
    expect(again.user.email).toBe(me.email);
  });

  it('leaves no email in the audit log, no admin notice, contact message or pending battle naming the member', async () => {
    const admin = await verifiedUser(t.app, { email: ADMIN });
    const me = await verifiedUser(t.app);
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload,
      });
    // An admin grants the member credits (an audit line about them).
    expect(
      (
        await post(
          `/api/admin/users/${me.user.id}/credits`,
          { credits: 3, reason: 'contest helper' },
          admin.cookie,
        )
      ).statusCode,
    ).toBe(200);
    // A pending battle of theirs.
    await insertPets(t.app, admin.user.id, 2);
    const battle = await t.app.inject({
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { cookie: me.cookie },
    });
    expect(battle.json().battle).not.toBeNull();
    // A contact message (its admin copy names them), handled by the admin (an audit line).
    expect(
      (
        await post('/api/contact', {
          name: 'Rex Owner',
          email: me.email.toUpperCase(),
          subject: 'About my pet',
          message: 'Please feature Mochi!',
        })
      ).statusCode,
    ).toBe(201);
    const [message] = (
      (await t.app.db.execute(
        sql`select id from contact_messages where lower(email) = ${me.email}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    expect(
      (await post(`/api/admin/inbox/${message!.id}/handled`, { handled: true }, admin.cookie))
        .statusCode,
    ).toBe(200);
    // A newsletter subscription (the admin is told).
    expect((await post('/api/newsletter', { email: me.email, source: 'box' })).statusCode).toBe(
      201,
    );
    const before = await rowsLeftFor(t.app, me.user.id, me.email);
    expect(before).toMatchObject({ contact: 1, pendingBattle: 1, newsletter: 1 });
    expect(before.mails).toBeGreaterThanOrEqual(2);

    const res = await remove(me.cookie, { password: me.password, phrase: m.deletePhrase });
    expect(res.statusCode).toBe(204);
    expect(await rowsLeftFor(t.app, me.user.id, me.email)).toEqual(NOTHING);
    // The admin's lines stay, naming the member by id and hash only.
    const lines = (
      (await t.app.db.execute(
        sql`select action, subject_label as label from admin_audit_log
          where subject_id in (${me.user.id}, ${message!.id}) order by at`,
      )) as unknown as { rows: { action: string; label: string }[] }
    ).rows;
    expect(lines).toEqual([
      { action: 'grant_credits', label: emailLabel(me.email) },
      { action: 'inbox_handled', label: emailLabel(me.email) },
      { action: 'account_deleted', label: emailLabel(me.email) },
    ]);
  });

  it('leaves no row of the member and every counter equal to its rows, over random activity', async () => {
    type Step = { who: number; kind: 'card' | 'swipe' | 'battle' | 'caption'; n: number };
    const step = fc.record({
      who: fc.nat(2),
      kind: fc.constantFrom(
        'card' as const,
        'swipe' as const,
        'battle' as const,
        'caption' as const,
      ),
      n: fc.nat(7),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 12 }), async (steps: Step[]) => {
        // people[0] is deleted at the end; each owns pets and one contest.
        const people = [
          await verifiedUser(t.app),
          await verifiedUser(t.app),
          await verifiedUser(t.app),
        ];
        const pets = (await Promise.all(people.map((p) => insertPets(t.app, p.user.id, 2)))).flat();
        const contests = [
          await createContest(t.app, people[0]!.cookie),
          await createContest(t.app, people[1]!.cookie),
        ];
        for (const s of steps) {
          const cookie = people[s.who]!.cookie;
          if (s.kind === 'card') await vote(t.app, pets[s.n % pets.length]!, { cookie });
          else if (s.kind === 'swipe') {
            await swipe(t.app, pets[s.n % pets.length]!, 'right', { cookie });
          } else if (s.kind === 'battle') await battleVote(cookie, s.n % 2 === 0);
          else {
            const contest = contests[s.n % 2]!;
            const caption = contest.captions[s.n % contest.captions.length]!;
            await voteCaption(t.app, cookie, contest.shareId, caption.id);
          }
        }
        const me = people[0]!;
        const res = await remove(me.cookie, { password: me.password, phrase: m.deletePhrase });
        expect(res.statusCode).toBe(204);
        expect(await rowsLeftFor(t.app, me.user.id, me.email)).toEqual(NOTHING);
        expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
      }),
      { numRuns: 6 },
    );
  });
});
