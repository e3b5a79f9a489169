import { VOTE_QUEUE_SIZE } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import type { MyVote } from '@pawprize/shared/schemas/votes';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { petPhotos, profiles, votes } from '../../db/schema/index.ts';
import type { PetRow } from '../pets/index.ts';
import { toPet } from '../pets/index.ts';
import type { AccountVoter, Voter } from '../../identity/index.ts';
import { byVoter } from '../../identity/index.ts';
import { notSkipped } from './skips.queries.ts';
import type { VoterStateRow } from './voter-state.ts';
import { voterStateColumns } from './voter-state.queries.ts';
import type { VoteCursor } from './votes.rules.ts';
import { encodeVoteCursor, shuffled } from './votes.rules.ts';

/** Read queries of voting: the swipe queue and My Votes. */

/** The columns the pets feature's `toPet` reads. */
const petColumns = {
  id: petPhotos.id,
  userId: petPhotos.userId,
  petName: petPhotos.petName,
  description: petPhotos.description,
  imageUrl: petPhotos.imageUrl,
  width: petPhotos.width,
  height: petPhotos.height,
  placeholder: petPhotos.placeholder,
  variants: petPhotos.variants,
  votesCount: petPhotos.votesCount,
  status: petPhotos.status,
  statusReason: petPhotos.statusReason,
  species: petPhotos.species,
  createdAt: petPhotos.createdAt,
  createdAtText: sql<string>`${petPhotos.createdAt}::text`,
  username: profiles.username,
};

/** The voter's vote on the pet row in scope (correlated), for `not exists`. */
function voteBy(db: Database, voter: Voter) {
  return db
    .select({ one: sql`1` })
    .from(votes)
    .where(and(eq(votes.photoId, petPhotos.id), byVoter(voter)));
}

/** The queue draws its pets at random from this many of the least-voted candidates. */
const QUEUE_POOL = VOTE_QUEUE_SIZE * 3;

/**
 * The swipe deck (docs/product/votes.md): up to 10 pets the voter has not voted on nor skipped
 * today (skips.queries.ts), not their own.
 * Fair: pets with the fewest votes come first (new entries get seen), drawn at random from the
 * least-voted 30, so two voters do not see the same deck. One query, walking
 * pet_photos_visible_votes_idx backwards and skipping voted pets through the votes unique index.
 * Visible pets only (docs/decisions/0061-moderation-model.md), not held for review (ADR 0111).
 */
export async function voteQueue(
  db: Database,
  voter: Voter | null,
  viewerId: string | null,
  day: string,
): Promise<Pet[]> {
  // Held for review (a report that counts, a screening flag): public, but not put in front of
  // voters until a moderator decides (docs/decisions/0111-entries-held-for-review.md).
  const conditions: SQL[] = [eq(petPhotos.status, 'visible'), eq(petPhotos.heldForReview, false)];
  if (voter) conditions.push(notExists(voteBy(db, voter)), notSkipped(db, voter, day));
  if (voter?.kind === 'account') conditions.push(ne(petPhotos.userId, voter.userId));
  const rows: PetRow[] = await db
    .select(petColumns)
    .from(petPhotos)
    .leftJoin(profiles, eq(profiles.id, petPhotos.userId))
    .where(and(...conditions))
    .orderBy(asc(petPhotos.votesCount), asc(petPhotos.createdAt))
    .limit(QUEUE_POOL);
  return shuffled(rows)
    .slice(0, VOTE_QUEUE_SIZE)
    .map((row) => toPet(row, viewerId));
}

/** `GET /api/me/votes`: the account's votes, newest first, keyset-paginated. */
export async function myVotes(
  db: Database,
  userId: string,
  limit: number,
  cursor: VoteCursor | null,
): Promise<{ votes: MyVote[]; nextCursor: string | null }> {
  // Votes for pets that are no longer public are left out (hidden means gone everywhere).
  const conditions: SQL[] = [eq(votes.userId, userId), eq(petPhotos.status, 'visible')];
  if (cursor) {
    conditions.push(
      sql`(${votes.createdAt}, ${votes.id}) < (${cursor.votedAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      ...petColumns,
      voteId: votes.id,
      votedAt: votes.createdAt,
      votedAtText: sql<string>`${votes.createdAt}::text`,
    })
    .from(votes)
    .innerJoin(petPhotos, eq(petPhotos.id, votes.photoId))
    .leftJoin(profiles, eq(profiles.id, petPhotos.userId))
    .where(and(...conditions))
    .orderBy(desc(votes.createdAt), desc(votes.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  return {
    votes: rows.map((row) => ({
      pet: toPet(row, userId, true),
      votedAt: row.votedAt.toISOString(),
    })),
    nextCursor:
      more && last ? encodeVoteCursor({ votedAt: last.votedAtText, id: last.voteId }) : null,
  };
}

/** What removing a vote changed, and the voter's state in the same snapshot. */
export interface RemovedVoteRow extends VoterStateRow {
  deleted: boolean;
  votesCount: number | null;
}

/**
 * Deletes the account's vote on the pet and takes 1 from its `votes_count`, in one statement;
 * `deleted` is false when there was no such vote.
 */
export async function deleteAccountVote(
  db: Queryable,
  config: Config,
  voter: AccountVoter,
  petId: string,
  day: string,
): Promise<RemovedVoteRow> {
  const [row] = await rowsOf<RemovedVoteRow>(
    db,
    sql`with d as (
        delete from votes where photo_id = ${petId}::uuid and user_id = ${voter.userId}
        returning photo_id),
      c as (
        update pet_photos as p set votes_count = p.votes_count - 1
        from d where p.id = d.photo_id
        returning p.votes_count)
      select exists (select 1 from d) as "deleted",
        (select votes_count from c) as "votesCount",
        ${voterStateColumns(config, voter, day)}`,
  );
  return row!;
}

/**
 * One more signed-out card vote refused on `utcDay` in the pet's receipt (ADR 0080), one upsert;
 * nothing for a pet that is not visible.
 */
export async function countSignedOutRefusal(
  db: Queryable,
  petId: string,
  utcDay: string,
): Promise<void> {
  await rowsOf(
    db,
    sql`insert into vote_refusals as r (pet_id, day, reason, n)
      select id, ${utcDay}::date, 'signed_out', 1 from pet_photos
      where id = ${petId}::uuid and status = 'visible'
      on conflict (pet_id, day, reason) do update set n = r.n + 1`,
  );
}
