import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import {
  ADMIN_EMAIL,
  adminAccount,
  adminRequest,
  networkIp,
  report,
  seasonedMember,
} from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets } from '../../../test/voting.ts';

/**
 * The review queue's order (docs/product/moderation.md, Queue order): items that reports took out
 * of public view come first, whatever their age; the rest newest first; paging by cursor walks
 * that order once, a reason filter keeps it.
 */

interface QueuePage {
  items: { subjectId: string; hiddenByReports: boolean }[];
  nextCursor: string | null;
  total: number;
}

describe(`review queue order (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REPORTS_TO_HIDE: '1', ADMIN_EMAILS: ADMIN_EMAIL });
  });
  afterAll(() => t?.close());

  it('puts items hidden by reports first, then newest first, one page at a time', async () => {
    const admin = await adminAccount(t.app);
    const owner = await verifiedUser(t.app);
    const [hiddenPet, olderPet, newerPet] = await insertPets(t.app, owner.user.id, 3);
    const spam = (subjectId: string, opts: { cookie?: string; ip?: string } = {}) =>
      report(t.app, { subjectType: 'pet', subjectId, reason: 'spam' }, opts);

    // A counting report hides the first pet (threshold 1); visitors' reports only queue the others.
    const member = await seasonedMember(t.app);
    expect((await spam(hiddenPet!, { cookie: member.cookie, ip: networkIp() })).statusCode).toBe(
      201,
    );
    expect((await spam(olderPet!)).statusCode).toBe(201);
    expect((await spam(newerPet!)).statusCode).toBe(201);
    expect((await t.app.inject({ url: `/api/pets/${hiddenPet}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/pets/${olderPet}` })).statusCode).toBe(200);

    const walk = async (query: string) => {
      const seen: QueuePage['items'] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/admin/queue?limit=1${query}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await adminRequest(t.app, admin.cookie, 'GET', url);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as QueuePage;
        expect(page.total).toBe(3);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && seen.length < 10);
      return seen;
    };
    const expected = [
      { subjectId: hiddenPet, hiddenByReports: true },
      { subjectId: newerPet, hiddenByReports: false },
      { subjectId: olderPet, hiddenByReports: false },
    ];
    expect(await walk('')).toMatchObject(expected);
    expect(await walk('&reason=reported')).toMatchObject(expected);

    // A cursor from before this order (no group flag) starts from the top rather than failing.
    const old = encodeCursor(new Date().toISOString(), hiddenPet!);
    const res = await adminRequest(t.app, admin.cookie, 'GET', `/api/admin/queue?cursor=${old}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as QueuePage).items.map((i) => i.subjectId)).toEqual(
      expected.map((e) => e.subjectId),
    );
  });
});
