import { messages } from '@pawprize/shared';
import type { Notification, NotificationPage } from '@pawprize/shared/schemas/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@pawprize/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { ADMIN_EMAIL, adminAccount, adminRequest } from '../../../test/moderation.ts';
import { until } from '../../../test/until.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, unvote, vote } from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * In-app notifications through HTTP (docs/product/notifications.md): votes grouped per pet per
 * day (docs/decisions/0170-notifications-grouped-votes.md), moderators' decisions, read marks,
 * pages and settings.
 */

function as(
  app: FastifyInstance,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function page(app: FastifyInstance, cookie: string, n = 1): Promise<NotificationPage> {
  const res = await as(app, cookie, 'GET', `/api/notifications?page=${n}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
}

async function unread(app: FastifyInstance, cookie: string): Promise<number> {
  const res = await as(app, cookie, 'GET', '/api/notifications/unread-count');
  expect(res.statusCode).toBe(200);
  return res.json().unread;
}

/** The member's vote group of the pet, once it shows `total` votes (recounts follow the vote). */
async function voteGroup(app: FastifyInstance, cookie: string, petId: string, total: number) {
  return until(async () => {
    const item = (await page(app, cookie)).items.find(
      (n): n is Extract<Notification, { kind: 'votes' }> => n.kind === 'votes' && n.petId === petId,
    );
    return item?.total === total ? item : null;
  });
}

async function rowsOfPet(app: FastifyInstance, petId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from notifications where pet_id = ${petId}::uuid`,
  );
  return row!.n;
}

async function namedPet(app: FastifyInstance, ownerId: string, name: string): Promise<string> {
  const [petId] = await insertPets(app, ownerId, 1);
  await app.db.execute(sql`update pet_photos set pet_name = ${name} where id = ${petId}::uuid`);
  return petId!;
}

describe(`notifications (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ADMIN_EMAILS: ADMIN_EMAIL });
  });
  afterAll(() => t?.close());

  it('is for members only, and refuses bad input with a clear 4xx', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${crypto.randomUUID()}/read`],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ] as const) {
      const res = await as(
        t.app,
        null,
        method,
        url,
        method === 'PUT' ? { votes: false } : undefined,
      );
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(messages.auth.loginRequired);
    }
    const member = await verifiedUser(t.app);
    expect((await as(t.app, member.cookie, 'GET', '/api/notifications?page=0')).statusCode).toBe(
      400,
    );
    expect((await as(t.app, member.cookie, 'GET', '/api/notifications?page=501')).statusCode).toBe(
      400,
    );
    expect((await as(t.app, member.cookie, 'GET', '/api/notifications?page=x')).statusCode).toBe(
      400,
    );
    const bad = await as(t.app, member.cookie, 'PUT', '/api/notifications/settings', {
      push: true,
    });
    expect(bad.statusCode).toBe(400);
    const typed = await as(t.app, member.cookie, 'PUT', '/api/notifications/settings', {
      votes: 'no',
    });
    expect(typed.statusCode).toBe(400);
    for (const id of ['nonsense', crypto.randomUUID()]) {
      const res = await as(t.app, member.cookie, 'POST', `/api/notifications/${id}/read`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.notifications.notFound);
    }
    expect(await page(t.app, member.cookie)).toEqual({
      items: [],
      page: 1,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      hasMore: false,
      unread: 0,
    });
  });

  it('groups a pet’s votes of the day in one notification, never one per vote', async () => {
    const owner = await verifiedUser(t.app);
    const petId = await namedPet(t.app, owner.user.id, 'Biscuit');
    const fans = await Promise.all(Array.from({ length: 6 }, () => verifiedUser(t.app)));
    // Votes at the same time: each recount locks the group first, so none is lost.
    const votes = await Promise.all(
      fans.slice(0, 5).map((f) => vote(t.app, petId, { cookie: f.cookie })),
    );
    expect(votes.map((v) => v.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const group = await voteGroup(t.app, owner.cookie, petId, 5);
    expect(group).toMatchObject({ petName: 'Biscuit', votes: 5, read: false });
    expect(group.day).toBe(new Date().toISOString().slice(0, 10));
    expect(await rowsOfPet(t.app, petId)).toBe(1);
    expect(await unread(t.app, owner.cookie)).toBe(1);
    // The voters are told nothing.
    expect(await unread(t.app, fans[0]!.cookie)).toBe(0);

    // Read: the count clears; the item stays with the day's votes.
    const all = await as(t.app, owner.cookie, 'POST', '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await page(t.app, owner.cookie)).items[0]).toMatchObject({
      read: true,
      votes: 5,
      total: 5,
    });

    // A new vote makes the same group unread with only the new one.
    expect((await vote(t.app, petId, { cookie: fans[5]!.cookie })).statusCode).toBe(200);
    expect(await voteGroup(t.app, owner.cookie, petId, 6)).toMatchObject({ read: false, votes: 1 });
    expect(await unread(t.app, owner.cookie)).toBe(1);
    expect(await rowsOfPet(t.app, petId)).toBe(1);

    // Taken back before it was read: nothing new is left, so it reads as read again.
    expect((await unvote(t.app, petId, { cookie: fans[5]!.cookie })).statusCode).toBe(200);
    expect(await voteGroup(t.app, owner.cookie, petId, 5)).toMatchObject({ read: true, votes: 5 });
    expect(await unread(t.app, owner.cookie)).toBe(0);
  });

  it('marks one read (only the member’s own), and counts each pet apart', async () => {
    const owner = await verifiedUser(t.app);
    const [a, b] = [
      await namedPet(t.app, owner.user.id, 'Ada'),
      await namedPet(t.app, owner.user.id, 'Bo'),
    ];
    const fan = await verifiedUser(t.app);
    await vote(t.app, a, { cookie: fan.cookie });
    await vote(t.app, b, { cookie: fan.cookie });
    const first = await voteGroup(t.app, owner.cookie, a, 1);
    await voteGroup(t.app, owner.cookie, b, 1);
    expect(await unread(t.app, owner.cookie)).toBe(2);

    const other = await as(t.app, fan.cookie, 'POST', `/api/notifications/${first.id}/read`);
    expect(other.statusCode).toBe(404);
    const mine = await as(
      t.app,
      owner.cookie,
      'POST',
      `/api/notifications/${first.id.toUpperCase()}/read`,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ unread: 1 });
    // Again: no change, no error.
    expect(
      (await as(t.app, owner.cookie, 'POST', `/api/notifications/${first.id}/read`)).json(),
    ).toEqual({ unread: 1 });
  });

  it('keeps each member’s settings; a kind turned off makes nothing new', async () => {
    const owner = await verifiedUser(t.app);
    const defaults = await as(t.app, owner.cookie, 'GET', '/api/notifications/settings');
    expect(defaults.json()).toEqual({ votes: true, moderation: true });
    const off = await as(t.app, owner.cookie, 'PUT', '/api/notifications/settings', {
      votes: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ votes: false, moderation: true });
    const again = await as(t.app, owner.cookie, 'PUT', '/api/notifications/settings', {
      moderation: false,
    });
    expect(again.json()).toEqual({ votes: false, moderation: false });

    const petId = await namedPet(t.app, owner.user.id, 'Quiet');
    const fan = await verifiedUser(t.app);
    expect((await vote(t.app, petId, { cookie: fan.cookie })).statusCode).toBe(200);
    // A vote on another pet after it is recounted: this pet's recount (one read) started first.
    const loud = await verifiedUser(t.app);
    const loudPet = await namedPet(t.app, loud.user.id, 'Loud');
    await vote(t.app, loudPet, { cookie: fan.cookie });
    await voteGroup(t.app, loud.cookie, loudPet, 1);
    expect(await rowsOfPet(t.app, petId)).toBe(0);
    expect(await unread(t.app, owner.cookie)).toBe(0);

    await as(t.app, owner.cookie, 'PUT', '/api/notifications/settings', { votes: true });
    const fan2 = await verifiedUser(t.app);
    await vote(t.app, petId, { cookie: fan2.cookie });
    expect(await voteGroup(t.app, owner.cookie, petId, 2)).toMatchObject({ votes: 2 });
  });

  it('tells the owner a moderator’s decision on their entry, with the reason', async () => {
    const admin = await adminAccount(t.app);
    const owner = await verifiedUser(t.app);
    const petId = await namedPet(t.app, owner.user.id, 'Kitty');
    const hide = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'hide',
      items: [{ subjectType: 'pet', subjectId: petId }],
      reason: 'Shows a person, not a pet',
    });
    expect(hide.statusCode).toBe(200);
    // In the decision's transaction: there as soon as the answer is.
    expect(await unread(t.app, owner.cookie)).toBe(1);
    const unhide = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'unhide',
      items: [{ subjectType: 'pet', subjectId: petId }],
    });
    expect(unhide.statusCode).toBe(200);
    const { items, unread: count } = await page(t.app, owner.cookie);
    expect(count).toBe(2);
    expect(items).toMatchObject([
      {
        kind: 'moderation',
        decision: 'approved',
        title: 'Kitty',
        subjectType: 'pet',
        subjectId: petId,
        reason: null,
      },
      {
        kind: 'moderation',
        decision: 'hidden',
        title: 'Kitty',
        reason: 'Shows a person, not a pet',
      },
    ]);

    // Turned off: the next decision makes none.
    await as(t.app, owner.cookie, 'PUT', '/api/notifications/settings', { moderation: false });
    await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'remove',
      items: [{ subjectType: 'pet', subjectId: petId }],
      reason: 'Spam',
    });
    expect((await page(t.app, owner.cookie)).items).toHaveLength(2);
  });

  it('lists newest first in pages, and leaves out what is older than the days kept', async () => {
    const member = await verifiedUser(t.app);
    await t.app.db.execute(sql`
      insert into notifications (member_id, kind, payload, at)
      select ${member.user.id}, 'moderation',
        jsonb_build_object('subjectType', 'pet', 'subjectId', gen_random_uuid()::text,
          'title', 'Pet ' || i, 'decision', 'hidden', 'reason', 'r'),
        now() - make_interval(hours => i)
      from generate_series(1, 25) as i`);
    await t.app.db.execute(sql`
      insert into notifications (member_id, kind, payload, at)
      values (${member.user.id}, 'moderation', '{"subjectType":"pet","subjectId":"x","title":"Old","decision":"hidden"}', now() - interval '91 days')`);
    const first = await page(t.app, member.cookie, 1);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.unread).toBe(25);
    expect(first.items.map((n) => (n.kind === 'moderation' ? n.title : ''))[0]).toBe('Pet 1');
    const second = await page(t.app, member.cookie, 2);
    expect(second.items.map((n) => (n.kind === 'moderation' ? n.title : ''))).toEqual([
      'Pet 21',
      'Pet 22',
      'Pet 23',
      'Pet 24',
      'Pet 25',
    ]);
    expect(second.hasMore).toBe(false);
    expect((await as(t.app, member.cookie, 'POST', '/api/notifications/read-all')).json()).toEqual({
      unread: 0,
    });
  });
});
