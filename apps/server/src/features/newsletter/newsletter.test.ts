import { messages } from '@pawprize/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.ts';

const ADMIN = 'admin@pawprize.test';
let ipCounter = 0;
/** Each test gets its own client address, so the 5/h limit only bites where it is tested. */
const freshIp = () => `10.0.1.${++ipCounter}`;

describe(`newsletter (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN, MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const subscribe = (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: ip,
      payload: payload as object,
    });
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: freshIp(),
      payload: { token },
    });
  const subscriber = async (email: string) =>
    (
      await t.app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0];
  const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const adminNoticesAbout = async (email: string) =>
    (await mailsTo(ADMIN)).filter((m) => m.subject.includes(email));

  it('subscribes a normalised email, sends a welcome mail with PET10 and an unsubscribe link, and tells the admin', async () => {
    const res = await subscribe({ email: '  Rex.Owner@Example.COM ', source: 'box' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.newsletter.boxSuccess, discountCode: 'PET10' });

    const row = await subscriber('rex.owner@example.com');
    expect(row).toBeDefined();
    expect(row!.unsubscribedAt).toBeNull();

    const [welcome, ...others] = await mailsTo('rex.owner@example.com');
    expect(others).toEqual([]);
    expect(welcome!.text).toContain('PET10');
    expect(welcome!.text).toContain(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(row!.unsubscribeToken)}`,
    );
    const notices = await adminNoticesAbout('rex.owner@example.com');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('box');
  });

  it('answers the popup with the discount text', async () => {
    const res = await subscribe({ email: 'popup@example.com', source: 'popup' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Thank you for subscribing! Use code PET10 for 10% off your next purchase.',
    );
  });

  it('refuses a duplicate whatever its case or spaces with 409 and the exact text', async () => {
    expect((await subscribe({ email: 'dup@example.com' })).statusCode).toBe(201);
    const res = await subscribe({ email: ' DUP@Example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ALREADY_SUBSCRIBED',
      message: 'This email is already subscribed!',
    });
    expect(await adminNoticesAbout('dup@example.com')).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous signups of one address through', async () => {
    const results = await Promise.all([
      subscribe({ email: 'race@example.com' }),
      subscribe({ email: 'Race@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await mailsTo('race@example.com')).toHaveLength(1);
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

  it('still subscribes when the admin notification cannot be queued', async () => {
    await t.app.db.execute(
      sql.raw(
        `alter table mail_outbox add constraint test_no_admin_mail check ("to" <> '${ADMIN}') not valid`,
      ),
    );
    try {
      const res = await subscribe({ email: 'no-notice@example.com' });
      expect(res.statusCode).toBe(201);
      expect(await subscriber('no-notice@example.com')).toBeDefined();
      expect(await mailsTo('no-notice@example.com')).toHaveLength(1);
      expect(await adminNoticesAbout('no-notice@example.com')).toEqual([]);
    } finally {
      await t.app.db.execute(sql`alter table mail_outbox drop constraint test_no_admin_mail`);
    }
  });

  it('still subscribes when no mail at all can be queued', async () => {
    await t.app.db.execute(
      sql`alter table mail_outbox add constraint test_no_mail check (false) not valid`,
    );
    try {
      const res = await subscribe({ email: 'no-mail@example.com' });
      expect(res.statusCode).toBe(201);
      expect(await subscriber('no-mail@example.com')).toBeDefined();
    } finally {
      await t.app.db.execute(sql`alter table mail_outbox drop constraint test_no_mail`);
    }
    expect(await mailsTo('no-mail@example.com')).toEqual([]);
  });

  it('unsubscribes by token, idempotently, and 404s an unknown token', async () => {
    await subscribe({ email: 'leaving@example.com' });
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

    // Coming back works and keeps the same row and link.
    const again = await subscribe({ email: 'Leaving@example.com' });
    expect(again.statusCode).toBe(201);
    const back = (await subscriber('leaving@example.com'))!;
    expect(back).toMatchObject({ id, unsubscribeToken, unsubscribedAt: null });
    expect(await mailsTo('leaving@example.com')).toHaveLength(2);
    expect((await subscribe({ email: 'leaving@example.com' })).statusCode).toBe(409);
  });

  it('limits signups to 5 an hour per IP with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await subscribe({ email: `limit${i}@example.com` }, ip)).statusCode).toBe(201);
    }
    const res = await subscribe({ email: 'limit5@example.com' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('RATE_LIMITED');
    expect((await subscribe({ email: 'limit5@example.com' })).statusCode).toBe(201);
  });
});
