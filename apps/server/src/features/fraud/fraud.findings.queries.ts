import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FindingDraft } from './fraud.scan.ts';

/**
 * What the fraud detection job writes (docs/decisions/0085-fraud-detection.md): its watermark
 * (`fraud_scan`), the findings and their votes.
 */

/** Where the last run stopped, in epoch milliseconds; undefined before the first run. */
export async function scannedTo(db: Queryable): Promise<number | undefined> {
  const [state] = await rowsOf<{ scannedTo: number }>(
    db,
    sql`select (extract(epoch from scanned_to) * 1000)::float8 as "scannedTo" from fraud_scan`,
  );
  return state?.scannedTo;
}

/** Moves the watermark to `to` (epoch milliseconds), written at `now`. */
export async function saveScannedTo(tx: Queryable, to: number, now: number): Promise<void> {
  await tx.execute(sql`
        insert into fraud_scan (id, scanned_to, updated_at)
        values (1, to_timestamp(${to / 1000}), to_timestamp(${now / 1000}))
        on conflict (id) do update set scanned_to = excluded.scanned_to,
          updated_at = excluded.updated_at`);
}

/**
 * Inserts the finding, or updates an open one whose evidence changed; the id when written, null
 * when it stays as it is.
 */
export async function upsertFinding(
  tx: Queryable,
  d: FindingDraft,
  now: number,
): Promise<string | null> {
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
  return row?.id ?? null;
}

/** Forgets a finding's votes. */
export async function deleteFindingVotes(tx: Queryable, findingId: string): Promise<void> {
  await tx.execute(sql`delete from fraud_finding_votes where finding_id = ${findingId}`);
}

/** Records a finding's votes. */
export async function insertFindingVotes(
  tx: Queryable,
  findingId: string,
  votes: FindingDraft['votes'],
): Promise<void> {
  await tx.execute(sql`
      insert into fraud_finding_votes (finding_id, vote_id, kind)
      select ${findingId}, v.id, v.kind
      from unnest(${`{${votes.map((v) => v.id).join(',')}}`}::uuid[],
                  ${`{${votes.map((v) => v.kind).join(',')}}`}::text[]) as v(id, kind)
      on conflict do nothing`);
}
