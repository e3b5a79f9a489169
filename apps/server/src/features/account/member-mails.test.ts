import { CAPTION_WINNER_MIN_VOTES, messages } from '@pawprize/shared';
import { MailPreferencesSchema } from '@pawprize/shared/schemas/account';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock } from '../../../test/voting.ts';
import {
  captions,
  contestWinners,
  mailOutbox,
  petCaptions,
  petPhotos,
  visitors,
  votes,
} from '../../db/schema/index.ts';
import { sendWeeklyDigests, weekKey, nextDigestAt } from './digest.job.ts';
import { unsubscribeToken, UNSUBSCRIBE_TOKEN_DAYS } from './unsubscribe.ts';

const m = messages.account;
type Account = Awaited<ReturnType<typeof verifiedUser>>;

describe(`member mails (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    await t.app.winners.settled();
  });
  afterAll(() => t?.close());

  const prefs = (cookie: string, patch?: unknown) =>
    t.app.inject({
      method: patch ? 'PATCH' : 'GET',
      url: '/api/account/mail-preferences',
      headers: { origin: ORIGIN, cookie },
      ...(patch ? { payload: patch as string } : {}),
    });
  const mailsTo = (a: Account) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, a.user.id as string));
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const pet = async (owner: Account, name: string, createdAt: Date, votesCount = 0) => {
    const url = `/uploads/pets/seed/${name}-800.webp`;
    const [row] = await t.app.db
      .insert(petPhotos)
      .values({
        userId: owner.user.id as string,
        petName: name,
        imageUrl: url,
        variants: [{ width: 800, url }],
        votesCount,
        createdAt,
      })
      .returning({ id: petPhotos.id });
    return row!.id;
  };
  const castVotes = async (petId: string, at: Date, n: number) => {
    const voters = await t.app.db
      .insert(visitors)
      .values(Array.from({ length: n }, () => ({})))
      .returning({ id: visitors.id });
    await t.app.db.insert(votes).values(
      voters.map((v) => ({
        photoId: petId,
        visitorId: v.id,
        source: 'swipe' as const,
        localDay: at.toISOString().slice(0, 10),
        createdAt: at,
      })),
    );
  };

  it('keeps one switch per kind: winner mails on and the digest off by default', async () => {
    expect((await prefs('')).statusCode).toBe(401);
    const a = await verifiedUser(t.app);
    expect(MailPreferencesSchema.parse((await prefs(a.cookie)).json())).toEqual({
      monthlyWinner: true,
      captionWinner: true,
      weeklyDigest: false,
    });
    const set = await prefs(a.cookie, { weeklyDigest: true, captionWinner: false });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ monthlyWinner: true, captionWinner: false, weeklyDigest: true });
    expect((await prefs(a.cookie, { monthlyWinner: false })).json()).toEqual({
      monthlyWinner: false,
      captionWinner: false,
      weeklyDigest: true,
    });
    expect((await prefs(a.cookie, { weeklyDigest: 'yes' })).statusCode).toBe(400);
    expect((await prefs(a.cookie, { somethingElse: true })).statusCode).toBe(400);
  });

  it('unsubscribes in one click without signing in; forged, other-kind and expired tokens do nothing', async () => {
    const a = await verifiedUser(t.app);
    const b = await verifiedUser(t.app);
    const secret = t.app.auth.secret;
    const good = unsubscribeToken(secret, a.user.id, 'monthlyWinner');
    const [userId, kind, expires, signature] = good.split('.');
    const forged = [
      `${b.user.id}.${kind}.${expires}.${signature}`, // another member, same signature
      `${userId}.captionWinner.${expires}.${signature}`, // another kind
      `${userId}.${kind}.${Number(expires) + 999}.${signature}`, // a later expiry
      // The last two characters changed (never to themselves: a signature may end in "AA").
      `${userId}.${kind}.${expires}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`,
      unsubscribeToken('not the secret', a.user.id, 'monthlyWinner'),
      'garbage',
    ];
    for (const token of forged) {
      const res = await unsubscribe(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(m.unsubscribeInvalid);
    }
    const old = new Date(Date.now() - (UNSUBSCRIBE_TOKEN_DAYS + 1) * 86_400_000);
    const expired = await unsubscribe(unsubscribeToken(secret, a.user.id, 'monthlyWinner', old));
    expect(expired.statusCode).toBe(400);
    expect((await prefs(a.cookie)).json().monthlyWinner).toBe(true);
    expect((await prefs(b.cookie)).json().monthlyWinner).toBe(true);

    const res = await unsubscribe(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'monthlyWinner', message: m.unsubscribed });
    expect((await prefs(a.cookie)).json()).toMatchObject({
      monthlyWinner: false,
      captionWinner: true,
    });
    expect((await unsubscribe(good)).statusCode).toBe(200); // again: still off
  });

  it('mails the monthly winner owner once, with both parts and RFC 8058 headers; not to one who opted out', async () => {
    const clock = fakeClock(t.app, '2031-02-10T12:00:00Z');
    try {
      const owner = await verifiedUser(t.app, { fullName: 'Winnie Owner' });
      const petId = await pet(owner, 'Champion', new Date('2031-01-05T10:00:00Z'), 3);
      await castVotes(petId, new Date('2031-01-06T10:00:00Z'), 3);
      await t.app.winners.run();
      await t.app.winners.run();
      const [winner] = await t.app.db
        .select()
        .from(contestWinners)
        .where(eq(contestWinners.month, '2031-01-01'));
      expect(winner?.petId).toBe(petId);
      const mails = (await mailsTo(owner)).filter((x) => x.dedupeKey?.startsWith('monthly'));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Your pet won January 2031!');
      expect(mail.to).toBe(owner.email);
      expect(mail.text).toContain('Hi Winnie Owner,');
      expect(mail.text).toContain('Champion');
      expect(mail.html).toContain('Champion won January 2031!');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const url = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=/);
      // The header's URL is the one-click endpoint for this member and kind.
      const res = await t.app.inject({
        method: 'POST',
        url: new URL(url!).pathname + new URL(url!).search,
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.json().kind).toBe('monthlyWinner');

      // Opted out: the next month's win is recorded, no mail.
      clock.set('2031-03-10T12:00:00Z');
      const second = await pet(owner, 'Again', new Date('2031-02-03T10:00:00Z'), 1);
      await castVotes(second, new Date('2031-02-04T10:00:00Z'), 1);
      await t.app.winners.run();
      const [feb] = await t.app.db
        .select()
        .from(contestWinners)
        .where(eq(contestWinners.month, '2031-02-01'));
      expect(feb?.petId).toBe(second);
      expect((await mailsTo(owner)).filter((x) => x.dedupeKey?.startsWith('monthly'))).toHaveLength(
        1,
      );
    } finally {
      t.app.clock.now = () => new Date();
      await t.app.db.delete(petPhotos).where(sql`true`);
    }
  });

  it('mails the caption contest owner once, when its winner is first decided', async () => {
    const owner = await verifiedUser(t.app);
    const [contest] = await t.app.db
      .insert(petCaptions)
      .values({
        shareId: `share${Date.now()}xyz`,
        userId: owner.user.id as string,
        petName: 'Mochi',
        imageUrl: '/uploads/captions/seed/mochi-800.webp',
      })
      .returning();
    const list = await t.app.db
      .insert(captions)
      .values([
        { petId: contest!.id, caption: 'When the <treat> bag rustles' },
        { petId: contest!.id, caption: 'Second thoughts' },
      ])
      .returning();
    const vote = async (captionId: string) => {
      const voter = await verifiedUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/captions/${contest!.shareId}/votes`,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN, cookie: voter.cookie },
        payload: { captionId },
      });
      expect(res.statusCode).toBe(200);
    };
    const mailsNow = () =>
      t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, owner.user.id), like(mailOutbox.dedupeKey, 'caption%')));
    // Undecided until CAPTION_WINNER_MIN_VOTES votes: no mail yet.
    for (let i = 0; i < CAPTION_WINNER_MIN_VOTES - 2; i++) await vote(list[0]!.id);
    expect(await mailsNow()).toHaveLength(0);
    // The deciding votes arrive together: one mail.
    await Promise.all([vote(list[0]!.id), vote(list[0]!.id)]);
    // The lead changes: no second mail.
    for (let i = 0; i < CAPTION_WINNER_MIN_VOTES + 1; i++) await vote(list[1]!.id);
    const [contestNow] = await t.app.db
      .select()
      .from(petCaptions)
      .where(eq(petCaptions.id, contest!.id));
    expect(contestNow?.winnerCaptionId).toBe(list[1]!.id);
    const mails = await mailsNow();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your caption contest has a winner');
    expect(mails[0]!.text).toContain('When the <treat> bag rustles');
    expect(mails[0]!.html).toContain('When the &lt;treat&gt; bag rustles');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toContain('/api/mail/unsubscribe?token=');
  });

  it('sends the weekly digest once a week to members who turned it on', async () => {
    const now = new Date();
    const on = await verifiedUser(t.app);
    const off = await verifiedUser(t.app);
    expect((await prefs(on.cookie, { weeklyDigest: true })).statusCode).toBe(200);
    const a = await pet(on, 'Digesty', new Date(now.getTime() - 20 * 86_400_000), 9);
    await castVotes(a, new Date(now.getTime() - 30 * 86_400_000), 5); // before the week
    await castVotes(a, new Date(now.getTime() - 2 * 86_400_000), 4);
    await pet(off, 'Quiet', new Date(now.getTime() - 20 * 86_400_000), 2);

    const [first, second] = [await sendWeeklyDigests(t.app), await sendWeeklyDigests(t.app)];
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    const mine = (await mailsTo(on)).filter((x) => x.dedupeKey?.startsWith('weekly-digest'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.dedupeKey).toBe(`weekly-digest:${weekKey(now)}:${on.user.id}`);
    expect(mine[0]!.subject).toContain('4 new votes');
    expect(mine[0]!.text).toMatch(/Digesty: \+4 · 9 votes · #\d+/);
    expect((await mailsTo(off)).filter((x) => x.dedupeKey?.startsWith('weekly'))).toHaveLength(0);
  });

  it('schedules the digest for Mondays 08:00 UTC', () => {
    expect(nextDigestAt(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-11-30T07:59:00Z')).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-11-30T08:00:00Z')).toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(weekKey(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
  });

  it('previews every template outside production', async () => {
    const index = await t.app.inject({ url: '/dev/mail' });
    expect(index.statusCode).toBe(200);
    for (const name of ['monthly-winner', 'caption-winner', 'weekly-digest', 'email-change']) {
      expect(index.body).toContain(`/dev/mail/${name}.html`);
      const html = await t.app.inject({ url: `/dev/mail/${name}.html` });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      const text = await t.app.inject({ url: `/dev/mail/${name}.txt` });
      expect(text.headers['content-type']).toContain('text/plain');
    }
    expect((await t.app.inject({ url: '/dev/mail/nope.html' })).statusCode).toBe(404);
  });
});
