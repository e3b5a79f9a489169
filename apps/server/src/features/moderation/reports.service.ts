import { messages } from '@pawprize/shared';
import type { ReportBodySchema } from '@pawprize/shared/schemas/moderation';
import type { z } from 'zod';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import type { ReporterStanding } from './moderation.rules.ts';
import { hiddenByReports, reportCounts } from './moderation.rules.ts';
import { enqueue, markHiddenByReports } from './queue.queries.ts';
import {
  countingNetworks,
  insertReport,
  recentReportsBy,
  reporterAccount,
} from './reports.queries.ts';
import { setStatus } from './status.queries.ts';
import { findSubject } from './subjects.queries.ts';

/** Reports one reporter may send per hour (the per-IP limit is on the route). */
export const REPORTS_PER_REPORTER_PER_HOUR = 10;

export interface Reporter {
  /** 'u:<user id>' or 'v:<visitor id>'. */
  key: string;
  userId: string | null;
  ipKey: string;
  /** Hashed network (/24, /48): counting reports count once per network. */
  networkKey: string;
}

/** The reporting member's standing (verified, account age, voting days), read in `tx`. */
async function standingOf(tx: Queryable, userId: string | null): Promise<ReporterStanding> {
  if (!userId) return { account: null };
  const row = await reporterAccount(tx, userId);
  return {
    account: row
      ? {
          emailVerified: row.emailVerified,
          ageDays: Number(row.ageDays),
          votingDays: row.votingDays,
        }
      : null,
  };
}

/**
 * A report: one per reporter per item, in one transaction with the item's queue row.
 * Every report reaches the queue; only those that cost something count towards hiding
 * (`reportCounts`), once per network: counting reports from REPORTS_TO_HIDE networks hide a
 * visible item until it is reviewed (docs/decisions/0105-reports-that-hide.md).
 */
export async function createReport(
  ctx: Ctx<'db' | 'config' | 'events'>,
  reporter: Reporter,
  body: z.output<typeof ReportBodySchema>,
): Promise<void> {
  const subject = await findSubject(ctx.db, body.subjectType, body.subjectId);
  const isPublic = subject?.status === 'visible';
  if (!subject || (!isPublic && subject.ownerId !== reporter.userId)) {
    throw new AppError('NOT_FOUND', messages.moderation.notFound);
  }
  if (subject.ownerId !== null && subject.ownerId === reporter.userId) {
    throw new AppError('FORBIDDEN', messages.moderation.ownItem);
  }
  const { counts, hidden } = await ctx.db.transaction(async (tx) => {
    const recent = await recentReportsBy(tx, reporter.key);
    if (recent >= REPORTS_PER_REPORTER_PER_HOUR) {
      throw new AppError('RATE_LIMITED', messages.moderation.tooManyReports);
    }
    const counts = reportCounts(await standingOf(tx, reporter.userId));
    const inserted = await insertReport(tx, {
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      subjectOwnerId: subject.ownerId,
      reporterKey: reporter.key,
      reporterUserId: reporter.userId,
      reason: body.reason,
      note: body.note || null,
      ipKey: reporter.ipKey,
      networkKey: reporter.networkKey,
      countsToHide: counts,
    });
    if (!inserted) throw new AppError('CONFLICT', messages.moderation.alreadyReported);
    await enqueue(tx, {
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      ownerId: subject.ownerId,
      reasons: ['reported'],
      reports: 1,
    });
    if (!counts) return { counts, hidden: false };
    const networks = await countingNetworks(tx, body.subjectType, body.subjectId);
    if (!hiddenByReports(networks, ctx.config.reportsToHide)) return { counts, hidden: false };
    const changed = await setStatus(
      tx,
      body.subjectType,
      body.subjectId,
      { status: 'pending', statusBy: 'reports', statusReason: messages.moderation.reportsReason },
      ['visible'],
    );
    if (changed) await markHiddenByReports(tx, body);
    return { counts, hidden: changed };
  });
  // A counting report also holds a pet out of the deck, battles and "More pets" (the queue's
  // trigger, ADR 0111): the cached lists drop it at once as well.
  if (hidden || (counts && body.subjectType === 'pet')) {
    ctx.events.emit('entry-visibility-changed', {
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      shareId: subject.shareId,
    });
  }
}
