import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import {
  adminAccount,
  adminRequest,
  networkIp,
  report,
  seasonedMember,
  uploadPet,
} from '../../../test/moderation.ts';
import { markVerified, verifiedUser } from '../../../test/users.ts';
import { insertPets, visitorCookiesFrom } from '../../../test/voting.ts';

/**
 * Entries held for review (docs/decisions/0111-entries-held-for-review.md): a
 * visible pet waiting in the review queue for a report that counts or a screening flag stays
 * public (gallery, its page) but leaves the swipe deck, battles and "More pets" until a moderator
 * approves it. Reports that do not count (visitors, new accounts) and "not screened" hold
 * nothing.
 */

const ids = (body: { pets: { id: string }[] }) => body.pets.map((p) => p.id);

/** The anonymous deck (no cookie: a new visitor's first cards). */
async function deck(app: FastifyInstance): Promise<string[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/votes/queue',
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return ids(res.json());
}

/** "More pets" under `petId`'s page. */
async function morePets(app: FastifyInstance, petId: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/pets/${petId}/more?limit=10` });
  expect(res.statusCode).toBe(200);
  return ids(res.json());
}

/** The pets of `n` battles, each for a new anonymous viewer. */
async function battlePets(app: FastifyInstance, n: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN },
    });
    const { battle } = res.json();
    if (battle) for (const side of [battle.pet1, battle.pet2]) seen.add(side.id);
  }
  return seen;
}

describe(`entries held for review (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      MAIL_WORKER: 'false',
      REPORTS_TO_HIDE: '3',
      ADMIN_EMAILS: 'moderator@example.test',
    });
    await t.app.battleRankings.settled();
  });
  afterAll(() => t?.close());

  /** Its own site for each case: `n` pets of a new owner, every other pet gone. */
  async function site(n: number): Promise<string[]> {
    await t.app.db.execute(sql`delete from pet_photos where true`);
    await t.app.db.execute(sql`delete from pending_battles where true`);
    if (n === 0) return [];
    const owner = await verifiedUser(t.app);
    return insertPets(t.app, owner.user.id, n);
  }

  it('takes a pet a counting report holds out of the deck, battles and More pets until approved', async () => {
    const [spam, a, b] = await site(3);
    // A viewer's pending battle that holds the pet, made before the report.
    let viewer = '';
    for (let i = 0; i < 50 && !viewer; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/battles/current',
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN },
      });
      const { battle } = res.json();
      if ([battle.pet1.id, battle.pet2.id].includes(spam)) viewer = visitorCookiesFrom(res);
    }
    expect(viewer).not.toBe('');
    expect(await deck(t.app)).toContain(spam);

    const reporter = await seasonedMember(t.app);
    const res = await report(
      t.app,
      { subjectType: 'pet', subjectId: spam, reason: 'spam' },
      { cookie: reporter.cookie, ip: networkIp() },
    );
    expect(res.statusCode).toBe(201);

    // Still public: the gallery and its page show it (one report does not hide).
    const gallery = await t.app.inject({ method: 'GET', url: '/api/pets?sort=recent' });
    expect(ids(gallery.json())).toContain(spam);
    expect((await t.app.inject({ method: 'GET', url: `/api/pets/${spam}` })).statusCode).toBe(200);
    // Not put in front of anyone.
    expect(await deck(t.app)).toEqual(expect.not.arrayContaining([spam]));
    expect([...(await battlePets(t.app, 20))].sort()).toEqual([a, b].sort());
    expect(await morePets(t.app, a!)).toEqual([b]);
    // The pending battle that held it was replaced.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/battles/current',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: viewer },
    });
    const { battle } = again.json();
    expect([battle.pet1.id, battle.pet2.id]).not.toContain(spam);

    // Approved: back everywhere.
    const admin = await adminAccount(t.app);
    const approve = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'approve',
      items: [{ subjectType: 'pet', subjectId: spam }],
    });
    expect(approve.json()).toMatchObject({ done: 1 });
    expect(await deck(t.app)).toContain(spam);
    expect(await battlePets(t.app, 30)).toContain(spam);
    expect(await morePets(t.app, a!)).toContain(spam);
  });

  it('holds nothing for reports that do not count: a visitor, a new member', async () => {
    const [pet] = await site(3);
    const anonymous = await report(t.app, { subjectType: 'pet', subjectId: pet, reason: 'spam' });
    expect(anonymous.statusCode).toBe(201);
    const newcomer = await signUp(t.app);
    await markVerified(t.app, newcomer.user.id);
    const fresh = await report(
      t.app,
      { subjectType: 'pet', subjectId: pet, reason: 'spam' },
      { cookie: newcomer.cookie, ip: networkIp() },
    );
    expect(fresh.statusCode).toBe(201);
    expect(await deck(t.app)).toContain(pet);
    expect(await battlePets(t.app, 30)).toContain(pet);
  });

  it('holds a near-copy of another entry, and a pet screening flagged, but not an unscreened one', async () => {
    await site(0);
    const first = await verifiedUser(t.app);
    const second = await verifiedUser(t.app);
    // SCREENING=off in tests: both uploads are queued "not screened", which holds nothing.
    const original = await uploadPet(t.app, first.cookie, fixturePhoto('dog-red-fluffy.jpg'), 'Bo');
    const copy = await uploadPet(t.app, second.cookie, fixturePhoto('dog-red-fluffy.jpg'), 'Bo 2');
    const [flagged, plain] = await insertPets(t.app, first.user.id, 2);
    // What an upload with screening on records for a photo without an animal.
    await t.app.db
      .execute(sql`insert into review_queue (subject_type, subject_id, owner_id, reasons)
      values ('pet', ${flagged}, ${first.user.id}, '{no_animal}')`);

    const cards = await deck(t.app);
    expect(cards).toEqual(expect.arrayContaining([original, plain]));
    expect(cards).toEqual(expect.not.arrayContaining([copy, flagged]));
    expect(await battlePets(t.app, 30)).toEqual(new Set([original, plain]));
    expect((await morePets(t.app, plain!)).sort()).toEqual([original]);
  });
});
