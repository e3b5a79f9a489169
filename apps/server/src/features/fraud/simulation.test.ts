import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMonth } from '../../../test/fraud-month.ts';
import type { Month } from '../../../test/fraud-month.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The fraud simulation (docs/decisions/0085-fraud-detection.md): a seeded month of honest
 * traffic with a burst from one /24, a ring of fresh accounts and a contrarian battle voter
 * injected. The job, run over the month stretch by stretch as it would in production, must flag
 * all three and fewer than 1% of the honest voters.
 */

describe(`fraud detection over a simulated month (${testDriver})`, () => {
  let t: TestApp;
  let month: Month;

  beforeAll(async () => {
    t = await createTestApp();
    month = await generateMonth(t.app);
    await t.app.battleRankings.recompute({ force: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('flags the burst, the ring and the battle outlier, and under 1% of honest voters', async () => {
    const started = performance.now();
    let runs = 0;
    for (;;) {
      const run = await t.app.fraud.scan();
      runs++;
      if (run?.caughtUp || runs > 40) break;
    }
    const scanMs = performance.now() - started;

    const flagged = await rowsOf<{ kind: string; fingerprint: string; voter: string }>(
      t.app.db,
      sql`select distinct f.kind, f.fingerprint,
          coalesce('u:' || coalesce(v.user_id, b.user_id),
                   'v:' || coalesce(v.visitor_id, b.visitor_id)::text) as voter
        from fraud_findings as f
        join fraud_finding_votes as fv on fv.finding_id = f.id
        left join votes as v on v.id = fv.vote_id
        left join battle_votes as b on b.id = fv.vote_id`,
    );
    const byKind = (kind: string) =>
      new Set(flagged.filter((r) => r.kind === kind).map((r) => r.voter));
    const all = new Set(flagged.map((r) => r.voter));
    const { burst, ring, outlier } = month.injected;
    const injected = new Set([...burst, ...ring, ...outlier]);
    const caught = [...injected].filter((v) => all.has(v)).length;
    const honestFlagged = [...month.honest].filter((v) => all.has(v)).length;
    const precision = all.size === 0 ? 1 : caught / all.size;
    const recall = caught / injected.size;
    const findings = new Set(flagged.map((r) => r.fingerprint)).size;
    console.log(
      `fraud simulation (${testDriver}): ${month.votes} votes, ${month.battleVotes} battle votes, ` +
        `${month.honest.size} honest voters; ${runs} runs in ${Math.round(scanMs)} ms; ` +
        `${findings} findings; precision ${(100 * precision).toFixed(1)}%, recall ${(100 * recall).toFixed(1)}%, ` +
        `honest voters flagged ${honestFlagged} (${((100 * honestFlagged) / month.honest.size).toFixed(2)}%)`,
    );

    // Each stuffing kind is caught by its own detector, whole.
    expect([...burst].filter((v) => byKind('burst').has(v))).toHaveLength(burst.size);
    expect([...ring].filter((v) => byKind('cluster').has(v))).toHaveLength(ring.size);
    expect([...outlier].filter((v) => byKind('battle_outlier').has(v))).toHaveLength(1);
    expect(honestFlagged / month.honest.size).toBeLessThan(0.01);

    // The burst's evidence names the network by its prefix only.
    const [burstFinding] = await rowsOf<{ evidence: { network: string; votes: number } }>(
      t.app.db,
      sql`select evidence from fraud_findings where kind = 'burst' and pet_id = ${month.burstPetId}`,
    );
    expect(burstFinding?.evidence.network).toBe('203.0.113.0/24');
    expect(burstFinding?.evidence.votes).toBe(40);

    // Running again over the same month finds the same findings, no new ones.
    const before = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from fraud_findings`,
    );
    await t.app.db.execute(sql`update fraud_scan set scanned_to = scanned_to - interval '30 days'`);
    for (let i = 0; i < 40; i++) if ((await t.app.fraud.scan())?.caughtUp) break;
    const after = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from fraud_findings`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  }, 60_000);
});
