import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';

/**
 * Signed-in requests on the embedded database keep the session they read (session.ts) until
 * anything in sessions, users or profiles changes (migration 0005's notifications). A change must
 * show on the very next request; PostgreSQL, with several instances, reads every time.
 */
describe(`session reads between requests (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const session = async (cookie: string) => {
    const res = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ user: { fullName: string; credits: number } | null }>();
  };
  const sessions = () => t.app.auth.sessions;

  it('keeps a read session on PGlite, and none on PostgreSQL', async () => {
    const { cookie } = await verifiedUser(t.app);
    expect((await session(cookie)).user?.fullName).toBe('Rex Owner');
    expect(sessions().cachedCount).toBe(testDriver === 'pglite' ? 1 : 0);
    expect((await session(cookie)).user?.fullName).toBe('Rex Owner');
  });

  it('shows a profile or credits change on the next request', async () => {
    const { cookie, user } = await verifiedUser(t.app);
    expect((await session(cookie)).user?.credits).toBe(0);
    await t.app.db.execute(
      sql`update profiles set full_name = 'Renamed Owner', credits = 7 where id = ${user.id}`,
    );
    expect(sessions().cachedCount).toBe(0);
    const after = await session(cookie);
    expect(after.user).toMatchObject({ fullName: 'Renamed Owner', credits: 7 });
  });

  it('refuses a session deleted in the database on the next request', async () => {
    const { cookie, user } = await verifiedUser(t.app);
    expect((await session(cookie)).user).not.toBeNull();
    await t.app.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    expect((await session(cookie)).user).toBeNull();
  });

  it('does not keep a read that a change overtook', async () => {
    const { cookie, user } = await verifiedUser(t.app);
    sessions().forget();
    // The read and the change race; whichever wins, the next request sees the change.
    await Promise.all([
      session(cookie),
      t.app.db.execute(sql`update profiles set full_name = 'Raced Owner' where id = ${user.id}`),
    ]);
    expect((await session(cookie)).user?.fullName).toBe('Raced Owner');
  });
});
