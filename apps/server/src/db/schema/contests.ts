import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { petPhotos } from './pets.ts';

/** Values of the text columns below, checked by the database too. */
export type ContestStatus = 'draft' | 'published' | 'archived';
export type ContestResultsMethod = 'most_votes' | 'battle_rank';
export type ContestRecurrence = 'none' | 'monthly';
export type ContestSpecies = 'dog' | 'cat' | 'other';
export type ContestEntryStatus = 'approved' | 'pending' | 'disqualified';

/**
 * A contest a host runs (docs/product/contests.md, ADR 0140). Its instants are UTC; `time_zone`
 * is the zone the host wrote them in and the site shows them in. `entry_count` equals the number
 * of its `contest_entries` rows, kept by the trigger `contest_entries_count` (migration 0023).
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    theme: text().notNull().default(''),
    description: text().notNull().default(''),
    rules: text().notNull().default(''),
    coverPhotoKey: text(),
    timeZone: text().notNull(),
    entriesOpenAt: timestamptz().notNull(),
    entriesCloseAt: timestamptz().notNull(),
    votingOpenAt: timestamptz().notNull(),
    votingCloseAt: timestamptz().notNull(),
    /** Null: the host publishes the results by hand. */
    resultsAt: timestamptz(),
    resultsPublishedAt: timestamptz(),
    status: text().$type<ContestStatus>().notNull().default('draft'),
    resultsMethod: text().$type<ContestResultsMethod>().notNull().default('most_votes'),
    hideCountsDuringVoting: boolean().notNull().default(false),
    /** Hours before voting closes when the shown standings stop moving (0: none). */
    freezeHours: integer().notNull().default(0),
    maxEntriesPerMember: integer().notNull().default(1),
    maxEntriesPerCategory: integer().notNull().default(1),
    allowSamePetInTwoCategories: boolean().notNull().default(false),
    requiresApproval: boolean().notNull().default(false),
    recurrence: text().$type<ContestRecurrence>().notNull().default('none'),
    entryCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contests_slug_idx').on(t.slug),
    check('contests_status_valid', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('contests_method_valid', sql`${t.resultsMethod} in ('most_votes', 'battle_rank')`),
    check('contests_recurrence_valid', sql`${t.recurrence} in ('none', 'monthly')`),
    check(
      'contests_dates_ordered',
      sql`${t.entriesOpenAt} < ${t.entriesCloseAt} and ${t.votingOpenAt} < ${t.votingCloseAt} and ${t.votingOpenAt} >= ${t.entriesOpenAt} and ${t.votingCloseAt} >= ${t.entriesCloseAt} and (${t.resultsAt} is null or ${t.resultsAt} >= ${t.votingCloseAt})`,
    ),
    check('contests_entry_count_nonnegative', sql`${t.entryCount} >= 0`),
    check(
      'contests_limits_valid',
      sql`${t.freezeHours} >= 0 and ${t.maxEntriesPerMember} >= 1 and ${t.maxEntriesPerCategory} >= 1`,
    ),
    // The public lists: published contests by when voting closes.
    index('contests_status_voting_close_idx').on(t.status, t.votingCloseAt.desc()),
    // The admin list: every contest, newest first.
    index('contests_created_idx').on(t.createdAt.desc()),
  ],
);

/** A contest's categories (1–10), in `position` order; `species` empty: any animal. */
export const contestCategories = pgTable(
  'contest_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    species: text()
      .array()
      .$type<ContestSpecies[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The prize of each place, first place first. */
    prizes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // A contest's categories in order (every contest read).
    index('contest_categories_contest_idx').on(t.contestId, t.position),
    check(
      'contest_categories_species_valid',
      sql`${t.species} <@ array['dog', 'cat', 'other']::text[]`,
    ),
  ],
);

/**
 * A pet photo entered in a contest's category: its own row, so judging can attach scores to it
 * later (ADR 0140). Deleting the pet deletes the entry.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => contestCategories.id, { onDelete: 'cascade' }),
    petId: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ContestEntryStatus>().notNull().default('approved'),
    disqualifiedReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('contest_entries_category_pet_key').on(t.categoryId, t.petId),
    check(
      'contest_entries_status_valid',
      sql`${t.status} in ('approved', 'pending', 'disqualified')`,
    ),
    check('contest_entries_reason_length', sql`char_length(${t.disqualifiedReason}) <= 500`),
    // The public entries of a contest, newest first (and of one category).
    index('contest_entries_contest_status_created_idx').on(
      t.contestId,
      t.status,
      t.createdAt.desc(),
    ),
    index('contest_entries_category_status_created_idx').on(
      t.categoryId,
      t.status,
      t.createdAt.desc(),
    ),
    // A member's entries in a contest (the limits), and a pet's (the same pet elsewhere).
    index('contest_entries_contest_user_idx').on(t.contestId, t.userId),
    index('contest_entries_pet_idx').on(t.petId, t.contestId),
  ],
);

/**
 * A contest's results, recorded once when it closes (docs/product/contests.md, ADR 0142): one row
 * per place of each category and of the whole contest (`category_id` null), never rewritten. The
 * pet's name and photo are a snapshot (`image_key`: a copy under `contests/results/`, null when
 * none could be made, then `image_url` is the pet's own), so later changes to the pet leave the
 * record as it was; deleting the pet or the entry leaves the row with null ids.
 */
export const contestResults = pgTable(
  'contest_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    /** Null: the whole contest (overall). */
    categoryId: uuid().references(() => contestCategories.id, { onDelete: 'cascade' }),
    place: integer().notNull(),
    entryId: uuid().references(() => contestEntries.id, { onDelete: 'set null' }),
    petId: uuid().references(() => petPhotos.id, { onDelete: 'set null' }),
    petName: text().notNull(),
    imageUrl: text().notNull(),
    imageKey: text(),
    /** Votes in the voting window (most_votes) or Bradley–Terry strength (battle_rank). */
    figure: doublePrecision().notNull(),
    /** The strength's 95% interval (battle_rank); null for most_votes. */
    figureLow: doublePrecision(),
    figureHigh: doublePrecision(),
    /** What ordered this entry among those with the same figure; null when none shared it. */
    tieBreak: text().$type<ContestTieBreak>(),
    recordedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // One entry per place; null categories are equal here, so the overall places are unique too.
    unique('contest_results_place_key').on(t.contestId, t.categoryId, t.place).nullsNotDistinct(),
    check('contest_results_place_positive', sql`${t.place} >= 1`),
    check('contest_results_tie_break_valid', sql`${t.tieBreak} in ('more_votes', 'earlier_entry')`),
  ],
);

export type ContestTieBreak = 'more_votes' | 'earlier_entry';

export type Contest = typeof contests.$inferSelect;
export type ContestResultRow = typeof contestResults.$inferSelect;
export type NewContestResultRow = typeof contestResults.$inferInsert;
export type ContestCategory = typeof contestCategories.$inferSelect;
export type ContestEntry = typeof contestEntries.$inferSelect;
