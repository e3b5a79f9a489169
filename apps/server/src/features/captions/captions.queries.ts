import type { CaptionContest, CaptionSort } from '@pawprize/shared/schemas/captions';
import type { ModerationState } from '@pawprize/shared/schemas/moderation';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captionVotes, petCaptions, profiles } from '../../db/schema/index.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { perDatabase } from '../../db/prepared.ts';
import { contestCaches } from './captions.cache.ts';

/**
 * Read queries of caption contests. A contest with its captions (ordered: most votes, then the
 * earlier caption) is ONE query (JSON aggregation), prepared once per database; a list is one
 * query too. Both are viewer-independent and micro-cached (captions.cache.ts); a signed-in
 * viewer's votes come from one more indexed query.
 */

/** Contests considered for Trending: the last two weeks (at least `limit` of the newest). */
const TRENDING_WINDOW = '14 days';

interface CaptionJson {
  id: string;
  caption: string;
  votes: number;
  userId: string | null;
}

export interface ContestRow {
  id: string;
  shareId: string;
  userId: string;
  petName: string;
  breed: string | null;
  imageUrl: string;
  imageKey: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: ImageVariant[];
  winnerCaptionId: string | null;
  /** Only 'visible' contests are public (docs/decisions/0061-moderation-model.md). */
  status: EntryStatus;
  statusReason: string | null;
  species: string | null;
  createdAt: Date;
  username: string | null;
  /** Visible captions only: a hidden user caption is gone for everyone. */
  captions: CaptionJson[];
}

export function contestModeration(
  row: Pick<ContestRow, 'status' | 'statusReason'>,
): ModerationState | null {
  return row.status === 'visible' ? null : { status: row.status, reason: row.statusReason };
}

const columns = {
  id: petCaptions.id,
  shareId: petCaptions.shareId,
  userId: petCaptions.userId,
  petName: petCaptions.petName,
  breed: petCaptions.breed,
  imageUrl: petCaptions.imageUrl,
  imageKey: petCaptions.imageKey,
  width: petCaptions.width,
  height: petCaptions.height,
  placeholder: petCaptions.placeholder,
  variants: petCaptions.variants,
  winnerCaptionId: petCaptions.winnerCaptionId,
  status: petCaptions.status,
  statusReason: petCaptions.statusReason,
  species: petCaptions.species,
  createdAt: petCaptions.createdAt,
  username: profiles.username,
  captions: sql<CaptionJson[]>`coalesce((
    select json_agg(
      json_build_object('id', c.id, 'caption', c.caption, 'votes', c.votes, 'userId', c.user_id)
      order by c.votes desc, c.created_at, c.id)
    from captions c where c.pet_id = ${petCaptions.id} and c.status = 'visible'), '[]'::json)`,
};

/** The image lists show: the 800 px variant, else the largest one. */
function listImage(variants: readonly ImageVariant[], fallback: string): string {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width === 800)?.url ?? sorted.at(-1)?.url ?? fallback;
}

/**
 * The API shape of a row, as seen by `viewerId` (null: anonymous) who voted for
 * `myVoteCaptionId` in it.
 */
export function toContest(
  row: ContestRow,
  viewerId: string | null,
  myVoteCaptionId: string | null = null,
): CaptionContest {
  return {
    id: row.id,
    shareId: row.shareId,
    petName: row.petName,
    breed: row.breed,
    imageUrl: listImage(row.variants, row.imageUrl),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
    owner: { username: row.username },
    isOwner: viewerId !== null && row.userId === viewerId,
    winnerCaptionId: row.winnerCaptionId,
    totalVotes: row.captions.reduce((sum, c) => sum + c.votes, 0),
    captions: row.captions.map((c) => ({
      id: c.id,
      caption: c.caption,
      votes: c.votes,
      isUserCaption: c.userId !== null,
      isMine: viewerId !== null && c.userId === viewerId,
    })),
    myVoteCaptionId,
    moderation: contestModeration(row),
  };
}

function prepareByShareId(db: Database) {
  return db
    .select(columns)
    .from(petCaptions)
    .leftJoin(profiles, eq(profiles.id, petCaptions.userId))
    .where(eq(petCaptions.shareId, sql.placeholder('shareId')))
    .limit(1)
    .prepare('pawprize_caption_contest_by_share_id');
}

const byShareId = perDatabase(prepareByShareId);

/**
 * A contest by share id, from the micro-cache or (`fresh`, or not cached) the database. Signed-in
 * viewers read fresh: they are the ones who just voted, perhaps through another instance.
 */
export async function findContestRow(
  db: Database,
  shareId: string,
  options: { fresh?: boolean } = {},
): Promise<ContestRow | null> {
  const cache = contestCaches(db).contests;
  const cached = options.fresh ? undefined : cache.get(shareId);
  if (cached) return cached;
  const since = cache.generation;
  const [row] = await byShareId(db).execute({ shareId });
  if (!row) return null;
  cache.set(shareId, row as ContestRow, since);
  return row as ContestRow;
}

/** The caption `userId` voted for in each of `contestIds` (contest id → caption id). */
export async function findMyVotes(
  db: Database,
  contestIds: readonly string[],
  userId: string,
): Promise<Map<string, string>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .select({ contestId: captionVotes.contestId, captionId: captionVotes.captionId })
    .from(captionVotes)
    .where(and(eq(captionVotes.userId, userId), inArray(captionVotes.contestId, [...contestIds])));
  return new Map(rows.map((r) => [r.contestId, r.captionId]));
}

/**
 * Newest: by creation, newest first. Trending: by the captions' total votes over the recent
 * contests (TRENDING_WINDOW, or the newest `limit` when fewer are that recent), newest first
 * among equals.
 */
export async function findContestRows(
  db: Database,
  sort: CaptionSort,
  limit: number,
): Promise<ContestRow[]> {
  const cache = contestCaches(db).lists;
  const key = `${sort}:${limit}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const since = cache.generation;
  const rows = await queryContestRows(db, sort, limit);
  cache.set(key, rows, since);
  return rows;
}

async function queryContestRows(
  db: Database,
  sort: CaptionSort,
  limit: number,
): Promise<ContestRow[]> {
  const base = db
    .select(columns)
    .from(petCaptions)
    .leftJoin(profiles, eq(profiles.id, petCaptions.userId));
  // Public lists: visible contests only (served by pet_captions_visible_created_at_idx).
  const visible = eq(petCaptions.status, 'visible');
  if (sort === 'newest') {
    return (await base
      .where(visible)
      .orderBy(desc(petCaptions.createdAt), desc(petCaptions.id))
      .limit(limit)) as ContestRow[];
  }
  const total = sql`(select coalesce(sum(c.votes), 0) from captions c where c.pet_id = ${petCaptions.id})`;
  return (await base
    .where(
      and(
        visible,
        sql`(${petCaptions.createdAt} > now() - ${TRENDING_WINDOW}::interval or ${petCaptions.id} in (
        select id from pet_captions where status = 'visible' order by created_at desc limit ${limit}))`,
      ),
    )
    .orderBy(desc(total), desc(petCaptions.createdAt), desc(petCaptions.id))
    .limit(limit)) as ContestRow[];
}

export interface ContestPageQuery {
  sort: CaptionSort;
  q?: string | undefined;
  page: number;
  pageSize: number;
  /** Only this owner's contests, whatever their status (My Caption Contests), newest first. */
  ownerId?: string | undefined;
}

/**
 * One page of the /captions list (docs/decisions/0047-captions-page.md), with the total. Public:
 * visible contests only. Newest walks pet_captions_visible_created_at_idx; Trending ranks the
 * recent contests (TRENDING_WINDOW, or the newest page when fewer are that recent) by their
 * captions' votes (captions_pet_votes_idx per contest); a search narrows by pet name through
 * pet_captions_pet_name_trgm_idx. An owner's list walks pet_captions_user_created_idx.
 */
export async function findContestPage(
  db: Database,
  query: ContestPageQuery,
): Promise<{ rows: ContestRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.ownerId) conditions.push(eq(petCaptions.userId, query.ownerId));
  else conditions.push(eq(petCaptions.status, 'visible'));
  if (query.q) conditions.push(ilike(petCaptions.petName, containsPattern(query.q)));
  const trending = !query.ownerId && query.sort === 'trending';
  if (trending) {
    conditions.push(sql`(${petCaptions.createdAt} > now() - ${TRENDING_WINDOW}::interval or ${petCaptions.id} in (
      select id from pet_captions where status = 'visible' order by created_at desc limit ${query.pageSize}))`);
  }
  const where = and(...conditions);
  const total = sql`(select coalesce(sum(c.votes), 0) from captions c where c.pet_id = ${petCaptions.id} and c.status = 'visible')`;
  const order = trending
    ? [desc(total), desc(petCaptions.createdAt), desc(petCaptions.id)]
    : [desc(petCaptions.createdAt), desc(petCaptions.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(petCaptions)
      .leftJoin(profiles, eq(profiles.id, petCaptions.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(petCaptions).where(where),
  ]);
  return { rows: rows as ContestRow[], total: counted?.n ?? 0 };
}
