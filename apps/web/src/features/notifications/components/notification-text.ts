import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { Notification } from '@pawprize/shared/schemas/notifications';

/** A notification's words and link (docs/product/notifications.md, The page). */

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const timeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The UTC day as "Dec 6", or null for today (the line then says "today"). */
function dayLabel(day: string, now: Date): string | null {
  if (day === now.toISOString().slice(0, 10)) return null;
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The line's text, in the words of messages.ts. */
export function notificationText(n: Notification, now = new Date()): string {
  if (n.kind === 'votes') {
    return messages.notifications.votes(n.petName, n.votes, !n.read, dayLabel(n.day, now));
  }
  return messages.notifications[n.decision](n.title);
}

/** Where the line leads: its pet or caption contest; nothing for an entry that was removed. */
export function notificationLink(n: Notification): string | null {
  if (n.kind === 'votes') return href('pet', { id: n.petId });
  if (n.decision === 'removed') return null;
  if (n.subjectType === 'pet') return href('pet', { id: n.subjectId });
  return n.shareId ? href('captionContest', { shareId: n.shareId }) : null;
}
