import { messages } from '@pawprize/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { report, uploadPet } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { share, vote } from '../../../test/voting.ts';
import { EXPORT_JSON_NAME } from './export.service.ts';

const rawBody = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload);

describe(`download my data (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const download = (cookie: string) =>
    t.app.inject({ url: '/api/account/export', headers: { cookie }, remoteAddress: freshIp() });

  it('needs a session', async () => {
    const res = await download('');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.auth.loginRequired);
  });

  it('holds a readable JSON that matches the database and the stored photos', async () => {
    const me = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const petId = await uploadPet(t.app, me.cookie, undefined, 'Mochi');
    const othersPet = await uploadPet(t.app, other.cookie, undefined, 'Rival');
    expect((await vote(t.app, othersPet, { cookie: me.cookie })).statusCode).toBe(200);
    expect((await share(t.app, 'twitter', { cookie: me.cookie })).statusCode).toBeLessThan(300);
    const contest = await createContest(t.app, me.cookie);
    const othersContest = await createContest(t.app, other.cookie);
    expect(
      (await voteCaption(t.app, me.cookie, othersContest.shareId, othersContest.captions[0]!.id))
        .statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await report(
          t.app,
          { subjectType: 'pet', subjectId: othersPet, reason: 'spam' },
          { cookie: me.cookie },
        )
      ).statusCode,
    ).toBeLessThan(300);

    const res = await download(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store'); // ADR 0103
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="pawprize-data-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`,
      ),
    );
    const files = unzipSync(rawBody(res));
    const doc = JSON.parse(new TextDecoder().decode(files[EXPORT_JSON_NAME]));

    expect(doc.account).toMatchObject({ id: me.user.id, email: me.email, emailVerified: true });
    expect(doc.profile).toMatchObject({ username: me.username, fullName: me.fullName });
    expect(doc.pets.map((p: { id: string }) => p.id)).toEqual([petId]);
    expect(doc.pets[0].petName).toBe('Mochi');
    expect(doc.votes).toHaveLength(1);
    expect(doc.votes[0]).toMatchObject({ petId: othersPet, petName: 'Rival', source: 'card' });
    expect(doc.captionContests.map((c: { id: string }) => c.id)).toEqual([contest.id]);
    expect(doc.captionContests[0].captions.length).toBe(contest.captions.length);
    expect(doc.captionVotes).toEqual([
      expect.objectContaining({
        contestId: othersContest.id,
        captionId: othersContest.captions[0]!.id,
      }),
    ]);
    expect(doc.sharesAndBonusVotes).toEqual([expect.objectContaining({ platform: 'twitter' })]);
    expect(doc.reportsMade).toEqual([
      expect.objectContaining({ subjectId: othersPet, reason: 'spam' }),
    ]);
    expect(doc.mailsSent.map((m: { subject: string }) => m.subject)).toContain(
      'Welcome to PawPrize! Please verify your email',
    );
    expect(doc.newsletter).toBeNull();
    expect(doc.signedInDevices.length).toBeGreaterThan(0);
    // Nothing secret, nothing of the other member.
    const text = new TextDecoder().decode(files[EXPORT_JSON_NAME]);
    expect(text).not.toMatch(/argon2|"token"|session_token|token=(?!\(removed\))/i);
    expect(text).toContain('verify-email?token=(removed)');
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(othersContest.id + '-');

    // Every stored size of the pet and of the contest photo, byte for byte.
    const photoNames = Object.keys(files).filter((n) => n.startsWith('photos/'));
    expect(photoNames.sort()).toEqual([...doc.photos].sort());
    expect(photoNames.filter((n) => n.startsWith(`photos/pets/${petId}-`)).length).toBe(
      doc.pets[0].sizes.length,
    );
    expect(
      photoNames.filter((n) => n.startsWith(`photos/caption-contests/${contest.id}-`)).length,
    ).toBe(doc.captionContests[0].sizes.length);
    for (const name of photoNames.filter((n) => n.startsWith('photos/pets/'))) {
      const width = name.match(/-(\d+)\.webp$/)![1];
      const size = doc.pets[0].sizes.find((s: { width: number }) => String(s.width) === width);
      const stored = await t.app.inject({ url: new URL(size.url, ORIGIN).pathname });
      expect(Buffer.from(files[name]!).equals(stored.rawPayload)).toBe(true);
    }

    // The other member's download holds only theirs.
    const theirs = unzipSync(rawBody(await download(other.cookie)));
    const theirDoc = JSON.parse(new TextDecoder().decode(theirs[EXPORT_JSON_NAME]));
    expect(theirDoc.account.id).toBe(other.user.id);
    expect(theirDoc.pets.map((p: { id: string }) => p.id)).toEqual([othersPet]);
    expect(JSON.stringify(theirDoc)).not.toContain(me.email);
  });

  it('works for a new account with nothing in it', async () => {
    const fresh = await signUp(t.app);
    const res = await download(fresh.cookie);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(rawBody(res));
    expect(Object.keys(files)).toEqual([EXPORT_JSON_NAME]);
    const doc = JSON.parse(new TextDecoder().decode(files[EXPORT_JSON_NAME]));
    expect(doc).toMatchObject({ pets: [], votes: [], captionContests: [], streak: null });
  });

  it('says whether a newsletter sign-up was confirmed (ADR 0113)', async () => {
    const me = await verifiedUser(t.app);
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: ORIGIN },
      remoteAddress: freshIp(),
      payload: { email: me.email },
    });
    expect(signUpRes.statusCode).toBeLessThan(300);
    const files = unzipSync(rawBody(await download(me.cookie)));
    const doc = JSON.parse(new TextDecoder().decode(files[EXPORT_JSON_NAME]));
    expect(doc.newsletter).toEqual({
      email: me.email.toLowerCase(),
      signedUpAt: expect.any(String),
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });
});
