import { messages } from '@pawprize/shared';
import type { Notification } from '@pawprize/shared/schemas/notifications';
import { BellRing, CheckCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useMarkRead, useNotificationPage } from '../hooks/use-notifications';
import { NotificationItem } from './notification-item';
import { NotificationSettingsCard } from './notification-settings';

/**
 * The /notifications page's body (docs/product/notifications.md, The page): the member's
 * notifications newest first with Older / Newer, Mark all as read, and the settings.
 */
export function NotificationsView() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8">
      <NotificationList memberId={user.id} />
      <NotificationSettingsCard memberId={user.id} />
    </div>
  );
}

function NotificationList({ memberId }: { memberId: string }) {
  const [page, setPage] = useState(1);
  const query = useNotificationPage(memberId, page);
  const { one, all } = useMarkRead(memberId);
  const data = query.data;
  const open = (n: Notification) => {
    if (!n.read) one.mutate(n.id);
  };

  if (query.isError && !data) {
    return (
      <LoadError
        title={messages.notifications.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading notifications…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (data.items.length === 0 && page === 1) {
    return (
      <EmptyState icon={BellRing} title={messages.notifications.emptyTitle}>
        {messages.notifications.empty}
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="notifications-list-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-list-title" className="text-lg font-extrabold text-plum-800">
          <span aria-live="polite">{messages.notifications.unreadSummary(data.unread)}</span>
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={data.unread === 0 || all.isPending}
          onClick={() => all.mutate()}
        >
          {all.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          {messages.notifications.markAllRead}
        </Button>
      </div>
      <ul aria-label={messages.notifications.title} className="flex flex-col gap-3">
        {data.items.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={open} />
        ))}
      </ul>
      {page > 1 || data.hasMore ? (
        <nav
          aria-label="Notification pages"
          className="flex items-center justify-center gap-3 text-sm font-semibold text-plum-700"
        >
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {messages.notifications.newer}
          </Button>
          <span className="tabular-nums">Page {page}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!data.hasMore}
            onClick={() => setPage(page + 1)}
          >
            {messages.notifications.older}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
