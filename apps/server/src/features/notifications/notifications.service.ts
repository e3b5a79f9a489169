import { messages } from '@pawprize/shared';
import type {
  ModerationDecision,
  Notification,
  NotificationPage,
  NotificationSettings,
} from '@pawprize/shared/schemas/notifications';
import {
  NOTIFICATIONS_KEPT_DAYS,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_UNREAD_CAP,
} from '@pawprize/shared/schemas/notifications';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import type { NotificationRow } from './notifications.queries.ts';
import {
  countUnread,
  insertModerationRows,
  listNotifications,
  markAllRead,
  markRead,
  readSettings,
  recountVoteGroups,
  writeSettings,
} from './notifications.queries.ts';

/**
 * In-app notifications (docs/product/notifications.md): what other features hand over, and the
 * member's list, count, read marks and settings.
 */

/** Recounts the vote groups of the pets whose vote counts changed, in one transaction. */
export async function recountPetsVotes(ctx: Ctx<'db'>, petIds: readonly string[]): Promise<void> {
  if (petIds.length === 0) return;
  await ctx.db.transaction((tx) => recountVoteGroups(tx, petIds));
}

/** One moderator's decision on a member's entry, as the admin feature hands it over. */
export interface ModerationDecisionNote {
  ownerId: string;
  subjectType: 'pet' | 'contest' | 'caption';
  subjectId: string;
  shareId: string | null;
  title: string;
  decision: ModerationDecision;
  reason: string | null;
}

/**
 * Moderators' decisions on members' entries, in the decision's own transaction `tx` (one
 * statement for all). Nothing for the moderator's own entries, nor for those who turned the kind
 * off or are banned.
 */
export async function notifyModerationDecisions(
  tx: Queryable,
  moderatorId: string,
  notes: readonly ModerationDecisionNote[],
): Promise<void> {
  await insertModerationRows(
    tx,
    notes
      .filter((n) => n.ownerId !== moderatorId)
      .map((n) => ({
        memberId: n.ownerId,
        petId: n.subjectType === 'pet' ? n.subjectId : null,
        payload: {
          subjectType: n.subjectType,
          subjectId: n.subjectId,
          shareId: n.shareId,
          title: n.title,
          decision: n.decision,
          reason: n.reason,
        },
      })),
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : null);

function toNotification(row: NotificationRow): Notification | null {
  const base = { id: row.id, at: iso(row.at), read: row.readAt !== null };
  if (row.kind === 'votes') {
    if (!row.petId || !row.day) return null;
    return {
      ...base,
      kind: 'votes',
      petId: row.petId,
      petName: row.petName ?? '',
      day: row.day,
      votes: base.read ? row.votes : row.votes - row.votesSeen,
      total: row.votes,
    };
  }
  const p = row.payload;
  const subjectType = str(p.subjectType);
  const decision = str(p.decision);
  if (
    (subjectType !== 'pet' && subjectType !== 'contest' && subjectType !== 'caption') ||
    (decision !== 'approved' && decision !== 'hidden' && decision !== 'removed')
  ) {
    return null;
  }
  return {
    ...base,
    kind: 'moderation',
    subjectType,
    subjectId: str(p.subjectId) ?? '',
    shareId: str(p.shareId),
    title: str(p.title) ?? '',
    decision,
    reason: str(p.reason),
  };
}

/** A page of the member's notifications, newest first, with their unread count. */
export async function notificationPage(
  ctx: Ctx<'db'>,
  memberId: string,
  page: number,
): Promise<NotificationPage> {
  const pageSize = NOTIFICATIONS_PAGE_SIZE;
  const [rows, unread] = await Promise.all([
    listNotifications(ctx.db, memberId, {
      limit: pageSize + 1,
      offset: (page - 1) * pageSize,
      keptDays: NOTIFICATIONS_KEPT_DAYS,
    }),
    unreadCount(ctx, memberId),
  ]);
  return {
    items: rows
      .slice(0, pageSize)
      .map(toNotification)
      .filter((n): n is Notification => n !== null),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
    unread,
  };
}

export function unreadCount(ctx: Ctx<'db'>, memberId: string): Promise<number> {
  return countUnread(ctx.db, memberId, NOTIFICATIONS_UNREAD_CAP, NOTIFICATIONS_KEPT_DAYS);
}

/** Marks one read (again: no change); 404 when it is not the member's. */
export async function readOne(ctx: Ctx<'db'>, memberId: string, id: string | null): Promise<void> {
  if (!id || !(await markRead(ctx.db, memberId, id))) {
    throw new AppError('NOT_FOUND', messages.notifications.notFound);
  }
}

export function readAll(ctx: Ctx<'db'>, memberId: string): Promise<number> {
  return markAllRead(ctx.db, memberId);
}

const DEFAULT_SETTINGS: NotificationSettings = { votes: true, moderation: true };

export async function settingsOf(ctx: Ctx<'db'>, memberId: string): Promise<NotificationSettings> {
  return (await readSettings(ctx.db, memberId)) ?? DEFAULT_SETTINGS;
}

export function saveSettings(
  ctx: Ctx<'db'>,
  memberId: string,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return writeSettings(ctx.db, memberId, patch);
}
