import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { adminAccount, adminRequest } from '../../../test/moderation.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets, swipe } from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Fraud findings in the admin API (docs/decisions/0085-fraud-detection.md): a burst of visitor
 * swipes from one /24 found by the job, its evidence (the network by prefix only), voiding its
 * votes with every counter corrected (twice at once: voided once), dismissing, and 403 for
 * everyone but admins.
 */

describe(`fraud findings API (${testDriver})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAccount>>;
  let member: Awaited<ReturnType<typeof verifiedUser>>;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'moderator@example.test' });
    admin = await adminAccount(t.app);
    member = await verifiedUser(t.app);
    pets = await insertPets(t.app, member.user.id, 3);
  });
  afterAll(() => t?.close());

  const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    adminRequest(t.app, admin.cookie, method, url, body);

  /**
   * Runs the job until it has scanned up to the (moved) clock. Votes carry the database's real
   * time while the job's clock is moved 5 minutes ahead, so an earlier test's scan can already be
   * past this test's votes — and past the clock hour they fell in. The scan is first taken back an
   * hour; findings are keyed by fingerprint, so earlier votes found again change nothing.
   */
  async function scanAll() {
    await t.app.db.execute(
      sql`update fraud_scan set scanned_to = least(scanned_to, now() - interval '1 hour')`,
    );
    fakeClock(t.app, new Date(Date.now() + 5 * 60_000).toISOString());
    for (let i = 0; i < 20; i++) if ((await t.app.fraud.scan())?.caughtUp) return;
    throw new Error('the scan did not catch up');
  }

  async function burst(petId: string, network: string, n: number) {
    for (let i = 1; i <= n; i++) {
      const res = await swipe(t.app, petId, 'right', { ip: `${network}.${i}` });
      expect(res.statusCode).toBe(200);
    }
  }

  async function openFindings() {
    const res = await as('GET', '/api/admin/fraud');
    expect(res.statusCode).toBe(200);
    return res.json().findings as { id: string; kind: string; petId: string; evidence: never }[];
  }

  it('answers 403 to visitors and members on every fraud route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/admin/fraud'],
      ['POST', '/api/admin/fraud/scan'],
      ['GET', `/api/admin/fraud/${id}`],
      ['POST', `/api/admin/fraud/${id}/void`],
      ['POST', `/api/admin/fraud/${id}/dismiss`],
    ];
    for (const [method, url] of routes) {
      expect((await adminRequest(t.app, '', method, url, {})).statusCode).toBe(403);
      expect((await adminRequest(t.app, member.cookie, method, url, {})).statusCode).toBe(403);
    }
    expect((await as('GET', `/api/admin/fraud/${id}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/fraud/${id}/void`, {})).statusCode).toBe(404);
  });

  it('finds a burst from one /24 and voids its votes once, with counters equal to rows', async () => {
    await burst(pets[0]!, '198.51.100', 12);
    await scanAll();
    const finding = (await openFindings()).find((f) => f.petId === pets[0]);
    expect(finding).toMatchObject({
      kind: 'burst',
      voteCount: 12,
      evidence: { source: 'network', network: '198.51.100.0/24', votes: 12, voters: 12 },
    });

    const detail = await as('GET', `/api/admin/fraud/${finding!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().votes).toHaveLength(12);
    for (const v of detail.json().votes) {
      expect(v).toMatchObject({ kind: 'swipe', network: '198.51.100.0/24', state: 'counted' });
      expect(v.voter).toMatch(/^Visitor [0-9a-f]{8}$/);
    }
    // Addresses never leave the server, only the network.
    expect(detail.body).not.toMatch(/198\.51\.100\.[1-9]/);

    // A double click: both answer, the votes move once.
    const [a, b] = await Promise.all([
      as('POST', `/api/admin/fraud/${finding!.id}/void`, { reason: 'Stuffed from one network' }),
      as('POST', `/api/admin/fraud/${finding!.id}/void`, { reason: 'Stuffed from one network' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().voided + b.json().voided).toBe(12);
    expect(a.json().finding).toMatchObject({ status: 'voided', voidedCount: 12 });

    // The detail still shows each voided vote's network (its row left `votes`), never an address.
    const after = await as('GET', `/api/admin/fraud/${finding!.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().votes).toHaveLength(12);
    for (const v of after.json().votes) {
      expect(v).toMatchObject({ kind: 'swipe', network: '198.51.100.0/24', state: 'voided' });
    }
    expect(after.body).not.toMatch(/198\.51\.100\.[1-9]/);

    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    const [pet] = await rowsOf<{ votesCount: number }>(
      t.app.db,
      sql`select votes_count as "votesCount" from pet_photos where id = ${pets[0]!}`,
    );
    expect(pet!.votesCount).toBe(0);
    const voided = await rowsOf<{ source: string; visitor: string | null; voidedBy: string }>(
      t.app.db,
      sql`select source, voter_visitor_id as visitor, voided_by as "voidedBy"
        from voided_votes where pet_id = ${pets[0]!}`,
    );
    expect(voided).toHaveLength(12);
    for (const v of voided) {
      expect(v).toMatchObject({ source: 'fraud', voidedBy: admin.user.id });
      expect(v.visitor).not.toBeNull();
    }
    const audit = await rowsOf<{ action: string; reason: string; details: { voided: unknown } }>(
      t.app.db,
      sql`select action, reason, details from admin_audit_log where subject_id = ${finding!.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'fraud_void',
        reason: 'Stuffed from one network',
        details: expect.objectContaining({ voided: { card: 0, swipe: 12, battle: 0 } }),
      },
    ]);
    // Gone from the open list, in the voided one; a dismiss now conflicts.
    expect((await openFindings()).some((f) => f.id === finding!.id)).toBe(false);
    const voidedList = await as('GET', '/api/admin/fraud?status=voided');
    expect(voidedList.json().findings.map((f: { id: string }) => f.id)).toContain(finding!.id);
    expect((await as('POST', `/api/admin/fraud/${finding!.id}/dismiss`, {})).statusCode).toBe(409);

    // Scanning the same votes again does not bring the finding back.
    await t.app.db.execute(sql`update fraud_scan set scanned_to = scanned_to - interval '1 day'`);
    await scanAll();
    const [count] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from fraud_findings where pet_id = ${pets[0]!}`,
    );
    expect(count!.n).toBe(1);
  });

  it('dismisses a finding without touching its votes; twice is still dismissed', async () => {
    // 21: a burst that straddles a clock hour still has ≥ 11 votes in one of them.
    await burst(pets[1]!, '192.0.2', 21);
    await scanAll();
    const finding = (await openFindings()).find((f) => f.petId === pets[1]);
    expect(finding).toBeDefined();
    const [a, b] = await Promise.all([
      as('POST', `/api/admin/fraud/${finding!.id}/dismiss`, {}),
      as('POST', `/api/admin/fraud/${finding!.id}/dismiss`, {}),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().finding).toMatchObject({ status: 'dismissed', voidedCount: null });
    const [pet] = await rowsOf<{ votesCount: number }>(
      t.app.db,
      sql`select votes_count as "votesCount" from pet_photos where id = ${pets[1]!}`,
    );
    expect(pet!.votesCount).toBe(21);
    expect((await as('POST', `/api/admin/fraud/${finding!.id}/void`, {})).statusCode).toBe(409);
    const audit = await rowsOf<{ action: string }>(
      t.app.db,
      sql`select action from admin_audit_log where subject_id = ${finding!.id}`,
    );
    expect(audit).toEqual([{ action: 'fraud_dismiss' }]);
  });

  it('voids battle votes of a finding with both sides and matchmaking counters corrected', async () => {
    const [p1, p2] = [pets[1]!, pets[2]!].sort();
    const voter = await verifiedUser(t.app);
    const [row] = await rowsOf<{ battle: string; vote: string }>(
      t.app.db,
      sql`with b as (insert into battles (pet1_id, pet2_id, pet1_votes) values (${p1}, ${p2}, 1)
                     returning id),
          v as (insert into battle_votes (battle_id, user_id, voted_pet_id)
                select id, ${voter.user.id}, ${p1} from b returning id, battle_id)
        select battle_id as battle, id as vote from v`,
    );
    await t.app.db.execute(sql`
      update pet_battle_stats set battles_count = battles_count + 1
      where pet_id in (${p1}, ${p2})`);
    const [finding] = await rowsOf<{ id: string }>(
      t.app.db,
      sql`with f as (insert into fraud_findings (kind, fingerprint, voter_key, window_start,
            window_end, vote_count, score, evidence)
          values ('battle_outlier', ${`battle:u:${voter.user.id}`}, ${`u:${voter.user.id}`},
            now(), now(), 1, 9, '{"votes": 1}') returning id),
        fv as (insert into fraud_finding_votes (finding_id, vote_id, kind)
          select id, ${row!.vote}, 'battle' from f)
        select id from f`,
    );
    const res = await as('POST', `/api/admin/fraud/${finding!.id}/void`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().voided).toBe(1);
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    const [battle] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select pet1_votes + pet2_votes as n from battles where id = ${row!.battle}`,
    );
    expect(battle!.n).toBe(0);
  });
});
