import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { petPhotos } from './pets.ts';
import { visitors } from './profiles.ts';

/** One vote per voter (account or anonymous visitor) per pet (docs/product/votes.md). */
export const votes = pgTable(
  'votes',
  {
    id: uuid().primaryKey().defaultRandom(),
    photoId: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid().references(() => visitors.id, { onDelete: 'cascade' }),
    /** 'card' (button on a card or detail page) or 'swipe' (right swipe). */
    source: text().$type<'card' | 'swipe'>().notNull(),
    /** The voter's local calendar day when the vote was cast. */
    localDay: date({ mode: 'string' }).notNull(),
    /** Hashed client IP (IPv6 by /64) for anonymous abuse limits. */
    ipKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('votes_one_voter', sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
    check('votes_source_valid', sql`${t.source} in ('card', 'swipe')`),
    uniqueIndex('votes_photo_user_uq')
      .on(t.photoId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('votes_photo_visitor_uq')
      .on(t.photoId, t.visitorId)
      .where(sql`${t.visitorId} is not null`),
    // Counting a pet's votes before a date (winners) and cascades from pet_photos.
    index('votes_photo_created_idx').on(t.photoId, t.createdAt),
    index('votes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('votes_visitor_idx').on(t.visitorId),
  ],
);

/** New votes cast per voter per local day. voterKey is 'u:<userId>' or 'v:<visitorId>'. */
export const dailyVoteUsage = pgTable(
  'daily_vote_usage',
  {
    voterKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    votesUsed: integer().notNull().default(0),
    bonusUsed: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.voterKey, t.day] }),
    check('daily_vote_usage_nonnegative', sql`${t.votesUsed} >= 0 and ${t.bonusUsed} >= 0`),
  ],
);

/** Anonymous votes per client IP key per day. */
export const ipVoteUsage = pgTable(
  'ip_vote_usage',
  {
    ipKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    votesUsed: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ipKey, t.day] }),
    check('ip_vote_usage_nonnegative', sql`${t.votesUsed} >= 0`),
  ],
);

/**
 * Pets a voter passed on ("Not as cute", a left swipe) on one local day: the swipe deck leaves
 * them out until the next day. Not votes: no counter, no allowance (docs/product/votes.md,
 * docs/decisions/0048-swipe-skips.md). voterKey is 'u:<userId>' or 'v:<visitorId>'; a voter's
 * earlier days are deleted when they skip on a new day.
 */
export const swipeSkips = pgTable(
  'swipe_skips',
  {
    voterKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    photoId: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.voterKey, t.day, t.photoId] }),
    // Cascades from pet_photos.
    index('swipe_skips_photo_idx').on(t.photoId),
  ],
);

export const votingStreaks = pgTable(
  'voting_streaks',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentStreak: integer().notNull().default(0),
    highestStreak: integer().notNull().default(0),
    lastVoteDate: date({ mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'voting_streaks_valid',
      sql`${t.currentStreak} >= 0 and ${t.highestStreak} >= ${t.currentStreak}`,
    ),
  ],
);

/** Bonus votes earned by sharing: at most one credited share per platform per local day. */
export const shareBoosts = pgTable(
  'share_boosts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().$type<'twitter' | 'instagram' | 'tiktok'>().notNull(),
    /** Bonus votes left in this boost (3 when created, lowered one vote at a time). */
    boostVotes: integer().notNull().default(3),
    usedToday: boolean().notNull().default(false),
    localDay: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('share_boosts_platform_valid', sql`${t.platform} in ('twitter', 'instagram', 'tiktok')`),
    check('share_boosts_boost_votes_nonnegative', sql`${t.boostVotes} >= 0`),
    unique('share_boosts_user_platform_day_uq').on(t.userId, t.platform, t.localDay),
    index('share_boosts_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export type Vote = typeof votes.$inferSelect;
export type NewVote = typeof votes.$inferInsert;
export type DailyVoteUsage = typeof dailyVoteUsage.$inferSelect;
export type IpVoteUsage = typeof ipVoteUsage.$inferSelect;
export type VotingStreak = typeof votingStreaks.$inferSelect;
export type ShareBoost = typeof shareBoosts.$inferSelect;
export type NewShareBoost = typeof shareBoosts.$inferInsert;
