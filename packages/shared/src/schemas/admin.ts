import { z } from 'zod';
import { messages } from '../messages.ts';
import { PetImageVariantSchema } from './pets.ts';
import { multiLine, singleLine } from '../text.ts';
import { REPORT_REASONS } from './moderation.ts';

/** Shapes of `/api/admin/*` (issue 19: the admin console). */

export const ADMIN_REASON_MAX_LENGTH = 500;
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_BULK_MAX = 100;
export const CREDITS_GRANT_MAX = 1000;

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

export const QueueQuerySchema = z.object({
  reason: z.preprocess(emptyAsUndefined, z.enum(QUEUE_REASONS).optional()),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  /** The last item's `cursor` of the previous page. */
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});

export const QueueReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  reporter: z.string(),
});

export const QueuePhotoSchema = z.object({
  imageUrl: z.string().nullable(),
  variants: z.array(PetImageVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const QueueItemSchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectId: z.uuid(),
  /** The item's name: a pet's or contest's name, a caption's text, "Avatar". */
  title: z.string(),
  /** Where the public sees it (null for avatars). */
  link: z.string().nullable(),
  status: z.enum(['visible', 'pending', 'hidden', 'removed']),
  photo: QueuePhotoSchema.nullable(),
  owner: z.object({
    id: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
  }),
  reasons: z.array(z.enum(QUEUE_REASONS)),
  queuedAt: z.string(),
  screening: z.record(z.string(), z.unknown()).nullable(),
  duplicateOf: z
    .object({
      subjectType: z.enum(SUBJECT_TYPES),
      subjectId: z.uuid(),
      title: z.string(),
      link: z.string().nullable(),
      status: z.string(),
      photo: QueuePhotoSchema.nullable(),
      distance: z.number().int(),
    })
    .nullable(),
  reports: z.array(QueueReportSchema),
  reportCount: z.number().int(),
  cursor: z.string(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

export const QUEUE_ACTIONS = ['approve', 'hide', 'remove', 'ban_owner'] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

export const QueueActionBodySchema = z.object({
  action: z.enum(QUEUE_ACTIONS),
  items: z
    .array(z.object({ subjectType: z.enum(SUBJECT_TYPES), subjectId: z.uuid() }))
    .min(1)
    .max(ADMIN_BULK_MAX),
  /** Required for hide, remove and ban (shown to the owner, kept in the audit log). */
  reason: z.preprocess(emptyAsUndefined, AdminReasonSchema.optional()),
});
export type QueueActionBody = z.input<typeof QueueActionBodySchema>;

export const QueueActionResultSchema = z.object({
  done: z.number().int(),
  /** Items that were no longer waiting (someone else acted first). */
  skipped: z.number().int(),
});

export const AdminSummarySchema = z.object({
  queued: z.number().int(),
  inboxOpen: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

export const UserSearchQuerySchema = z.object({
  q: z.preprocess(emptyAsUndefined, singleLine(z.string().trim().max(200)).optional()),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(20),
});

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
  credits: z.number().int(),
  isAdmin: z.boolean(),
  banned: z.object({ reason: z.string(), at: z.string() }).nullable(),
  counts: z.object({
    pets: z.number().int(),
    contests: z.number().int(),
    votesCast: z.number().int(),
    reportsMade: z.number().int(),
    reportsReceived: z.number().int(),
  }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });

export const AdminUserEntrySchema = z.object({
  subjectType: z.enum(['pet', 'contest']),
  id: z.uuid(),
  title: z.string(),
  link: z.string(),
  status: z.enum(['visible', 'pending', 'hidden', 'removed']),
  imageUrl: z.string().nullable(),
  votes: z.number().int(),
  createdAt: z.string(),
});

export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  entries: z.array(AdminUserEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const GrantCreditsBodySchema = z.object({
  credits: z.coerce.number().int().min(1).max(CREDITS_GRANT_MAX),
  reason: AdminReasonSchema,
});

export const BanBodySchema = z.object({ reason: AdminReasonSchema });

export const BanResultSchema = z.object({
  voided: z.object({
    card: z.number().int(),
    swipe: z.number().int(),
    battle: z.number().int(),
    caption: z.number().int(),
  }),
  hidden: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type BanResult = z.infer<typeof BanResultSchema>;

export const InboxQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});

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

export const NewsletterSummarySchema = z.object({
  subscribers: z.number().int(),
  unsubscribed: z.number().int(),
  recent: z.array(z.object({ id: z.uuid(), email: z.string(), createdAt: z.string() })),
});

export const NewsletterSearchSchema = z.object({
  q: z.preprocess(emptyAsUndefined, singleLine(z.string().trim().max(200)).optional()),
});

export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  subjectLabel: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
