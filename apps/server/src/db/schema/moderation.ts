import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { petCaptions } from './captions.ts';
import { petPhotos } from './pets.ts';

/**
 * Moderation (docs/decisions/0061-moderation-model.md): reports, the review queue,
 * perceptual hashes, bans, the admin audit log and voided votes. An entry's own state
 * (visible / pending / hidden / removed) is a column of its table (pets.ts, captions.ts).
 */

/** What can be reported, queued or hidden. */
export type SubjectType = 'pet' | 'contest' | 'caption' | 'avatar';

/** 'visible' is public; the others are seen only by the owner (with the reason) and admins. */
export type EntryStatus = 'visible' | 'pending' | 'hidden' | 'removed';

/** Who set a non-visible status: the reason an owner is shown, and what an unban restores. */
export type StatusBy = 'pre_moderation' | 'screening' | 'reports' | 'moderator' | 'ban';

export type ReportReason = 'not_a_pet' | 'inappropriate' | 'spam' | 'not_their_photo' | 'other';

/** Why something is in the review queue. */
export type QueueReason =
  'reported' | 'nsfw' | 'no_animal' | 'duplicate' | 'pending' | 'not_screened';

/** One report per reporter ('u:<user id>' or 'v:<visitor id>') per item. */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    subjectType: text().$type<SubjectType>().notNull(),
    subjectId: uuid().notNull(),
    /** The reported item's owner (for "reports received"); null once that account is gone. */
    subjectOwnerId: text().references(() => users.id, { onDelete: 'set null' }),
    reporterKey: text().notNull(),
    reporterUserId: text().references(() => users.id, { onDelete: 'set null' }),
    reason: text().$type<ReportReason>().notNull(),
    note: text(),
    ipKey: text(),
    /**
     * Keyed hash of the reporter's network (IPv4 /24, IPv6 /48): reports that count towards
     * hiding count once per network (docs/decisions/0105-reports-that-hide.md).
     */
    networkKey: text(),
    /**
     * Whether this report counts towards REPORTS_TO_HIDE: decided when it is made (a verified
     * member of some age or activity; never a visitor). Every report reaches the queue.
     */
    countsToHide: boolean().notNull().default(false),
    createdAt: createdAt(),
    /** Set when a moderator approved (dismissed) or acted on the item. */
    resolvedAt: timestamptz(),
    resolution: text().$type<'dismissed' | 'actioned'>(),
  },
  (t) => [
    check(
      'reports_subject_type_valid',
      sql`${t.subjectType} in ('pet', 'contest', 'caption', 'avatar')`,
    ),
    check(
      'reports_reason_valid',
      sql`${t.reason} in ('not_a_pet', 'inappropriate', 'spam', 'not_their_photo', 'other')`,
    ),
    check('reports_note_length', sql`char_length(${t.note}) <= 500`),
    uniqueIndex('reports_subject_reporter_uq').on(t.subjectType, t.subjectId, t.reporterKey),
    // A reporter's reports in the last hour (rate limit).
    index('reports_reporter_created_idx').on(t.reporterKey, t.createdAt),
    index('reports_reporter_user_idx').on(t.reporterUserId),
    index('reports_subject_owner_idx').on(t.subjectOwnerId),
  ],
);

/**
 * Everything waiting for a moderator: one row per item while it waits (deleted when a moderator
 * approves, hides or removes it). `reasons` says why; the columns beside it hold what the console
 * shows (screening scores, the duplicate's original, the number of open reports).
 */
export const reviewQueue = pgTable(
  'review_queue',
  {
    subjectType: text().$type<SubjectType>().notNull(),
    /** A pet's, contest's or caption's uuid; an avatar's is its user's id. */
    subjectId: text().notNull(),
    ownerId: text().references(() => users.id, { onDelete: 'cascade' }),
    reasons: text().array().$type<QueueReason[]>().notNull(),
    /** When the item last entered the queue or gained a reason (the queue is newest first). */
    queuedAt: timestamptz().notNull().defaultNow(),
    /** The screening verdict (scores, species, time), null when not screened. */
    screening: jsonb().$type<Record<string, unknown>>(),
    duplicateOfType: text().$type<SubjectType>(),
    duplicateOfId: uuid(),
    duplicateDistance: integer(),
    reportCount: integer().notNull().default(0),
    /**
     * Reports took the item out of public view (the reports threshold, ADR 0061): it sorts first,
     * since it stays hidden until a moderator decides (docs/product/moderation.md, Queue order).
     */
    hiddenByReports: boolean().notNull().default(false),
    /** Extra data of the item (an avatar's URL). */
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    check('review_queue_reasons_nonempty', sql`cardinality(${t.reasons}) > 0`),
    index('review_queue_order_idx').on(t.hiddenByReports.desc(), t.queuedAt.desc(), t.subjectId),
    index('review_queue_reasons_idx').using('gin', t.reasons),
    index('review_queue_owner_idx').on(t.ownerId),
  ],
);

/**
 * Perceptual hashes of stored photos (docs/decisions/0060-image-screening.md). A removed photo's
 * row loses its entry link and keeps `removedAt`, so the photo can never come back, whatever
 * happens to the entry later.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    id: uuid().primaryKey().defaultRandom(),
    petId: uuid().references(() => petPhotos.id, { onDelete: 'cascade' }),
    contestId: uuid().references(() => petCaptions.id, { onDelete: 'cascade' }),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    phash: bigint({ mode: 'bigint' }).notNull(),
    dhash: bigint({ mode: 'bigint' }).notNull(),
    removedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'photo_hashes_one_subject',
      sql`num_nonnulls(${t.petId}, ${t.contestId}) = 1 or ${t.removedAt} is not null`,
    ),
    uniqueIndex('photo_hashes_pet_uq').on(t.petId),
    uniqueIndex('photo_hashes_contest_uq').on(t.contestId),
  ],
);

/**
 * Banned accounts. The email is kept (lower-cased) so it cannot sign up again, even after the
 * account is deleted.
 */
export const bans = pgTable(
  'bans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    reason: text().notNull(),
    bannedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bans_email_uq').on(t.email),
    uniqueIndex('bans_user_uq').on(t.userId),
    check('bans_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check('bans_reason_length', sql`char_length(${t.reason}) <= 500`),
  ],
);

/**
 * Every admin action: who, when, what, on what, and the reason typed. Append-only (a trigger of
 * migration 0006 refuses updates and deletes); the admin's email is a snapshot.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: createdAt(),
    adminId: text().notNull(),
    adminEmail: text().notNull(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    /** What the subject was called then (a pet's name, an email…). */
    subjectLabel: text(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    check('admin_audit_log_reason_length', sql`char_length(${t.reason}) <= 500`),
    index('admin_audit_log_at_idx').on(t.at.desc(), t.id),
  ],
);

export type VoteKind = 'card' | 'swipe' | 'battle' | 'caption';
export type VoidSource = 'moderator' | 'fraud' | 'account_deleted';

/**
 * Votes taken out of the count (docs/decisions/0062-bans-and-vote-voiding.md): the vote row moves here
 * from its table, in the transaction that corrects every counter. `id` is the vote's own id.
 */
export const voidedVotes = pgTable(
  'voided_votes',
  {
    id: uuid().primaryKey(),
    kind: text().$type<VoteKind>().notNull(),
    /** card/swipe: the pet voted for; battle: the pet chosen; caption: null. */
    petId: uuid(),
    battleId: uuid(),
    contestId: uuid(),
    captionId: uuid(),
    voterUserId: text().references(() => users.id, { onDelete: 'set null' }),
    voterVisitorId: uuid(),
    /** The voter's local day of a card/swipe vote. */
    localDay: date({ mode: 'string' }),
    castAt: timestamptz().notNull(),
    voidedAt: createdAt(),
    source: text().$type<VoidSource>().notNull(),
    /** The moderator who voided it (source 'moderator'). */
    voidedBy: text(),
    reason: text().notNull(),
    /** All votes voided by one action share it. */
    batchId: uuid().notNull(),
  },
  (t) => [
    check('voided_votes_kind_valid', sql`${t.kind} in ('card', 'swipe', 'battle', 'caption')`),
    check(
      'voided_votes_source_valid',
      sql`${t.source} in ('moderator', 'fraud', 'account_deleted')`,
    ),
    index('voided_votes_pet_idx').on(t.petId, t.voidedAt),
    index('voided_votes_voter_idx').on(t.voterUserId),
    index('voided_votes_batch_idx').on(t.batchId),
    // The published removals by bans and deletions, by week (ADR 0104).
    index('voided_votes_member_idx')
      .on(t.voidedAt)
      .where(
        sql`${t.source} in ('moderator', 'account_deleted') and ${t.kind} in ('card', 'swipe')`,
      ),
  ],
);

export type Report = typeof reports.$inferSelect;
export type ReviewQueueRow = typeof reviewQueue.$inferSelect;
export type PhotoHash = typeof photoHashes.$inferSelect;
export type Ban = typeof bans.$inferSelect;
export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
export type VoidedVote = typeof voidedVotes.$inferSelect;
