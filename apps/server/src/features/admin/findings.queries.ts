import type { FindingStatus, FraudFinding, FraudVote } from '@pawprize/shared/schemas/admin';
import { FINDING_VOTES_SHOWN } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Cursor } from './cursor.ts';
import { afterCursor, cursorTime } from './cursor.queries.ts';

/** The fraud findings as the console reads and resolves them (docs/decisions/0085-fraud-detection.md). */

const findingColumns = sql`f.id, f.kind, f.status, f.pet_id as "petId", p.pet_name as "petName",
  ${cursorTime(sql`f.window_start`)} as "windowStart", ${cursorTime(sql`f.window_end`)} as "windowEnd",
  f.vote_count as "voteCount", f.score, f.evidence,
  ${cursorTime(sql`f.detected_at`)} as "detectedAt",
  case when f.resolved_at is null then null else ${cursorTime(sql`f.resolved_at`)} end as "resolvedAt",
  f.resolved_by as "resolvedBy", f.voided_count as "voidedCount"`;

/** Findings in one status, newest first, from the cursor on: up to `limit` rows. */
export function findingsPage(
  db: Queryable,
  status: FindingStatus,
  after: Cursor | null,
  limit: number,
): Promise<FraudFinding[]> {
  return rowsOf<FraudFinding>(
    db,
    sql`select ${findingColumns} from fraud_findings as f
      left join pet_photos as p on p.id = f.pet_id
      where f.status = ${status} and ${afterCursor(sql`f.detected_at`, sql`f.id`, after)}
      order by f.detected_at desc, f.id limit ${limit}`,
  );
}

/** A finding by id, locked against a concurrent decision when `lock`. */
export async function findingById(
  db: Queryable,
  id: string,
  lock = false,
): Promise<FraudFinding | null> {
  const [row] = await rowsOf<FraudFinding>(
    db,
    sql`select ${findingColumns} from fraud_findings as f
      left join pet_photos as p on p.id = f.pet_id
      where f.id = ${id} ${lock ? sql`for update of f` : sql``}`,
  );
  return row ?? null;
}

/**
 * A finding's votes (at most FINDING_VOTES_SHOWN), each where it is now: still counted, voided,
 * or gone. `burstNetwork` is the network a burst's voided visitor votes came from.
 */
export function findingVotes(
  db: Queryable,
  id: string,
  burstNetwork: string | null,
): Promise<FraudVote[]> {
  return rowsOf<FraudVote>(
    db,
    sql`
    select fv.vote_id as id, fv.kind,
      pet.pet_name as "petName",
      case when s.user_id is not null then coalesce(pr.username, 'Account ' || left(s.user_id, 8))
           when s.visitor_id is not null then 'Visitor ' || left(s.visitor_id::text, 8)
           else 'Unknown' end as voter,
      case when s.cast_at is null then null else ${cursorTime(sql`s.cast_at`)} end as "castAt",
      s.network,
      s.state
    from fraud_finding_votes as fv
    cross join lateral (
      select v.user_id, v.visitor_id, v.photo_id as pet_id, v.created_at as cast_at,
        v.ip_prefix as network, 'counted' as state
      from votes as v where fv.kind <> 'battle' and v.id = fv.vote_id
      union all
      select v.user_id, v.visitor_id, v.voted_pet_id, v.created_at, null, 'counted'
      from battle_votes as v where fv.kind = 'battle' and v.id = fv.vote_id
      union all
      select x.voter_user_id, x.voter_visitor_id, x.pet_id, x.cast_at,
        case when x.voter_visitor_id is not null and x.kind <> 'battle'
          then ${burstNetwork}::text end, 'voided'
      from voided_votes as x where x.id = fv.vote_id
      union all
      select null, null, null, null, null, 'gone'
      limit 1
    ) as s
    left join pet_photos as pet on pet.id = s.pet_id
    left join profiles as pr on pr.id = s.user_id
    where fv.finding_id = ${id}
    order by s.cast_at nulls last, fv.vote_id
    limit ${FINDING_VOTES_SHOWN}`,
  );
}

/** The ids and kinds of a finding's votes. */
export function findingVoteIds(tx: Queryable, id: string): Promise<{ id: string; kind: string }[]> {
  return rowsOf<{ id: string; kind: string }>(
    tx,
    sql`select vote_id as id, kind from fraud_finding_votes where finding_id = ${id}`,
  );
}

/** Records the decision on a finding. */
export async function markFinding(
  tx: Queryable,
  id: string,
  decision: {
    status: FindingStatus;
    resolvedBy: string;
    batchId: string | null;
    voidedCount: number | null;
  },
): Promise<void> {
  await tx.execute(sql`
    update fraud_findings set status = ${decision.status}, resolved_at = now(),
      resolved_by = ${decision.resolvedBy}, batch_id = ${decision.batchId}::uuid,
      voided_count = ${decision.voidedCount}
    where id = ${id}`);
}
