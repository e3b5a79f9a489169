import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, lastMailTo, linkInLastMail, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { fixturePhoto } from '../../../test/images.ts';
import {
  adminAccount,
  adminRequest,
  postPet,
  report,
  uploadPet,
} from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { createContest } from '../../../test/captions.ts';
import { multipartBody } from '../../../test/multipart.ts';

/** The admin API: permissions, the queue and every action, on a real database. */

const UNVERIFIED_ADMIN = 'second-moderator@example.test';

async function rows<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

describe(`admin API (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;

  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: `moderator@example.test,${UNVERIFIED_ADMIN}`,
      REPORTS_TO_HIDE: '3',
    });
    admin = await adminAccount(t.app);
    owner = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    adminRequest(t.app, cookie, method, url, body);

  it('answers 403 to anonymous visitors, members and an unverified admin email on every route', async () => {
    const member = await verifiedUser(t.app);
    const unverified = await signUp(t.app, { email: UNVERIFIED_ADMIN });
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/admin/summary'],
      ['GET', '/api/admin/queue'],
      ['GET', '/api/admin/queue?reason=bogus'],
      [
        'POST',
        '/api/admin/actions',
        { action: 'approve', items: [{ subjectType: 'pet', subjectId: id }] },
      ],
      ['POST', '/api/admin/actions', { nonsense: true }],
      ['GET', '/api/admin/users?q=rex'],
      ['GET', `/api/admin/users/${member.user.id}`],
      ['POST', `/api/admin/users/${member.user.id}/credits`, { credits: 5, reason: 'gift' }],
      ['POST', `/api/admin/users/${member.user.id}/ban`, { reason: 'spam' }],
      ['POST', `/api/admin/users/${member.user.id}/unban`, {}],
      ['GET', '/api/admin/inbox'],
      ['POST', `/api/admin/inbox/${id}/handled`, {}],
      ['GET', '/api/admin/newsletter'],
      ['POST', '/api/admin/newsletter/export.csv'],
      ['DELETE', `/api/admin/newsletter/subscribers/${id}`],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await t.app.inject({
        method,
        url,
        remoteAddress: freshIp(),
        headers: { origin: ORIGIN },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(403);
      expect(anonymous.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: messages.admin.forbidden,
      });
      for (const who of [member, unverified]) {
        const res = await as(who.cookie, method, url, body);
        expect(res.statusCode, `${method} ${url} ${who.email}`).toBe(403);
      }
    }
    // Nothing happened: the member is not banned and has no credits.
    const [state] = await rows<{ banned: boolean; credits: number }>(
      t,
      sql`select exists (select 1 from bans where user_id = ${member.user.id}) as banned,
        (select credits from profiles where id = ${member.user.id}) as credits`,
    );
    expect(state).toEqual({ banned: false, credits: 0 });
    // The session says who is an admin (the web shows the Admin menu entry from it).
    const session = await as(admin.cookie, 'GET', '/api/auth/session');
    expect(session.json().user.isAdmin).toBe(true);
    expect((await as(unverified.cookie, 'GET', '/api/auth/session')).json().user.isAdmin).toBe(
      false,
    );
  });

  it('lists the queue newest first with photo, owner, reports and counts; filters and pages', async () => {
    const first = await uploadPet(
      t.app,
      owner.cookie,
      fixturePhoto('dog-grey-shaggy.jpg'),
      'Shaggy',
    );
    const second = await uploadPet(
      t.app,
      owner.cookie,
      fixturePhoto('dog-red-blanket.jpg'),
      'Blanket',
    );
    const reporter = await signUp(t.app);
    expect(
      (
        await report(
          t.app,
          {
            subjectType: 'pet',
            subjectId: first,
            reason: 'other',
            note: 'Looks like a stock photo',
          },
          { cookie: reporter.cookie },
        )
      ).statusCode,
    ).toBe(201);

    const page = await as(admin.cookie, 'GET', '/api/admin/queue');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    const ids = body.items.map((i: { subjectId: string }) => i.subjectId);
    // The report moved the first pet to the top.
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = body.items.find((i: { subjectId: string }) => i.subjectId === first);
    expect(item).toMatchObject({
      subjectType: 'pet',
      title: 'Shaggy',
      link: `/gallery/${first}`,
      status: 'visible',
      owner: { id: owner.user.id, email: owner.email, username: owner.username, banned: false },
      reasons: ['not_screened', 'reported'],
      reportCount: 1,
      reports: [{ reason: 'other', note: 'Looks like a stock photo', reporter: reporter.username }],
      duplicateOf: null,
    });
    expect(item.photo.imageUrl).toMatch(/^\/uploads\/pets\//);
    expect(item.photo.variants.length).toBeGreaterThan(0);

    const reported = (await as(admin.cookie, 'GET', '/api/admin/queue?reason=reported')).json();
    expect(reported.items.map((i: { subjectId: string }) => i.subjectId)).toEqual([first]);
    expect(reported.total).toBe(1);

    const one = (await as(admin.cookie, 'GET', '/api/admin/queue?limit=1')).json();
    expect(one.items).toHaveLength(1);
    expect(one.nextCursor).toEqual(expect.any(String));
    const next = (
      await as(admin.cookie, 'GET', `/api/admin/queue?limit=1&cursor=${one.nextCursor}`)
    ).json();
    expect(next.items[0].subjectId).not.toBe(one.items[0].subjectId);
    expect(ids.slice(0, 2)).toEqual([one.items[0].subjectId, next.items[0].subjectId]);

    const summary = (await as(admin.cookie, 'GET', '/api/admin/summary')).json();
    expect(summary.queued).toBe(body.total);
    expect(summary.queuedByReason.reported).toBe(1);
    expect(summary.queuedByReason.not_screened).toBeGreaterThanOrEqual(2);

    expect((await as(admin.cookie, 'GET', '/api/admin/queue?limit=51')).statusCode).toBe(400);
    expect((await as(admin.cookie, 'GET', '/api/admin/queue?reason=bogus')).statusCode).toBe(400);
    // A cursor that does not decode starts from the top rather than failing.
    expect((await as(admin.cookie, 'GET', '/api/admin/queue?cursor=%%%')).statusCode).toBe(200);
  });

  it('lists items with the screening verdict as upload screening stores it (animals by label, no explicit score when unscreened)', async () => {
    const pet = await uploadPet(t.app, owner.cookie, fixturePhoto('cat-tabby.jpg'), 'Scored');
    // What screeningRecord() (features/moderation) writes for a screened photo: scores per label.
    const stored = {
      unsafe: 0.71,
      nsfw: { porn: 0.5, sexy: 0.21, hentai: 0, neutral: 0.29, drawing: 0 },
      animals: { cat: 0.93, dog: 0.04 },
      species: 'cat',
      ms: 143,
    };
    await t.app.db.execute(
      sql`update review_queue set screening = ${JSON.stringify(stored)}::jsonb where subject_id = ${pet}`,
    );
    const page = await as(admin.cookie, 'GET', '/api/admin/queue');
    expect(page.statusCode).toBe(200);
    const item = page.json().items.find((i: { subjectId: string }) => i.subjectId === pet);
    expect(item.screening).toMatchObject(stored);

    // A verdict whose explicit score is unknown (the NSFW model did not answer).
    await t.app.db.execute(
      sql`update review_queue set screening = ${JSON.stringify({ ...stored, unsafe: null })}::jsonb where subject_id = ${pet}`,
    );
    const again = await as(admin.cookie, 'GET', '/api/admin/queue');
    expect(again.statusCode).toBe(200);
  });

  it('hides (mail to the owner, gone for the public, owner sees why), unhides, and audits both', async () => {
    const petId = await uploadPet(t.app, owner.cookie, fixturePhoto('cat-kitten.jpg'), 'Kitty');
    const noReason = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'hide',
      items: [{ subjectType: 'pet', subjectId: petId }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual([messages.admin.reasonRequired]);

    const hide = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'hide',
      items: [{ subjectType: 'pet', subjectId: petId }],
      reason: 'Shows a person, not a pet',
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({
      done: 1,
      skipped: 0,
      results: [{ subjectType: 'pet', subjectId: petId, outcome: 'done', status: 'hidden' }],
    });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/pets/${petId}` });
    expect(publicView.statusCode).toBe(404);
    expect(publicView.json().message).toBe('Pet not found or has been removed.');
    const ownerView = await as(owner.cookie, 'GET', `/api/pets/${petId}`);
    expect(ownerView.json().pet.moderation).toEqual({
      status: 'hidden',
      reason: 'Shows a person, not a pet',
    });
    expect((await as(admin.cookie, 'GET', `/api/pets/${petId}`)).statusCode).toBe(200);
    const mail = await lastMailTo(t.app, owner.email);
    expect(mail?.subject).toContain('“Kitty” was hidden by a moderator');
    expect(mail?.text).toContain('Reason: Shows a person, not a pet');
    const queue = (await as(admin.cookie, 'GET', '/api/admin/queue')).json();
    expect(queue.items.some((i: { subjectId: string }) => i.subjectId === petId)).toBe(false);

    const again = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'hide',
      items: [{ subjectType: 'pet', subjectId: petId }],
      reason: 'twice',
    });
    expect(again.json()).toMatchObject({ done: 0, skipped: 1 });

    const unhide = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'unhide',
      items: [{ subjectType: 'pet', subjectId: petId }],
    });
    expect(unhide.json().results[0]).toMatchObject({ outcome: 'done', status: 'visible' });
    expect((await t.app.inject({ method: 'GET', url: `/api/pets/${petId}` })).statusCode).toBe(200);

    const audit = (await as(admin.cookie, 'GET', '/api/admin/audit?limit=2')).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['unhide', 'hide']);
    expect(audit.entries[1]).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.email,
      subjectType: 'pet',
      subjectId: petId,
      subjectLabel: 'Kitty',
      reason: 'Shows a person, not a pet',
    });
    const older = (
      await as(admin.cookie, 'GET', `/api/admin/audit?limit=2&cursor=${audit.nextCursor}`)
    ).json();
    expect(older.entries.map((e: { id: string }) => e.id)).not.toContain(audit.entries[0].id);
    // Append-only, whoever asks.
    await expect(t.app.db.execute(sql`update admin_audit_log set reason = 'x'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow();
  });

  it('removes: files deleted, hash kept (the photo is refused again), owner mailed; approve dismisses reports', async () => {
    const photo = fixturePhoto('dog-grey-frisbee.jpg');
    const petId = await uploadPet(t.app, owner.cookie, photo, 'Frisbee');
    const [stored] = await rows<{ imageKey: string; variants: { width: number }[] }>(
      t,
      sql`select image_key as "imageKey", variants from pet_photos where id = ${petId}`,
    );
    const files = stored!.variants.map((v) =>
      path.join(t.dataDir, 'uploads', `${stored!.imageKey}-${v.width}.webp`),
    );
    expect(files.every((f) => existsSync(f))).toBe(true);

    const other = await uploadPet(
      t.app,
      owner.cookie,
      fixturePhoto('dog-red-fluffy.jpg'),
      'Fluffy',
    );
    await report(t.app, { subjectType: 'pet', subjectId: other, reason: 'spam' });
    const bulk = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'remove',
      items: [
        { subjectType: 'pet', subjectId: petId },
        { subjectType: 'pet', subjectId: '00000000-0000-4000-8000-000000000000' },
      ],
      reason: 'Copied from a stock site',
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ done: 1, skipped: 1 });
    expect(bulk.json().results[1]).toMatchObject({ outcome: 'not_found', status: null });
    expect(files.some((f) => existsSync(f))).toBe(false);
    const [hash] = await rows<{ removed: boolean; petId: string | null }>(
      t,
      sql`select removed_at is not null as removed, pet_id as "petId" from photo_hashes
        where owner_id = ${owner.user.id} and removed_at is not null`,
    );
    expect(hash).toEqual({ removed: true, petId: null });
    const reupload = await postPet(t.app, owner.cookie, photo, 'Again');
    expect(reupload.statusCode).toBe(409);
    expect(reupload.json().message).toBe(messages.moderation.removedCopy);
    expect((await lastMailTo(t.app, owner.email))?.subject).toContain('was removed by a moderator');
    const ownerView = (await as(owner.cookie, 'GET', `/api/pets/${petId}`)).json();
    expect(ownerView.pet.moderation.status).toBe('removed');
    // Removed is final.
    const back = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'approve',
      items: [{ subjectType: 'pet', subjectId: petId }],
    });
    expect(back.json()).toMatchObject({ done: 0, skipped: 1 });

    const approve = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'approve',
      items: [{ subjectType: 'pet', subjectId: other }],
    });
    expect(approve.json()).toMatchObject({ done: 1 });
    const [state] = await rows<{ queued: boolean; open: number; dismissed: number }>(
      t,
      sql`select exists (select 1 from review_queue where subject_id = ${other}) as queued,
        (select count(*)::int from reports where subject_id = ${other} and resolved_at is null) as open,
        (select count(*)::int from reports where subject_id = ${other} and resolution = 'dismissed') as dismissed`,
    );
    expect(state).toEqual({ queued: false, open: 0, dismissed: 1 });
  });

  it('approves a waiting avatar and removes a shown one (file deleted, owner mailed)', async () => {
    const member = await verifiedUser(t.app);
    const form = multipartBody({
      avatar: {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        data: fixturePhoto('cat-kitten.jpg'),
      },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, cookie: member.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const shown: string = uploaded.json().avatarUrl;
    const shownFile = path.join(t.dataDir, 'uploads', shown.replace(/^\/uploads\//, ''));
    expect(existsSync(shownFile)).toBe(true);

    // A waiting avatar (screening held it back): stored, queued, not on the profile yet.
    const key = `avatars/${member.user.id}-waiting.webp`;
    await t.app.storage.put(key, Buffer.from('webp'), { contentType: 'image/webp' });
    const waitingUrl = t.app.storage.publicUrl(key);
    await t.app.db
      .execute(sql`insert into review_queue (subject_type, subject_id, owner_id, reasons, details)
      values ('avatar', ${member.user.id}, ${member.user.id}, '{nsfw}',
        ${JSON.stringify({ avatarUrl: waitingUrl, avatarKey: key })}::jsonb)`);
    const queued = (await as(admin.cookie, 'GET', '/api/admin/queue?reason=nsfw')).json();
    expect(queued.items[0]).toMatchObject({
      subjectType: 'avatar',
      subjectId: member.user.id,
      title: `Avatar of ${member.username}`,
      photo: { imageUrl: waitingUrl },
      link: null,
    });
    const approve = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'approve',
      items: [{ subjectType: 'avatar', subjectId: member.user.id }],
    });
    expect(approve.json()).toMatchObject({ done: 1 });
    expect((await as(member.cookie, 'GET', '/api/auth/session')).json().user.avatarUrl).toBe(
      waitingUrl,
    );
    expect(existsSync(shownFile)).toBe(false); // the replaced picture is deleted

    const remove = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'remove',
      items: [{ subjectType: 'avatar', subjectId: member.user.id }],
      reason: 'Not appropriate for a profile picture',
    });
    expect(remove.json()).toMatchObject({ done: 1 });
    expect((await as(member.cookie, 'GET', '/api/auth/session')).json().user.avatarUrl).toBeNull();
    expect(existsSync(path.join(t.dataDir, 'uploads', key))).toBe(false);
    expect((await lastMailTo(t.app, member.email))?.subject).toContain(
      'Your profile picture was removed by a moderator',
    );
  });

  it('removes a caption contest with its files (owner mailed)', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const [row] = await rows<{ imageKey: string; variants: { width: number }[] }>(
      t,
      sql`select image_key as "imageKey", variants from pet_captions where id = ${contest.id}`,
    );
    const files = row!.variants.map((v) =>
      path.join(t.dataDir, 'uploads', `${row!.imageKey}-${v.width}.webp`),
    );
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await as(admin.cookie, 'POST', '/api/admin/actions', {
      action: 'remove',
      items: [{ subjectType: 'contest', subjectId: contest.id }],
      reason: 'Not a pet',
    });
    expect(res.json().results[0]).toMatchObject({ outcome: 'done', status: 'removed' });
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/captions/${contest.shareId}` })).statusCode,
    ).toBe(404);
    expect((await lastMailTo(t.app, owner.email))?.subject).toContain('Your caption contest');
  });

  it('searches users, shows one with its entries and reports, and grants credits', async () => {
    const member = await verifiedUser(t.app);
    const petId = await uploadPet(t.app, member.cookie, fixturePhoto('cat-tabby.jpg'), 'Tabby');
    await report(
      t.app,
      { subjectType: 'pet', subjectId: petId, reason: 'spam' },
      { cookie: owner.cookie },
    );

    const byEmail = (
      await as(
        admin.cookie,
        'GET',
        `/api/admin/users?q=${encodeURIComponent(member.email.toUpperCase())}`,
      )
    ).json();
    expect(byEmail.users.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    const byName = (await as(admin.cookie, 'GET', `/api/admin/users?q=${member.username}`)).json();
    expect(byName.users[0]).toMatchObject({
      id: member.user.id,
      username: member.username,
      isAdmin: false,
      banned: null,
      counts: { pets: 1, contests: 0, votesCast: 0, reportsMade: 0, reportsReceived: 1 },
    });
    // LIKE's wildcards are plain characters in a search.
    expect((await as(admin.cookie, 'GET', '/api/admin/users?q=%25')).json().users).toEqual([]);
    expect((await as(admin.cookie, 'GET', '/api/admin/users?q=a%07b')).statusCode).toBe(400);

    const detail = (await as(admin.cookie, 'GET', `/api/admin/users/${member.user.id}`)).json();
    expect(detail.entries).toEqual([
      expect.objectContaining({ subjectType: 'pet', id: petId, title: 'Tabby', status: 'visible' }),
    ]);
    expect(detail.reportsReceived).toEqual([
      expect.objectContaining({ subjectId: petId, reason: 'spam', resolution: null }),
    ]);
    const ownerDetail = (await as(admin.cookie, 'GET', `/api/admin/users/${owner.user.id}`)).json();
    expect(ownerDetail.reportsMade.map((r: { subjectId: string }) => r.subjectId)).toContain(petId);
    expect((await as(admin.cookie, 'GET', '/api/admin/users/nobody')).statusCode).toBe(404);

    const grant = await as(admin.cookie, 'POST', `/api/admin/users/${member.user.id}/credits`, {
      credits: 5,
      reason: 'Shelter partner',
    });
    expect(grant.json()).toEqual({ credits: 5 });
    const more = await as(admin.cookie, 'POST', `/api/admin/users/${member.user.id}/credits`, {
      credits: 2,
      reason: 'Bonus',
    });
    expect(more.json()).toEqual({ credits: 7 });
    // The member's own session sees the new total at once.
    expect((await as(member.cookie, 'GET', '/api/auth/session')).json().user.credits).toBe(7);
    for (const bad of [
      { credits: 0, reason: 'x' },
      { credits: 1001, reason: 'x' },
      { credits: 3 },
    ]) {
      const res = await as(admin.cookie, 'POST', `/api/admin/users/${member.user.id}/credits`, bad);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (
        await as(admin.cookie, 'POST', '/api/admin/users/nobody/credits', {
          credits: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const [line] = (await as(admin.cookie, 'GET', '/api/admin/audit?limit=1')).json().entries;
    expect(line).toMatchObject({
      action: 'grant_credits',
      subjectId: member.user.id,
      reason: 'Bonus',
      details: { credits: 2, total: 7 },
    });
  });

  it('keeps the inbox: newest first, mark handled and reopen', async () => {
    for (const subject of ['First question', 'Second question']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: freshIp(),
        payload: { name: 'Ada', email: 'ada@example.test', subject, message: 'Hello there, team!' },
      });
      expect(res.statusCode).toBe(201);
    }
    const open = (await as(admin.cookie, 'GET', '/api/admin/inbox')).json();
    expect(open.messages.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual([
      'Second question',
      'First question',
    ]);
    const id = open.messages[0].id;
    const handled = await as(admin.cookie, 'POST', `/api/admin/inbox/${id}/handled`, {});
    expect(handled.json()).toMatchObject({ id, handledBy: admin.email });
    expect(handled.json().handledAt).toEqual(expect.any(String));
    const stillOpen = (await as(admin.cookie, 'GET', '/api/admin/inbox?status=open')).json();
    expect(stillOpen.messages.map((m: { id: string }) => m.id)).not.toContain(id);
    const done = (await as(admin.cookie, 'GET', '/api/admin/inbox?status=handled')).json();
    expect(done.messages.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await as(admin.cookie, 'GET', '/api/admin/summary')).json().inboxOpen).toBe(
      stillOpen.messages.length,
    );
    const reopened = await as(admin.cookie, 'POST', `/api/admin/inbox/${id}/handled`, {
      handled: false,
    });
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    expect(
      (
        await as(
          admin.cookie,
          'POST',
          '/api/admin/inbox/00000000-0000-4000-8000-000000000000/handled',
          {},
        )
      ).statusCode,
    ).toBe(404);
    const page = (await as(admin.cookie, 'GET', '/api/admin/inbox?limit=1&status=all')).json();
    const page2 = (
      await as(admin.cookie, 'GET', `/api/admin/inbox?limit=1&status=all&cursor=${page.nextCursor}`)
    ).json();
    expect(page2.messages[0].id).not.toBe(page.messages[0].id);
  });

  it('counts, exports (CSV, formula-safe) and removes newsletter addresses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: freshIp(),
      payload: { email: 'zoe@example.test' },
    });
    expect(res.statusCode).toBeLessThan(300);
    // A sign-up whose link was never opened is neither counted nor exported (ADR 0113).
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: freshIp(),
      payload: { email: 'zoe-pending@example.test' },
    });
    const link = await linkInLastMail(t.app, 'zoe@example.test', '/newsletter/confirm');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      remoteAddress: freshIp(),
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    // An address stored before today's validation: a spreadsheet must not run it as a formula.
    await t.app.db.execute(
      sql`insert into newsletter_subscribers (email, created_at, confirmed_at)
        values ('=cmd@example.test', now() + interval '1 second', now())`,
    );
    const summary = (await as(admin.cookie, 'GET', '/api/admin/newsletter?q=zoe')).json();
    expect(summary.subscribers).toBe(2);
    expect(summary.pending).toBe(1);
    expect(summary.matches.map((m: { email: string }) => m.email)).toEqual(['zoe@example.test']);
    const csv = await as(admin.cookie, 'POST', '/api/admin/newsletter/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'zoe@example.test',
      "'=cmd@example.test",
    ]);
    const removed = await as(
      admin.cookie,
      'DELETE',
      `/api/admin/newsletter/subscribers/${summary.matches[0].id}`,
    );
    expect(removed.json()).toEqual({ ok: true });
    expect((await as(admin.cookie, 'GET', '/api/admin/newsletter')).json().subscribers).toBe(1);
    const again = await as(
      admin.cookie,
      'DELETE',
      `/api/admin/newsletter/subscribers/${summary.matches[0].id}`,
    );
    expect(again.statusCode).toBe(404);
    const actions = (await as(admin.cookie, 'GET', '/api/admin/audit?limit=2')).json().entries;
    expect(actions.map((e: { action: string }) => e.action)).toEqual([
      'newsletter_remove',
      'newsletter_export',
    ]);
  });

  it('exports the newsletter only on a same-site POST: a cross-site page cannot make an admin export', async () => {
    const exports = async () =>
      (
        await rows<{ n: number }>(
          t,
          sql`select count(*)::int as n from admin_audit_log where action = 'newsletter_export'`,
        )
      )[0]!.n;
    const before = await exports();
    const url = '/api/admin/newsletter/export.csv';
    // A top-level navigation from another site (a link or an <img>) is a GET: no export.
    const navigation = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress: freshIp(),
      headers: {
        cookie: admin.cookie,
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
      },
    });
    expect(navigation.statusCode).toBe(404);
    // A form another site posts: its Origin is not ours, or the browser says cross-site.
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: freshIp(),
        headers: { cookie: admin.cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    expect(await exports()).toBe(before);
    // The console's own POST exports, and writes its audit line.
    const own = await as(admin.cookie, 'POST', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(await exports()).toBe(before + 1);
  });
});
