import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FindingDraft } from './fraud.scan.ts';
import { detectBattleOutliers, detectBursts, detectClusters } from './fraud.scan.ts';

/**
 * The fraud detection job (docs/decisions/0085-fraud-detection.md): `fraud-detection` in
 * `app.jobs` (ADR 0071: one instance at a time). Each run scans the next stretch of at most
 * MAX_SPAN_MS after its watermark (`fraud_scan`), so a run's work is bounded however far behind
 * it is; while behind it is due again in CATCH_UP_MS, else every RUN_EVERY_MS. Findings and the
 * watermark are written in one transaction: a run cut short changes nothing and the next one
 * scans the same stretch again, recomputing the same fingerprints.
 */

export const RUN_EVERY_MS = 10 * 60_000;
export const CATCH_UP_MS = 30_000;
export const MAX_SPAN_MS = 3 * 24 * 60 * 60_000;
/** A database never scanned starts this far back. */
export const INITIAL_LOOKBACK_MS = 31 * 24 * 60 * 60_000;
/**
 * Votes younger than this wait for the next run: a vote's time is its transaction's start, and a
 * vote is one statement, so it has committed well within this.
 */
export const SETTLE_MS = 5_000;

export interface ScanRun {
  from: string;
  to: string;
  /** Findings created or updated (open ones whose evidence changed). */
  findings: number;
  caughtUp: boolean;
}

export interface FraudDetection {
  /** Scans the next stretch now (after the run in flight); null when another instance runs it. */
  scan(): Promise<ScanRun | null>;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    fraud: FraudDetection;
  }
}

export function createFraudDetection(app: FastifyInstance): FraudDetection {
  let behind = false;
  const log = app.log.child({ component: 'fraud-detection' });

  async function scan(): Promise<ScanRun> {
    const now = app.clock.now().getTime();
    const [state] = await rowsOf<{ scannedTo: number }>(
      app.db,
      sql`select (extract(epoch from scanned_to) * 1000)::float8 as "scannedTo" from fraud_scan`,
    );
    const from = state?.scannedTo ?? now - INITIAL_LOOKBACK_MS;
    const end = now - SETTLE_MS;
    const to = Math.max(from, Math.min(end, from + MAX_SPAN_MS));
    const drafts =
      to > from
        ? [
            ...(await detectBursts(app.db, from, to)),
            ...(await detectClusters(app.db, from, to)),
            ...(await detectBattleOutliers(app.db, from, to)),
          ]
        : [];
    const changed = await app.db.transaction(async (tx) => {
      let n = 0;
      for (const draft of drafts) n += (await saveFinding(tx, draft, now)) ? 1 : 0;
      await tx.execute(sql`
        insert into fraud_scan (id, scanned_to, updated_at)
        values (1, to_timestamp(${to / 1000}), to_timestamp(${now / 1000}))
        on conflict (id) do update set scanned_to = excluded.scanned_to,
          updated_at = excluded.updated_at`);
      return n;
    });
    behind = to < end;
    const run = {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      findings: changed,
      caughtUp: !behind,
    };
    if (changed > 0) log.info(run, 'fraud findings recorded');
    return run;
  }

  const job = app.jobs.define({
    name: 'fraud-detection',
    next: (now) => new Date(now.getTime() + (behind ? CATCH_UP_MS : RUN_EVERY_MS)),
    run: () => scan(),
  });
  return {
    scan: async () => {
      await job.settled();
      return job.run();
    },
    settled: () => job.settled(),
  };
}

/**
 * Creates the finding, or updates an open one whose evidence changed (the burst grew, the ring
 * gained a member); one that an admin voided or dismissed stays as it is. True when written.
 */
async function saveFinding(tx: Queryable, d: FindingDraft, now: number): Promise<boolean> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`
    insert into fraud_findings as f (kind, fingerprint, pet_id, voter_key, window_start, window_end,
      vote_count, score, evidence, detected_at, updated_at)
    values (${d.kind}, ${d.fingerprint}, ${d.petId}, ${d.voterKey},
      to_timestamp(${d.windowStart / 1000}), to_timestamp(${d.windowEnd / 1000}), ${d.votes.length},
      ${d.score}, ${JSON.stringify(d.evidence)}::jsonb, to_timestamp(${now / 1000}),
      to_timestamp(${now / 1000}))
    on conflict (fingerprint) do update set window_start = excluded.window_start,
      window_end = excluded.window_end, vote_count = excluded.vote_count, score = excluded.score,
      evidence = excluded.evidence, updated_at = excluded.updated_at
    where f.status = 'open'
      and (f.vote_count, f.evidence) is distinct from (excluded.vote_count, excluded.evidence)
    returning f.id`,
  );
  if (!row) return false;
  await tx.execute(sql`delete from fraud_finding_votes where finding_id = ${row.id}`);
  if (d.votes.length > 0) {
    await tx.execute(sql`
      insert into fraud_finding_votes (finding_id, vote_id, kind)
      select ${row.id}, v.id, v.kind
      from unnest(${`{${d.votes.map((v) => v.id).join(',')}}`}::uuid[],
                  ${`{${d.votes.map((v) => v.kind).join(',')}}`}::text[]) as v(id, kind)
      on conflict do nothing`);
  }
  return true;
}
