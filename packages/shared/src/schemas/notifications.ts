import { z } from 'zod';

/**
 * Shapes of the in-app notifications API (docs/product/notifications.md): the member's list,
 * newest first in pages, the bell's unread count, marking read, and which kinds they receive.
 */

/** The kinds a member can receive, and turn off. */
export const NOTIFICATION_KINDS = ['votes', 'moderation'] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The last page anyone may ask for (the list keeps NOTIFICATIONS_KEPT_DAYS days). */
export const NOTIFICATIONS_MAX_PAGE = 500;
/** The bell counts up to this many unread; more shows as "99+". */
export const NOTIFICATIONS_UNREAD_CAP = 100;
/** Notifications older than this are deleted. */
export const NOTIFICATIONS_KEPT_DAYS = 90;

const base = {
  id: z.string(),
  /** When it last happened (ISO): a vote group's newest vote. */
  at: z.string(),
  read: z.boolean(),
};

/** A pet's votes of one UTC day, grouped ("Biscuit got 12 new votes today"). */
export const VotesNotificationSchema = z.object({
  ...base,
  kind: z.literal('votes'),
  petId: z.string(),
  petName: z.string(),
  /** The UTC day counted, 'YYYY-MM-DD'. */
  day: z.string(),
  /** Unread: the votes since the member last read it; read: the day's votes. */
  votes: z.number().int(),
  /** The day's votes. */
  total: z.number().int(),
});

export const ModerationDecisionSchema = z.enum(['approved', 'hidden', 'removed']);
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

/** A moderator's decision on one of the member's entries. */
export const ModerationNotificationSchema = z.object({
  ...base,
  kind: z.literal('moderation'),
  subjectType: z.enum(['pet', 'contest', 'caption']),
  subjectId: z.string(),
  /** A caption contest's share id (its page), for contests and captions. */
  shareId: z.string().nullable(),
  title: z.string(),
  decision: ModerationDecisionSchema,
  reason: z.string().nullable(),
});

export const NotificationSchema = z.discriminatedUnion('kind', [
  VotesNotificationSchema,
  ModerationNotificationSchema,
]);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE).default(1),
});

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** More after this page. */
  hasMore: z.boolean(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({
  /** Capped at NOTIFICATIONS_UNREAD_CAP. */
  unread: z.number().int(),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationSettingsSchema = z.object({
  votes: z.boolean(),
  moderation: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT body: only the kinds to change. */
export const NotificationSettingsPatchSchema = NotificationSettingsSchema.partial().strict();
