import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type {
  FindingStatus,
  FraudActionResult,
  FraudFinding,
  FraudFindingDetail,
  FraudPage,
  FraudQuery,
  FraudVote,
} from '@pawprize/shared/schemas/admin';
import { FINDING_VOTES_SHOWN, FraudQuerySchema } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { audit } from './audit.ts';
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from './cursor.ts';
import { voidVotesById } from './voiding.ts';

/**
 * The console's fraud findings (docs/decisions/0085-fraud-detection.md): the list per status, a
 * finding with its votes, and the two decisions. Voiding moves the finding's votes that still
 * count to voided_votes (source 'fraud') with every counter corrected, in the transaction that
 * locks the finding, marks it and writes the audit line; a second click waits for the first and
 * answers what it did.
 */

const KIND_LABELS = {
  burst: 'Vote burst',
  cluster: 'Account cluster',
  battle_outlier: 'Battle outlier',
} as const;

const findingColumns = sql`f.id, f.kind, f.status, f.pet_id as "petId", p.pet_name as "petName",
  ${cursorTime(sql`f.window_start`)} as "windowStart", ${cursorTime(sql`f.window_end`)} as "windowEnd",
  f.vote_count as "voteCount", f.score, f.evidence,
  ${cursorTime(sql`f.detected_at`)} as "detectedAt",
  case when f.resolved_at is null then null else ${cursorTime(sql`f.resolved_at`)} end as "resolvedAt",
  f.resolved_by as "resolvedBy", f.voided_count as "voidedCount"`;

export async function fraudPage(db: Queryable, query: FraudQuery): Promise<FraudPage> {
  const { status, limit, cursor } = FraudQuerySchema.parse(query);
  const after = decodeCursor(cursor);
  const rows = await rowsOf<FraudFinding>(
    db,
    sql`select ${findingColumns} from fraud_findings as f
      left join pet_photos as p on p.id = f.pet_id
      where f.status = ${status} and ${afterCursor(sql`f.detected_at`, sql`f.id`, after)}
      order by f.detected_at desc, f.id limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    findings: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.detectedAt, last.id) : null,
  };
}

async function findingById(db: Queryable, id: string, lock = false): Promise<FraudFinding | null> {
  const [row] = await rowsOf<FraudFinding>(
    db,
    sql`select ${findingColumns} from fraud_findings as f
      left join pet_photos as p on p.id = f.pet_id
      where f.id = ${id} ${lock ? sql`for update of f` : sql``}`,
  );
  return row ?? null;
}

export async function fraudDetail(db: Queryable, id: string): Promise<FraudFindingDetail> {
  const finding = await findingById(db, id);
  if (!finding) throw new AppError('NOT_FOUND', messages.admin.findingNotFound);
  // Each vote where it is now: still counted (votes / battle_votes), voided, or gone (unvoted,
  // its pet deleted). One probe by primary key per table and vote. A voided vote left the table
  // that held its network prefix; a network burst's visitor votes all came from the network its
  // evidence names (fraud.scan.ts groups them by it), so the evidence keeps that column readable.
  const evidence = finding.evidence as { source?: unknown; network?: unknown };
  const burstNetwork =
    finding.kind === 'burst' &&
    evidence.source === 'network' &&
    typeof evidence.network === 'string'
      ? evidence.network
      : null;
  const votes = await rowsOf<FraudVote>(
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
  return { ...finding, votes };
}

export async function resolveFinding(
  app: FastifyInstance,
  admin: SessionUser,
  id: string,
  decision: 'void' | 'dismiss',
  reason: string | null,
): Promise<FraudActionResult> {
  const wanted: FindingStatus = decision === 'void' ? 'voided' : 'dismissed';
  const outcome = await app.db.transaction(async (tx) => {
    const finding = await findingById(tx, id, true);
    if (!finding) throw new AppError('NOT_FOUND', messages.admin.findingNotFound);
    if (finding.status === wanted) return { voided: 0, battle: 0 };
    if (finding.status !== 'open') throw new AppError('CONFLICT', messages.admin.findingResolved);
    const label = `${KIND_LABELS[finding.kind]}${finding.petName ? `: ${finding.petName}` : ''}`;
    let voided = 0;
    let battle = 0;
    let batchId: string | null = null;
    let counts: Record<string, number> | null = null;
    if (decision === 'void') {
      batchId = randomUUID();
      const ids = await rowsOf<{ id: string; kind: string }>(
        tx,
        sql`select vote_id as id, kind from fraud_finding_votes where finding_id = ${id}`,
      );
      const moved = await voidVotesById(
        tx,
        {
          votes: ids.filter((v) => v.kind !== 'battle').map((v) => v.id),
          battleVotes: ids.filter((v) => v.kind === 'battle').map((v) => v.id),
        },
        {
          source: 'fraud',
          adminId: admin.id,
          reason: reason ?? `Fraud detection: ${KIND_LABELS[finding.kind].toLowerCase()}`,
          batchId,
        },
      );
      voided = moved.card + moved.swipe + moved.battle;
      battle = moved.battle;
      counts = { card: moved.card, swipe: moved.swipe, battle: moved.battle };
    }
    await tx.execute(sql`
      update fraud_findings set status = ${wanted}, resolved_at = now(),
        resolved_by = ${admin.email}, batch_id = ${batchId}::uuid,
        voided_count = ${decision === 'void' ? voided : null}
      where id = ${id}`);
    await audit(tx, admin, [
      {
        action: decision === 'void' ? 'fraud_void' : 'fraud_dismiss',
        subjectType: 'fraud_finding',
        subjectId: id,
        subjectLabel: label,
        reason,
        details: {
          kind: finding.kind,
          votes: finding.voteCount,
          ...(counts ? { voided: counts, batchId } : {}),
        },
      },
    ]);
    return { voided, battle };
  });
  // Voided card and swipe votes change the pets' counts; battle votes the rankings (ADR 0130).
  if (outcome.voided > outcome.battle) app.events.emit('pet-counts-changed', { petId: null });
  if (outcome.battle > 0) app.events.emit('battle-votes-changed', {});
  const finding = await findingById(app.db, id);
  return { finding: finding!, voided: outcome.voided };
}
