import { CheckCircle2, Inbox, Mail, RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/utils';
import type { InboxFilter } from '../api/keys';
import { useMarkHandled } from '../hooks/use-admin-mutations';
import { useInbox } from '../hooks/use-admin-queries';
import { replyHref } from '../inbox-rules';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import { Panel } from './panel';
import { SectionHeader } from './section-header';
import { StatusFilter } from './status-filter';
import { TimeAgo } from './time-ago';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Contact messages, newest first; reply by mail and mark handled. */
export function InboxPanel() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: InboxFilter = raw === 'handled' || raw === 'all' ? raw : 'open';
  const query = useInbox(status);
  const mark = useMarkHandled();
  const items = query.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section className="grid gap-5">
      <SectionHeader title="Inbox" note="Messages from the contact form, newest first" />
      <StatusFilter options={FILTERS} value={status} />
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading messages">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-40 rounded-3xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the inbox."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Inbox} title={status === 'open' ? 'Inbox zero' : 'No messages'}>
          {status === 'open' ? 'Every message has been handled.' : null}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Messages">
          {items.map((message) => (
            <li key={message.id}>
              <Panel className={cn('grid gap-3 p-4 sm:p-6', message.handledAt && 'bg-plum-50/60')}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="text-lg font-extrabold break-words text-plum-800">
                      {message.subject ?? '(no subject)'}
                    </h3>
                    <p className="text-sm break-all text-plum-700">
                      <span className="font-semibold">{message.name}</span> · {message.email}
                    </p>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    <TimeAgo at={message.createdAt} />
                  </p>
                </div>
                <p className="leading-relaxed break-words whitespace-pre-line text-plum-800">
                  {message.message}
                </p>
                {message.handledAt ? (
                  <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-teal-700">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    Handled <TimeAgo at={message.handledAt} />
                    {message.handledBy ? ` by ${message.handledBy}` : null}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="accent">
                    <a href={replyHref(message)} aria-label={`Reply to ${message.name}`}>
                      <Mail aria-hidden="true" />
                      Reply
                    </a>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ id: message.id, handled: !message.handledAt })}
                  >
                    {message.handledAt ? (
                      <RotateCcw aria-hidden="true" />
                    ) : (
                      <CheckCircle2 aria-hidden="true" />
                    )}
                    {message.handledAt ? 'Reopen' : 'Mark handled'}
                  </Button>
                </div>
              </Panel>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}
