import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { CONTEST_RESULT_PLACES, messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { ContestPlace, ContestResults } from '@pawprize/shared/schemas/contests';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import type {
  Contest as ContestRow,
  ContestResultRow,
  NewContestResultRow,
} from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { audit } from '../admin/index.ts';
import { strengthsFrom } from '../battles/index.ts';
import {
  findCategories,
  findContestById,
  lockContest,
  updateContestRow,
} from './contests.queries.ts';
import type { StandingRow } from './contests.results.queries.ts';
import {
  findBattlePairs,
  findDueContestIds,
  findResults,
  findStandings,
  insertResults,
} from './contests.results.queries.ts';
import type { Standing } from './contests.results.rules.ts';
import { contestRankings, resultsDue } from './contests.results.rules.ts';
import { toLocalDateTime } from './contests.rules.ts';

/** Closing a contest: its results computed once and recorded (docs/product/contests.md, ADR 0142). */

const m = messages.contests;
type CloseCtx = Ctx<'db' | 'clock' | 'storage' | 'log'>;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The photo lists show: the 800 px variant, else the widest, else the original; with its key. */
function listImage(pet: StandingRow): { url: string; key: string | null } {
  const variant =
    pet.variants.find((v) => v.width === 800) ??
    pet.variants.reduce<StandingRow['variants'][number] | undefined>(
      (a, v) => (!a || v.width > a.width ? v : a),
      undefined,
    );
  if (!variant) return { url: pet.imageUrl, key: null };
  // Uploaded files are `<imageKey>-<width>.webp`; seeded images have no key.
  return { url: variant.url, key: pet.imageKey ? `${pet.imageKey}-${variant.width}.webp` : null };
}

/**
 * Copies a placed pet's photo under `contests/results/`, so the record keeps its photo when the
 * pet's files go; keeps the pet's own URL when no copy can be made (as the monthly winners do).
 */
async function snapshotImage(
  ctx: CloseCtx,
  contestId: string,
  pet: StandingRow,
  copies: string[],
): Promise<{ url: string; key: string | null }> {
  const source = listImage(pet);
  if (!source.key) return { url: source.url, key: null };
  try {
    const object = await ctx.storage.get(source.key);
    if (!object) return { url: source.url, key: null };
    const key = `contests/results/${contestId}/${randomBytes(16).toString('hex')}.webp`;
    await ctx.storage.put(key, await buffer(object.stream), {
      contentType: object.contentType,
      cacheControl: IMMUTABLE,
    });
    copies.push(key);
    return { url: ctx.storage.publicUrl(key), key };
  } catch (err) {
    ctx.log.warn({ err, petId: pet.petId }, 'could not copy a placed photo; keeping its URL');
    return { url: source.url, key: null };
  }
}

/** The standings of the locked contest, its strengths added for battle_rank. */
async function standings(
  tx: Tx,
  row: ContestRow,
): Promise<{ rows: StandingRow[]; standings: Standing[] }> {
  const rows = await findStandings(tx, row.id, row.votingOpenAt, row.votingCloseAt);
  if (row.resultsMethod !== 'battle_rank') return { rows, standings: rows };
  const petIds = [...new Set(rows.map((r) => r.petId))];
  const pairs = await findBattlePairs(tx, petIds, row.votingOpenAt, row.votingCloseAt);
  const strengths = strengthsFrom(petIds, pairs);
  return {
    rows,
    standings: rows.map((r) => {
      const s = strengths.get(r.petId);
      return {
        ...r,
        strength: s?.strength ?? null,
        lower: s?.lower ?? null,
        upper: s?.upper ?? null,
      };
    }),
  };
}

/** Computes and records the locked contest's results; the rows to insert. */
async function recordResults(
  ctx: CloseCtx,
  tx: Tx,
  row: ContestRow,
  copies: string[],
): Promise<void> {
  const categories = await findCategories(tx, [row.id]);
  const { rows, standings: entries } = await standings(tx, row);
  const rankings = contestRankings(
    row.resultsMethod,
    categories.map((c) => c.id),
    entries,
    CONTEST_RESULT_PLACES,
  );
  const byEntry = new Map(rows.map((r) => [r.entryId, r]));
  const images = new Map<string, { url: string; key: string | null }>();
  const values: NewContestResultRow[] = [];
  for (const ranking of rankings) {
    for (const placed of ranking.places) {
      const pet = byEntry.get(placed.entry.entryId)!;
      let image = images.get(pet.petId);
      if (!image) {
        image = await snapshotImage(ctx, row.id, pet, copies);
        images.set(pet.petId, image);
      }
      values.push({
        contestId: row.id,
        categoryId: ranking.categoryId,
        place: placed.place,
        entryId: pet.entryId,
        petId: pet.petId,
        petName: pet.petName,
        imageUrl: image.url,
        imageKey: image.key,
        figure: placed.figure,
        figureLow: placed.figureLow,
        figureHigh: placed.figureHigh,
        tieBreak: placed.tieBreak,
      });
    }
  }
  await insertResults(tx, values);
}

/**
 * Closes one contest: under its row lock, checks the results are due and not yet recorded,
 * computes them and records them with `results_published_at`, in one transaction. A second run,
 * here or on another instance, waits for the lock and then finds them recorded: the results are
 * recorded exactly once. True when this call recorded them. `byHand`: the host asked (audited);
 * then what is not due is an error, else a quiet false.
 */
export async function closeContest(
  ctx: CloseCtx,
  id: string,
  byHand?: SessionUser,
): Promise<boolean> {
  const copies: string[] = [];
  try {
    const recorded = await ctx.db.transaction(async (tx) => {
      const row = await lockContest(tx, id);
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      const now = ctx.clock.now();
      const due = resultsDue(row, now, byHand !== undefined);
      if (due !== 'due') {
        if (!byHand) return false;
        throw new AppError(
          'CONFLICT',
          due === 'published'
            ? m.resultsAlreadyPublished
            : due === 'not_closed'
              ? m.resultsVotingOpen
              : m.resultsNotPublishedContest,
        );
      }
      await recordResults(ctx, tx, row, copies);
      await updateContestRow(tx, id, { resultsPublishedAt: now });
      if (byHand) {
        await audit(tx, byHand, [
          {
            action: 'contest_publish_results',
            subjectType: 'contest',
            subjectId: id,
            subjectLabel: row.title,
          },
        ]);
      }
      return true;
    });
    if (recorded) ctx.log.info({ contestId: id }, 'recorded contest results');
    return recorded;
  } catch (err) {
    await Promise.all(copies.map((key) => ctx.storage.delete(key).catch(() => {})));
    // A place already recorded: another run got there first (the lock should prevent it).
    if (isUniqueViolation(err)) {
      if (byHand) throw new AppError('CONFLICT', m.resultsAlreadyPublished);
      return false;
    }
    throw err;
  }
}

/** The job: closes every contest whose `results_at` has come. How many this run recorded. */
export async function closeDueContests(ctx: CloseCtx): Promise<number> {
  let count = 0;
  for (const id of await findDueContestIds(ctx.db, ctx.clock.now())) {
    try {
      if (await closeContest(ctx, id)) count++;
    } catch (err) {
      // One contest failing leaves the others to close; it is due again on the next run.
      ctx.log.error({ err, contestId: id }, 'could not record contest results');
    }
  }
  return count;
}

export function placeView(row: ContestResultRow): ContestPlace {
  return {
    place: row.place,
    entryId: row.entryId,
    petId: row.petId,
    petName: row.petName,
    imageUrl: row.imageUrl,
    figure: row.figure,
    figureLow: row.figureLow,
    figureHigh: row.figureHigh,
    tieBreak: row.tieBreak,
  };
}

/** The recorded results of a contest whose results are out. */
export async function resultsView(
  ctx: Ctx<'db'>,
  row: ContestRow,
  now: Date,
): Promise<ContestResults> {
  if (!row.resultsPublishedAt) {
    const announced = row.resultsAt && row.resultsAt > now;
    throw new AppError(
      'CONFLICT',
      announced
        ? m.resultsOn(toLocalDateTime(row.resultsAt!, row.timeZone).replace('T', ' '))
        : m.resultsNotOut,
    );
  }
  const [categories, places] = await Promise.all([
    findCategories(ctx.db, [row.id]),
    findResults(ctx.db, row.id),
  ]);
  return {
    contestId: row.id,
    slug: row.slug,
    resultsMethod: row.resultsMethod,
    resultsPublishedAt: row.resultsPublishedAt.toISOString(),
    categories: categories.map((c) => ({
      categoryId: c.id,
      name: c.name,
      prizes: c.prizes,
      places: places.filter((p) => p.categoryId === c.id).map(placeView),
    })),
    overall: places.filter((p) => p.categoryId === null).map(placeView),
  };
}

/** POST /api/admin/contests/:id/publish-results: the host publishes once voting has closed. */
export async function publishResults(
  ctx: CloseCtx,
  admin: SessionUser,
  id: string,
): Promise<ContestResults> {
  await closeContest(ctx, id, admin);
  const row = await findContestById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return resultsView(ctx, row, ctx.clock.now());
}
