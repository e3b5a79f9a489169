import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type {
  ContestEntryResult,
  EnterContestBody,
  MyContestEntries,
} from '@pawprize/shared/schemas/contests';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import type { Contest as ContestRow } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import {
  deleteEntry,
  findCategories,
  findContestBySlug,
  findEntry,
  findMemberEntries,
  findMemberEntryRows,
  findOwnPet,
  insertEntry,
  lockContest,
} from './contests.queries.ts';
import { contestSpeciesOf, entryRefusal, formatInstant, phaseAt } from './contests.rules.ts';
import { entryRecord } from './contests.view.ts';

/** Entering a contest, withdrawing, and a member's own entries (docs/product/contests.md). */

const m = messages.contests;
type EntryCtx = Ctx<'db' | 'clock'>;

/**
 * The published contest behind `slug`, locked for the transaction (ADR 0140: entries of one
 * contest go one at a time, so the limits hold under concurrent requests).
 */
async function lockedPublished(tx: Tx, slug: string): Promise<ContestRow> {
  const found = await findContestBySlug(tx, slug.toLowerCase());
  const row = found && (await lockContest(tx, found.id));
  // Drafts and archived contests are not there for members (as GET /api/contests/:slug says).
  if (!row || row.status !== 'published') throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

/** Refuses unless entries are open at `now`, saying when they open or closed. */
function requireEntriesOpen(row: ContestRow, now: Date, closed: (when: string) => string) {
  if (phaseAt(row, now).entriesOpen) return;
  if (now < row.entriesOpenAt) {
    throw new AppError(
      'CONFLICT',
      m.entriesNotOpenYet(formatInstant(row.entriesOpenAt, row.timeZone)),
    );
  }
  throw new AppError('CONFLICT', closed(formatInstant(row.entriesCloseAt, row.timeZone)));
}

/**
 * POST /api/contests/:slug/entries: the owner enters a visible pet in a category while entries
 * are open, within the species and the limits; pending when the contest requires approval.
 */
export async function enterContest(
  ctx: EntryCtx,
  user: SessionUser,
  slug: string,
  body: EnterContestBody,
): Promise<ContestEntryResult> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const contest = await lockedPublished(tx, slug);
      requireEntriesOpen(contest, now, m.entriesClosed);
      const categories = await findCategories(tx, [contest.id]);
      const category = categories.find((c) => c.id === body.categoryId);
      if (!category) throw new AppError('NOT_FOUND', m.categoryNotFound);
      const pet = await findOwnPet(tx, body.petId, user.id);
      if (!pet) throw new AppError('NOT_FOUND', m.petNotFound);
      if (pet.status !== 'visible') throw new AppError('CONFLICT', m.petNotEligible);
      const mine = await findMemberEntries(tx, contest.id, user.id);
      const petIn = mine.filter((e) => e.petId === pet.id).map((e) => e.categoryId);
      const refusal = entryRefusal({
        categorySpecies: category.species,
        categoryName: category.name,
        petSpecies: contestSpeciesOf(pet.species),
        maxEntriesPerMember: contest.maxEntriesPerMember,
        maxEntriesPerCategory: contest.maxEntriesPerCategory,
        allowSamePetInTwoCategories: contest.allowSamePetInTwoCategories,
        memberEntries: mine.length,
        memberEntriesInCategory: mine.filter((e) => e.categoryId === category.id).length,
        petInCategories: categories
          .filter((c) => c.id !== category.id && petIn.includes(c.id))
          .map((c) => c.name),
        petInThisCategory: petIn.includes(category.id),
      });
      if (refusal) throw new AppError('CONFLICT', refusal);
      const entry = await insertEntry(tx, {
        contestId: contest.id,
        categoryId: category.id,
        petId: pet.id,
        userId: user.id,
        status: contest.requiresApproval ? 'pending' : 'approved',
      });
      return {
        entry: entryRecord(entry),
        message: entry.status === 'pending' ? m.enteredPending : m.entered,
      };
    });
  } catch (err) {
    // The contest lock makes this rare; the unique key is the last word.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', m.alreadyInCategory);
    throw err;
  }
}

/** DELETE /api/contests/:slug/entries/:id: the owner withdraws while entries are open. */
export async function withdrawEntry(
  ctx: EntryCtx,
  user: SessionUser,
  slug: string,
  entryId: string | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const contest = await lockedPublished(tx, slug);
    const entry = entryId ? await findEntry(tx, entryId) : undefined;
    if (!entry || entry.contestId !== contest.id) throw new AppError('NOT_FOUND', m.entryNotFound);
    if (entry.userId !== user.id) throw new AppError('FORBIDDEN', m.notYourEntry);
    requireEntriesOpen(contest, now, m.withdrawClosed);
    await deleteEntry(tx, entry.id);
  });
}

/** GET /api/contests/:slug/entries/mine: the member's entries in a published contest. */
export async function myEntries(
  ctx: Ctx<'db'>,
  user: SessionUser,
  slug: string,
): Promise<MyContestEntries> {
  const contest = await findContestBySlug(ctx.db, slug.toLowerCase());
  if (!contest || contest.status !== 'published') throw new AppError('NOT_FOUND', m.notFound);
  const rows = await findMemberEntryRows(ctx.db, contest.id, user.id);
  return { entries: rows.map(entryRecord) };
}
