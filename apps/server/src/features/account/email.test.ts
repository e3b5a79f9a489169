import { messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  freshIp,
  lastMailTo,
  linkInLastMail,
  ORIGIN,
  signIn,
  signUp,
} from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { ACCOUNT_LIMITS } from './account.routes.ts';

const m = messages.account;

describe(`change email (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const change = (cookie: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
      payload: payload as string,
    });
  const emailOf = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
  /** A mailed link opened in the member's own browser. */
  const open = (link: URL, cookie: string) =>
    t.app.inject({ url: link.pathname + link.search, headers: { cookie } });
  const session = (cookie: string) =>
    t.app.inject({ url: '/api/auth/session', headers: { cookie } }).then((r) => r.json());

  it('needs a session, the current password and a new, free, valid address', async () => {
    expect((await change('', { newEmail: 'a@b.test', currentPassword: 'x' })).statusCode).toBe(401);
    const a = await verifiedUser(t.app);
    const b = await verifiedUser(t.app);
    const wrong = await change(a.cookie, { newEmail: 'new@example.test', currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([m.currentPasswordWrong]);
    const same = await change(a.cookie, {
      newEmail: a.email.toUpperCase(),
      currentPassword: a.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors.newEmail).toEqual([m.emailSame]);
    const taken = await change(a.cookie, {
      newEmail: ` ${b.email.toUpperCase()} `,
      currentPassword: a.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.newEmail).toEqual([messages.auth.emailTaken]);
    const bad = await change(a.cookie, { newEmail: 'not an email', currentPassword: a.password });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.newEmail).toBeDefined();
    expect((await emailOf(a.user.id))?.email).toBe(a.email);
    // Nothing was mailed for refused tries.
    expect(await lastMailTo(t.app, 'new@example.test')).toBeUndefined();
  });

  it('a verified account changes when the link mailed to the new address is opened; the old one is told', async () => {
    const a = await verifiedUser(t.app);
    const newEmail = `moved.${a.username}@example.test`;
    const res = await change(a.cookie, { newEmail, currentPassword: a.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pending', message: m.emailChangeSent(newEmail) });
    expect((await emailOf(a.user.id))?.email).toBe(a.email); // not yet

    const notice = await lastMailTo(t.app, a.email);
    expect(notice?.subject).toMatch(/email is being changed/);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.userId).toBe(a.user.id);
    const confirm = await lastMailTo(t.app, newEmail);
    expect(confirm?.subject).toMatch(/Confirm your new/);

    const link = await linkInLastMail(t.app, newEmail, '/api/auth/verify-email');
    const opened = await open(link, a.cookie);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/dashboard?emailChanged=1');
    const after = await emailOf(a.user.id);
    expect(after).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await session(a.cookie)).user?.email).toBe(newEmail);

    // The old address signs in no more, the new one does; the link works once.
    expect((await signIn(t.app, a.email, a.password)).statusCode).toBe(401);
    expect((await signIn(t.app, newEmail, a.password)).statusCode).toBe(200);
    const again = await open(link, a.cookie);
    expect(again.headers.location).toBe('/login?verified=1');
    expect(await emailOf(a.user.id)).toMatchObject({ email: newEmail });
    // Mails to the old address stay the member's.
    const old = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, a.email));
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((row) => row.userId === a.user.id)).toBe(true);
  });

  it('a link whose address another account took meanwhile changes nothing', async () => {
    const a = await verifiedUser(t.app);
    const newEmail = `race.${a.username}@example.test`;
    expect((await change(a.cookie, { newEmail, currentPassword: a.password })).statusCode).toBe(
      200,
    );
    const link = await linkInLastMail(t.app, newEmail, '/api/auth/verify-email');
    await signUp(t.app, { email: newEmail });
    const opened = await open(link, a.cookie);
    expect(opened.headers.location).toBe('/login?verifyError=1');
    expect((await emailOf(a.user.id))?.email).toBe(a.email);
  });

  it('an unverified address is replaced at once and the new one gets the verification link', async () => {
    const a = await signUp(t.app);
    const newEmail = `typo.${a.username}@example.test`;
    const res = await change(a.cookie, { newEmail, currentPassword: a.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('changed');
    const cookie = cookieFrom(res) || a.cookie;
    expect((await session(cookie)).user).toMatchObject({ email: newEmail, emailVerified: false });
    const link = await linkInLastMail(t.app, newEmail, '/api/auth/verify-email');
    await open(link, cookie);
    expect(await emailOf(a.user.id)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it(`is limited to ${ACCOUNT_LIMITS.emailChangesPerUser.max} tries an hour per member`, async () => {
    const a = await verifiedUser(t.app);
    const { max } = ACCOUNT_LIMITS.emailChangesPerUser;
    for (let i = 0; i < max; i++) {
      const res = await change(a.cookie, { newEmail: 'x@example.test', currentPassword: 'wrong' });
      expect(res.statusCode).toBe(400);
    }
    const limited = await change(a.cookie, {
      newEmail: `late.${a.username}@example.test`,
      currentPassword: a.password,
    });
    expect(limited.statusCode).toBe(429);
  });
});
