import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, imageColumns, moderationColumns } from './columns.ts';

/** A caption contest: one uploaded pet photo, captions written by the AI and by users. */
export const petCaptions = pgTable(
  'pet_captions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Short unguessable url-safe id used in /captions/{share_id}. */
    shareId: text().notNull().unique('pet_captions_share_id_uq'),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petName: text().notNull(),
    breed: text(),
    ...imageColumns(),
    winnerCaptionId: uuid().references((): AnyPgColumn => captions.id, { onDelete: 'set null' }),
    ...moderationColumns(),
    /** What the screening detector saw in the photo, for the caption writer. */
    species: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('pet_captions_share_id_format', sql`${t.shareId} ~ '^[A-Za-z0-9_-]{10,}$'`),
    check(
      'pet_captions_pet_name_length',
      sql`char_length(${t.petName}) <= 60 and btrim(${t.petName}) <> ''`,
    ),
    check(
      'pet_captions_status_valid',
      sql`${t.status} in ('visible', 'pending', 'hidden', 'removed')`,
    ),
    index('pet_captions_visible_created_at_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'visible'`),
    // Entries whose photo files are in the wrong storage area, for the repair job (normally
    // none; docs/decisions/0117-entry-photos-follow-visibility.md).
    index('pet_captions_misplaced_files_idx')
      .on(t.id)
      .where(
        sql`${t.imageKey} is not null and ${t.status} <> 'removed' and (${t.status} = 'visible') = (${t.imageUrl} like '/api/files/private/%')`,
      ),
    index('pet_captions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The /captions search (ILIKE '%term%', docs/decisions/0047-captions-page.md).
    index('pet_captions_pet_name_trgm_idx').using('gin', t.petName.op('gin_trgm_ops')),
  ],
);

/**
 * A caption of a contest (column pet_id, the original specification's name, references
 * pet_captions.id).
 */
export const captions = pgTable(
  'captions',
  {
    id: uuid().primaryKey().defaultRandom(),
    petId: uuid()
      .notNull()
      .references(() => petCaptions.id, { onDelete: 'cascade' }),
    caption: text().notNull(),
    votes: integer().notNull().default(0),
    /** Set for captions added by a user; null for AI captions. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** User-written captions can be reported and hidden; AI captions stay 'visible'. */
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check('captions_status_valid', sql`${t.status} in ('visible', 'hidden', 'removed')`),
    check(
      'captions_caption_length',
      sql`char_length(${t.caption}) <= 280 and btrim(${t.caption}) <> ''`,
    ),
    check('captions_votes_nonnegative', sql`${t.votes} >= 0`),
    index('captions_pet_votes_idx').on(t.petId, t.votes.desc().nullsFirst()),
    uniqueIndex('captions_pet_user_uq')
      .on(t.petId, t.userId)
      .where(sql`${t.userId} is not null`),
    // Target of caption_votes' composite key: a vote's caption belongs to its contest.
    unique('captions_pet_id_id_uq').on(t.petId, t.id),
  ],
);

/** One caption vote per account per contest. */
export const captionVotes = pgTable(
  'caption_votes',
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => petCaptions.id, { onDelete: 'cascade' }),
    /** References captions(pet_id, id) together with contestId (see the composite key below). */
    captionId: uuid().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('caption_votes_contest_user_uq').on(t.contestId, t.userId),
    foreignKey({
      name: 'caption_votes_caption_in_contest_fk',
      columns: [t.contestId, t.captionId],
      foreignColumns: [captions.petId, captions.id],
    }).onDelete('cascade'),
    index('caption_votes_caption_idx').on(t.captionId),
    index('caption_votes_user_idx').on(t.userId),
  ],
);

export type PetCaption = typeof petCaptions.$inferSelect;
export type NewPetCaption = typeof petCaptions.$inferInsert;
export type Caption = typeof captions.$inferSelect;
export type NewCaption = typeof captions.$inferInsert;
export type CaptionVote = typeof captionVotes.$inferSelect;
