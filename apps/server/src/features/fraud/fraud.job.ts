import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import {
  deleteFindingVotes,
  insertFindingVotes,
  saveScannedTo,
  scannedTo,
  upsertFinding,
} from './fraud.findings.queries.ts';
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

export function createFraudDetection(ctx: Ctx<'db' | 'clock' | 'log' | 'jobs'>): FraudDetection {
  let behind = false;
  const log = ctx.log.child({ component: 'fraud-detection' });

  async function scan(): Promise<ScanRun> {
    const now = ctx.clock.now().getTime();
    const from = (await scannedTo(ctx.db)) ?? now - INITIAL_LOOKBACK_MS;
    const end = now - SETTLE_MS;
    const to = Math.max(from, Math.min(end, from + MAX_SPAN_MS));
    const drafts =
      to > from
        ? [
            ...(await detectBursts(ctx.db, from, to)),
            ...(await detectClusters(ctx.db, from, to)),
            ...(await detectBattleOutliers(ctx.db, from, to)),
          ]
        : [];
    const changed = await ctx.db.transaction(async (tx) => {
      let n = 0;
      for (const draft of drafts) n += (await saveFinding(tx, draft, now)) ? 1 : 0;
      await saveScannedTo(tx, to, now);
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

  const job = ctx.jobs.define({
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
  const id = await upsertFinding(tx, d, now);
  if (!id) return false;
  await deleteFindingVotes(tx, id);
  if (d.votes.length > 0) await insertFindingVotes(tx, id, d.votes);
  return true;
}
