import { messages } from '@pawprize/shared';
import { SwipeResultSchema } from '@pawprize/shared/schemas/votes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  getVoter,
  insertPets,
  swipe,
  visitorCookieFrom,
} from '../../../test/voting.ts';
import { ipVoteUsage, visitors, votes } from '../../db/schema/index.ts';

describe(`anonymous swipes (${testDriver})`, () => {
  let t: TestApp;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ANON_VOTES_PER_IP: '15' });
    fakeClock(t.app, '2025-07-04T09:00:00Z');
    const owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 14);
  });
  afterAll(() => t?.close());

  it('casts no vote for a left swipe (the visitor gets a cookie that remembers the skip)', async () => {
    const res = await swipe(t.app, pets[0]!, 'left');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: false });
    expect(visitorCookieFrom(res)).not.toBe('');
    expect(await t.app.db.$count(votes)).toBe(0);
    expect(await t.app.db.$count(ipVoteUsage)).toBe(0);
    // A skip is keyed by the visitor id alone: no visitors row.
    expect(await t.app.db.$count(visitors)).toBe(0);
  });

  it('creates a visitor with a signed httpOnly cookie on the first right swipe', async () => {
    const res = await swipe(t.app, pets[0]!, 'right', { ip: '198.51.100.1' });
    expect(res.statusCode).toBe(200);
    const body = SwipeResultSchema.parse(res.json());
    expect(body).toMatchObject({
      stored: true,
      petId: pets[0],
      votesCount: 1,
      hasVoted: true,
      voter: { kind: 'visitor', dailyLimit: 10, votesUsedToday: 1, votesLeft: 9, streak: null },
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^pawprize_visitor=[0-9a-f-]{36}\.[\w+/]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(await t.app.db.$count(visitors)).toBe(1);
    const [row] = await t.app.db.select().from(votes);
    expect(row).toMatchObject({ source: 'swipe', userId: null, localDay: '2025-07-04' });
    expect(row!.ipKey).toMatch(/^[\w-]{22}$/);
    expect(row!.ipKey).not.toContain('198.51');
  });

  it('caps a visitor at 10 votes a day, and refuses a duplicate', async () => {
    const first = await swipe(t.app, pets[0]!, 'right', { ip: '198.51.100.2' });
    const cookie = visitorCookieFrom(first);
    const opts = { cookie, ip: '198.51.100.2' };
    const dup = await swipe(t.app, pets[0]!, 'right', opts);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(messages.vote.alreadyVoted);
    for (const pet of pets.slice(1, 10)) {
      expect((await swipe(t.app, pet, 'right', opts)).statusCode).toBe(200);
    }
    const refused = await swipe(t.app, pets[10]!, 'right', opts);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'DAILY_LIMIT_REACHED',
      message: messages.vote.dailyLimitReached,
    });
    expect((await getVoter(t.app, opts)).json().voter).toMatchObject({
      kind: 'visitor',
      votesUsedToday: 10,
      votesLeft: 0,
    });
    // Left swipes stay free.
    expect((await swipe(t.app, pets[11]!, 'left', opts)).json()).toEqual({ stored: false });
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('ignores a forged visitor cookie (a new visitor is made)', async () => {
    const forged = 'pawprize_visitor=11111111-2222-4333-8444-555555555555.AAAA';
    const res = await swipe(t.app, pets[1]!, 'right', { cookie: forged, ip: '198.51.100.3' });
    expect(res.statusCode).toBe(200);
    expect(visitorCookieFrom(res)).not.toBe('');
    expect(visitorCookieFrom(res)).not.toBe(forged);
  });

  it('caps anonymous votes per IP (ANON_VOTES_PER_IP), whichever visitor casts them', async () => {
    const ip = '203.0.113.50';
    let accepted = 0;
    for (let visitor = 0; visitor < 4; visitor++) {
      let cookie = '';
      for (const pet of pets.slice(0, 5)) {
        const res = await swipe(t.app, pet, 'right', { ip, ...(cookie ? { cookie } : {}) });
        cookie ||= visitorCookieFrom(res);
        if (res.statusCode === 200) accepted++;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(accepted).toBe(15);
    const rows = await t.app.db.select().from(ipVoteUsage);
    expect(rows.some((r) => r.votesUsed === 15)).toBe(true);
    // Another address is not affected; accounts are not capped per IP.
    expect((await swipe(t.app, pets[6]!, 'right', { ip: '203.0.113.51' })).statusCode).toBe(200);
    const user = await verifiedUser(t.app);
    const account = await swipe(t.app, pets[6]!, 'right', { ip, cookie: user.cookie });
    expect(account.statusCode).toBe(200);
    expect(account.json().voter.kind).toBe('account');
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('counts IPv6 clients by their /64', async () => {
    let accepted = 0;
    for (let i = 0; i < 16; i++) {
      const res = await swipe(t.app, pets[i % 14]!, 'right', { ip: `2001:db8:aa:bb::${i + 1}` });
      if (res.statusCode === 200) accepted++;
    }
    expect(accepted).toBe(15);
    expect((await swipe(t.app, pets[0]!, 'right', { ip: '2001:db8:aa:cc::1' })).statusCode).toBe(
      200,
    );
  });

  it('asks unverified accounts to verify before a right swipe', async () => {
    const unverified = await signUp(t.app);
    const res = await swipe(t.app, pets[0]!, 'right', { cookie: unverified.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('makes no visitor row for a swipe that is not counted', async () => {
    const before = await t.app.db.$count(visitors);
    const unknown = await swipe(t.app, '00000000-0000-4000-8000-000000000001', 'right', {
      ip: '198.51.100.20',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(await t.app.db.$count(visitors)).toBe(before);

    // An address at its anonymous cap (15 here): a new visitor's swipe is refused, and leaves nothing.
    const ip = '203.0.113.77';
    let counted = 0;
    for (const group of [pets.slice(0, 10), pets.slice(0, 5)]) {
      let cookie = '';
      for (const pet of group) {
        const res = await swipe(t.app, pet, 'right', { ip, ...(cookie ? { cookie } : {}) });
        expect(res.statusCode).toBe(200);
        cookie ||= visitorCookieFrom(res);
        counted++;
      }
    }
    expect(counted).toBe(15);
    const withVotes = await t.app.db.$count(visitors);
    expect(withVotes).toBe(before + 2);
    const capped = await swipe(t.app, pets[6]!, 'right', { ip });
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['set-cookie']).toBeUndefined();
    expect(await t.app.db.$count(visitors)).toBe(withVotes);
  });

  it('limits swipes to 120 a minute per IP', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 120; i++) {
      expect((await swipe(t.app, pets[0]!, 'left', { ip })).statusCode).toBe(200);
    }
    const limited = await swipe(t.app, pets[0]!, 'right', { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await swipe(t.app, pets[0]!, 'left', { ip: '198.51.100.31' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown pet and 400 for a malformed body', async () => {
    const unknown = await swipe(t.app, '00000000-0000-4000-8000-000000000000', 'right', {
      ip: '198.51.100.9',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await swipe(t.app, 'nope', 'up' as 'left');
    expect(bad.statusCode).toBe(400);
  });
});
