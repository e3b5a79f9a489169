import { messages } from '@pawprize/shared';
import type { Notification } from '@pawprize/shared/schemas/notifications';
import { Heart, ShieldCheck, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { notificationLink, notificationText, timeFormat } from './notification-text';

/** One notification: icon, text, when, unread mark (said in words too, not by colour alone). */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  const Icon = n.kind === 'votes' ? Heart : n.decision === 'approved' ? ShieldCheck : ShieldAlert;
  const link = notificationLink(n);
  const text = notificationText(n);
  return (
    <li
      className={cn(
        'relative flex gap-3 rounded-2xl border p-4 sm:gap-4',
        n.read ? 'border-border bg-card/60' : 'border-coral-200 bg-coral-50 shadow-soft',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          n.kind === 'votes' ? 'bg-coral-100 text-coral-700' : 'bg-plum-800/5 text-plum-800',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-plum-900', n.read ? 'font-medium' : 'font-bold')}>
          {!n.read ? <span className="sr-only">{messages.notifications.unreadLabel}: </span> : null}
          {link ? (
            <Link
              to={link}
              onClick={() => onOpen(n)}
              className="rounded-sm underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        {n.kind === 'moderation' && n.reason ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {messages.notifications.reason(n.reason)}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={n.at}>{timeFormat.format(new Date(n.at))}</time>
        </p>
      </div>
      {!n.read ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      ) : null}
    </li>
  );
}
