import { randomUUID } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type {
  FindingStatus,
  FraudActionResult,
  FraudFindingDetail,
  FraudPage,
  FraudQuery,
} from '@pawprize/shared/schemas/admin';
import { FraudQuerySchema } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { audit } from './audit.queries.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import {
  findingById,
  findingsPage,
  findingVoteIds,
  findingVotes,
  markFinding,
} from './findings.queries.ts';
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

export async function fraudPage(db: Queryable, query: FraudQuery): Promise<FraudPage> {
  const { status, limit, cursor } = FraudQuerySchema.parse(query);
  const after = decodeCursor(cursor);
  const rows = await findingsPage(db, status, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    findings: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.detectedAt, last.id) : null,
  };
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
  const votes = await findingVotes(db, id, burstNetwork);
  return { ...finding, votes };
}

export async function resolveFinding(
  ctx: Ctx<'db' | 'events'>,
  admin: SessionUser,
  id: string,
  decision: 'void' | 'dismiss',
  reason: string | null,
): Promise<FraudActionResult> {
  const wanted: FindingStatus = decision === 'void' ? 'voided' : 'dismissed';
  const outcome = await ctx.db.transaction(async (tx) => {
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
      const ids = await findingVoteIds(tx, id);
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
    await markFinding(tx, id, {
      status: wanted,
      resolvedBy: admin.email,
      batchId,
      voidedCount: decision === 'void' ? voided : null,
    });
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
  if (outcome.voided > outcome.battle) ctx.events.emit('pet-counts-changed', { petId: null });
  if (outcome.battle > 0) ctx.events.emit('battle-votes-changed', {});
  const finding = await findingById(ctx.db, id);
  return { finding: finding!, voided: outcome.voided };
}
