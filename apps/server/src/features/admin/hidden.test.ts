import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import { createContest } from '../../../test/captions.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets, vote } from '../../../test/voting.ts';

/**
 * "Hidden or removed means gone everywhere" (docs/decisions/0061-moderation-model.md):
 * after a moderator hides a pet, a caption contest and a fan's caption through the admin API,
 * none of them appears in any public answer — gallery, search, home, leaderboard, swipe deck,
 * battles (a pending matchup with the pet is replaced), rankings, winners, caption lists, link
 * previews, the sitemap — while the visible ones still do. A direct link answers
 * 'Pet not found or has been removed.' to everyone but the owner and admins.
 */

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>PawPrize</title>
<meta property="og:title" content="PawPrize" /></head><body><div id="root"></div></body></html>`;

describe(`hidden means gone everywhere (${testDriver})`, () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'pawprize-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp(
      { WEB_DIST: dist, ADMIN_EMAILS: 'moderator@example.test' },
      { serveWeb: true },
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves no trace of hidden entries in public answers, and replaces pending matchups', async () => {
    const admin = await adminAccount(t.app);
    const owner = await verifiedUser(t.app);
    const [hidden, ...visible] = await insertPets(t.app, owner.user.id, 4);
    await t.app.db.execute(sql`update pet_photos set pet_name = 'Hiddenpaw' where id = ${hidden}`);
    await t.app.db.execute(sql`update pet_photos set pet_name = 'Shownpaw'
      where id = any(${`{${visible.join(',')}}`}::uuid[])`);
    const voters = [await verifiedUser(t.app), await verifiedUser(t.app)];
    for (const v of voters)
      expect((await vote(t.app, hidden!, { cookie: v.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, visible[0]!, { cookie: voters[0]!.cookie })).statusCode).toBe(200);

    // A viewer whose pending matchup holds the pet about to be hidden, and battles with it voted.
    const viewer = await verifiedUser(t.app);
    const [p1, p2] = [hidden!, visible[0]!].sort();
    const [battle] = (
      (await t.app.db.execute(sql`
      insert into battles (pet1_id, pet2_id, pet1_votes) values (${p1}, ${p2}, 0) returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await t.app.db.execute(sql`insert into pending_battles (viewer_key, battle_id)
      values (${`u:${viewer.user.id}`}, ${battle!.id})`);

    // Caption contests: one to hide, one with a fan's caption to hide.
    const hiddenContest = await createContest(t.app, owner.cookie);
    const shownContest = await createContest(t.app, owner.cookie);
    const fan = await verifiedUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/captions/${shownContest.shareId}/captions`,
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: fan.cookie },
      payload: { caption: 'Secretcaption of the hour' },
    });
    expect(added.statusCode).toBe(201);
    const fanCaption = added
      .json()
      .contest.captions.find((c: { caption: string }) => c.caption === 'Secretcaption of the hour');

    // Before: the pet leads the leaderboard (so its absence later means something).
    const before = await t.app.inject({ method: 'GET', url: '/api/leaderboard' });
    expect(before.body).toContain(hidden);

    const hide = await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'hide',
      items: [
        { subjectType: 'pet', subjectId: hidden },
        { subjectType: 'contest', subjectId: hiddenContest.id },
        { subjectType: 'caption', subjectId: fanCaption.id },
      ],
      reason: 'Under review',
    });
    expect(hide.json()).toMatchObject({ done: 3 });
    await t.app.battleRankings.recompute({ force: true });

    const get = (url: string, cookie?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress: freshIp(),
        headers: cookie ? { cookie } : {},
      });
    const publicReads: [string, string?][] = [
      ['/api/pets?sort=recent'],
      ['/api/pets?sort=popular'],
      ['/api/pets?q=paw'],
      ['/api/pets/top'],
      ['/api/leaderboard'],
      ['/api/votes/queue', viewer.cookie],
      ['/api/battles/current', viewer.cookie],
      ['/api/battles/rankings'],
      ['/api/winners'],
      ['/api/me/votes', voters[0]!.cookie],
      ['/api/captions'],
      [`/api/captions/${shownContest.shareId}`],
      ['/sitemap.xml'],
      [`/gallery/${hidden}`],
      [`/captions/${hiddenContest.shareId}`],
    ];
    for (const [url, cookie] of publicReads) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBeLessThan(500);
      for (const secret of [
        hidden!,
        'Hiddenpaw',
        hiddenContest.shareId,
        fanCaption.id,
        'Secretcaption',
      ]) {
        expect(res.body, `${url} mentions ${secret}`).not.toContain(secret);
      }
    }
    // The visible ones are still there.
    expect((await get('/api/pets?sort=recent')).body).toContain(visible[0]);
    expect((await get('/api/leaderboard')).body).toContain(visible[0]);
    expect((await get('/api/captions')).body).toContain(shownContest.shareId);
    expect((await get('/sitemap.xml')).body).toContain(visible[0]);
    // The pending matchup was replaced by one between visible pets.
    const current = (await get('/api/battles/current', viewer.cookie)).json().battle;
    expect(current).not.toBeNull();
    expect(current.id).not.toBe(battle!.id);
    // A card vote on it is refused; the contest page answers 404.
    expect((await vote(t.app, hidden!, { cookie: viewer.cookie })).statusCode).toBe(404);
    expect((await get(`/api/captions/${hiddenContest.shareId}`)).statusCode).toBe(404);

    // Direct links: 'Pet not found or has been removed.' except for the owner and admins.
    const direct = await get(`/api/pets/${hidden}`);
    expect(direct.statusCode).toBe(404);
    expect(direct.json().message).toBe('Pet not found or has been removed.');
    expect((await get(`/api/pets/${hidden}`, fan.cookie)).statusCode).toBe(404);
    const own = (await get(`/api/pets/${hidden}`, owner.cookie)).json();
    expect(own.pet.moderation).toEqual({ status: 'hidden', reason: 'Under review' });
    const asAdmin = await get(`/api/pets/${hidden}`, admin.cookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().pet.moderation.status).toBe('hidden');
    const ownContest = await get(`/api/captions/${hiddenContest.shareId}`, owner.cookie);
    expect(ownContest.statusCode).toBe(200);

    // Unhidden, it is back at once.
    await adminRequest(t.app, admin.cookie, 'POST', '/api/admin/actions', {
      action: 'unhide',
      items: [{ subjectType: 'pet', subjectId: hidden }],
    });
    expect((await get('/api/leaderboard')).body).toContain(hidden);
  });
});
