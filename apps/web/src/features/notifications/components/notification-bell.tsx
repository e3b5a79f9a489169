import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../hooks/use-unread-count';

/**
 * The bell in the navigation bar (docs/product/notifications.md, The bell): signed-in members
 * only, drawn once the session is known (nothing for visitors, nothing while it loads, so the
 * drawn page's bar is the visitor's). Its name carries the unread count; the badge is for eyes.
 * `data-notification-bell` and `peer` let the bar's next item drop its own auto margin.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <BellLink memberId={user.id} className={className} />;
}

function BellLink({ memberId, className }: { memberId: string; className?: string | undefined }) {
  const { data: unread = 0 } = useUnreadCount(memberId);
  return (
    <NavLink
      to={href('notifications')}
      aria-label={messages.notifications.bell(unread)}
      data-notification-bell=""
      className={cn(
        'peer relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-plum-800/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-coral-100 md:size-10',
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-6 md:size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 h-5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-primary-foreground tabular-nums ring-2 ring-cream-50"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
