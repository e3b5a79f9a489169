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
import { createdAt, timestamptz, updatedAt } from './columns.ts';
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
    /** Paid with a bonus vote from a share (the receipts' bonus figure, ADR 0080). */
    bonus: boolean().notNull().default(false),
    /**
     * The visitor's network, truncated: '203.0.113.0/24' or '2001:db8:1::/48', never the address
     * (fraud detection's bursts, docs/decisions/0085-fraud-detection.md).
     */
    ipPrefix: text(),
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
    // Fraud detection's scan of the votes cast since its last run: BRIN costs a vote next to
    // nothing (one summary per 128 pages) and rows arrive in time order (ADR 0085).
    index('votes_created_brin').using('brin', t.createdAt),
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
    // The prune job's past days (docs/decisions/0106-reads-make-no-rows.md).
    index('ip_vote_usage_day_idx').on(t.day),
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
    // The prune job's past days (docs/decisions/0106-reads-make-no-rows.md).
    index('swipe_skips_day_idx').on(t.day),
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
    /**
     * SHARE_BONUS=on-visit (ADR 0082): the boost's votes are usable only once someone else opened
     * the share link carrying `referralToken`; until then `pending`.
     */
    pending: boolean().notNull().default(false),
    referralToken: text(),
    /** The sharer's hashed IP: an opener from the same IP is not a distinct visitor. */
    sharerIpKey: text(),
    visitedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_boosts_referral_token_uq').on(t.referralToken),
    check('share_boosts_platform_valid', sql`${t.platform} in ('twitter', 'instagram', 'tiktok')`),
    check('share_boosts_boost_votes_nonnegative', sql`${t.boostVotes} >= 0`),
    unique('share_boosts_user_platform_day_uq').on(t.userId, t.platform, t.localDay),
    index('share_boosts_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Why a vote attempt was refused (docs/product/integrity.md). */
export type RefusalReason = 'already_voted' | 'daily_limit' | 'ip_cap' | 'signed_out';

/**
 * Refused vote attempts, aggregated per pet, UTC day and reason (the public receipts, ADR 0080):
 * one upsert `n = n + 1` per refusal, never a row per request, no voter and no IP.
 */
export const voteRefusals = pgTable(
  'vote_refusals',
  {
    petId: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    reason: text().$type<RefusalReason>().notNull(),
    n: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.petId, t.day, t.reason] }),
    check(
      'vote_refusals_reason_valid',
      sql`${t.reason} in ('already_voted', 'daily_limit', 'ip_cap', 'signed_out')`,
    ),
    check('vote_refusals_n_positive', sql`${t.n} > 0`),
  ],
);

export type VoteRefusal = typeof voteRefusals.$inferSelect;
export type Vote = typeof votes.$inferSelect;
export type NewVote = typeof votes.$inferInsert;
export type DailyVoteUsage = typeof dailyVoteUsage.$inferSelect;
export type IpVoteUsage = typeof ipVoteUsage.$inferSelect;
export type VotingStreak = typeof votingStreaks.$inferSelect;
export type ShareBoost = typeof shareBoosts.$inferSelect;
export type NewShareBoost = typeof shareBoosts.$inferInsert;
