import { messages, NEWSLETTER_RESEND_AFTER_SECONDS } from '@pawprize/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';
import { expirePending } from './newsletter.service.ts';

const ADMIN = 'moderator@example.test';
let ipCounter = 0;
/** Each test gets its own client network, so the limits only bite where they are tested. */
const freshIp = () => `10.${Math.floor(++ipCounter / 200) + 1}.${ipCounter % 200}.7`;

/**
 * The newsletter with double opt-in (docs/product/newsletter.md,
 * docs/decisions/0113-newsletter-double-opt-in.md).
 */
describe(`newsletter (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  /** How far the app's clock runs ahead of the real one: moved on by `afterResendGap`. */
  let clockAhead = 0;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN, MAIL_WORKER: 'false' });
    t.app.clock.now = () => new Date(Date.now() + clockAhead);
    admin = await adminAccount(t.app);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: ip,
      payload: payload as object,
    });
  const subscribe = (payload: unknown, ip?: string) => post('/api/newsletter', payload, ip);
  /** Moves the app's clock past the time in which a sign-up sends no new link (ADR 0138). */
  const afterResendGap = () => {
    clockAhead += (NEWSLETTER_RESEND_AFTER_SECONDS + 1) * 1000;
  };
  /** The tokens of every confirmation link mailed to `email`, oldest first. */
  const confirmTokens = async (email: string) =>
    (await mailsTo(email))
      .map((m) => /\/newsletter\/confirm\?token=([\w%-]+)/.exec(m.text)?.[1])
      .filter((token): token is string => Boolean(token))
      .map((token) => decodeURIComponent(token));
  const confirm = (token: string) => post('/api/newsletter/confirm', { token });
  const unsubscribe = (token: string) => post('/api/newsletter/unsubscribe', { token });
  const subscriber = async (email: string) =>
    (
      await t.app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0];
  const mailsTo = (to: string) =>
    t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  /** The token of the newest confirmation link mailed to `email`. */
  const confirmToken = async (email: string) => {
    const links = (await mailsTo(email))
      .map((m) => /\/newsletter\/confirm\?token=([\w%-]+)/.exec(m.text)?.[1])
      .filter(Boolean);
    return decodeURIComponent(links.at(-1)!);
  };
  const summary = async () =>
    (await adminRequest(t.app, admin.cookie, 'GET', '/api/admin/newsletter')).json();
  const exported = async () =>
    (await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/newsletter/export.csv')).body;

  it('sends only a confirmation mail; the address is a subscriber once its link is opened', async () => {
    const before = await summary();
    const adminMails = (await mailsTo(ADMIN)).length;
    const res = await subscribe({ email: '  Rex.Owner@Example.COM ', source: 'box' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.newsletter.boxSuccess, discountCode: 'PET10' });

    // One mail, the confirmation link; no welcome mail yet, and nothing to the admin.
    const [mail, ...others] = await mailsTo('rex.owner@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/confirm/i);
    expect(mail!.text).toContain('http://localhost:3000/newsletter/confirm?token=');
    expect(mail!.text).not.toContain('PET10');
    expect((await mailsTo(ADMIN)).length).toBe(adminMails);
    const pending = (await subscriber('rex.owner@example.com'))!;
    expect(pending.confirmedAt).toBeNull();
    // The secret is not stored, only its hash.
    const token = await confirmToken('rex.owner@example.com');
    expect(JSON.stringify(pending)).not.toContain(token);

    // Not a subscriber yet: not counted, not listed, not exported.
    expect(await summary()).toMatchObject({
      subscribers: before.subscribers,
      pending: before.pending + 1,
    });
    expect(await exported()).not.toContain('rex.owner@example.com');

    const res2 = await confirm(token);
    expect(res2.statusCode).toBe(200);
    expect(res2.json()).toEqual({ message: messages.newsletter.confirmed });
    const row = (await subscriber('rex.owner@example.com'))!;
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(await summary()).toMatchObject({
      subscribers: before.subscribers + 1,
      pending: before.pending,
    });
    expect(await exported()).toContain('rex.owner@example.com');
    // Now the welcome mail, with the code and an unsubscribe link.
    const welcome = (await mailsTo('rex.owner@example.com')).at(-1)!;
    expect(welcome.text).toContain('PET10');
    expect(welcome.text).toContain(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(row.unsubscribeToken)}`,
    );
    // The link is used up; a confirmed address is already subscribed and gets no more mail.
    expect((await confirm(token)).statusCode).toBe(404);
    const again = await subscribe({ email: 'REX.owner@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'This email is already subscribed!',
    });
    expect(await mailsTo('rex.owner@example.com')).toHaveLength(2);
  });

  it('answers the popup with the discount text and the confirmation step', async () => {
    const res = await subscribe({ email: 'popup@example.com', source: 'popup' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.newsletter.popupSuccess);
    expect(res.json().message).toContain('Use code PET10 for 10% off your next purchase.');
  });

  it('refuses an unknown, made-up or blank confirmation token', async () => {
    const unknown = await confirm('not-a-real-token-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: messages.newsletter.confirmInvalid,
    });
    expect((await confirm('')).statusCode).toBe(400);
  });

  it('sends a new link on a second sign-up, and only the newest link works', async () => {
    await subscribe({ email: 'twice@example.com' });
    const first = await confirmToken('twice@example.com');
    afterResendGap();
    expect((await subscribe({ email: 'Twice@example.com' })).statusCode).toBe(201);
    const second = await confirmToken('twice@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('sends no new link within a minute of the last one: that link stays the working one', async () => {
    expect((await subscribe({ email: 'again@example.com' })).statusCode).toBe(201);
    const res = await subscribe({ email: 'Again@example.com', source: 'popup' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.newsletter.popupSuccess);
    const tokens = await confirmTokens('again@example.com');
    expect(tokens).toHaveLength(1);
    expect((await confirm(tokens[0]!)).statusCode).toBe(200);
  });

  it('keeps one row and sends one working link for simultaneous sign-ups of one address', async () => {
    const results = await Promise.all(
      ['race@example.com', 'Race@example.com', 'RACE@example.com'].map((email) =>
        subscribe({ email }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from newsletter_subscribers where email = 'race@example.com'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // The first sign-up's link is the one; the others found it just sent and sent none. Every
    // link mailed confirms (one does, and the address is then a subscriber).
    const tokens = await confirmTokens('race@example.com');
    expect(tokens).toHaveLength(1);
    for (const token of tokens) expect((await confirm(token)).statusCode).toBe(200);
    expect((await subscriber('race@example.com'))!.confirmedAt).toBeInstanceOf(Date);
  });

  it('sends at most 3 confirmation mails a day to one address, from any network', async () => {
    for (let i = 0; i < 3; i++) {
      afterResendGap();
      expect((await subscribe({ email: 'victim@example.com' })).statusCode).toBe(201);
    }
    afterResendGap();
    const res = await subscribe({ email: 'victim@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await mailsTo('victim@example.com')).toHaveLength(3);
  });

  it('sends at most 20 confirmation mails an hour to one network, whatever the addresses', async () => {
    // 21 clients of one /24, each within its own per-IP limit.
    for (let i = 1; i <= 20; i++) {
      const res = await subscribe({ email: `net${i}@example.com` }, `10.250.9.${i}`);
      expect(res.statusCode, `sign-up ${i}`).toBe(201);
    }
    const res = await subscribe({ email: 'net21@example.com' }, '10.250.9.21');
    expect(res.statusCode).toBe(429);
    expect(await mailsTo('net21@example.com')).toEqual([]);
    expect(await subscriber('net21@example.com')).toBeUndefined();
    // Another network is not held up.
    expect((await subscribe({ email: 'net21@example.com' }, '10.251.9.1')).statusCode).toBe(201);
  });

  it('limits sign-up requests to 5 an hour per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await subscribe({ email: `limit${i}@example.com` }, ip)).statusCode).toBe(201);
    }
    const res = await subscribe({ email: 'limit5@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('RATE_LIMITED');
  });

  it('expires unconfirmed sign-ups: the link stops working and the address is forgotten', async () => {
    await subscribe({ email: 'late@example.com' });
    const token = await confirmToken('late@example.com');
    // Four days later.
    await t.app.db.execute(
      sql`update newsletter_subscribers set confirm_sent_at = now() - interval '4 days'
        where email = 'late@example.com'`,
    );
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await expirePending(t.app.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await subscriber('late@example.com')).toBeUndefined();
  });

  it('an unsubscribed address that asks to come back stays unsubscribed until it confirms', async () => {
    await subscribe({ email: 'leaving@example.com' });
    await confirm(await confirmToken('leaving@example.com'));
    const { unsubscribeToken, id } = (await subscriber('leaving@example.com'))!;
    const res = await unsubscribe(unsubscribeToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.newsletter.unsubscribed });
    const first = (await subscriber('leaving@example.com'))!.unsubscribedAt;
    expect(first).toBeInstanceOf(Date);
    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200);
    expect((await subscriber('leaving@example.com'))!.unsubscribedAt).toEqual(first);
    const unknown = await unsubscribe('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'This unsubscribe link is not valid.',
    });
    expect((await unsubscribe('')).statusCode).toBe(400);

    // Coming back: a new link, still unsubscribed until it is opened.
    expect((await subscribe({ email: 'Leaving@example.com' })).statusCode).toBe(201);
    expect((await subscriber('leaving@example.com'))!.unsubscribedAt).toEqual(first);
    expect(await exported()).not.toContain('leaving@example.com');
    // Unopened, the link expires and the address stays unsubscribed (its row is kept).
    const stale = await confirmToken('leaving@example.com');
    await t.app.db.execute(
      sql`update newsletter_subscribers set confirm_sent_at = now() - interval '4 days'
        where email = 'leaving@example.com'`,
    );
    await expirePending(t.app.db, new Date());
    expect(await subscriber('leaving@example.com')).toMatchObject({
      id,
      unsubscribedAt: first,
      confirmTokenHash: null,
    });
    expect((await confirm(stale)).statusCode).toBe(404);
    // Opened in time, it makes the address a subscriber again, same row and unsubscribe link.
    await subscribe({ email: 'leaving@example.com' });
    expect((await confirm(await confirmToken('leaving@example.com'))).statusCode).toBe(200);
    expect(await subscriber('leaving@example.com')).toMatchObject({
      id,
      unsubscribeToken,
      unsubscribedAt: null,
    });
    expect(await exported()).toContain('leaving@example.com');
  });

  it('rejects a missing or invalid email with 400', async () => {
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }, { email: 'a@b' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const long = await subscribe({ email: `${'a'.repeat(250)}@example.com` });
    expect(long.statusCode).toBe(400);
    const badSource = await subscribe({ email: 'src@example.com', source: 'banner' });
    expect(badSource.statusCode).toBe(400);
  });

  it('fails the sign-up, keeping nothing, when its confirmation mail cannot be queued', async () => {
    await t.app.db.execute(
      sql`alter table mail_outbox add constraint test_no_mail check (false) not valid`,
    );
    try {
      const res = await subscribe({ email: 'no-mail@example.com' });
      expect(res.statusCode).toBe(500);
      expect(await subscriber('no-mail@example.com')).toBeUndefined();
    } finally {
      await t.app.db.execute(sql`alter table mail_outbox drop constraint test_no_mail`);
    }
  });

  it('still confirms when the welcome mail cannot be queued', async () => {
    await subscribe({ email: 'no-welcome@example.com' });
    const token = await confirmToken('no-welcome@example.com');
    await t.app.db.execute(
      sql`alter table mail_outbox add constraint test_no_mail check (false) not valid`,
    );
    try {
      expect((await confirm(token)).statusCode).toBe(200);
    } finally {
      await t.app.db.execute(sql`alter table mail_outbox drop constraint test_no_mail`);
    }
    expect((await subscriber('no-welcome@example.com'))!.confirmedAt).toBeInstanceOf(Date);
    expect(await mailsTo('no-welcome@example.com')).toHaveLength(1);
  });
});
