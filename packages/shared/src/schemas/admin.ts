import { z } from 'zod';
import { messages } from '../messages.ts';
import { PetImageVariantSchema } from './pets.ts';
import { multiLine, singleLine } from '../text.ts';
import { ENTRY_STATUSES, REPORT_REASONS } from './moderation.ts';

/**
 * Shapes of `/api/admin/*` (the admin console; docs/decisions/0063-admin-console.md).
 * Every route answers 403 FORBIDDEN to anyone who is not an admin (a verified email listed in
 * ADMIN_EMAILS, docs/decisions/0020-admin-needs-verified-email.md), signed in or not.
 */

export const ADMIN_REASON_MAX_LENGTH = 500;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_BULK_MAX = 100;
export const CREDITS_GRANT_MAX = 1000;
/** Lists inside a user's detail (entries, votes, reports) show at most this many, newest first. */
export const ADMIN_DETAIL_LIST_MAX = 50;

export const QUEUE_REASONS = [
  'reported',
  'nsfw',
  'no_animal',
  'duplicate',
  'pending',
  'not_screened',
] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export const SUBJECT_TYPES = ['pet', 'contest', 'caption', 'avatar'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** A pet's, contest's or caption's uuid; an avatar's is its user's id (text). */
export const SubjectIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

export const SubjectRefSchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: SubjectIdSchema,
});
export type SubjectRef = z.infer<typeof SubjectRefSchema>;

/** The reason an admin types for an action (audit log; hide/remove mails to the owner). */
export const AdminReasonSchema = multiLine(
  z
    .string()
    .trim()
    .min(1, messages.admin.reasonRequired)
    .max(ADMIN_REASON_MAX_LENGTH, messages.admin.reasonTooLong),
);

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional reason: '' counts as none. */
const OptionalReasonSchema = z.preprocess(emptyAsUndefined, AdminReasonSchema.optional());

/** Keyset cursors are opaque strings: pass back the `nextCursor` of the previous page. */
const CursorSchema = z.preprocess(emptyAsUndefined, z.string().max(200).optional());

const PageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(ADMIN_PAGE_SIZE)
  .default(ADMIN_PAGE_SIZE);

// ---------------------------------------------------------------------------------------------
// Summary (menu badge)

export const AdminSummarySchema = z.object({
  /** Items waiting in the review queue (the badge on the Admin menu entry). */
  queued: z.number().int(),
  /** Waiting items per reason (an item with two reasons counts in both). */
  queuedByReason: z.record(z.enum(QUEUE_REASONS), z.number().int()),
  /** Contact messages not yet marked handled. */
  inboxOpen: z.number().int(),
  /** Fraud findings waiting for a decision (docs/decisions/0085-fraud-detection.md). */
  fraudOpen: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Review queue

export const QueueQuerySchema = z.object({
  reason: z.preprocess(emptyAsUndefined, z.enum(QUEUE_REASONS).optional()),
  limit: PageLimitSchema,
  cursor: CursorSchema,
});
export type QueueQuery = z.input<typeof QueueQuerySchema>;

export const QueueReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** "Visitor" for anonymous reporters; the account's username or email otherwise. */
  reporter: z.string(),
  reporterUserId: z.string().nullable(),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

export const QueuePhotoSchema = z.object({
  /** Null once the files were removed. */
  imageUrl: z.string().nullable(),
  variants: z.array(PetImageVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type QueuePhoto = z.infer<typeof QueuePhotoSchema>;

export const AdminOwnerSchema = z.object({
  id: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  banned: z.boolean(),
});

/** The screening verdict as stored at upload (ADR 0060); null when not screened. */
export const ScreeningScoresSchema = z
  .object({
    /** porn + hentai + sexy, 0–1. */
    unsafe: z.number().nullable().optional(),
    nsfw: z.record(z.string(), z.number()).nullable().optional(),
    /** The detector's best score per animal label, e.g. { cat: 0.93 }. */
    animals: z.record(z.string(), z.number()).optional(),
    species: z.string().nullable().optional(),
    ms: z.number().optional(),
  })
  .passthrough();

export const QueueItemSchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.string(),
  /** The item's name: a pet's or contest's name, a caption's text, "Avatar of <user>". */
  title: z.string(),
  /** Where the public sees it: /gallery/<id>, /captions/<shareId> (null for avatars). */
  link: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  /** The reason the owner is shown for a non-visible status. */
  statusReason: z.string().nullable(),
  /** Null for captions (text only). */
  photo: QueuePhotoSchema.nullable(),
  /** A caption's contest (photo and link of the contest it belongs to). */
  context: z
    .object({ title: z.string(), link: z.string().nullable(), photo: QueuePhotoSchema.nullable() })
    .nullable(),
  owner: AdminOwnerSchema,
  reasons: z.array(z.enum(QUEUE_REASONS)),
  queuedAt: z.string(),
  screening: ScreeningScoresSchema.nullable(),
  /** The original this item is a near-copy of (reason 'duplicate'), to show side by side. */
  duplicateOf: z
    .object({
      subjectType: z.enum(SUBJECT_TYPES),
      subjectId: z.string(),
      title: z.string(),
      link: z.string().nullable(),
      status: z.enum(ENTRY_STATUSES),
      photo: QueuePhotoSchema.nullable(),
      owner: AdminOwnerSchema,
      /** pHash + dHash distance in bits (of 128); ≤ 24 is a near-copy. */
      distance: z.number().int(),
    })
    .nullable(),
  /** Open (unresolved) reports, newest first, at most 20. */
  reports: z.array(QueueReportSchema),
  reportCount: z.number().int(),
  /** Reports took it out of public view; such items come first in the queue. */
  hiddenByReports: z.boolean(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  nextCursor: z.string().nullable(),
  /** Items waiting with the current filter. */
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

// ---------------------------------------------------------------------------------------------
// Actions on entries (queue, user detail)

/**
 * approve: visible again, flags cleared, open reports dismissed, out of the queue.
 * hide: reversible (unhide); remove: files deleted, perceptual hash kept (cannot come back);
 * ban_owner: bans each distinct owner (see BanResult). Items need not be in the queue.
 */
export const ENTRY_ACTIONS = ['approve', 'hide', 'unhide', 'remove', 'ban_owner'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];
/** Actions that need a reason (mailed to the owner for hide/remove; the ban's reason). */
export const ACTIONS_NEEDING_REASON: readonly EntryAction[] = ['hide', 'remove', 'ban_owner'];

export const EntryActionBodySchema = z
  .object({
    action: z.enum(ENTRY_ACTIONS),
    items: z.array(SubjectRefSchema).min(1).max(ADMIN_BULK_MAX),
    reason: OptionalReasonSchema,
  })
  .refine((b) => !ACTIONS_NEEDING_REASON.includes(b.action) || b.reason !== undefined, {
    message: messages.admin.reasonRequired,
    path: ['reason'],
  });
export type EntryActionBody = z.input<typeof EntryActionBodySchema>;

export const ENTRY_ACTION_OUTCOMES = ['done', 'not_found', 'unchanged', 'forbidden'] as const;

export const EntryActionResultSchema = z.object({
  /** Items changed. */
  done: z.number().int(),
  /** Items left as they were (gone, already in that state, an admin's to ban). */
  skipped: z.number().int(),
  results: z.array(
    SubjectRefSchema.extend({
      outcome: z.enum(ENTRY_ACTION_OUTCOMES),
      status: z.enum(ENTRY_STATUSES).nullable(),
    }),
  ),
});
export type EntryActionResult = z.infer<typeof EntryActionResultSchema>;

// ---------------------------------------------------------------------------------------------
// Users

export const UserSearchQuerySchema = z.object({
  /** Part of an email or username (case-insensitive); empty: the newest accounts. */
  q: z.preprocess(emptyAsUndefined, singleLine(z.string().trim().max(200)).optional()),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(20),
});
export type UserSearchQuery = z.input<typeof UserSearchQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  credits: z.number().int(),
  isAdmin: z.boolean(),
  banned: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  counts: z.object({
    pets: z.number().int(),
    contests: z.number().int(),
    /** Counted votes cast (card, swipe, battle, caption); voided ones are not counted. */
    votesCast: z.number().int(),
    reportsMade: z.number().int(),
    reportsReceived: z.number().int(),
  }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserEntrySchema = z.object({
  subjectType: z.enum(['pet', 'contest']),
  id: z.uuid(),
  title: z.string(),
  link: z.string(),
  status: z.enum(ENTRY_STATUSES),
  statusReason: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Pet: votes_count; contest: its captions' votes. */
  votes: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserEntry = z.infer<typeof AdminUserEntrySchema>;

export const VOTE_KINDS = ['card', 'swipe', 'battle', 'caption'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

export const AdminVoteSchema = z.object({
  kind: z.enum(VOTE_KINDS),
  /** What was voted for: a pet's name (card, swipe, battle's chosen pet) or a caption's text. */
  title: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  /** True for votes taken out of the count (a ban). */
  voided: z.boolean(),
});
export type AdminVote = z.infer<typeof AdminVoteSchema>;

export const AdminUserReportSchema = z.object({
  id: z.uuid(),
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolution: z.enum(['dismissed', 'actioned']).nullable(),
});
export type AdminUserReport = z.infer<typeof AdminUserReportSchema>;

export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  /** Pets and caption contests of every status, newest first. */
  entries: z.array(AdminUserEntrySchema),
  /** Votes cast, newest first (voided ones included and marked). */
  votes: z.array(AdminVoteSchema),
  reportsMade: z.array(AdminUserReportSchema),
  reportsReceived: z.array(AdminUserReportSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const GrantCreditsBodySchema = z.object({
  credits: z.coerce.number().int().min(1).max(CREDITS_GRANT_MAX),
  reason: AdminReasonSchema,
});
export type GrantCreditsBody = z.input<typeof GrantCreditsBodySchema>;

export const GrantCreditsResultSchema = z.object({ credits: z.number().int() });

export const BanBodySchema = z.object({ reason: AdminReasonSchema });
export type BanBody = z.input<typeof BanBodySchema>;

export const VoteCountsSchema = z.object({
  card: z.number().int(),
  swipe: z.number().int(),
  battle: z.number().int(),
  caption: z.number().int(),
});

export const BanResultSchema = z.object({
  /** Votes taken out of the count, by kind. */
  voided: VoteCountsSchema,
  /** Visible or pending entries hidden by the ban. */
  hidden: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type BanResult = z.infer<typeof BanResultSchema>;

export const UnbanBodySchema = z.object({ reason: OptionalReasonSchema });
export type UnbanBody = z.input<typeof UnbanBodySchema>;

export const UnbanResultSchema = z.object({
  /** Entries the ban had hidden, visible again. */
  restored: z.number().int(),
  /** Voided votes counted again (those whose pet, battle or contest still exists). */
  votesRestored: VoteCountsSchema,
});
export type UnbanResult = z.infer<typeof UnbanResultSchema>;

// ---------------------------------------------------------------------------------------------
// Inbox (contact messages)

export const InboxQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  limit: PageLimitSchema,
  cursor: CursorSchema,
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

export const InboxMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxPageSchema = z.object({
  messages: z.array(InboxMessageSchema),
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

export const InboxHandledBodySchema = z.object({ handled: z.boolean().default(true) });
export type InboxHandledBody = z.input<typeof InboxHandledBodySchema>;

// ---------------------------------------------------------------------------------------------
// Newsletter

export const NewsletterQuerySchema = z.object({
  /** Part of an address; empty: the newest subscribers. */
  q: z.preprocess(emptyAsUndefined, singleLine(z.string().trim().max(200)).optional()),
  limit: PageLimitSchema,
});
export type NewsletterQuery = z.input<typeof NewsletterQuerySchema>;

export const NewsletterSubscriberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.string(),
});

export const NewsletterSummarySchema = z.object({
  /** Subscribed now: confirmed and not unsubscribed (ADR 0113). */
  subscribers: z.number().int(),
  unsubscribed: z.number().int(),
  /** Sign-ups whose confirmation link has not been opened yet (they expire). */
  pending: z.number().int(),
  /** Current subscribers matching `q`, newest first. */
  matches: z.array(NewsletterSubscriberSchema),
});
export type NewsletterSummary = z.infer<typeof NewsletterSummarySchema>;

export const NEWSLETTER_CSV_HEADER = 'email,subscribed_at';

// ---------------------------------------------------------------------------------------------
// Audit log

export const AuditQuerySchema = z.object({
  limit: PageLimitSchema,
  cursor: CursorSchema,
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AUDIT_ACTIONS = [
  'approve',
  'hide',
  'unhide',
  'remove',
  'ban',
  'unban',
  'grant_credits',
  'inbox_handled',
  'inbox_reopened',
  'newsletter_remove',
  'newsletter_export',
  'fraud_void',
  'fraud_dismiss',
  'contest_create',
  'contest_update',
  'contest_publish',
  'contest_archive',
  'contest_disqualify',
  'contest_approve',
  'contest_publish_results',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  adminId: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** Stored with the line: an entry's name, or `sha256:…` for a person (ADR 0102). */
  subjectLabel: z.string().nullable(),
  /** The account's or contact message's current name, while it exists (not stored). */
  subjectName: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const AdminOkSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Fraud findings (docs/decisions/0085-fraud-detection.md)

export const FRAUD_KINDS = ['burst', 'cluster', 'battle_outlier'] as const;
export type FraudKind = (typeof FRAUD_KINDS)[number];
export const FINDING_STATUSES = ['open', 'voided', 'dismissed'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];
/** The detail lists at most this many of a finding's votes (the counts cover all of them). */
export const FINDING_VOTES_SHOWN = 200;

export const FraudQuerySchema = z.object({
  status: z.preprocess(emptyAsUndefined, z.enum(FINDING_STATUSES).default('open')),
  limit: PageLimitSchema,
  cursor: CursorSchema,
});
export type FraudQuery = z.input<typeof FraudQuerySchema>;

export const FraudFindingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FRAUD_KINDS),
  status: z.enum(FINDING_STATUSES),
  /** The pet pushed (bursts, clusters). */
  petId: z.uuid().nullable(),
  petName: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  voteCount: z.number().int(),
  /** −log10 of the test's p-value (clusters: the number of accounts). */
  score: z.number(),
  /** What the detector measured: counts, rates, the network prefix (never an address)… */
  evidence: z.record(z.string(), z.unknown()),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  voidedCount: z.number().int().nullable(),
});
export type FraudFinding = z.infer<typeof FraudFindingSchema>;

export const FraudPageSchema = z.object({
  findings: z.array(FraudFindingSchema),
  nextCursor: z.string().nullable(),
});
export type FraudPage = z.infer<typeof FraudPageSchema>;

export const FraudVoteSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['card', 'swipe', 'battle']),
  /** The pet voted for (battles: the pet chosen). */
  petName: z.string().nullable(),
  /** The account's username, or "Visitor 1a2b3c4d" (a visitor id's start). */
  voter: z.string(),
  castAt: z.string().nullable(),
  /** The visitor's network (/24 or /48), never the address. */
  network: z.string().nullable(),
  state: z.enum(['counted', 'voided', 'gone']),
});
export type FraudVote = z.infer<typeof FraudVoteSchema>;

export const FraudFindingDetailSchema = FraudFindingSchema.extend({
  votes: z.array(FraudVoteSchema),
});
export type FraudFindingDetail = z.infer<typeof FraudFindingDetailSchema>;

export const FraudActionBodySchema = z.object({ reason: OptionalReasonSchema });
export type FraudActionBody = z.input<typeof FraudActionBodySchema>;

export const FraudActionResultSchema = z.object({
  finding: FraudFindingSchema,
  /** Votes this request voided (0 when the finding had been voided already). */
  voided: z.number().int(),
});
export type FraudActionResult = z.infer<typeof FraudActionResultSchema>;

export const FraudScanResultSchema = z.object({
  /** False when another instance was running the job. */
  ran: z.boolean(),
  /** True when the job has scanned every vote older than a few seconds. */
  caughtUp: z.boolean(),
});
export type FraudScanResult = z.infer<typeof FraudScanResultSchema>;
