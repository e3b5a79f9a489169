import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type {
  AdminContestEntriesPage,
  AdminContestEntriesQuerySchema,
  ContestEntryResult,
} from '@pawprize/shared/schemas/contests';
import type { z } from 'zod';
import type { Ctx } from '../../context/index.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../admin/index.ts';
import {
  approveEntryRow,
  countEntriesByStatus,
  disqualifyEntryRow,
  findContestById,
  findEntriesForAdmin,
  findEntry,
  lockContest,
} from './contests.queries.ts';
import { entryRecord } from './contests.view.ts';

/** The host reviews entries: lists them, approves, disqualifies (docs/product/contests.md). */

const m = messages.contests;

/** GET /api/admin/contests/:id/entries: every status, or one, with the counts of each. */
export async function adminContestEntries(
  ctx: Ctx<'db'>,
  contestId: string,
  query: z.output<typeof AdminContestEntriesQuerySchema>,
): Promise<AdminContestEntriesPage> {
  if (!(await findContestById(ctx.db, contestId))) throw new AppError('NOT_FOUND', m.notFound);
  const [rows, counts] = await Promise.all([
    findEntriesForAdmin(ctx.db, {
      contestId,
      status: query.status,
      limit: query.limit + 1,
      offset: (query.page - 1) * query.limit,
    }),
    countEntriesByStatus(ctx.db, contestId),
  ]);
  return {
    entries: rows.slice(0, query.limit).map((r) => ({
      ...entryRecord(r.entry),
      petName: r.petName,
      imageUrl: r.imageUrl,
      width: r.width,
      height: r.height,
      placeholder: r.placeholder,
      variants: r.variants,
      userId: r.entry.userId,
      username: r.username,
    })),
    counts,
    nextPage: rows.length > query.limit ? query.page + 1 : null,
  };
}

/**
 * POST /api/admin/contest-entries/:id/disqualify: the entry stays a row (it still counts toward
 * the member's limits), with the reason; audited.
 */
export async function disqualifyEntry(
  ctx: Ctx<'db'>,
  admin: SessionUser,
  entryId: string,
  reason: string,
): Promise<ContestEntryResult> {
  return ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry) throw new AppError('NOT_FOUND', m.entryNotFound);
    const contest = await lockContest(tx, entry.contestId);
    if (entry.status === 'disqualified') throw new AppError('CONFLICT', m.alreadyDisqualified);
    const updated = await disqualifyEntryRow(tx, entry.id, reason);
    await audit(tx, admin, [
      {
        action: 'contest_disqualify',
        subjectType: 'contest_entry',
        subjectId: entry.id,
        subjectLabel: contest?.title ?? null,
        reason,
        details: { contestId: entry.contestId, petId: entry.petId },
      },
    ]);
    return { entry: entryRecord(updated), message: m.disqualified };
  });
}

/**
 * POST /api/admin/contest-entries/:id/approve: a pending entry goes public; a disqualified one is
 * reinstated (its reason cleared); audited.
 */
export async function approveEntry(
  ctx: Ctx<'db'>,
  admin: SessionUser,
  entryId: string,
): Promise<ContestEntryResult> {
  return ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId);
    if (!entry) throw new AppError('NOT_FOUND', m.entryNotFound);
    const contest = await lockContest(tx, entry.contestId);
    if (entry.status === 'approved') throw new AppError('CONFLICT', m.alreadyApproved);
    const updated = await approveEntryRow(tx, entry.id);
    await audit(tx, admin, [
      {
        action: 'contest_approve',
        subjectType: 'contest_entry',
        subjectId: entry.id,
        subjectLabel: contest?.title ?? null,
        details: { contestId: entry.contestId, petId: entry.petId, was: entry.status },
      },
    ]);
    return { entry: entryRecord(updated), message: m.approved };
  });
}
