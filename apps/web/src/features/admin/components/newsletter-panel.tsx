import { Download, Hourglass, MailX, Search, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { LoadError } from '@/components/load-error';
import { errorText, useExportNewsletter, useRemoveSubscriber } from '../hooks/use-admin-mutations';
import { useNewsletter } from '../hooks/use-admin-queries';
import { toast } from '@/lib/toast';
import { Panel } from './panel';
import { SectionHeader } from './section-header';
import { TimeAgo } from './time-ago';

/** Subscriber count, CSV export, and removing an address. */
export function NewsletterPanel() {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useNewsletter(q);
  const remove = useRemoveSubscriber();
  const exportCsv = useExportNewsletter();

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Newsletter"
        note="People who asked for the monthly newsletter and confirmed it from their inbox"
      >
        <Button
          type="button"
          variant="accent"
          aria-busy={exportCsv.isPending}
          onClick={() => {
            if (!exportCsv.isPending) exportCsv.mutate();
          }}
        >
          <Download aria-hidden="true" />
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </SectionHeader>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-3">
        <Panel className="px-5 py-4">
          <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <Users aria-hidden="true" className="size-4" />
            Subscribers
          </dt>
          <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
            {query.data ? query.data.subscribers.toLocaleString('en-US') : '—'}
          </dd>
        </Panel>
        <Panel className="px-5 py-4">
          <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <MailX aria-hidden="true" className="size-4" />
            Unsubscribed
          </dt>
          <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
            {query.data ? query.data.unsubscribed.toLocaleString('en-US') : '—'}
          </dd>
        </Panel>
        <Panel className="px-5 py-4">
          <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
            <Hourglass aria-hidden="true" className="size-4" />
            Awaiting confirmation
          </dt>
          <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
            {query.data ? query.data.pending.toLocaleString('en-US') : '—'}
          </dd>
        </Panel>
      </dl>
      <div role="search" className="grid max-w-xl gap-2">
        <Label htmlFor={`${id}-q`}>Find an address</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-plum-400"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder="name@example.com"
            className="pl-10"
          />
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 rounded-3xl" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the subscribers."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Panel className="p-2 sm:p-3">
          <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">
            {q ? `Matching “${q}”` : 'Newest subscribers'}
          </p>
          {query.data.matches.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">No subscriber matches.</p>
          ) : (
            <ul aria-label="Subscribers" className="divide-y divide-border/70">
              {query.data.matches.map((subscriber) => (
                <li key={subscriber.id} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-plum-800">{subscriber.email}</p>
                    <p className="text-xs text-muted-foreground">
                      Subscribed <TimeAgo at={subscriber.createdAt} />
                    </p>
                  </div>
                  <ConfirmDeleteButton
                    title="Remove this address?"
                    description={`${subscriber.email} will get no more newsletters. The removal is kept in the audit log.`}
                    confirmLabel="Remove address"
                    pending={remove.isPending && remove.variables === subscriber.id}
                    onConfirm={(done) =>
                      remove.mutate(subscriber.id, {
                        onSuccess: done,
                        onError: (error) => toast.error(errorText(error)),
                      })
                    }
                    className="text-[#8f1c29] hover:bg-[#fdf0f1]"
                    triggerLabel="Remove"
                    triggerAriaLabel={`Remove ${subscriber.email}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </section>
  );
}
