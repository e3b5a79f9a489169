import { CONTEST_SLUG_MAX_LENGTH, messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type {
  AdminContestList,
  ContestInputParsed,
  ContestResult,
} from '@pawprize/shared/schemas/contests';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import type { Contest as ContestRow, ContestCategory } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { audit } from '../admin/index.ts';
import {
  categoriesWithEntries,
  countPendingByContest,
  deleteCategories,
  findAllContests,
  findCategories,
  findTakenSlugs,
  insertCategories,
  insertContest,
  lockContest,
  updateCategory,
  updateContestRow,
} from './contests.queries.ts';
import type { Instants, LocalTimes, LockedField } from './contests.rules.ts';
import {
  lockedChanges,
  slugify,
  toLocalDateTime,
  uniqueSlug,
  validateDates,
  votingHasOpened,
} from './contests.rules.ts';
import { CONTEST_COVER_PREFIX } from './contests.cover.ts';
import { contestView } from './contests.view.ts';

/** The host's side of contests (docs/product/contests.md): every change audited (ADR 0061). */

const m = messages.contests;
type AdminCtx = Ctx<'db' | 'clock' | 'storage'>;

const DATE_FIELDS = [
  'entriesOpenAt',
  'entriesCloseAt',
  'votingOpenAt',
  'votingCloseAt',
  'resultsAt',
] as const satisfies readonly (keyof LocalTimes)[];

function localTimes(input: ContestInputParsed): LocalTimes {
  return {
    entriesOpenAt: input.entriesOpenAt,
    entriesCloseAt: input.entriesCloseAt,
    votingOpenAt: input.votingOpenAt,
    votingCloseAt: input.votingCloseAt,
    resultsAt: input.resultsAt,
  };
}

function checkedDates(
  input: ContestInputParsed,
  now: Date,
  mustBeFuture: ReadonlySet<keyof LocalTimes>,
): Instants {
  const result = validateDates(localTimes(input), input.timeZone, now, mustBeFuture);
  if (!result.ok) {
    const first = Object.values(result.errors)[0]?.[0] ?? m.datesInvalid;
    throw new AppError('VALIDATION_FAILED', first, result.errors);
  }
  return result.instants;
}

/** The columns an input sets, besides the slug, the status and the categories. */
function contestColumns(input: ContestInputParsed, instants: Instants) {
  return {
    title: input.title,
    theme: input.theme,
    description: input.description,
    rules: input.rules,
    // Left out: the cover stays as it is (docs/product/contests.md).
    ...(input.coverPhotoKey === undefined ? {} : { coverPhotoKey: input.coverPhotoKey }),
    timeZone: input.timeZone,
    ...instants,
    resultsMethod: input.resultsMethod,
    hideCountsDuringVoting: input.hideCountsDuringVoting,
    freezeHours: input.freezeHours,
    maxEntriesPerMember: input.maxEntriesPerMember,
    maxEntriesPerCategory: input.maxEntriesPerCategory,
    allowSamePetInTwoCategories: input.allowSamePetInTwoCategories,
    requiresApproval: input.requiresApproval,
    recurrence: input.recurrence,
  };
}

async function result(ctx: AdminCtx, tx: Tx, row: ContestRow): Promise<ContestResult> {
  const categories = await findCategories(tx, [row.id]);
  return { contest: contestView(ctx, row, categories, ctx.clock.now()) };
}

/** GET /api/admin/contests: every contest, drafts and archived ones included. */
export async function adminContestList(ctx: AdminCtx): Promise<AdminContestList> {
  const rows = await findAllContests(ctx.db);
  const ids = rows.map((r) => r.id);
  const [categories, pending] = await Promise.all([
    findCategories(ctx.db, ids),
    countPendingByContest(ctx.db, ids),
  ]);
  const now = ctx.clock.now();
  return { contests: rows.map((row) => contestView(ctx, row, categories, now)), pending };
}

/** POST /api/admin/contests: a draft, every date ahead; its slug from the title, unique. */
export async function createContest(
  ctx: AdminCtx,
  admin: SessionUser,
  input: ContestInputParsed,
): Promise<ContestResult> {
  const now = ctx.clock.now();
  const instants = checkedDates(input, now, new Set(DATE_FIELDS));
  const base = slugify(input.title, CONTEST_SLUG_MAX_LENGTH);
  // Two hosts may take the same slug at once: the unique index refuses one, which tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const slug = uniqueSlug(base, await findTakenSlugs(tx, base), CONTEST_SLUG_MAX_LENGTH);
        const row = await insertContest(tx, { ...contestColumns(input, instants), slug });
        await insertCategories(
          tx,
          input.categories.map((c, position) => ({
            contestId: row.id,
            position,
            name: c.name,
            description: c.description,
            species: c.species,
            prizes: c.prizes,
          })),
        );
        await audit(tx, admin, [
          {
            action: 'contest_create',
            subjectType: 'contest',
            subjectId: row.id,
            subjectLabel: row.title,
          },
        ]);
        return result(ctx, tx, row);
      });
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function lockedOrNotFound(tx: Tx, id: string): Promise<ContestRow> {
  const row = await lockContest(tx, id);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

/** The locked fields this input changes. */
function changedLockedFields(
  row: ContestRow,
  input: ContestInputParsed,
  instants: Instants,
  categories: readonly ContestCategory[],
): Set<LockedField> {
  const changed = new Set<LockedField>();
  const same: Record<Exclude<LockedField, 'categories'>, boolean> = {
    resultsMethod: row.resultsMethod === input.resultsMethod,
    rules: row.rules === input.rules,
    hideCountsDuringVoting: row.hideCountsDuringVoting === input.hideCountsDuringVoting,
    freezeHours: row.freezeHours === input.freezeHours,
    maxEntriesPerMember: row.maxEntriesPerMember === input.maxEntriesPerMember,
    maxEntriesPerCategory: row.maxEntriesPerCategory === input.maxEntriesPerCategory,
    allowSamePetInTwoCategories:
      row.allowSamePetInTwoCategories === input.allowSamePetInTwoCategories,
    requiresApproval: row.requiresApproval === input.requiresApproval,
    entriesOpenAt: row.entriesOpenAt.getTime() === instants.entriesOpenAt.getTime(),
    votingOpenAt: row.votingOpenAt.getTime() === instants.votingOpenAt.getTime(),
    timeZone: row.timeZone === input.timeZone,
  };
  for (const [field, unchanged] of Object.entries(same)) {
    if (!unchanged) changed.add(field as LockedField);
  }
  const speciesKey = (s: readonly string[]) => [...s].sort().join(',');
  const sameCategories =
    input.categories.length === categories.length &&
    input.categories.every((c) => {
      const existing = categories.find((e) => e.id === c.id);
      return existing && speciesKey(existing.species) === speciesKey(c.species);
    });
  if (!sameCategories) changed.add('categories');
  return changed;
}

/**
 * PUT /api/admin/contests/:id: the whole contest again. Once voting has opened, the method, the
 * rules, the limits, the opening dates and the categories' species stay as they are (409 naming
 * them); a changed date must still be ahead.
 */
export async function updateContest(
  ctx: AdminCtx,
  admin: SessionUser,
  id: string,
  input: ContestInputParsed,
): Promise<ContestResult> {
  const now = ctx.clock.now();
  const replaced: { key: string | null } = { key: null };
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, id);
    if (input.coverPhotoKey !== undefined && row.coverPhotoKey !== input.coverPhotoKey) {
      replaced.key = row.coverPhotoKey;
    }
    const existing = await findCategories(tx, [id]);
    const changedDates = new Set(
      DATE_FIELDS.filter((f) => {
        const before = row[f];
        return (
          (before ? toLocalDateTime(before, input.timeZone) : null) !== input[f] ||
          row.timeZone !== input.timeZone
        );
      }),
    );
    const instants = checkedDates(input, now, changedDates);
    if (votingHasOpened(row, now)) {
      const locked = lockedChanges(changedLockedFields(row, input, instants, existing));
      if (locked.length > 0) {
        throw new AppError('CONFLICT', m.lockedAfterVotingOpened(locked.join(', ')));
      }
    }
    const known = new Set(existing.map((c) => c.id));
    const unknown = input.categories.find((c) => c.id !== undefined && !known.has(c.id));
    if (unknown) throw new AppError('NOT_FOUND', m.categoryNotFound);
    const kept = new Set(input.categories.map((c) => c.id).filter(Boolean));
    const removed = existing.filter((c) => !kept.has(c.id));
    const withEntries = await categoriesWithEntries(
      tx,
      removed.map((c) => c.id),
    );
    const blocking = removed.find((c) => withEntries.has(c.id));
    if (blocking) throw new AppError('CONFLICT', m.categoryHasEntries(blocking.name));
    await deleteCategories(
      tx,
      removed.map((c) => c.id),
    );
    for (const [position, c] of input.categories.entries()) {
      const values = {
        position,
        name: c.name,
        description: c.description,
        species: c.species,
        prizes: c.prizes,
      };
      if (c.id) await updateCategory(tx, c.id, values);
      else await insertCategories(tx, [{ ...values, contestId: id }]);
    }
    const updated = await updateContestRow(tx, id, contestColumns(input, instants));
    await audit(tx, admin, [
      {
        action: 'contest_update',
        subjectType: 'contest',
        subjectId: id,
        subjectLabel: updated.title,
      },
    ]);
    return result(ctx, tx, updated);
  });
  // A replaced or removed cover of ours goes once the change is committed (best effort: a file
  // left behind is only space).
  if (replaced.key?.startsWith(CONTEST_COVER_PREFIX)) {
    await ctx.storage.delete(replaced.key).catch(() => {});
  }
  return answer;
}

/** POST /api/admin/contests/:id/publish: a draft goes public. */
export async function publishContest(
  ctx: AdminCtx,
  admin: SessionUser,
  id: string,
): Promise<ContestResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, id);
    if (row.status === 'archived') throw new AppError('CONFLICT', m.publishArchived);
    if (row.status === 'published') throw new AppError('CONFLICT', m.alreadyPublished);
    const updated = await updateContestRow(tx, id, { status: 'published' });
    await audit(tx, admin, [
      { action: 'contest_publish', subjectType: 'contest', subjectId: id, subjectLabel: row.title },
    ]);
    return result(ctx, tx, updated);
  });
}

/** POST /api/admin/contests/:id/archive: off the public lists and pages. */
export async function archiveContest(
  ctx: AdminCtx,
  admin: SessionUser,
  id: string,
): Promise<ContestResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, id);
    if (row.status === 'archived') throw new AppError('CONFLICT', m.alreadyArchived);
    const updated = await updateContestRow(tx, id, { status: 'archived' });
    await audit(tx, admin, [
      { action: 'contest_archive', subjectType: 'contest', subjectId: id, subjectLabel: row.title },
    ]);
    return result(ctx, tx, updated);
  });
}
