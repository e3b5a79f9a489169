import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { petPhotos } from './pets.ts';

/**
 * The winner of each closed UTC month (docs/product/winners.md). Name, image, description and votes
 * are a snapshot, so the record survives the pet's deletion (pet_id then becomes null).
 */
export const contestWinners = pgTable(
  'contest_winners',
  {
    /** First day of the UTC month, e.g. '2025-06-01'. */
    month: date({ mode: 'string' }).primaryKey(),
    petId: uuid().references(() => petPhotos.id, { onDelete: 'set null' }),
    petName: text().notNull(),
    imageUrl: text().notNull(),
    description: text(),
    votes: integer().notNull(),
    decidedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('contest_winners_month_first_day', sql`extract(day from ${t.month}) = 1`),
    check('contest_winners_votes_nonnegative', sql`${t.votes} >= 0`),
  ],
);

export type ContestWinner = typeof contestWinners.$inferSelect;
export type NewContestWinner = typeof contestWinners.$inferInsert;
