import { CONTEST_RESULTS_LISTED, CONTESTS_PAST_LISTED, messages } from '@pawprize/shared';
import type {
  Contest,
  ContestEntriesPage,
  ContestEntriesQuerySchema,
  ContestLists,
  ContestResults,
  ContestWinnersList,
} from '@pawprize/shared/schemas/contests';
import type { z } from 'zod';
import type { Ctx } from '../../context/index.ts';
import type { Contest as ContestRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import {
  findCategories,
  findContestBySlug,
  findCurrentPublished,
  findEntriesPage,
  findPastPublished,
} from './contests.queries.ts';
import { countedUntil } from './contests.results.rules.ts';
import { findFirstPlaces, findRecentResultContests } from './contests.results.queries.ts';
import { placeView, resultsView } from './contests.results.ts';
import { phaseAt } from './contests.rules.ts';
import { contestView } from './contests.view.ts';

type ReadCtx = Ctx<'db' | 'clock' | 'storage'>;

/** GET /api/contests: published contests, open, upcoming and past (three queries in all). */
export async function contestLists(ctx: ReadCtx): Promise<ContestLists> {
  const now = ctx.clock.now();
  const [current, past] = await Promise.all([
    findCurrentPublished(ctx.db, now),
    findPastPublished(ctx.db, now, CONTESTS_PAST_LISTED),
  ]);
  const categories = await findCategories(
    ctx.db,
    [...current, ...past].map((c) => c.id),
  );
  const view = (row: ContestRow) => contestView(ctx, row, categories, now);
  const open: Contest[] = [];
  const upcoming: Contest[] = [];
  for (const row of current) {
    const contest = view(row);
    (contest.phase === 'upcoming' ? upcoming : open).push(contest);
  }
  upcoming.sort((a, b) => a.entriesOpenAt.localeCompare(b.entriesOpenAt));
  return { open, upcoming, past: past.map(view) };
}

/** A contest anyone may read: published or past; drafts and archived ones only for admins. */
async function readableContest(ctx: ReadCtx, slug: string, isAdmin: boolean) {
  const row = await findContestBySlug(ctx.db, slug.toLowerCase());
  if (!row || (row.status !== 'published' && !isAdmin)) {
    throw new AppError('NOT_FOUND', messages.contests.notFound);
  }
  return row;
}

/** GET /api/contests/:slug */
export async function contestBySlug(ctx: ReadCtx, slug: string, isAdmin: boolean) {
  const row = await readableContest(ctx, slug, isAdmin);
  const categories = await findCategories(ctx.db, [row.id]);
  return { contest: contestView(ctx, row, categories, ctx.clock.now()) };
}

/** GET /api/contests/:slug/results: 409 until they are out (docs/product/contests.md). */
export async function contestResults(
  ctx: ReadCtx,
  slug: string,
  isAdmin: boolean,
): Promise<ContestResults> {
  return resultsView(ctx, await readableContest(ctx, slug, isAdmin), ctx.clock.now());
}

/**
 * GET /api/contests/:slug/entries: a page of approved entries. An entry's votes are those on its
 * pet cast in the voting window; until the results are out, only those cast before the freeze
 * (`freeze_hours` before voting closes) count, so the last hours do not move the shown standings.
 * While the contest hides counts and voting is open, votes are left out and the list is newest
 * first whatever was asked (an order by votes would tell the counts).
 */
export async function contestEntries(
  ctx: ReadCtx,
  slug: string,
  query: z.output<typeof ContestEntriesQuerySchema>,
  isAdmin: boolean,
): Promise<ContestEntriesPage> {
  const row = await readableContest(ctx, slug, isAdmin);
  const countsShown = !(row.hideCountsDuringVoting && phaseAt(row, ctx.clock.now()).votingOpen);
  const rows = await findEntriesPage(ctx.db, {
    contestId: row.id,
    categoryId: query.category,
    votesFrom: row.votingOpenAt,
    votesUntil: countedUntil(row),
    sort: countsShown ? query.sort : 'newest',
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  return {
    entries: rows.slice(0, query.limit).map((r) => ({
      id: r.id,
      categoryId: r.categoryId,
      petId: r.petId,
      petName: r.petName,
      imageUrl: r.imageUrl,
      width: r.width,
      height: r.height,
      placeholder: r.placeholder,
      variants: r.variants,
      owner: { username: r.username },
      votes: countsShown ? r.votes : null,
      enteredAt: r.enteredAt.toISOString(),
    })),
    countsShown,
    nextPage: rows.length > query.limit ? query.page + 1 : null,
  };
}

/**
 * GET /api/contest-results: the last CONTEST_RESULTS_LISTED contests whose results are out, each
 * with its first places (per category and overall) as recorded at the close: three queries.
 */
export async function contestWinners(ctx: ReadCtx): Promise<ContestWinnersList> {
  const rows = await findRecentResultContests(ctx.db, CONTEST_RESULTS_LISTED);
  const ids = rows.map((r) => r.id);
  const [categories, firsts] = await Promise.all([
    findCategories(ctx.db, ids),
    findFirstPlaces(ctx.db, ids),
  ]);
  return {
    contests: rows.map((row) => {
      const mine = firsts.filter((p) => p.contestId === row.id);
      const overall = mine.find((p) => p.categoryId === null);
      return {
        slug: row.slug,
        title: row.title,
        theme: row.theme,
        coverUrl: row.coverPhotoKey ? ctx.storage.publicUrl(row.coverPhotoKey) : null,
        timeZone: row.timeZone,
        votingCloseAt: row.votingCloseAt.toISOString(),
        resultsPublishedAt: row.resultsPublishedAt!.toISOString(),
        resultsMethod: row.resultsMethod,
        categories: categories
          .filter((c) => c.contestId === row.id)
          .map((c) => {
            const winner = mine.find((p) => p.categoryId === c.id);
            return {
              categoryId: c.id,
              name: c.name,
              prize: c.prizes[0] ?? null,
              winner: winner ? placeView(winner) : null,
            };
          }),
        overall: overall ? placeView(overall) : null,
      };
    }),
  };
}
