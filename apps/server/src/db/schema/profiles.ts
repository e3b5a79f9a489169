import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Public profile of an account (one row per user, same id). */
export const profiles = pgTable(
  'profiles',
  {
    id: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 3–30 of a-z 0-9 _ (case kept as typed); unique case-insensitively. */
    username: text(),
    fullName: text(),
    avatarUrl: text(),
    /** Generation credits granted by admins (docs/product/ai.md). */
    credits: integer().notNull().default(0),
    /** IANA time zone used for the user's "today" (docs/product/votes.md). */
    timeZone: text().notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_uq').on(sql`lower(${t.username})`),
    // The admin console's user search by username (ILIKE '%term%').
    index('profiles_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    check('profiles_username_format', sql`${t.username} ~ '^[A-Za-z0-9_]{3,30}$'`),
    check('profiles_credits_nonnegative', sql`${t.credits} >= 0`),
  ],
);

/**
 * Anonymous identity kept in a signed cookie (docs/product/identity.md). A row is made with the
 * visitor's first counted vote and pruned once nothing of theirs is counted
 * (docs/decisions/0106-reads-make-no-rows.md).
 */
export const visitors = pgTable(
  'visitors',
  {
    id: uuid().primaryKey().defaultRandom(),
    timeZone: text().notNull().default('UTC'),
    createdAt: createdAt(),
  },
  // The prune job's visitors made before a day.
  (t) => [index('visitors_created_at_idx').on(t.createdAt)],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type Visitor = typeof visitors.$inferSelect;
