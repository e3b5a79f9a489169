import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../db/rows.ts';
import { photoHashes } from '../../db/schema/index.ts';
import type { PhotoHashes } from '../../screening/index.ts';
import { DUPLICATE_MAX_DISTANCE } from '../../screening/index.ts';

export interface NearCopy {
  /** A photo a moderator removed: the upload is refused. */
  removed: boolean;
  subjectType: 'pet' | 'contest' | null;
  subjectId: string | null;
  distance: number;
}

type Queryable = Pick<Database, 'execute'>;

/**
 * The closest stored photo within DUPLICATE_MAX_DISTANCE (pHash + dHash bits), removed photos
 * first, then entries of the same kind (a pet's photo reused for a caption contest is no
 * duplicate entry). One scan of photo_hashes: ~2 × 64-bit XOR and popcount per row, measured in
 * bench/moderation.bench.mjs (docs/decisions/0066-moderation-figures.md).
 */
export async function findNearCopy(
  db: Queryable,
  kind: 'pet' | 'contest',
  hashes: PhotoHashes,
): Promise<NearCopy | null> {
  const result = (await db.execute(sql`
    select h.pet_id as "petId", h.contest_id as "contestId", h.removed_at is not null as "removed",
      d.distance
    from photo_hashes as h,
      lateral (select bit_count((h.phash # ${hashes.phash.toString()}::bigint)::bit(64))
        + bit_count((h.dhash # ${hashes.dhash.toString()}::bigint)::bit(64)) as distance) as d
    where d.distance <= ${DUPLICATE_MAX_DISTANCE}
      and (h.removed_at is not null or ${kind === 'pet' ? sql`h.pet_id` : sql`h.contest_id`} is not null)
    order by h.removed_at is null, d.distance
    limit 1`)) as unknown as {
    rows: { petId: string | null; contestId: string | null; removed: boolean; distance: number }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  return {
    removed: row.removed,
    subjectType: row.petId ? 'pet' : row.contestId ? 'contest' : null,
    subjectId: row.petId ?? row.contestId,
    distance: Number(row.distance),
  };
}

/** A new entry's perceptual hashes, in the transaction that inserts the entry. */
export async function insertPhotoHashes(
  tx: Tx,
  row: {
    petId: string | null;
    contestId: string | null;
    ownerId: string;
    phash: bigint;
    dhash: bigint;
  },
): Promise<void> {
  await tx.insert(photoHashes).values(row);
}
