import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, imageColumns, moderationColumns } from './columns.ts';

/** A contest entry. `votes_count` is kept equal to the number of `votes` rows by the vote service. */
export const petPhotos = pgTable(
  'pet_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petName: text().notNull(),
    description: text(),
    ...imageColumns(),
    votesCount: integer().notNull().default(0),
    ...moderationColumns(),
    /**
     * Waiting in the review queue for a report that counts or a screening flag (likely explicit,
     * no animal, near-copy) while still visible: public, but not put in front of people — left
     * out of the swipe deck, battles and "More pets" until a moderator decides. Kept by a trigger
     * on review_queue (docs/decisions/0111-entries-held-for-review.md).
     */
    heldForReview: boolean().notNull().default(false),
    /** What the screening detector saw (cat, dog, bird…), for the caption writer; null: nothing. */
    species: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'pet_photos_pet_name_length',
      sql`char_length(${t.petName}) <= 60 and btrim(${t.petName}) <> ''`,
    ),
    check('pet_photos_description_length', sql`char_length(${t.description}) <= 1000`),
    check('pet_photos_votes_count_nonnegative', sql`${t.votesCount} >= 0`),
    check('pet_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    check(
      'pet_photos_status_valid',
      sql`${t.status} in ('visible', 'pending', 'hidden', 'removed')`,
    ),
    // Leaderboard / top pets, newest first among ties; public lists show visible pets only.
    index('pet_photos_visible_votes_idx')
      .on(t.votesCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'visible'`),
    // Gallery "Recent", the vote queue and the winners' month.
    index('pet_photos_visible_created_at_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'visible'`),
    // Entries whose photo files are in the wrong storage area, for the repair job (normally
    // none; docs/decisions/0117-entry-photos-follow-visibility.md).
    index('pet_photos_misplaced_files_idx')
      .on(t.id)
      .where(
        sql`${t.imageKey} is not null and ${t.status} <> 'removed' and (${t.status} = 'visible') = (${t.imageUrl} like '/api/files/private/%')`,
      ),
    // Dashboard "My Pets".
    index('pet_photos_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // Case-insensitive search (ILIKE '%term%') on name and description; needs pg_trgm.
    index('pet_photos_pet_name_trgm_idx').using('gin', t.petName.op('gin_trgm_ops')),
    index('pet_photos_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

export type PetPhoto = typeof petPhotos.$inferSelect;
export type NewPetPhoto = typeof petPhotos.$inferInsert;
