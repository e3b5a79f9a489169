import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';

/**
 * The entry photo files' statements (docs/decisions/0117-entry-photos-follow-visibility.md): the
 * entries whose files are in the wrong area, and an entry's stored addresses.
 */

const TABLES = { pet: 'pet_photos', contest: 'pet_captions' } as const;
export type PhotoEntryType = keyof typeof TABLES;

/** The partial indexes' predicate (`*_misplaced_files_idx`), word for word so they are used. */
const misplaced = (table: 'pet_photos' | 'pet_captions') => {
  const t = sql.identifier(table);
  return sql`${t}.image_key is not null and ${t}.status <> 'removed' and (${t}.status = 'visible') = (${t}.image_url like '/api/files/private/%')`;
};

/** Up to `batch` pets and `batch` contests whose files are not in the area their status asks. */
export function misplacedEntries(
  db: Queryable,
  batch: number,
): Promise<{ type: PhotoEntryType; id: string }[]> {
  return rowsOf<{ type: PhotoEntryType; id: string }>(
    db,
    sql`(select 'pet' as type, id from pet_photos where ${misplaced('pet_photos')} limit ${batch})
      union all
      (select 'contest', id from pet_captions where ${misplaced('pet_captions')} limit ${batch})`,
  );
}

export interface PlacedRow {
  status: EntryStatus;
  imageKey: string | null;
  imageUrl: string;
  variants: ImageVariant[];
  shareId: string | null;
}

/** An entry's status and stored photo addresses. */
export function placedFiles(
  db: Queryable,
  subjectType: PhotoEntryType,
  id: string,
): Promise<PlacedRow[]> {
  const table = sql.identifier(TABLES[subjectType]);
  const shareId = subjectType === 'contest' ? sql`share_id` : sql`null`;
  return rowsOf<PlacedRow>(
    db,
    sql`select status, image_key as "imageKey", image_url as "imageUrl", variants,
          ${shareId} as "shareId" from ${table} where id = ${id}::uuid`,
  );
}

/**
 * Rewrites an entry's photo addresses if its status and address are still those read; false when
 * it changed meanwhile.
 */
export async function movePlacedFiles(
  db: Queryable,
  subjectType: PhotoEntryType,
  id: string,
  read: { status: EntryStatus; imageUrl: string },
  moved: { imageUrl: string; variants: readonly { width: number; url: string }[] },
): Promise<boolean> {
  const table = sql.identifier(TABLES[subjectType]);
  const updated = await rowsOf<{ id: string }>(
    db,
    sql`update ${table} set image_url = ${moved.imageUrl}, variants = ${JSON.stringify(moved.variants)}::jsonb
        where id = ${id}::uuid and status = ${read.status} and image_url = ${read.imageUrl}
        returning id`,
  );
  return updated.length > 0;
}

/** The ids of a contest's captions (its share cards are named by them). */
export async function captionIdsOf(db: Queryable, contestId: string): Promise<string[]> {
  const captions = await rowsOf<{ id: string }>(
    db,
    sql`select id from captions where pet_id = ${contestId}::uuid`,
  );
  return captions.map((c) => c.id);
}
