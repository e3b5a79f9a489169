import { messages } from '@pawprize/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, linkInLastMail, ORIGIN, signIn, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * docs/decisions/0100-verification-proves-ownership.md: a verification link proves who reads the
 * mailbox now; it never hands an account's sessions or password to anyone, never switches the
 * browser's account, and never moves an account onto an ADMIN_EMAILS address.
 */

const m = messages.auth;
const ADMIN = 'boss@example.test';

describe(`verification links (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: `${ADMIN},second@example.test` });
  });
  afterAll(() => t?.close());

  const open = (link: URL, cookie?: string) =>
    t.app.inject({ url: link.pathname + link.search, headers: cookie ? { cookie } : {} });
  const confirm = (token: string, takeOver: boolean, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { token, takeOver },
    });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
  const account = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const sessionCount = async (id: string) =>
    (await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).length;
  const verifyLink = (email: string) => linkInLastMail(t.app, email, '/api/auth/verify-email');
  const changeEmail = (cookie: string, newEmail: string, currentPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie },
      payload: { newEmail, currentPassword },
    });

  it("opened in the account's own session: verified, that session and the password kept", async () => {
    const member = await signUp(t.app);
    const res = await open(await verifyLink(member.email), member.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verified=1');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await me(member.cookie)).toMatchObject({ id: member.user.id, emailVerified: true });
    expect((await signIn(t.app, member.email, member.password)).statusCode).toBe(200);
    // Opened again: nothing left to do.
    expect((await open(await verifyLink(member.email), member.cookie)).headers.location).toBe(
      '/login?verified=1',
    );
  });

  it('a squatted admin address: a plain GET changes nothing, the owner takes the account over and the squatter keeps nothing', async () => {
    const squatter = await signUp(t.app, { email: ADMIN.toUpperCase() });
    const link = await verifyLink(ADMIN);
    const token = link.searchParams.get('token')!;

    // The admin's mail client (or its link scanner) opens the link: no session, so a page asks.
    const scanned = await open(link);
    expect(scanned.statusCode).toBe(302);
    expect(scanned.headers.location).toBe(`/verify-email?token=${encodeURIComponent(token)}`);
    expect(scanned.headers['set-cookie']).toBeUndefined();
    expect(await account(squatter.user.id)).toMatchObject({ emailVerified: false });
    expect(await me(squatter.cookie)).toMatchObject({ isAdmin: false });

    // Without taking over, the page's button says to log in first.
    const asked = await confirm(token, false);
    expect(asked.statusCode).toBe(401);

    // The admin confirms: verified, every session ended, the squatter's password gone.
    const taken = await confirm(token, true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'choose-password',
      message: m.verifyChoosePassword,
    });
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(await account(squatter.user.id)).toMatchObject({ emailVerified: true });
    expect(await sessionCount(squatter.user.id)).toBe(0);
    expect(await me(squatter.cookie)).toBeNull();
    expect((await signIn(t.app, ADMIN, squatter.password)).statusCode).toBe(401);

    // The link in the answer sets the admin's own password, which signs in as an admin.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN },
      payload: { token: taken.json().resetToken, password: 'the real admin chose this' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(t.app, ADMIN, 'the real admin chose this');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: squatter.user.id, isAdmin: true });
    expect((await signIn(t.app, ADMIN, squatter.password)).statusCode).toBe(401);

    // The link is spent: a second take-over does nothing.
    const again = await confirm(token, true);
    expect(again.json()).toMatchObject({ status: 'already-verified' });
    expect((await signIn(t.app, ADMIN, 'the real admin chose this')).statusCode).toBe(200);
  });

  it('a squatted member address: the same take-over ends the squatter’s sessions on every device', async () => {
    const squatter = await signUp(t.app);
    const phone = await signIn(t.app, squatter.email, squatter.password);
    expect(await sessionCount(squatter.user.id)).toBe(2);
    const token = (await verifyLink(squatter.email)).searchParams.get('token')!;
    expect((await confirm(token, true)).json().status).toBe('choose-password');
    expect(await sessionCount(squatter.user.id)).toBe(0);
    expect(phone.statusCode).toBe(200);
  });

  it('opened while signed in to another account: no switch, nothing changed', async () => {
    const victim = await verifiedUser(t.app);
    const attacker = await signUp(t.app);
    const link = await verifyLink(attacker.email);
    const res = await open(link, victim.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?verifyError=other-account');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await me(victim.cookie)).toMatchObject({ id: victim.user.id });
    expect(await account(attacker.user.id)).toMatchObject({ emailVerified: false });

    const posted = await confirm(link.searchParams.get('token')!, true, victim.cookie);
    expect(posted.statusCode).toBe(409);
    expect(posted.json().message).toBe(m.verifyOtherAccount);
    expect(posted.headers['set-cookie']).toBeUndefined();
    expect(await me(victim.cookie)).toMatchObject({ id: victim.user.id });
    expect(await account(attacker.user.id)).toMatchObject({ emailVerified: false });
    expect(await me(attacker.cookie)).toMatchObject({ id: attacker.user.id });
  });

  it('never moves an account onto an ADMIN_EMAILS address, verified or not', async () => {
    const verified = await verifiedUser(t.app);
    const res = await changeEmail(verified.cookie, ' Second@Example.test ', verified.password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.newEmail).toEqual([messages.account.emailReserved]);
    const unverified = await signUp(t.app);
    const again = await changeEmail(unverified.cookie, 'second@example.test', unverified.password);
    expect(again.statusCode).toBe(400);
    expect((await account(unverified.user.id)).email).toBe(unverified.email);

    // A link minted before the address became an admin's (better-auth directly) is refused too.
    await t.app.auth.api.changeEmail({
      body: { newEmail: 'second@example.test' },
      headers: new Headers({ cookie: verified.cookie }),
    });
    const link = await verifyLink('second@example.test');
    const opened = await open(link, verified.cookie);
    expect(opened.headers.location).toBe('/login?verifyError=1');
    expect(await account(verified.user.id)).toMatchObject({ email: verified.email });
    expect(await me(verified.cookie)).toMatchObject({ isAdmin: false });
  });

  it("a change of address is confirmed only in the account's own session, so nobody's address can be squatted by it", async () => {
    const member = await verifiedUser(t.app);
    const victimAddress = `victim.${member.username}@example.test`;
    expect((await changeEmail(member.cookie, victimAddress, member.password)).statusCode).toBe(200);
    const link = await verifyLink(victimAddress);
    const token = link.searchParams.get('token')!;

    // The victim opens the mail: a page, then a refusal; the address stays free.
    const opened = await open(link);
    expect(opened.headers.location).toBe(
      `/verify-email?token=${encodeURIComponent(token)}&change=1`,
    );
    const taken = await confirm(token, true);
    expect(taken.statusCode).toBe(401);
    expect(taken.json().message).toBe(m.verifySignInFirst);
    expect(await account(member.user.id)).toMatchObject({ email: member.email });
    const bystander = await verifiedUser(t.app);
    expect((await open(link, bystander.cookie)).headers.location).toBe(
      '/dashboard?verifyError=other-account',
    );
    expect(await account(member.user.id)).toMatchObject({ email: member.email });

    // In the member's own session it works.
    const own = await open(link, member.cookie);
    expect(own.headers.location).toBe('/dashboard?emailChanged=1');
    expect(await account(member.user.id)).toMatchObject({
      email: victimAddress,
      emailVerified: true,
    });
  });

  it('answers bad links: a redirect for the GET, 400 for the POST', async () => {
    for (const url of ['/api/auth/verify-email?token=nope', '/api/auth/verify-email']) {
      const res = await t.app.inject({ url });
      expect(res.headers.location).toBe('/login?verifyError=1');
    }
    const forged = await confirm('eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.x', true);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(m.verifyLinkInvalid);
    expect((await confirm('', true)).statusCode).toBe(400);
  });
});
