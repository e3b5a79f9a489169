import type { NewsletterSummary } from '@pawprize/shared/schemas/admin';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { toast } from '@/lib/toast';
import { errorText, useRemoveSubscriber } from '../hooks/use-admin-mutations';
import { Panel } from './panel';
import { TimeAgo } from './time-ago';

/** The newest subscribers, or those matching the search, each with Remove. */
export function SubscriberList({ summary, q }: { summary: NewsletterSummary; q: string }) {
  const remove = useRemoveSubscriber();
  return (
    <Panel className="p-2 sm:p-3">
      <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {q ? `Matching “${q}”` : 'Newest subscribers'}
      </p>
      {summary.matches.length === 0 ? (
        <p className="px-3 py-4 text-sm text-muted-foreground">No subscriber matches.</p>
      ) : (
        <ul aria-label="Subscribers" className="divide-y divide-border/70">
          {summary.matches.map((subscriber) => (
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
  );
}
