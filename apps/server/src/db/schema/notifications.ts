import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { timestamptz, updatedAt } from './columns.ts';
import { petPhotos } from './pets.ts';

/** What a notification is about (docs/product/notifications.md). */
export type NotificationKind = 'votes' | 'moderation';

/**
 * A member's in-app notifications (docs/product/notifications.md). Votes are not one row per
 * vote: one row per pet per UTC day, whose `votes` is recounted from the votes table after each
 * change of the pet's count (docs/decisions/0170-notifications-grouped-votes.md). Other kinds
 * are one row per event, with what the page shows in `payload`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    /** The pet it is about (votes; a pet's moderation decision), so it goes with the pet. */
    petId: uuid().references(() => petPhotos.id, { onDelete: 'cascade' }),
    /** Votes: the UTC day counted. */
    day: date({ mode: 'string' }),
    /** Votes: the pet's votes of that day, as last counted. */
    votes: integer().notNull().default(0),
    /** Votes: how many of them the member had seen when they last marked it read. */
    votesSeen: integer().notNull().default(0),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** When it last happened: a vote group moves to its newest vote. */
    at: timestamptz().notNull().defaultNow(),
    readAt: timestamptz(),
  },
  (t) => [
    check('notifications_kind_valid', sql`${t.kind} in ('votes', 'moderation')`),
    check(
      'notifications_votes_shape',
      sql`${t.kind} <> 'votes' or (${t.petId} is not null and ${t.day} is not null)`,
    ),
    check(
      'notifications_votes_nonnegative',
      sql`${t.votes} >= 0 and ${t.votesSeen} >= 0 and ${t.votesSeen} <= ${t.votes}`,
    ),
    // One vote group per pet per day (the recount's upsert).
    uniqueIndex('notifications_votes_uq')
      .on(t.petId, t.day)
      .where(sql`${t.kind} = 'votes'`),
    // The member's list, newest first, and its pages.
    index('notifications_member_at_idx').on(t.memberId, t.at.desc(), t.id.desc()),
    // The bell's unread count.
    index('notifications_member_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
    // Cascades from pet_photos.
    index('notifications_pet_idx').on(t.petId),
    // The clean-up of notifications older than the days kept.
    index('notifications_at_idx').on(t.at),
  ],
);

/**
 * Which kinds a member receives in the app; no row means the defaults (all on). A kind turned off
 * makes no new notifications; the ones already made stay.
 */
export const notificationSettings = pgTable('notification_settings', {
  memberId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  votes: boolean().notNull().default(true),
  moderation: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});
